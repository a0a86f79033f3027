/** Header, footer and chat link on every page (spec §2.1). */
import type { Blog, BlogListResponse } from '@vyoma/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, loginAsAdmin, openPage } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
let blogs: Blog[];

beforeAll(async () => {
  blogs = ((await (await fetch(`${site.server.url}/api/v1/blogs`)).json()) as BlogListResponse).data;
});

const titlesOf = (category: Blog['category']) =>
  blogs.filter((blog) => blog.category === category).map((blog) => blog.title);

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The dropdown list (panel) controlled by a toggle button. */
async function panelOf(page: Page, toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function waitForDropdowns(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Back Office Services: show articles' }).waitFor();
  await mainNav(page).getByRole('button', { name: 'Digital Marketing Services: show articles' }).waitFor();
}

describe('header (desktop)', () => {
  it('shows every visitor entry with the right links', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await goto(page, '/');
    const nav = mainNav(page);
    const links: [string, string][] = [
      ['Home', '/'],
      ['Digital Marketing Services', '/digitalMarketingServices'],
      ['Back Office Services', '/backOfficeServices'],
      ['Amazon Services', '/amazonServices'],
      ['Products', '/products'],
      ['Contact Us', '/contactUs'],
    ];
    for (const [name, href] of links)
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    const logo = page.getByRole('link', { name: 'Vyoma Infotech home' }).first();
    expect(await logo.getAttribute('href')).toBe('/');
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('lists blog titles of each category in its dropdown, opening on hover and closing on leave', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await goto(page, '/');
    await waitForDropdowns(page);
    for (const [label, category] of [
      ['Back Office Services', 'backOffice'],
      ['Digital Marketing Services', 'digitalMarketing'],
    ] as const) {
      const toggle = mainNav(page).getByRole('button', { name: `${label}: show articles` });
      const panel = await panelOf(page, toggle);
      expect(await panel.isVisible()).toBe(false);
      await mainNav(page).getByRole('link', { name: label, exact: true }).hover();
      await panel.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const expected = titlesOf(category);
      expect(expected.length).toBeGreaterThan(0);
      expect(await panel.getByRole('link').allTextContents()).toEqual(expected);
      for (const blog of blogs.filter((b) => b.category === category))
        expect(await panel.getByRole('link', { name: blog.title }).getAttribute('href')).toBe(
          `/blog/${blog.slug}`,
        );
      // Leaving the entry closes it.
      await page.mouse.move(640, 600);
      await panel.waitFor({ state: 'hidden' });
    }
    await context.close();
  });

  it('closes a dropdown when one of its links is clicked and opens the blog', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await goto(page, '/');
    await waitForDropdowns(page);
    const blog = blogs.find((b) => b.category === 'backOffice')!;
    await mainNav(page).getByRole('link', { name: 'Back Office Services', exact: true }).hover();
    const toggle = mainNav(page).getByRole('button', { name: 'Back Office Services: show articles' });
    const panel = await panelOf(page, toggle);
    await panel.getByRole('link', { name: blog.title }).click();
    await page.waitForURL(new RegExp(`/blog/${blog.slug}$`));
    await panel.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens dropdowns from the keyboard and closes them with Escape or when focus leaves', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await goto(page, '/');
    await waitForDropdowns(page);
    const nav = mainNav(page);

    // Development: Enter on its toggle opens it, ArrowDown moves into the list, Escape closes it.
    const dev = nav.getByRole('button', { name: 'Development' });
    const devPanel = await panelOf(page, dev);
    await dev.focus();
    await page.keyboard.press('Enter');
    await devPanel.waitFor({ state: 'visible' });
    expect(await devPanel.getByRole('link').allTextContents()).toEqual([
      'Web Development',
      'App Development',
      'Machine Learning & AI',
    ]);
    expect(await devPanel.getByRole('link', { name: 'Machine Learning & AI' }).getAttribute('href')).toBe(
      '/machine-learning-and-ai-solutions',
    );
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Web Development');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'App Development');
    await page.keyboard.press('Escape');
    await devPanel.waitFor({ state: 'hidden' });
    expect(await dev.evaluate((el) => el === document.activeElement)).toBe(true);

    // ArrowDown on a closed toggle opens it and focuses the first entry.
    await page.keyboard.press('ArrowDown');
    await devPanel.waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Web Development');
    await page.keyboard.press('Escape');
    await devPanel.waitFor({ state: 'hidden' });

    // Keyboard focus on a blog entry's link opens its list; focus leaving closes it.
    const toggle = nav.getByRole('button', { name: 'Back Office Services: show articles' });
    const panel = await panelOf(page, toggle);
    await nav.getByRole('link', { name: 'Amazon Services' }).focus();
    await page.keyboard.press('Shift+Tab'); // back onto the Back Office toggle
    await page.keyboard.press('Shift+Tab'); // and its page link: keyboard focus opens the list
    await panel.waitFor({ state: 'visible' });
    await nav.getByRole('link', { name: 'Products' }).focus();
    await panel.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('searches the site from the header: the magnifier widens into a box, Enter shows the results', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await goto(page, '/');
    const search = mainNav(page).getByRole('search');
    const box = search.getByRole('searchbox', { name: 'Search the site' });
    const compact = (await box.boundingBox())!;
    expect(compact.width).toBeLessThan(60);
    await box.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'search');
    await page.waitForFunction(
      () => (document.querySelector('.header-search .input')?.getBoundingClientRect().width ?? 0) > 200,
    );
    await page.keyboard.type('flutter');
    await screenshot(page, 'layout-search-open');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=flutter$/);
    const result = page.locator('.search__results').getByRole('link', { name: 'Flutter App Development' });
    await result.waitFor();
    // The page's own form searches again in place.
    await page.getByLabel('Search for').fill('back office');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\?q=back\+office$/);
    await page.getByRole('heading', { level: 1, name: 'Results for “back office”' }).waitFor();
    await page.locator('.search__results').getByRole('link', { name: 'Back Office Services' }).click();
    await page.waitForURL(/\/backOfficeServices$/);
    expect(problems()).toEqual([]);
    await context.close();
  });
});

describe('header (phone)', () => {
  it('toggles the mobile menu with the menu button and shows dropdowns as groups', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await goto(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('site-nav');
    const nav = mainNav(page);
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    await nav.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await waitForDropdowns(page);
    await screenshot(page, 'layout-menu-open');

    const group = nav.getByRole('button', { name: 'Digital Marketing Services: show articles' });
    const panel = await panelOf(page, group);
    expect(await panel.isVisible()).toBe(false);
    await group.click();
    await panel.waitFor({ state: 'visible' });
    expect(await panel.getByRole('link').allTextContents()).toEqual(titlesOf('digitalMarketing'));

    // Escape closes the open group first, then the menu; reopening and following a link closes it too.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await nav.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await toggle.click();
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(/\/products$/);
    await nav.waitFor({ state: 'hidden' });
    expect(problems()).toEqual([]);
    await context.close();
  });
  it('fits the search box into the phone menu', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await goto(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const box = mainNav(page).getByRole('searchbox', { name: 'Search the site' });
    await box.waitFor({ state: 'visible' });
    const rect = (await box.boundingBox())!;
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(375);
    expect(rect.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await box.fill('amazon listing');
    await mainNav(page).getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/\/search\?q=amazon\+listing$/);
    await page
      .locator('.search__results')
      .getByRole('link', { name: 'Amazon Product Listing Services' })
      .waitFor();
    await mainNav(page).waitFor({ state: 'hidden' });
    expect(problems()).toEqual([]);
    await context.close();
  });
});

describe('footer and chat link', () => {
  it('has contact details, link groups, office, social and policy links', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    // The footer is the server's HTML: neither its code nor its icons are downloaded.
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await goto(page, '/careers');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    expect(await footer.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(await footer.getByRole('link', { name: 'hello@vyoma.example' }).getAttribute('href')).toBe(
      'mailto:hello@vyoma.example',
    );
    expect(await footer.getByText('Mon–Sat 10:00–19:00 IST').isVisible()).toBe(true);
    expect(await footer.locator('address').textContent()).toContain('Vijay Nagar, Indore');

    const hrefOf = async (nav: string, name: string) =>
      footer
        .getByRole('navigation', { name: nav })
        .getByRole('link', { name, exact: true })
        .getAttribute('href');
    expect(await hrefOf('Footer: Services', 'Back Office Support')).toBe('/backOfficeServices');
    expect(await hrefOf('Footer: Development', 'App Development')).toBe('/appdevelopment');
    expect(await hrefOf('Footer: Resources', 'Careers')).toBe('/careers');
    expect(await hrefOf('Footer: Resources', 'Products')).toBe('/products');
    expect(await hrefOf('Footer: Resources', 'Services')).toBe('/services');
    expect(await hrefOf('Footer: Resources', 'Contact')).toBe('/contactUs');
    expect(await hrefOf('Policies', 'Privacy Policy')).toBe('/privacy-policy');
    expect(await hrefOf('Policies', 'Terms and Conditions')).toBe('/terms-and-conditions');
    expect(await hrefOf('Policies', 'Refund Policy')).toBe('/refund-policy');

    for (const name of ['LinkedIn', 'Instagram', 'Facebook', 'X', 'YouTube']) {
      const link = footer.getByRole('link', { name: `Vyoma Infotech on ${name} (opens in a new tab)` });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/.*vyomainfotech/);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Vyoma Infotech`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((file) => /\/(Footer|ChatLink|SocialIcon|simple-icons)-/.test(file))).toEqual([]);

    // Its links still go to the site's pages in the app, not by loading a new document.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await footer
      .getByRole('navigation', { name: 'Footer: Resources' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
    await context.close();
  });

  it('has a floating chat link to WhatsApp that opens in a new tab', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await goto(page, '/');
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await chat.waitFor();
    const href = (await chat.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain('Vyoma Infotech');
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('rel')).toContain('noopener');
    const box = (await chat.boundingBox())!;
    // Bottom-right, small enough to leave the page readable on a phone.
    expect(box.x + box.width).toBeGreaterThan(375 - 40);
    expect(box.width).toBeLessThanOrEqual(60);
    await context.close();
  });
});

describe('admin menu', () => {
  it('replaces the visitor menu after login, and Log out brings the visitor menu back', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await loginAsAdmin(page);
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await adminNav.getByRole('link', { name: 'Add Products' }).waitFor();
    // Contact Info may carry the count of new enquiries ("Contact Info 2 new"): its name starts so.
    for (const [name, href] of [
      [/^Add Products$/, '/admin/products'],
      [/^Category$/, '/admin/categories'],
      [/^Contact Info/, '/admin/contact-info'],
      [/^Blogs$/, '/admin/blogs'],
    ] as const)
      expect(await adminNav.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    // The admin's own layout (issue 19): grouped entries, the current screen marked, no public footer
    // or chat button.
    for (const group of ['Content', 'Enquiries', 'Site', 'Staff'])
      await adminNav.getByRole('list', { name: group }).waitFor();
    expect(
      await adminNav.getByRole('list', { name: 'Content' }).getByRole('link', { name: 'Blogs' }).count(),
    ).toBe(1);
    expect(await adminNav.getByRole('link', { name: 'Add Products' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('link', { name: /WhatsApp/i }).count()).toBe(0);

    await adminNav.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/wp-admin$/);
    await mainNav(page).getByRole('link', { name: 'Contact Us' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('fits the admin menu into the phone menu', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    const logout = adminNav.getByRole('button', { name: 'Log out' });
    await logout.waitFor({ state: 'visible' });
    const box = (await logout.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'layout-admin-menu');
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await logout.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
    await context.close();
  });
});
