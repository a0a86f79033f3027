/**
 * Static service pages (spec §2.4): /services, web development overview and five detail pages,
 * app development overview, the nine app pages and the AI page (one template), Amazon listing services.
 * What every one of them has in common is checked where every public page is: its h1, title,
 * description, canonical link, robots and share tags in the server's HTML (ssr.test.ts), its head
 * in the browser for a sample (seo.test.ts), and one h1, both accessibility engines and a clean
 * console at two widths (a11y-public.test.ts).
 */
import { APP_SERVICE_SLUGS, MESSAGES, PAGE, WEB_DEVELOPMENT_SLUGS } from '@vyoma/contract';
import { HERO_SLIDER, SERVICE_PICKER } from '@vyoma/contract/blocks';
import { PAGE_DOC } from '@vyoma/contract/content-types';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../support/admin-api.ts';
import { goto, openPage } from '../support/browser.ts';
import { SCREENSHOTS, screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

// The slug lists are the contract's (written once, spec §2.2).
const WEB_DEV_SLUGS = WEB_DEVELOPMENT_SLUGS;
const APP_SLUGS = APP_SERVICE_SLUGS;
const AI_PATH = PAGE.ai;

const site = useSite();

/**
 * Opens a hash route and waits until that page has rendered: its Seo effect sets the canonical link,
 * so a hash change cannot be mistaken for the previous page still on screen.
 */
async function open(page: Page, path: string) {
  await goto(page, path);
  await page.waitForFunction(
    (p) => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href.endsWith(p),
    path,
  );
  await page.locator('h1').waitFor();
}

async function waitForScrollTop(page: Page) {
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
}

/** Scrolls to the bottom so the next click starts away from the top. */
async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY > 200);
}

describe('/services', () => {
  it('shows "What we Offer" with six service cards linking to their pages', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await open(page, '/services');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('What we Offer');
    const cards = page.getByTestId('service-cards').getByRole('listitem');
    expect(await cards.count()).toBe(6);
    expect(await cards.getByRole('heading').allTextContents()).toEqual([
      'Web Development',
      'App Development',
      'AI & Machine Learning',
      'Digital Marketing',
      'Back Office Support',
      'Amazon Listing Services',
    ]);
    const hrefs = await cards
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/webdevelopment',
      '/appdevelopment',
      AI_PATH,
      '/digitalMarketingServices',
      '/backOfficeServices',
      '/amazonServices',
    ]);
    // Card images are inline SVGs with a reserved 4:3 box (no layout shift).
    const sizes = await cards
      .locator('svg.illustration')
      .evaluateAll((svgs) => svgs.map((s) => [s.getAttribute('width'), s.getAttribute('height')]));
    expect(sizes).toEqual(Array(6).fill(['400', '300']));
    await context.close();
  });
});

describe('web development', () => {
  it('overview has five cards whose Read More opens its detail page at the top', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await open(page, '/webdevelopment');
    const consult = page.getByRole('link', { name: MESSAGES.buttons.bookConsultation }).first();
    expect(await consult.getAttribute('href')).toBe('/contactUs');
    const cards = page.getByTestId('service-cards').getByRole('listitem');
    const readMore = cards.getByRole('link', { name: new RegExp(MESSAGES.buttons.readMore) });
    expect(await readMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      WEB_DEV_SLUGS.map((slug) => `/webdevelopment/${slug}`),
    );
    // The cards are one component: the last one's link, far down a phone's page, stands for all.
    const last = readMore.last();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await last.click();
    await page.waitForURL(new RegExp(`/webdevelopment/${WEB_DEV_SLUGS.at(-1)}$`));
    await page.locator('h1').waitFor();
    await waitForScrollTop(page);
    await context.close();
  });

  // The detail pages are one page's blocks with other words: each one's blocks, headings and links
  // are pinned by the golden HTML of every seeded page (web/test/seeded-pages.test.ts); one shows
  // here that they work in a browser.
  it('a detail page has its sections, an FAQ that opens, and a GET A QUOTE link to /contactUs', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await open(page, '/webdevelopment/cms');
    for (const name of [/What we deliver|Everything you need/, /process/, /tools/, /Questions/]) {
      await page.getByRole('heading', { level: 2, name }).first().waitFor();
    }
    const quotes = page.getByRole('link', { name: MESSAGES.buttons.getAQuote, exact: true });
    expect(await quotes.count()).toBeGreaterThanOrEqual(1);
    for (const href of await quotes.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toBe('/contactUs');
    }
    // FAQ uses native <details>: closed first, opens on click.
    const faq = page.locator('details').first();
    expect(await faq.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await faq.locator('summary').click();
    expect(await faq.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await scrollToBottom(page);
    await quotes.last().click();
    await page.waitForURL(/\/contactUs$/);
    await waitForScrollTop(page);
    await context.close();
  });
});

describe('app development', () => {
  it('overview has nine cards linking to the nine app service pages', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await open(page, '/appdevelopment');
    const cards = page.getByTestId('service-cards').getByRole('listitem');
    expect(await cards.count()).toBe(9);
    const hrefs = await cards
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(APP_SLUGS.map((slug) => `/appdevelopment/${slug}`));
    await cards.nth(4).getByRole('link').click();
    await page.waitForURL(/\/appdevelopment\/flutter-app-development$/);
    await page.locator('h1').waitFor();
    await context.close();
  });

  // The nine app pages and the AI page share their blocks (golden HTML of each in
  // web/test/seeded-pages.test.ts): an app page and the AI page, whose quote button differs.
  it('a template page has exactly two blocks (image left, then right) and the right quote button', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'desktop' });
    for (const path of [PAGE.appService(APP_SLUGS[0]), AI_PATH]) {
      await open(page, path);
      const blocks = page.locator('.content-block');
      expect(await blocks.count(), path).toBe(2);
      expect(
        await blocks.evaluateAll((els) => els.map((el) => el.getAttribute('data-image-side'))),
        path,
      ).toEqual(['left', 'right']);
      // On a wide screen the image really is on that side.
      const geometry = await blocks.evaluateAll((els) =>
        els.map((el) => {
          const media = el.querySelector('.content-block__media')!.getBoundingClientRect();
          const body = el.querySelector('.content-block__body')!.getBoundingClientRect();
          return media.left < body.left ? 'left' : 'right';
        }),
      );
      expect(geometry, path).toEqual(['left', 'right']);
      expect(await blocks.locator('svg[role="img"][aria-label]').count(), path).toBe(2);

      const isAi = path === AI_PATH;
      const label = isAi ? MESSAGES.buttons.getAQuote : MESSAGES.buttons.freeQuoteApp;
      const other = isAi ? MESSAGES.buttons.freeQuoteApp : MESSAGES.buttons.getAQuote;
      const buttons = page.getByRole('link', { name: label, exact: true });
      expect(await buttons.count(), path).toBeGreaterThanOrEqual(1);
      expect(await page.getByRole('link', { name: other, exact: true }).count(), path).toBe(0);
      expect(await buttons.last().getAttribute('href'), path).toBe('/contactUs');
    }
    await scrollToBottom(page);
    await page.getByRole('link', { name: MESSAGES.buttons.getAQuote, exact: true }).last().click();
    await page.waitForURL(/\/contactUs$/);
    await waitForScrollTop(page);
    await context.close();
  });

  it('blocks reveal once when scrolled into view (and at once with reduced motion)', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, {
      viewport: 'phone',
      reducedMotion: false,
    });
    await open(page, '/appdevelopment/android-app-development');
    const second = page.locator('.content-block').nth(1);
    // Below the fold on a phone: hidden once the page is live, until it is scrolled to.
    expect(await second.getAttribute('data-reveal')).toBe('waiting');
    await second.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelectorAll('.content-block')[1]?.getAttribute('data-reveal') === 'shown',
    );
    // Once visible, it stays visible after scrolling away.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await second.getAttribute('data-reveal')).toBe('shown');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelectorAll('.content-block')[1]!).opacity === '1',
    );
    await context.close();

    const reduced = await openPage(site.browser, site.server.url, { viewport: 'phone', reducedMotion: true });
    await open(reduced.page, '/appdevelopment/android-app-development');
    expect(
      await reduced.page
        .locator('.content-block')
        .evaluateAll((els) =>
          els.map((el) => [el.getAttribute('data-reveal'), getComputedStyle(el).opacity]),
        ),
    ).toEqual([
      ['static', '1'],
      ['static', '1'],
    ]);
    await reduced.context.close();
  });
});

describe('/amazonServices', () => {
  it('has a Get Quote link to /contactUs and an 8-item feature grid', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await open(page, '/amazonServices');
    await page.locator('h1').waitFor();
    const quotes = page.getByRole('link', { name: MESSAGES.buttons.getQuote, exact: true });
    expect(await quotes.count()).toBeGreaterThanOrEqual(1);
    expect(await quotes.first().getAttribute('href')).toBe('/contactUs');
    const features = page.getByTestId('amazon-features').getByRole('listitem');
    expect(await features.count()).toBe(8);
    for (const text of await features.getByRole('heading').allTextContents()) {
      expect(text.length).toBeGreaterThan(3);
    }
    await quotes.first().click();
    await page.waitForURL(/\/contactUs$/);
    await waitForScrollTop(page);
    await context.close();
  });
});

describe('a page of blocks with a hero slider and a service picker (issue 35)', () => {
  it('turns its slides and retitles the page with the service picked, as the home page does', async () => {
    const api = await adminApi(site.server.url);
    const run = Date.now().toString(36);
    const made = await api<{ data: { path: string } }>('POST', `/api/v1${PAGE_DOC.api.create}`, {
      title: `Islands ${run}`,
      slug: `islands-${run}`,
      status: 'published',
      body: [
        { type: 'hero-slider', props: HERO_SLIDER.example },
        { type: 'service-picker', props: SERVICE_PICKER.example },
      ],
    });
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await goto(page, made.data.path);
    const slider = page.getByRole('region', { name: 'Our services' });
    const active = slider.locator('[data-active]');
    expect(await active.getByRole('heading', { level: 2 }).textContent()).toBe('IT Solutions and Services');
    // The slider's own code runs: a dot changes the slide.
    await slider.getByRole('button', { name: 'Go to slide 2' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-active] .hero__title')?.textContent === 'Back Office Support',
    );
    const card = SERVICE_PICKER.example.cards[1]!;
    await page.getByRole('button', { name: new RegExp(card.title) }).click();
    expect(await page.locator('.laptop__title').textContent()).toBe(card.title);
    await page.waitForFunction((title) => document.title.startsWith(`${title} | `), card.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(card.description);
    expect(problems()).toEqual([]);
    await context.close();
  });
});

describe('screenshots', () => {
  it.runIf(SCREENSHOTS)('captures the service pages at 375 and 1280 px', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await openPage(site.browser, site.server.url, {
        viewport,
        reducedMotion: true,
      });
      for (const [name, path] of [
        ['services', '/services'],
        ['webdevelopment', '/webdevelopment'],
        ['webdevelopment-detail', '/webdevelopment/ecommerce-development-services'],
        ['appdevelopment', '/appdevelopment'],
        ['app-service', '/appdevelopment/iphone-app-development'],
        ['ai-page', AI_PATH],
        ['amazon-services', '/amazonServices'],
      ] as const) {
        await open(page, path);
        await page.locator('h1').waitFor();
        await screenshot(page, name);
      }
      await context.close();
    }
  });
});
