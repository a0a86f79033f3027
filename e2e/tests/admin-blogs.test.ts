/**
 * Admin blogs: create with a video icon and two image sections, reorder, edit, view, make a preview
 * link and open it without a session, delete.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { API, type BlogListResponse, MESSAGES } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, loginAsAdmin, openPage } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { REPO_ROOT } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const TITLE = 'Month-end close without the late nights';
const FIRST = 'Reconcile every day, not every month';
const SECOND = 'Start with a clean chart of accounts';

const site = useSite({ ownServer: true });
let page: Page;

const png = (color: string) =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: color } })
    .png()
    .toBuffer();

async function findBlog(title: string) {
  const list = (await (await fetch(`${site.server.url}${API.blogs}`)).json()) as BlogListResponse;
  return list.data.find((b) => b.title === title);
}

beforeAll(async () => {
  ({ page } = await openPage(site.browser, site.server.url));
  await loginAsAdmin(page);
});

describe('admin blogs', () => {
  it('lists the blogs with their actions', async () => {
    await goto(page, '/admin/blogs');
    await page.getByRole('heading', { level: 1, name: 'All Blogs' }).waitFor();
    for (const header of ['Title', 'Author', 'Actions'])
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    expect(await page.getByRole('rowheader').count()).toBeGreaterThan(0);
  });

  it('creates a blog with a video icon and two reordered image sections', async () => {
    await page.getByRole('link', { name: 'Create Blog' }).click();
    await page.waitForURL(/\/admin\/create-blog$/);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Add an icon video (MP4 or WebM).').waitFor();
    await page.getByText('Add an image for this section.').waitFor();

    await page.getByLabel('Title').fill(TITLE);
    await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('Back-office accounting');
    await page
      .getByLabel(/^Description/)
      .fill('A calmer month end: small daily habits that keep the books ready.');
    await page.getByLabel('Author').fill('Vyoma Back Office Team');
    await page.getByLabel('Category').selectOption('backOffice');

    // An image is refused for the icon on create: video only.
    const icon = page.getByLabel('Icon video');
    await icon.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await png('#000') });
    await page.getByText('"icon.png" is not a MP4 or WebM file.').waitFor();
    const video = await readFile(path.join(REPO_ROOT, 'server/src/demo/media/blog-data-entry.webm'));
    await icon.setInputFiles({ name: 'icon.webm', mimeType: 'video/webm', buffer: video });
    await page.locator('video[aria-label="New icon: icon.webm"]').waitFor();

    await page.getByLabel('Section 1 heading').fill(FIRST);
    await page
      .getByRole('textbox', { name: 'Section 1 description' })
      .fill('Match bank lines daily so the close is a check, not a hunt.');
    await page
      .getByLabel('Section 1 image')
      .setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: await png('#4338ca') });
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByLabel('Section 2 heading').fill(SECOND);
    await page
      .getByRole('textbox', { name: 'Section 2 description' })
      .fill('Fewer, clearer accounts mean faster and safer postings.');
    await page
      .getByLabel('Section 2 image')
      .setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer: await png('#0e7490') });
    await page.getByRole('img', { name: 'Section 2 new image: two.png' }).waitFor();

    await page.getByRole('button', { name: 'Move section 2 up' }).click();
    expect(await page.getByLabel('Section 1 heading').inputValue()).toBe(SECOND);
    expect(await page.getByLabel('Section 2 heading').inputValue()).toBe(FIRST);
    await page.getByRole('img', { name: 'Section 1 new image: two.png' }).waitFor();
    await page.getByText('Section 2 moved up to position 1.').waitFor({ state: 'attached' });
    // Focus stays on the moved section's controls (now first, so "down" is the live button).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move section 1 down',
    );
    await screenshot(page, 'admin-blog-editor');

    // Hold the upload so the progress bar can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/blogs', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    expect(await page.getByRole('button', { name: 'Saving…' }).isDisabled()).toBe(true);
    release();
    await page.getByText('Blog created successfully.').waitFor();
    await page.waitForURL(/\/admin\/blogs$/);
    await page.getByRole('rowheader', { name: TITLE }).waitFor();
    await page.unroute('**/api/v1/blogs');

    const blog = await findBlog(TITLE);
    expect(blog?.content.map((s) => s.heading)).toEqual([SECOND, FIRST]);
    expect(blog?.iconMedia?.kind).toBe('video');

    const visitor = await site.browser.newContext({ baseURL: site.server.url });
    const publicPage = await visitor.newPage();
    await goto(publicPage, '/backOfficeServices');
    await publicPage.locator('main').getByText(TITLE).first().waitFor();
    expect(await publicPage.locator(`video[src="${blog?.iconImage}"]`).count()).toBe(1);
    await visitor.close();
  });

  it('phone layout of the editor', async () => {
    const phone = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await loginAsAdmin(phone.page);
    await goto(phone.page, '/admin/create-blog');
    await phone.page.getByLabel('Section 1 heading').waitFor();
    await screenshot(phone.page, 'admin-blog-editor');
    await phone.context.close();
  });

  it('edits the blog, replacing the icon with an image', async () => {
    await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
    await page.waitForURL(/\/admin\/edit-blog\/.+$/);
    await page.getByLabel('Title').waitFor();
    expect(await page.getByLabel('Section 1 heading').inputValue()).toBe(SECOND);
    await page.locator('video[aria-label="Current icon"]').waitFor();
    await page
      .getByLabel('Icon (video or image)')
      .setInputFiles({ name: 'still.png', mimeType: 'image/png', buffer: await png('#22d3ee') });
    await page.getByRole('img', { name: 'New icon: still.png' }).waitFor();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Blog updated successfully.').waitFor();
    await page.waitForURL(/\/admin\/blogs$/);

    const blog = await findBlog(TITLE);
    expect(blog?.iconMedia?.kind).toBe('image');
    // Section images were kept by their stored paths.
    expect(blog?.content).toHaveLength(2);

    const visitor = await site.browser.newContext({ baseURL: site.server.url });
    const publicPage = await visitor.newPage();
    await goto(publicPage, '/backOfficeServices');
    await publicPage.locator('main').getByText(TITLE).first().waitFor();
    expect(await publicPage.locator(`img[src="${blog?.iconImage}"]`).count()).toBe(1);
    await visitor.close();
  });

  it('views the blog as visitors see it, with Edit and Back', async () => {
    await page.getByRole('link', { name: `View ${TITLE}` }).click();
    await page.waitForURL(/\/admin\/blog\/.+$/);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByRole('heading', { name: SECOND }).waitFor();
    await page.getByRole('link', { name: 'Edit', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/admin\/blogs$/);
  });

  it('makes a preview link in the panel; a visitor without a session sees the page under a Preview banner', async () => {
    await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
    await page.waitForURL(/\/admin\/edit-blog\/.+$/);
    const panel = page.getByRole('region', { name: 'Preview links' });
    await panel.getByLabel('Link works for').selectOption({ label: '1 day' });
    await panel.getByRole('button', { name: 'Create link' }).click();
    const field = panel.getByLabel('New preview link');
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
    await panel.getByText('Active', { exact: true }).waitFor();
    await screenshot(page, 'admin-preview-links');

    const visitor = await openPage(site.browser, site.server.url);
    await goto(visitor.page, new URL(url).pathname);
    const banner = visitor.page.getByRole('status', { name: 'Preview' });
    await banner.getByText('This is not public yet').waitFor();
    await visitor.page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await visitor.page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);
    await screenshot(visitor.page, 'preview-page');
    const phone = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await goto(phone.page, new URL(url).pathname);
    await phone.page.getByRole('status', { name: 'Preview' }).waitFor();
    await screenshot(phone.page, 'preview-page');
    await phone.context.close();

    // Revoked (after a confirmation), the link is a 404 for the visitor.
    await panel.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Preview link revoked.').waitFor();
    await panel.getByText('Revoked', { exact: true }).waitFor();
    await goto(visitor.page, new URL(url).pathname);
    await visitor.page.getByRole('heading', { name: MESSAGES.notFound.text }).waitFor();
    await visitor.context.close();

    await goto(page, '/admin/blogs');
    await page.getByRole('rowheader', { name: TITLE }).waitFor();
  });

  it('deletes the blog after confirmation; cancel keeps it', async () => {
    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(MESSAGES.confirm.deleteBlog).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Focus returns to the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Delete ${TITLE}`,
    );

    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Blog deleted.').waitFor();
    await page.getByRole('rowheader', { name: TITLE }).waitFor({ state: 'detached' });
    expect(await findBlog(TITLE)).toBeUndefined();
  });
});
