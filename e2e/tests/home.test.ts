/** Home page (spec §2.3): hero slider, logo strip, Service Expertise, Exclusive Services, picker, profile. */

import { gzipSync } from 'node:zlib';
import {
  HERO_PROGRESS_TRANSITION_MS,
  HERO_SLIDE_INTERVAL_MS,
  MESSAGES,
  type SecondSectionListResponse,
} from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOME_SCRIPT_KB } from '../../testkit/measured-pages.ts';
import { goto, openPage } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();

const SLIDE_TITLES = [
  'IT Solutions and Services',
  'AI and Machine Learning',
  'Web and Mobile App Development',
  'Digital Transformation',
  'Back Office Support',
];

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');

/** 1-based number of the slide on screen, read from the dot marked aria-current. */
async function currentSlide(page: Page): Promise<number> {
  const label = await carousel(page).locator('button[aria-current="true"]').getAttribute('aria-label');
  return Number(label?.replace('Go to slide ', ''));
}

/**
 * Moves the page's clock (installed with page.clock.install before the page loaded) in steps of
 * 100 ms until the slide changes, and returns how far it moved: slide timing without waiting for it.
 */
async function timeToNextSlide(page: Page): Promise<number> {
  const from = await currentSlide(page);
  for (let moved = 100; moved <= 2 * HERO_SLIDE_INTERVAL_MS; moved += 100) {
    await page.clock.runFor(100);
    if ((await currentSlide(page)) !== from) return moved;
  }
  throw new Error(`slide ${from} stayed for ${2 * HERO_SLIDE_INTERVAL_MS} ms`);
}

async function swipe(page: Page, dx: number) {
  await carousel(page).evaluate((el, distance) => {
    const box = el.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x0 = box.left + box.width / 2;
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: y });
    el.dispatchEvent(
      new TouchEvent('touchstart', { bubbles: true, touches: [touch(x0)], changedTouches: [touch(x0)] }),
    );
    el.dispatchEvent(
      new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x0 + distance)] }),
    );
  }, dx);
}

describe('hero slider', () => {
  it('preloads the first slide image with the HTML, and the first slide shows that image', async () => {
    const html = await (await fetch(`${site.server.url}/`)).text();
    const preload = html.match(/<link rel="preload" as="image" href="([^"]+)"/);
    expect(preload, 'index.html preloads the hero image').not.toBeNull();
    const { page, context } = await openPage(site.browser, site.server.url, { reducedMotion: false });
    await goto(page, '/');
    const firstSlideImage = page.locator('[aria-roledescription="slide"]').first().locator('img');
    expect(await firstSlideImage.getAttribute('src')).toBe(preload?.[1]);
    await context.close();
  });

  it('fetches at most its budget of script before any interaction (issue 35: every file, gzip -9)', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { reducedMotion: false });
    const sizes: Promise<number>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        sizes.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    await goto(page, '/');
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    console.log(`/ fetched ${sizes.length} scripts, ${(total / 1024).toFixed(1)} kB gzipped`);
    expect(total / 1024).toBeLessThanOrEqual(HOME_SCRIPT_KB);
    await context.close();
  });

  it('has five labelled slides with a REQUEST CONSULTATION button each', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url, {
      reducedMotion: false,
    });
    await goto(page, '/');
    const slides = carousel(page).locator('[aria-roledescription="slide"]');
    await slides.first().waitFor();
    expect(await slides.count()).toBe(5);
    for (let i = 0; i < 5; i++) {
      const slide = slides.nth(i);
      expect(await slide.getAttribute('aria-label')).toBe(`${i + 1} of 5`);
      expect(await slide.locator('h2').textContent()).toBe(SLIDE_TITLES[i]);
      expect(await slide.getByText(MESSAGES.buttons.requestConsultation).getAttribute('href')).toBe(
        '/contactUs',
      );
    }
    expect(await page.locator('h1').count()).toBe(1);
    // The first illustration loads eagerly with its size set (no layout shift).
    const img = slides.first().locator('img');
    expect(await img.getAttribute('loading')).toBe('eager');
    expect(await img.getAttribute('width')).toBeTruthy();
    expect(await img.getAttribute('height')).toBeTruthy();
    // The progress bar animates over the spec's transition time.
    const duration = await carousel(page)
      .locator('.hero__progress-bar')
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe(`${HERO_PROGRESS_TRANSITION_MS / 1000}s`);
    await screenshot(page, 'home-hero');
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('advances every 3 seconds and preloads the next slide image', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { reducedMotion: false });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.clock.install();
    await goto(page, '/');
    await carousel(page).waitFor();
    await page.mouse.move(5, 890); // keep the pointer off the slider
    // (Read from the requests: the installed clock leaves the page no performance entries.)
    await expect.poll(() => requested).toContain('/hero/ai-ml.svg');
    // From here on the page's time moves only when the test moves it: the first change comes
    // within an interval; from it, the next one takes one full interval.
    // (A little ahead of the page's now: on a busy machine more than 10 ms passed before the pause
    // reached the page, and a pause in the past is refused.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
    expect(await timeToNextSlide(page)).toBeLessThanOrEqual(HERO_SLIDE_INTERVAL_MS + 100);
    const interval = await timeToNextSlide(page);
    expect(interval).toBeGreaterThanOrEqual(HERO_SLIDE_INTERVAL_MS);
    expect(interval).toBeLessThanOrEqual(HERO_SLIDE_INTERVAL_MS + 200);
    await context.close();
  });

  it('pauses while the pointer is over the slider', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { reducedMotion: false });
    await page.clock.install();
    await goto(page, '/');
    await carousel(page).hover();
    const before = await currentSlide(page);
    // Longer than one interval on the page's clock: nothing may change while hovered.
    await page.clock.runFor(HERO_SLIDE_INTERVAL_MS + 1000);
    expect(await currentSlide(page)).toBe(before);
    await page.mouse.move(5, 890);
    expect(await timeToNextSlide(page)).toBeLessThanOrEqual(HERO_SLIDE_INTERVAL_MS + 100);
    expect(await currentSlide(page)).toBe((before % 5) + 1);
    await context.close();
  });

  it('changes slides with the dots and the arrow keys', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { reducedMotion: false });
    await goto(page, '/');
    const dot4 = carousel(page).getByRole('button', { name: 'Go to slide 4' });
    await dot4.click();
    expect(await currentSlide(page)).toBe(4);
    const slide4 = carousel(page).locator('[aria-label="4 of 5"]');
    expect(await slide4.getAttribute('aria-hidden')).toBe('false');
    await carousel(page).getByRole('heading', { name: SLIDE_TITLES[3] }).waitFor({ state: 'visible' });
    // Focus is on the dot, so the slider has focus (and is paused): arrows move between slides.
    await page.keyboard.press('ArrowRight');
    expect(await currentSlide(page)).toBe(5);
    await page.keyboard.press('ArrowRight');
    expect(await currentSlide(page)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    expect(await currentSlide(page)).toBe(5);
    await context.close();
  });

  it('changes slides with a touch swipe longer than 50 px', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, {
      viewport: 'phone',
      reducedMotion: false,
    });
    await goto(page, '/');
    await carousel(page).waitFor();
    await page.getByRole('button', { name: 'Pause slides' }).click();
    const first = await currentSlide(page);
    await swipe(page, -30);
    expect(await currentSlide(page)).toBe(first);
    await swipe(page, -80);
    expect(await currentSlide(page)).toBe((first % 5) + 1);
    await swipe(page, 80);
    expect(await currentSlide(page)).toBe(first);
    await context.close();
  });

  it('REQUEST CONSULTATION leads to the contact page', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { reducedMotion: false });
    await goto(page, '/');
    await carousel(page)
      .locator('[aria-hidden="false"]')
      .getByRole('link', { name: MESSAGES.buttons.requestConsultation })
      .click();
    await page.waitForURL(/\/contactUs$/);
    await context.close();
  });

  it('does not auto-advance with reduced motion, and shows the profile at once', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { reducedMotion: true });
    await page.clock.install();
    await goto(page, '/');
    await carousel(page).waitFor();
    await page.mouse.move(5, 890);
    // With reduced motion nothing is hidden to be revealed: the profile is simply there.
    expect(await page.locator('.profile').getAttribute('data-reveal')).toBe('static');
    expect(await page.locator('.profile__copy').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.clock.runFor(HERO_SLIDE_INTERVAL_MS + 1000);
    expect(await currentSlide(page)).toBe(1);
    await context.close();
  });
});

describe('sections below the hero', () => {
  it('shows the logo strip, Service Expertise from the API and six Exclusive Services', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    const sections = (await (
      await fetch(`${site.server.url}/api/v1/second-sections`)
    ).json()) as SecondSectionListResponse;
    const first = sections.data[0]!;
    await goto(page, '/');
    const strip = page.locator('.tech-strip');
    await strip.waitFor();
    const names = await strip.locator('ul:not([aria-hidden]) li').allTextContents();
    expect(names).toEqual(['AWS', 'React', 'Node', 'Android', 'Back Office', 'Next']);
    expect(await strip.locator('ul[aria-hidden="true"]').count()).toBe(1);

    const expertise = page.locator('section.expertise');
    await expertise.getByRole('heading', { name: first.title }).waitFor();
    expect(await expertise.textContent()).toContain(first.para.slice(0, 60));
    const image = expertise.locator('img');
    expect(await image.getAttribute('src')).toBe(first.imgSrc);

    const exclusive = page.getByRole('region', { name: 'Exclusive Services' });
    const cards = exclusive.getByRole('listitem');
    expect(await cards.count()).toBe(6);
    const text = (await exclusive.textContent()) ?? '';
    for (const phrase of [
      'Industry expertise',
      '24*7',
      'Recognition',
      '120+',
      'Research and development',
      '1200',
    ])
      expect(text).toContain(phrase);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('service picker: first card by default, a click shows it on the laptop and retitles the page', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await goto(page, '/');
    const picker = page.locator('section.picker');
    await picker.waitFor();
    const buttons = picker.locator('button[aria-pressed]');
    expect(await buttons.count()).toBe(6);
    expect(await buttons.first().getAttribute('aria-pressed')).toBe('true');
    const laptopTitle = picker.locator('.laptop__title');
    expect(await laptopTitle.textContent()).toBe('Web Development');
    const homeTitle = await page.title();

    await picker.getByRole('button', { name: /IOT Solutions/ }).click();
    expect(await picker.getByRole('button', { name: /IOT Solutions/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await buttons.first().getAttribute('aria-pressed')).toBe('false');
    expect(await laptopTitle.textContent()).toBe('IOT Solutions');
    expect(await page.title()).toBe('IOT Solutions | Vyoma Infotech');
    expect(await page.title()).not.toBe(homeTitle);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBe(await picker.locator('.laptop__text').textContent());

    await picker.getByRole('button', { name: /Mobile App design and Development/ }).click();
    expect(await page.title()).toBe('Mobile App design and Development | Vyoma Infotech');
    await context.close();
  });

  it('animates the corporate profile in once 20 % of it is visible', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { reducedMotion: false });
    await goto(page, '/');
    const profile = page.locator('.profile');
    // In the server HTML it is visible (no JavaScript needed); once the page is live and it is
    // below the fold, it waits hidden for the visitor to scroll to it.
    expect(await profile.getAttribute('data-reveal')).toBe('waiting');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.profile__copy')!).opacity === '0',
    );
    await profile.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelector('.profile')?.getAttribute('data-reveal') === 'shown',
    );
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.profile__copy')!).opacity === '1',
      undefined,
      { timeout: 3000 },
    );
    // Once: scrolling away keeps it shown.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await profile.getAttribute('data-reveal')).toBe('shown');
    await context.close();
  });

  it('ends with a call to action to Contact Us', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await goto(page, '/');
    const cta = page.locator('.cta-banner');
    await cta.waitFor();
    expect(await cta.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contactUs');
    await screenshot(page, 'home');
    await context.close();
  });
});
