/**
 * Admin blogs: create with a video icon and two image sections, reorder, edit, view, make a preview
 * link and open it without a session, compare two versions in the history and restore one, a save
 * refused for a newer version (Keep mine, Take theirs), delete. Editing together (presence, autosave,
 * unsaved changes) is in admin-blogs-editing.test.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_PAGE, MESSAGES, PAGE } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, openPage, signInAt } from '../support/browser.ts';
import { describeRefusedImages, findPublicBlog, solidPng } from '../support/media.ts';
import { SCREENSHOTS, screenshot } from '../support/screenshots.ts';
import { REPO_ROOT } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const TITLE = 'Month-end close without the late nights';
const FIRST = 'Reconcile every day, not every month';
const SECOND = 'Start with a clean chart of accounts';

const site = useSite({ ownServer: true });
let page: Page;

const png = (color: string) => solidPng(color);

const findBlog = (title: string) => findPublicBlog(site.server.url, title);

beforeAll(async () => {
  ({ page } = await openPage(site.browser, site.server.url));
  await signInAt(page, ADMIN_PAGE.products);
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
    // The new section images have no alt text yet (issue 19): the form asks for it, then publishes.
    await describeRefusedImages(page);
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

  // Only a screenshot: run when screenshots are asked for.
  it.skipIf(!SCREENSHOTS)('phone layout of the editor', async () => {
    const phone = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await signInAt(phone.page, '/admin/create-blog');
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
    await describeRefusedImages(page);
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

  it('keeps every save: the history compares two versions and restores the older one', async () => {
    const saved = await findBlog(TITLE);
    if (!saved) throw new Error('the blog is missing');
    const revised = `${TITLE}, revised`;
    await goto(page, ADMIN_PAGE.editBlog(saved._id));
    await page.getByLabel('Title').fill(revised);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Blog updated successfully.').waitFor();
    await page.waitForURL(/\/admin\/blogs$/);
    const latest = (await findBlog(revised))?.version ?? 0;
    expect(latest).toBe(saved.version + 1);

    // The form's History box lists the saves and leads to the history screen.
    await goto(page, ADMIN_PAGE.editBlog(saved._id));
    const panel = page.getByRole('region', { name: 'History' });
    await panel
      .getByText(/Changed title/)
      .first()
      .waitFor();
    await panel.getByRole('link', { name: 'Compare / restore' }).click();
    await page.waitForURL(/\/history$/);
    await page.getByRole('heading', { level: 1, name: 'Post history' }).waitFor();

    // By default the previous version is compared with the latest: the title is marked changed.
    expect(await page.getByRole('radio', { name: `From version ${saved.version}` }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: `To version ${latest}` }).isChecked()).toBe(true);
    const changed = page.getByRole('table', { name: 'Changed fields' });
    const title = changed.getByRole('row', { name: /^Title/ });
    await title.waitFor();
    expect(await title.getAttribute('data-changed')).toBe('true');
    expect(await title.getByRole('cell').allInnerTexts()).toEqual([TITLE, revised]);
    // Unchanged fields are folded away, not marked.
    await page.getByText(/^Unchanged:/).click();
    const author = page
      .getByRole('table', { name: 'Unchanged fields' })
      .getByRole('row', { name: /^Author/ });
    expect(await author.getAttribute('data-changed')).toBeNull();
    await screenshot(page, 'admin-blog-history');
    const phone = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await signInAt(phone.page, ADMIN_PAGE.blogHistory(saved._id));
    await phone.page
      .getByRole('table', { name: 'Changed fields' })
      .getByRole('row', { name: /^Title/ })
      .waitFor();
    await screenshot(phone.page, 'admin-blog-history');
    await phone.context.close();

    // Choosing another pair changes the comparison (and the address).
    await page.getByRole('radio', { name: `From version ${saved.version - 1}` }).check();
    await page.waitForURL(new RegExp(`from=${saved.version - 1}`));
    await page
      .getByRole('heading', { name: `Version ${saved.version - 1} compared with version ${latest}` })
      .waitFor();
    await page.getByRole('row', { name: /^Icon/ }).first().waitFor();

    // Restore asks first; cancelling changes nothing.
    await page.getByRole('button', { name: `Restore version ${saved.version}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await findBlog(revised))?.version).toBe(latest);

    await page.getByRole('button', { name: `Restore version ${saved.version}` }).click();
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`Version ${saved.version} restored.`).waitFor();
    await page.waitForURL(new RegExp(`${ADMIN_PAGE.editBlog(saved._id)}$`));
    await page.getByLabel('Title').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(TITLE);
    const restored = await findBlog(TITLE);
    expect(restored?.version).toBe(latest + 1);

    const visitor = await site.browser.newContext({ baseURL: site.server.url });
    const publicPage = await visitor.newPage();
    await goto(publicPage, PAGE.blog(restored?.slug ?? ''));
    await publicPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await visitor.close();
  });

  it('refuses a save over a newer version and offers to compare; Keep mine saves', async () => {
    const saved = await findBlog(TITLE);
    if (!saved) throw new Error('the blog is missing');
    const mine = 'A calmer month end, one small habit at a time.';
    await goto(page, ADMIN_PAGE.editBlog(saved._id));
    await page.getByLabel('Title').waitFor();

    // Someone else saves the same post meanwhile.
    const other = await openPage(site.browser, site.server.url);
    await signInAt(other.page, ADMIN_PAGE.editBlog(saved._id));
    await other.page
      .getByRole('textbox', { name: 'Heading', exact: true })
      .fill('Back-office accounting, updated');
    await other.page.getByRole('button', { name: 'Update', exact: true }).click();
    await other.page.getByText('Blog updated successfully.').waitFor();
    await other.context.close();

    await page.getByLabel(/^Description/).fill(mine);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page
      .locator('form')
      .getByRole('alert')
      .getByText(/saved this post/)
      .waitFor();
    expect((await findBlog(TITLE))?.description).not.toBe(mine);
    const compare = page.getByRole('link', { name: /Compare with the saved version/ });
    expect(await compare.getAttribute('href')).toBe(
      `${ADMIN_PAGE.blogHistory(saved._id)}?from=${saved.version}`,
    );
    expect(await compare.getAttribute('target')).toBe('_blank');
    await page.getByRole('button', { name: 'Take theirs' }).waitFor();

    await page.getByRole('button', { name: 'Keep mine' }).click();
    await page.getByText('Blog updated successfully.').waitFor();
    await page.waitForURL(/\/admin\/blogs$/);
    const after = await findBlog(TITLE);
    expect(after?.description).toBe(mine);
    expect(after?.version).toBe(saved.version + 2);
  });

  it('Take theirs, after a confirm, drops the changes here and loads the saved version', async () => {
    const saved = await findBlog(TITLE);
    if (!saved) throw new Error('the blog is missing');
    const theirs = 'Back-office accounting, their words';
    const dropped = 'Words that are dropped on purpose.';
    await goto(page, ADMIN_PAGE.editBlog(saved._id));
    await page.getByLabel('Title').waitFor();

    const other = await openPage(site.browser, site.server.url);
    await signInAt(other.page, ADMIN_PAGE.editBlog(saved._id));
    await other.page.getByRole('textbox', { name: 'Heading', exact: true }).fill(theirs);
    await other.page.getByRole('button', { name: 'Update', exact: true }).click();
    await other.page.getByText('Blog updated successfully.').waitFor();
    await other.context.close();

    await page.getByLabel(/^Description/).fill(dropped);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByRole('button', { name: 'Take theirs' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Keep mine' }).waitFor({ state: 'detached' });
    const heading = page.getByRole('textbox', { name: 'Heading', exact: true });
    await heading.waitFor();
    expect(await heading.inputValue()).toBe(theirs);
    expect(await page.getByLabel(/^Description/).inputValue()).not.toBe(dropped);
    expect((await findBlog(TITLE))?.version).toBe(saved.version + 1);
    await goto(page, ADMIN_PAGE.blogs);
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
