/**
 * With JavaScript turned off, the site still works: pages read completely, links navigate, the
 * product search filters (a GET form), the header's site search finds and pages results, and the
 * contact form sends an enquiry that reaches the inbox.
 */
import { type BlogListResponse, MESSAGES, PAGE, SEARCH_MESSAGES } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { openPage, signInAt } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();

describe('without JavaScript', () => {
  it('reads the home page completely, down to the footer', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, {
      javaScript: false,
      viewport: 'phone',
    });
    await page.goto(PAGE.home);
    for (const heading of [
      'IT Solutions and Services',
      'What we work with',
      'An agency built around your results',
    ])
      expect(await page.getByRole('heading', { name: heading }).isVisible(), heading).toBe(true);
    await page.locator('.profile').scrollIntoViewIfNeeded();
    expect(await page.locator('.profile__copy').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await page.locator('footer.site-footer').isVisible()).toBe(true);
    await screenshot(page, 'no-js-home');
    await context.close();
  });

  it('follows links to a blog post and reads it', async () => {
    const { data } = (await (await fetch(`${site.server.url}/api/v1/blogs`)).json()) as BlogListResponse;
    const blog = data.find((b) => b.category === 'backOffice')!;
    const { page, context } = await openPage(site.browser, site.server.url, { javaScript: false });
    await page.goto(PAGE.backOffice);
    await page.getByRole('link', { name: `${MESSAGES.buttons.readMore}: ${blog.title}` }).click();
    await page.waitForURL(new RegExp(`/blog/${blog.slug}$`));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(blog.title);
    for (const section of blog.content)
      expect(await page.getByRole('heading', { level: 2, name: section.heading }).isVisible()).toBe(true);
    await context.close();
  });

  it('filters the products with the search form', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { javaScript: false });
    await page.goto(PAGE.products);
    const all = await page.locator('.product-card').count();
    await page.getByLabel('Search products').fill('seo');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/products\?.*keyword=seo/);
    const names = await page.locator('.product-card__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(all);
    expect(await page.getByRole('heading', { name: 'Matching products' }).isVisible()).toBe(true);
    await context.close();
  });

  it('searches the site from the header on a phone: results, pages, the empty state, a refused query', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, {
      javaScript: false,
      viewport: 'phone',
    });
    await page.goto(PAGE.home);
    // Without scripts the phone menu is shown open, the search box first in it.
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search the site' });
    await box.fill('app development');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=app\+development$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Results for “app development”');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);
    const results = page.locator('.search-result');
    expect(await results.count()).toBe(10);
    // Type label, linked title and an excerpt with the matching words marked.
    const first = results.first();
    expect(await first.locator('.search-result__type').textContent()).toBe('Service');
    expect(await first.getByRole('link').getAttribute('href')).toBe('/appdevelopment');
    expect((await first.locator('mark').allTextContents()).map((m) => m.toLowerCase())).toContain(
      'development',
    );
    await screenshot(page, 'no-js-search');

    // The second page, by its link.
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(/\/search\?q=app\+development&page=2$/);
    expect(await page.getByText('Page 2 of 2').isVisible()).toBe(true);
    expect(await results.count()).toBeGreaterThan(0);

    // The page's own form: nothing found, and a way to ask us instead.
    await page.getByLabel('Search for').fill('zqxjv nothing here');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=zqxjv/);
    expect(await page.getByRole('heading', { name: 'No results' }).isVisible()).toBe(true);
    expect(
      await page.locator('.search__empty').getByRole('link', { name: 'contact us' }).getAttribute('href'),
    ).toBe(PAGE.contact);

    // A query longer than the server takes (only a hand-made URL can send one): 400 and why.
    const response = await page.goto(`${PAGE.search}?q=${'a'.repeat(120)}`);
    expect(response?.status()).toBe(400);
    expect(await page.getByRole('alert').textContent()).toBe(SEARCH_MESSAGES.tooLong);
    await context.close();
  });

  it('sends a contact enquiry that then appears in the admin inbox', async () => {
    const message = `Sent with scripts off at ${Date.now()}`;
    const visitor = await openPage(site.browser, site.server.url, { javaScript: false });
    await visitor.page.goto(PAGE.contact);
    await visitor.page.getByLabel('Name').fill('Kiran Rao');
    await visitor.page.getByLabel('Email').fill('kiran@example.com');
    await visitor.page.getByLabel('Phone').fill('+91 91234 56789');
    await visitor.page.getByLabel('Message', { exact: true }).fill(message);
    await visitor.page.getByRole('button', { name: /Send message/ }).click();
    await visitor.page.getByRole('status').getByText(MESSAGES.contact.success).waitFor();
    // A refused form keeps what was typed and says why.
    await visitor.page.getByLabel('Email').fill('not an email');
    await visitor.page.getByLabel('Message', { exact: true }).fill('Second try');
    await visitor.page.getByRole('button', { name: /Send message/ }).click();
    await visitor.page.locator('.field__error').first().waitFor();
    expect(await visitor.page.getByLabel('Message', { exact: true }).inputValue()).toBe('Second try');
    await screenshot(visitor.page, 'no-js-contact-refused');
    await visitor.context.close();

    const admin = await openPage(site.browser, site.server.url);
    await signInAt(admin.page, '/admin/contact-info');
    await admin.page.getByRole('cell', { name: message }).waitFor();
    expect(await admin.page.getByRole('cell', { name: 'Second try' }).count()).toBe(0);
    await admin.context.close();
  });
});
