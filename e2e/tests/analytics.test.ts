/**
 * Visit analytics in the browser (issue 27), on a server whose clock the test moves
 * (testkit/clock-server.ts): visits from a search engine, a campaign link and an ad click, moving
 * through the site in the app and sending an enquiry, show their exact figures on /admin/analytics
 * (totals, sources, campaign, pages, funnel, conversion, a filter by source, the chart by keyboard),
 * and the enquiry shows the visit it came from and, once won, adds its value. A robot, a signed-in
 * admin and a preview link count nothing; no public page sets a cookie or stores anything that
 * outlives the tab; a page read without JavaScript is counted by its <noscript> image; and the same
 * browser on the next day is a new visitor. A click on a call to action in a block of a page of
 * blocks, then an enquiry, shows on that block's figures on the dashboard and in the page editor
 * (issue 35 item 5).
 *
 * Every browser here shares the loopback address, so each visitor has a browser string of its own
 * (a visitor is a hash of the address and the browser string).
 */
import { API, type BlogListResponse, MESSAGES, PAGE } from '@vyoma/contract';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { loginAsAdmin, openPage, waitForHydration } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const site = useSite({ clock: true });

const UA = {
  /** Visitor A, from Google; also the admin's and the preview's browser. */
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  /** Visitor B, a LinkedIn campaign on a phone. */
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  /** Visitor C, an ad click. */
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  /** Visitor E, who clicks a block's call to action and then sends an enquiry. */
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  /** Visitor D, without JavaScript. */
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  robot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

const isBeacon = (r: Request) => r.method() === 'POST' && r.url().endsWith(API.events);
const contexts: BrowserContext[] = [];
/** Responses of public pages and beacons that tried to set a cookie. */
const cookiesSet: string[] = [];
let admin: Page;
let visitorA: BrowserContext;

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
});

async function visitor(userAgent: string, javaScript = true): Promise<Page> {
  const { page, context } = await openPage(site.browser, site.server.url, { userAgent, javaScript });
  contexts.push(context);
  page.on('response', (r) => {
    if (r.headers()['set-cookie']) cookiesSet.push(r.url());
  });
  return page;
}

/** Opens a page and waits for its beacon. */
async function arrive(page: Page, path: string, referer?: string): Promise<Request> {
  const beacon = page.waitForRequest(isBeacon);
  await page.goto(path, { waitUntil: 'domcontentloaded', ...(referer ? { referer } : {}) });
  await waitForHydration(page);
  return beacon;
}

/** What this tab keeps: no cookie, nothing in localStorage; sessionStorage holds only the visit's first page. */
const stored = (page: Page) =>
  page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));

const figure = (page: Page, label: string): Locator =>
  page
    .locator('.analytics-total')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.analytics-total__value');

/** The cells of a row of one of the dashboard's tables, after the row's name. */
const cells = (page: Page, table: string, key: string) =>
  page
    .getByRole('region', { name: table, exact: true })
    .getByRole('row', { name: new RegExp(`^${key.replace(/[/?]/g, '\\$&')}\\b`) })
    .getByRole('cell')
    .allTextContents();

describe('visit analytics', () => {
  it('counts a visit from a search engine moving through the site and sending an enquiry', async () => {
    const page = await visitor(UA.chrome);
    visitorA = page.context();
    await page.clock.install();
    const first = await arrive(page, '/webdevelopment', 'https://www.google.com/');
    expect(JSON.parse(first.postData() ?? '{}')).toEqual({
      type: 'pageview',
      path: '/webdevelopment',
      referrer: 'https://www.google.com/',
    });
    // A navigation in the app (no page load) is counted too, with the page before as its referrer.
    const second = page.waitForRequest(isBeacon);
    await page.getByRole('navigation').getByRole('link', { name: 'Contact Us' }).first().click();
    await page.waitForURL(/\/contactUs$/);
    expect(JSON.parse((await second).postData() ?? '{}')).toMatchObject({
      path: '/contactUs',
      referrer: `${site.server.url}/webdevelopment`,
    });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Anita Rao');
    await form.getByLabel('Email').fill('anita@example.com');
    await form.getByLabel('Phone').fill('+91 90000 22222');
    await form.getByLabel('Message').fill('We need a website for our dental clinic.');
    await page.clock.fastForward(2100);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').getByText(MESSAGES.contact.success).waitFor();
    expect(await stored(page)).toEqual({ cookie: '', local: [], session: ['vyoma:visit'] });
  });

  it('counts a campaign link on a phone and an ad click, and neither stores anything', async () => {
    const phone = await visitor(UA.iphone);
    await arrive(
      phone,
      '/appdevelopment?utm_source=linkedin&utm_medium=social&utm_campaign=spring',
      'https://www.linkedin.com/',
    );
    expect(await stored(phone)).toEqual({ cookie: '', local: [], session: ['vyoma:visit'] });

    const ad = await visitor(UA.firefox);
    await arrive(ad, '/products?gclid=e2e-click');
    const next = ad.waitForRequest(isBeacon);
    await ad.locator('a[href^="/product/"]').first().click();
    await ad.waitForURL(/\/product\//);
    await next;
    expect(await stored(ad)).toEqual({ cookie: '', local: [], session: ['vyoma:visit'] });
  });

  it('counts a page read without JavaScript from its <noscript> image', async () => {
    const page = await visitor(UA.edge, false);
    const pixel = page.waitForRequest((r) => r.url().includes('/api/v1/events/pixel'));
    await page.goto('/careers');
    expect(new URL((await pixel).url()).searchParams.get('p')).toBe('/careers');
  });

  it('counts nothing from a robot, a signed-in admin or a preview link', async () => {
    const robot = await visitor(UA.robot);
    await arrive(robot, '/');
    await arrive(robot, PAGE.products);

    // The admin's browser is visitor A's: the same address and browser string.
    ({ page: admin } = await openPage(site.browser, site.server.url, { userAgent: UA.chrome }));
    contexts.push(admin.context());
    await loginAsAdmin(admin);
    // A signed-in admin opening the site is sent to the admin; a beacon sent anyway is not counted.
    await admin.goto('/webdevelopment');
    await admin.waitForURL(/\/admin\/products$/);
    expect(
      await admin.evaluate(
        (url) => navigator.sendBeacon(url, JSON.stringify({ type: 'pageview', path: '/' })),
        API.events,
      ),
    ).toBe(true);

    const blogs = (await (await fetch(`${site.server.url}${API.blogs}`)).json()) as BlogListResponse;
    const link = await admin.evaluate(async (url) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ expiresInHours: 1 }),
      });
      return ((await res.json()) as { data: { url: string } }).data.url;
    }, API.blogPreviewLinks(blogs.data[0]!._id));
    const client = await visitor(UA.chrome);
    const beacons: Request[] = [];
    client.on('request', (r) => isBeacon(r) && beacons.push(r));
    await client.goto(new URL(link).pathname, { waitUntil: 'domcontentloaded' });
    await waitForHydration(client);
    await client
      .getByRole('status')
      .getByText(/Preview/)
      .first()
      .waitFor();
    expect(beacons).toEqual([]);
  });

  it('shows the exact figures, a source filter and the chart by keyboard on the dashboard', async () => {
    await admin.goto('/admin/analytics');
    await figure(admin, 'Visitors').waitFor();
    // A, B, C and D (without JavaScript); the robot, the admin and the preview count nothing.
    expect(await figure(admin, 'Visitors').textContent()).toBe('4');
    expect(await figure(admin, 'Visits').textContent()).toBe('4');
    expect(await figure(admin, 'Page views').textContent()).toBe('6');
    expect(await figure(admin, 'Bounce rate').textContent()).toBe('50%');
    expect(await figure(admin, 'Enquiries').textContent()).toBe('1');
    expect(await figure(admin, 'Conversion rate').textContent()).toBe('25%');

    await admin.getByRole('region', { name: 'Sources', exact: true }).waitFor();
    // Columns: visits, enquiries, conversion, won, visitors, views.
    expect(await cells(admin, 'Sources', 'Google')).toEqual(['2', '1', '50%', '0', '2', '4']);
    expect(await cells(admin, 'Sources', 'LinkedIn')).toEqual(['1', '0', '0%', '0', '1', '1']);
    expect(await cells(admin, 'Sources', 'Direct')).toEqual(['1', '0', '0%', '0', '1', '1']);
    expect(await cells(admin, 'Campaigns', 'spring')).toEqual(['1', '0', '0%', '0', '1', '1']);
    expect(await cells(admin, 'Top pages', '/contactUs')).toEqual(['1', '1', '100%', '0', '1', '1']);
    expect(await cells(admin, 'Entry pages', '/webdevelopment')).toEqual(['1', '1', '100%', '0', '1', '2']);
    expect(await cells(admin, 'Devices', 'Mobile')).toEqual(['1', '0', '0%', '0', '1', '1']);
    const funnel = admin.getByRole('region', { name: /^Funnel:/ });
    expect(
      await funnel
        .getByRole('row', { name: /^Viewed a service/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('3');
    expect(
      await funnel
        .getByRole('row', { name: /^Opened the contact page/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('1');
    expect(
      await funnel
        .getByRole('row', { name: /^Sent an enquiry/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('1');
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshot(admin, 'admin-analytics');
    await admin.setViewportSize({ width: 375, height: 812 });
    await screenshot(admin, 'admin-analytics');
    await admin.setViewportSize({ width: 1280, height: 900 });

    // The chart reads by keyboard: each step says the day's figures.
    const chart = admin.getByRole('slider', { name: /^Visitors per (hour|day)/ });
    await chart.focus();
    await admin.keyboard.press('End');
    const last = await chart.getAttribute('aria-valuetext');
    expect(last).toMatch(/: 4 visitors, 6 page views, 1 enquiry$/);
    await admin.keyboard.press('ArrowLeft');
    expect(await chart.getAttribute('aria-valuetext')).not.toBe(last);

    // Clicking a source filters everything, in the URL.
    await admin.getByRole('button', { name: 'Google: show only this' }).click();
    await admin.waitForURL(/[?&]source=Google/);
    await admin.getByText('Visits from').waitFor();
    await expect.poll(() => figure(admin, 'Visits').textContent()).toBe('2');
    expect(await figure(admin, 'Enquiries').textContent()).toBe('1');
    await admin.getByRole('button', { name: 'Show all visits' }).click();
    await expect.poll(() => figure(admin, 'Visits').textContent()).toBe('4');
  });

  it('shows the visit an enquiry came from, and its won value on the dashboard', async () => {
    await admin.goto('/admin/contact-info');
    await admin.getByRole('link', { name: 'Anita Rao', exact: true }).click();
    const visit = admin.getByRole('region', { name: 'The visit' });
    const fact = (label: string) =>
      visit
        .locator('dt')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('+ dd');
    expect(await fact('Entry page').textContent()).toBe('/webdevelopment');
    expect(await fact('Source').textContent()).toBe('Google');
    expect(await fact('Device').textContent()).toBe('desktop, Chrome');
    expect(await visit.getByRole('listitem').allTextContents()).toEqual(['/webdevelopment', '/contactUs']);

    const pipeline = admin.getByRole('region', { name: 'Pipeline' });
    await pipeline.getByLabel('Status').selectOption({ label: 'Won' });
    await pipeline.getByLabel('Value (₹)').fill('50,000');
    await pipeline.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByRole('status').getByText('Enquiry updated.').waitFor();

    await admin.goto('/admin/analytics');
    await expect.poll(() => figure(admin, 'Won').textContent()).toBe('1');
    expect(await figure(admin, 'Won value').textContent()).toBe('₹50,000');
    // The tables load apart from the totals: wait for the row, not just the figure above.
    await expect
      .poll(() => cells(admin, 'Sources', 'Google'))
      .toEqual(['2', '1', '50%', '1 (₹50,000)', '2', '4']);
  });

  it('counts the same browser on the next day as a new visitor', async () => {
    const summary = async () =>
      admin.evaluate(
        async (url) => (await (await fetch(url)).json()).data,
        API.adminAnalytics('summary', {}),
      );
    const today: string = (await summary()).to;
    await site.server.advanceClock!(24 * 60 * 60 * 1000);
    const page = await visitorA.newPage();
    await arrive(page, '/');
    const next = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await admin.goto(`/admin/analytics?from=${today}&to=${next}`);
    await expect.poll(() => figure(admin, 'Visitors').textContent()).toBe('5');
    expect(await figure(admin, 'Visits').textContent()).toBe('5');
    expect(cookiesSet).toEqual([]);
  });

  it("counts a click on a block's call to action, and the enquiry that followed shows on that block", async () => {
    const page = await visitor(UA.safari);
    await page.clock.install();
    await arrive(page, '/webdevelopment');
    // The closing banner's button, a static block's link to the contact page.
    const cta = page.locator('[data-block] a[href="/contactUs"]').last();
    const block = await cta.evaluate((a) => a.closest('[data-block]')?.getAttribute('data-block'));
    const clicked = page.waitForRequest(
      (r) => isBeacon(r) && JSON.parse(r.postData() ?? '{}').type === 'click',
    );
    await cta.click();
    expect(JSON.parse((await clicked).postData() ?? '{}')).toMatchObject({
      type: 'click',
      path: '/webdevelopment',
      block,
      href: '/contactUs',
    });
    await page.waitForURL(/\/contactUs$/);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Kiran Shah');
    await form.getByLabel('Email').fill('kiran@example.com');
    await form.getByLabel('Phone').fill('+91 90000 33333');
    await form.getByLabel('Message').fill('We would like a quote for a new website.');
    await page.clock.fastForward(2100);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').getByText(MESSAGES.contact.success).waitFor();

    // Which page and block that was, as the API names them.
    const read: {
      from: string;
      to: string;
      pages: { id: string; title: string; blocks: { id: string; label: string }[] }[];
    } = await admin.evaluate(
      async (url) => (await (await fetch(url)).json()).data,
      API.adminAnalytics('blocks', {}),
    );
    const shown = read.pages.find((p) => p.blocks.some((b) => b.id === block))!;
    const label = shown.blocks.find((b) => b.id === block)!.label;

    // The dashboard over the server's last 30 days (its clock is a day ahead of the browser's here):
    // the blocks card follows the period chosen.
    await admin.goto(`/admin/analytics?from=${read.from}&to=${read.to}`);
    const table = admin
      .getByRole('region', { name: 'Blocks that bring work' })
      .getByRole('region', { name: `Blocks of ${shown.title}` });
    // Columns: clicks, visitors, enquiries, won.
    await expect
      .poll(() =>
        table
          .getByRole('row', { name: new RegExp(`^${label} `) })
          .getByRole('cell')
          .allTextContents(),
      )
      .toEqual(['1', '1', '1', '0']);
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // The page editor shows the same beside the block.
    await admin.goto(`/admin/content/page/${shown.id}/edit`);
    const item = admin
      .locator('.block-item')
      .filter({ has: admin.getByRole('button', { name: label, exact: true }) });
    await expect
      .poll(() => item.locator('.block-figures').textContent())
      .toBe('Last 30 days: 1 click · 1 enquiry');
  });
});
