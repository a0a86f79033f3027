/**
 * Rich text and the URL name in the blog form (issue 17): a section formatted with the toolbar and
 * shortcuts shows that formatting on the public post; a taken URL name is refused next to the field;
 * a changed one moves the post and its old address answers 301 to the new one; the form's layout
 * at both widths.
 */
import { API, type Blog, type BlogListResponse, PAGE } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, loginAsAdmin, openPage } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

// It edits a demo post, which other files read: a server of its own.
const site = useSite({ ownServer: true });
let page: Page;
let blog: Blog;

async function readBlog(id: string): Promise<Blog> {
  return ((await (await fetch(`${site.server.url}${API.blog(id)}`)).json()) as { data: Blog }).data;
}

beforeAll(async () => {
  const list = (await (await fetch(`${site.server.url}${API.blogs}`)).json()) as BlogListResponse;
  const first = list.data[0];
  if (!first) throw new Error('the demo content has no blog');
  blog = first;
  ({ page } = await openPage(site.browser, site.server.url));
  await loginAsAdmin(page);
});

describe('blog section rich text', () => {
  it('formats a section with a shortcut and the toolbar, and the public post shows it', async () => {
    await goto(page, `/admin/edit-blog/${blog._id}`);
    const text = page.getByRole('textbox', { name: 'Section 1 description' });
    await text.waitFor();
    // The section's stored text is in the editor.
    expect(await text.innerText()).toContain(blog.content[0]?.description.split('\n')[0] ?? '');

    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Three habits keep the books ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('ready every day');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(':');
    await page.keyboard.press('Enter');
    const toolbar = page.getByRole('toolbar', { name: 'Section 1 description: formatting' });
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    expect(await toolbar.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.keyboard.type('Match bank lines daily');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Post invoices as they arrive');
    await screenshot(page, 'admin-blog-rich-text');

    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Blog updated successfully.').waitFor();
    await page.waitForURL(/\/admin\/blogs$/);

    // The API keeps the plain text beside the document.
    const saved = await readBlog(blog._id);
    expect(saved.content[0]?.description).toBe(
      'Three habits keep the books ready every day:\n\n- Match bank lines daily\n- Post invoices as they arrive',
    );

    const visitor = await openPage(site.browser, site.server.url);
    await goto(visitor.page, `/blog/${blog._id}`);
    const section = visitor.page.locator('.blog-article__section').first();
    expect(await section.locator('strong').allInnerTexts()).toEqual(['ready every day']);
    expect(await section.getByRole('listitem').allInnerTexts()).toEqual([
      'Match bank lines daily',
      'Post invoices as they arrive',
    ]);
    await screenshot(visitor.page, 'blog-rich-text');
    await visitor.context.close();
  });

  it('phone layout of the form and the post', async () => {
    const phone = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await loginAsAdmin(phone.page);
    await goto(phone.page, `/admin/edit-blog/${blog._id}`);
    await phone.page.getByRole('textbox', { name: 'Section 1 description' }).waitFor();
    // The side region comes after the sections and before the buttons.
    const aside = await phone.page.getByRole('complementary', { name: 'Publishing' }).boundingBox();
    const save = await phone.page.getByRole('button', { name: 'Update', exact: true }).boundingBox();
    const sections = await phone.page.locator('.blog-sections').boundingBox();
    if (!aside || !save || !sections) throw new Error('form not laid out');
    expect(aside.y).toBeGreaterThan(sections.y + sections.height - 1);
    expect(save.y).toBeGreaterThan(aside.y + aside.height - 1);
    expect(aside.width).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'admin-blog-rich-text');
    await phone.context.close();

    // A signed-in admin is sent to the admin (spec §2.2): the post is seen as a visitor.
    const visitor = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await goto(visitor.page, `/blog/${blog._id}`);
    await visitor.page.locator('.blog-article__section').first().getByRole('list').waitFor();
    await screenshot(visitor.page, 'blog-rich-text');
    await visitor.context.close();
  });

  it('refuses a taken URL name, and after a change the old address answers 301 to the new one', async () => {
    const list = (await (await fetch(`${site.server.url}${API.blogs}`)).json()) as BlogListResponse;
    const other = list.data.find((b) => b._id !== blog._id);
    if (!other) throw new Error('the demo content needs two blogs');
    const before = await readBlog(blog._id);
    const oldPath = PAGE.blog(before.slug);

    await goto(page, `/admin/edit-blog/${blog._id}`);
    const slug = page.getByRole('textbox', { name: 'URL name' });
    expect(await slug.inputValue()).toBe(before.slug);
    await slug.fill(other.slug);
    await page.getByText(`The old address ${oldPath} will redirect to the new one.`).waitFor();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    // The server's reason shows next to the field (and the field is marked invalid).
    await page
      .locator('#blog-slug-error')
      .getByText(`The URL name “${other.slug}” is already used`)
      .waitFor();
    expect(await slug.getAttribute('aria-invalid')).toBe('true');
    expect((await readBlog(blog._id)).slug).toBe(before.slug);

    await slug.fill('three-habits-for-a-calm-month-end');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Blog updated successfully.').waitFor();
    const newPath = PAGE.blog('three-habits-for-a-calm-month-end');

    const moved = await fetch(`${site.server.url}${oldPath}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location') ?? '', site.server.url).pathname).toBe(newPath);

    const visitor = await openPage(site.browser, site.server.url);
    await goto(visitor.page, oldPath);
    expect(new URL(visitor.page.url()).pathname).toBe(newPath);
    await visitor.page.getByRole('heading', { level: 1, name: before.title }).waitFor();
    await visitor.context.close();
  });
});
