/**
 * Admin blogs, editing together (issue 18 item 5): two people open one post (the second sees who is
 * editing and takes over; the first is told on their next heartbeat, reached by moving that page's
 * clock on), a draft saves itself after typing stops, and a published post's unsaved typing survives
 * a reload. Split from admin-blogs.test.ts so the two halves run on two workers side by side.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_PAGE, API, PRESENCE_HEARTBEAT_SECONDS } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, openPage, signInAt } from '../support/browser.ts';
import { describeRefusedImages, findPublicBlog, solidPng } from '../support/media.ts';
import { screenshot } from '../support/screenshots.ts';
import { ADMIN, REPO_ROOT } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

// Its own server: it publishes a post, which the shared server's readers must not see.
const site = useSite({ ownServer: true });
let page: Page;

const png = (color: string) => solidPng(color);

const findBlog = (title: string) => findPublicBlog(site.server.url, title);

beforeAll(async () => {
  ({ page } = await openPage(site.browser, site.server.url));
  // The page's clock runs on its own; the presence test moves it on to the next heartbeat.
  await page.clock.install();
  await signInAt(page, ADMIN_PAGE.products);
});

/**
 * Issue 18 item 5: two people open one post (the second sees who is editing and takes over; the first
 * is told on their next heartbeat), a draft saves itself after typing stops, and a published post's
 * unsaved typing survives a reload.
 */
describe('editing together, autosave and unsaved changes', () => {
  const EDITOR = { ...ADMIN, email: 'meera.presence@vyoma.example', password: 'Presence-e2e-Password-7' };
  let adminCookie = '';

  /** A request as the signed-in admin, sent like the admin's browser would (same origin). */
  const asAdmin = (route: string, init: RequestInit) =>
    fetch(`${site.server.url}${route}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie: adminCookie, origin: site.server.url },
    });

  async function createPost(title: string, status: 'draft' | 'published'): Promise<string> {
    const video = await readFile(path.join(REPO_ROOT, 'server/src/demo/media/blog-data-entry.webm'));
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title,
      heading: 'Working on one post together',
      description: 'Two editors, one post, no lost work.',
      author: 'Vyoma Editorial',
      category: 'backOffice',
      // No status: published as before (the spec's API), where a new image needs no alt text yet.
      ...(status === 'published' ? {} : { status }),
      'content[0][heading]': 'One section',
      'content[0][description]': 'Text of the only section.',
    }))
      form.append(key, value);
    form.append('iconImage', new Blob([video], { type: 'video/webm' }), 'icon.webm');
    form.append('content[0][image]', new Blob([await png('#1e3a8a')], { type: 'image/png' }), 'one.png');
    const res = await asAdmin(API.blogs, { method: 'POST', body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { data: { _id: string } }).data._id;
  }

  beforeAll(async () => {
    adminCookie = (await page.context().cookies())
      .filter((c) => c.name.endsWith('vyoma_sid'))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const res = await asAdmin('/api/v1/admin/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera Presence',
        email: EDITOR.email,
        password: EDITOR.password,
        role: 'editor',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it('shows who is editing, lets the second person take over, and tells the first', async () => {
    const id = await createPost('Presence: two editors', 'draft');
    const adminName = ((await (await asAdmin('/api/v1/me', {})).json()) as { user: { name: string } }).user
      .name;
    await goto(page, `/admin/edit-blog/${id}`);
    await page.getByLabel('Title').waitFor();

    const other = await openPage(site.browser, site.server.url);
    await signInAt(other.page, `/admin/edit-blog/${id}`, EDITOR);
    await other.page.getByText(`${adminName} is editing this.`).waitFor();
    await screenshot(other.page, 'admin-blog-presence');
    await other.page.getByRole('button', { name: 'Take over' }).click();
    await other.page.getByRole('alertdialog').getByRole('button', { name: 'Take over' }).click();
    await other.page.getByText(`${adminName} is editing this.`).waitFor({ state: 'detached' });

    // The first editor learns it on their next heartbeat (every PRESENCE_HEARTBEAT_SECONDS): their
    // page's clock is moved on to it rather than waited for.
    await page.clock.fastForward(PRESENCE_HEARTBEAT_SECONDS * 1000);
    await page.getByText('Meera Presence took over editing.').waitFor();

    // The holder's draft saves itself once typing stops: no button pressed.
    await other.page.getByLabel('Title').fill('Presence: saved by itself');
    await other.page.getByText(/^Saved at /).waitFor();
    const saved = await other.page.evaluate(
      async (url) => (await (await fetch(url)).json()).data,
      API.blog(id),
    );
    expect(saved).toMatchObject({ title: 'Presence: saved by itself', status: 'draft' });
    // The autosave moved the form's version on: saving by hand now is not refused as stale.
    await other.page.getByRole('textbox', { name: 'Heading', exact: true }).fill('Saved by hand');
    await other.page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await other.page.getByText('Blog saved as a draft.').waitFor();
    await other.context.close();
  });

  it('offers a published post’s unsaved typing back after a reload, without touching the live post', async () => {
    const title = 'Presence: live post';
    const id = await createPost(title, 'published');
    await goto(page, `/admin/edit-blog/${id}`);
    await page.getByLabel('Title').fill('Presence: typed, never saved');
    await page.waitForFunction(
      (key) => localStorage.getItem(key)?.includes('Presence: typed, never saved') ?? false,
      `vyoma:unsaved:post:${id}`,
    );
    // Published: nothing is saved by itself.
    expect((await findBlog(title))?._id).toBe(id);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByLabel('Title').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(title);
    await page.getByRole('button', { name: /^Restore unsaved changes from / }).click();
    await page.getByText('Unsaved changes restored.', { exact: false }).first().waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Presence: typed, never saved');
    expect((await findBlog(title))?._id).toBe(id);
    await screenshot(page, 'admin-blog-restore');

    // Saving makes it live and forgets the kept copy.
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    // Its image came through the API without alt text (issue 19): the form asks for it, then saves.
    await describeRefusedImages(page);
    await page.getByText('Blog updated successfully.').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), `vyoma:unsaved:post:${id}`)).toBeNull();
    expect((await findBlog('Presence: typed, never saved'))?._id).toBe(id);
  });
});
