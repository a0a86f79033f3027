/**
 * The media library's rule for browser tests (issue 19, docs/decisions/0049): publishing with an
 * image that has no alt text is refused, and files uploaded with the same save never have one yet.
 * A test that publishes through a form answers the form's panel with these helpers.
 */
import { API, type BlogListResponse } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** A plain PNG of one colour, to upload as a test's own image. */
export const solidPng = (color: string, width = 160, height = 120) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A published post by its title, as visitors' API answers list it (undefined when absent). */
export async function findPublicBlog(serverUrl: string, title: string) {
  const list = (await (await fetch(`${serverUrl}${API.blogs}`)).json()) as BlogListResponse;
  return list.data.find((b) => b.title === title);
}

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
