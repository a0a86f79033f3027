/**
 * Rich text and the URL name in the blog form (issue 17): a section formatted with the toolbar and
 * shortcuts shows that formatting on the public post; a taken URL name is refused next to the field;
 * a changed one moves the post and its old address answers 301 to the new one; the form's layout
 * at both widths. A Google-Docs-like paste keeps its structure and loses scripts, unsafe links and
 * styles on the public post; the SEO panel's previews and warnings follow the typing, and what it
 * saves is in the public page's head.
 */
import { ADMIN_PAGE, API, type Blog, type BlogListResponse, PAGE } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, openPage, signInAt } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

// It edits a demo post, which other files read: a server of its own.
const site = useSite({ ownServer: true });
let page: Page;
let blog: Blog;
/** Another demo post for the paste and SEO tests (the tests above change the first one). */
let second: Blog;
/** A third: its title is the one the SEO panel must report as taken. */
let third: Blog;

/** What Google Docs puts on the clipboard, with what a page could slip in: a script, a javascript: link, styles. */
const GOOGLE_DOCS_HTML =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5e0c-7f1a">' +
  '<h1 dir="ltr" style="line-height:1.38;margin-top:20pt"><span style="font-size:20pt;color:#ff0000;font-family:Arial">Month-end in three steps</span></h1>' +
  '<p dir="ltr" style="line-height:1.38"><span style="font-weight:400;color:#ff0000">Read our </span>' +
  '<a href="https://example.org/bookkeeping-guide" style="text-decoration:none"><span style="color:#1155cc;text-decoration:underline">bookkeeping guide</span></a>' +
  '<span style="font-weight:400"> or skip </span><a href="javascript:alert(document.cookie)"><span>this trap</span></a><span>.</span></p>' +
  '<br /><h3 dir="ltr"><span style="font-size:13pt">Before you close the month</span></h3>' +
  '<ul style="margin-top:0;margin-bottom:0"><li dir="ltr" style="list-style-type:disc"><p dir="ltr"><span style="font-weight:700">Match</span><span style="font-weight:400"> bank lines</span></p></li>' +
  '<li dir="ltr"><p dir="ltr"><span style="font-weight:400">File the receipts</span></p></li></ul><br />' +
  '<script>window.__pastedScriptRan = true</script><p dir="ltr" onclick="alert(1)" style="background:#ffff00"><span>Done for the month.</span></p></b>';

async function readBlog(id: string): Promise<Blog> {
  return ((await (await fetch(`${site.server.url}${API.blog(id)}`)).json()) as { data: Blog }).data;
}

beforeAll(async () => {
  const list = (await (await fetch(`${site.server.url}${API.blogs}`)).json()) as BlogListResponse;
  const first = list.data[0];
  if (!first) throw new Error('the demo content has no blog');
  blog = first;
  if (!list.data[2] || !list.data[3]) throw new Error('the demo content needs four blogs');
  second = list.data[2];
  third = list.data[3];
  ({ page } = await openPage(site.browser, site.server.url));
  await signInAt(page, ADMIN_PAGE.products);
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
    await signInAt(phone.page, `/admin/edit-blog/${blog._id}`);
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

  it('a Google Docs paste keeps headings, list and link, and drops the script, the javascript: link and styles', async () => {
    await goto(page, `/admin/edit-blog/${second._id}`);
    const text = page.getByRole('textbox', { name: 'Section 1 description' });
    await text.waitFor();
    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    // A real paste event with the clipboard's HTML, as the browser fires it for Ctrl+V.
    await text.evaluate((element, html) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/html', html);
      clipboardData.setData('text/plain', 'Month-end in three steps');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    }, GOOGLE_DOCS_HTML);
    await text.getByText('File the receipts').waitFor();
    expect(await page.evaluate(() => (window as { __pastedScriptRan?: boolean }).__pastedScriptRan)).toBe(
      undefined,
    );
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Blog updated successfully.').waitFor();
    await page.waitForURL(/\/admin\/blogs$/);

    const saved = await readBlog(second._id);
    const stored = JSON.stringify(saved.content[0]?.body);
    for (const gone of ['javascript', 'script', 'style', 'onclick', 'color', 'alert'])
      expect(stored).not.toContain(gone);
    expect(saved.content[0]?.description).toBe(
      'Month-end in three steps\n\nRead our bookkeeping guide or skip this trap.\n\nBefore you close the month\n\n- Match bank lines\n- File the receipts\n\nDone for the month.',
    );

    const visitor = await openPage(site.browser, site.server.url);
    await goto(visitor.page, PAGE.blog(saved.slug));
    const body = visitor.page.locator('.blog-article__section').first().locator('.blog-article__body');
    await body.waitFor();
    // The post's section titles are h2: the document's top level (a pasted h1) is h3, its h3 an h4.
    expect(await body.locator('h3').allInnerTexts()).toEqual(['Month-end in three steps']);
    expect(await body.locator('h4').allInnerTexts()).toEqual(['Before you close the month']);
    expect(await body.locator('ul > li').allInnerTexts()).toEqual(['Match bank lines', 'File the receipts']);
    expect(await body.locator('ul strong').allInnerTexts()).toEqual(['Match']);
    const links = body.locator('a');
    expect(await links.count()).toBe(1);
    expect(await links.getAttribute('href')).toBe('https://example.org/bookkeeping-guide');
    expect(await links.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await body.innerText()).toContain('or skip this trap.');
    expect(await body.locator('script, [style], [onclick], [class*="docs"], b').count()).toBe(0);
    expect(await body.innerHTML()).not.toContain('javascript');
    await visitor.context.close();
  });

  it('the SEO panel previews, warns about length and a taken title, and its values reach the page head', async () => {
    await goto(page, `/admin/edit-blog/${second._id}`);
    await page.getByText('SEO: search and sharing').click();
    const title = page.getByRole('textbox', { name: 'SEO title' });
    const description = page.getByRole('textbox', { name: 'Meta description' });
    await title.waitFor();
    const search = page.getByTestId('search-preview');
    const card = page.getByTestId('card-preview');
    // Empty: the previews show the fallbacks, and the fields say what will be used.
    expect(await search.locator('.serp__title').innerText()).toContain(second.title);
    expect(await title.getAttribute('placeholder')).toContain(second.title);
    expect(await search.locator('.serp__url').innerText()).toContain(`blog › ${second.slug}`);

    // Another post already shows this title in search results: a warning, not an error.
    await title.fill(third.title.toUpperCase());
    await page.getByText(`Also the search title of the post “${third.title}”`).waitFor();

    const long = 'Month-end bookkeeping for small shops that want their evenings back';
    await title.fill(long);
    await page.getByText('Longer than 60 characters: search engines will likely cut it.').waitFor();
    expect(await page.getByText(`${long.length} / 60 characters`).count()).toBe(1);
    const cut = await search.locator('.serp__title').innerText();
    expect(cut.endsWith(' ...')).toBe(true);
    expect(long.startsWith(cut.slice(0, -4))).toBe(true);

    const seoTitle = 'Month-end bookkeeping without late nights';
    const seoDescription =
      'Three steps our back office follows to close a shop’s books on time, every month.';
    await title.fill(seoTitle);
    await page.getByText('Longer than 60 characters').waitFor({ state: 'detached' });
    await description.fill(seoDescription);
    expect(await search.locator('.serp__title').innerText()).toBe(seoTitle);
    expect(await search.locator('.serp__description').innerText()).toBe(seoDescription);
    expect(await card.locator('.social-card__title').innerText()).toBe(seoTitle);
    expect(await card.locator('.social-card__description').innerText()).toBe(seoDescription);

    const choice = page.getByRole('radio', { name: /^Image \d/ }).first();
    await choice.check();
    const chosen = await choice.getAttribute('value');
    expect(await card.locator('img').getAttribute('src')).toBe(chosen);
    await page.getByRole('switch', { name: 'Hide from search engines' }).check();
    await search.getByText('Hidden: search engines will not list this page.').waitFor();
    await screenshot(page, 'admin-blog-seo');

    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Blog updated successfully.').waitFor();
    await page.waitForURL(/\/admin\/blogs$/);
    const saved = await readBlog(second._id);
    expect(saved.seo).toEqual({ title: seoTitle, description: seoDescription, image: chosen, noindex: true });

    const visitor = await openPage(site.browser, site.server.url);
    await goto(visitor.page, PAGE.blog(saved.slug));
    expect(await visitor.page.title()).toBe(seoTitle);
    const head = (selector: string) => visitor.page.locator(`head ${selector}`).getAttribute('content');
    expect(await head('meta[name="description"]')).toBe(seoDescription);
    expect(await head('meta[property="og:title"]')).toBe(seoTitle);
    expect(await head('meta[property="og:description"]')).toBe(seoDescription);
    const ogImage = (await head('meta[property="og:image"]')) ?? '';
    expect(ogImage).toMatch(/^https?:\/\/[^/]+\/uploads\//);
    expect(new URL(ogImage).pathname).toBe(chosen);
    expect(await head('meta[name="robots"]')).toMatch(/^noindex\b/);
    await visitor.context.close();

    // Reopened, the panel starts open with the saved values.
    await goto(page, `/admin/edit-blog/${second._id}`);
    expect(await page.getByRole('textbox', { name: 'SEO title' }).inputValue()).toBe(seoTitle);
    expect(await page.getByRole('switch', { name: 'Hide from search engines' }).isChecked()).toBe(true);
  });
});
