/**
 * The media library's rule for browser tests (issue 19, docs/decisions/0049): publishing with an
 * image that has no alt text is refused, and files uploaded with the same save never have one yet.
 * A test that publishes through a form answers the form's panel with these helpers.
 */
import type { Page } from 'playwright-core';

/** Waits for the form's "needs alt text" panel, describes every image in it and publishes again. */
export async function describeRefusedImages(
  page: Page,
  alt = 'An image described by a browser test',
): Promise<void> {
  const panel = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Save alt text and publish' }) });
  await panel.waitFor();
  const fields = panel.getByLabel(/^Alt text for /);
  const count = await fields.count();
  for (let i = 0; i < count; i++) await fields.nth(i).fill(`${alt} ${i + 1}`);
  await panel.getByRole('button', { name: 'Save alt text and publish' }).click();
}
