/** Careers (spec §2.4, §9): heading, 16 job cards, responsive grid, Apply Now messaging links. */
import { MESSAGES } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { goto, openPage } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

/** The demo content's WhatsApp number (site settings). */
const DEMO_WHATSAPP = '919876543210';

const JOB_TITLES = [
  'iOS Developer',
  'Android Developer',
  'PHP Developer',
  'Python/Django Developer',
  'Senior Team Lead PHP Developer',
  'Business Development Executive',
  'Content Writer',
  'Internship in Digital Marketing',
  'Back Office Support',
  'Frontend Developer',
  'Backend Developer',
  'Full Stack Developer',
  'React Developer',
  'UI/UX Designer',
  'DevOps Engineer',
  'Digital Marketing Specialist',
];

const site = useSite();

async function openCareers(page: Page) {
  await goto(page, '/careers');
  await page.getByRole('heading', { level: 1, name: MESSAGES.careers.heading }).waitFor();
}

const cardsOf = (page: Page) => page.getByTestId('careers-grid').getByRole('listitem');

describe('/careers', () => {
  it('shows "Join Our Team", a subtitle and the 16 openings in order', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await openCareers(page);
    expect(await page.locator('h1').count()).toBe(1);
    const subtitle = await page.locator('h1 + p').textContent();
    expect(subtitle?.length).toBeGreaterThan(30);
    const cards = cardsOf(page);
    expect(await cards.count()).toBe(16);
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(JOB_TITLES);
    for (const text of await cards.locator('p').allTextContents()) {
      expect(text.length).toBeGreaterThan(40);
    }
    await page.waitForFunction(() => document.title.startsWith('Careers'));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${site.server.url}/careers`,
    );
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('lays the grid out in 1, 2 and 3 columns at 375, 800 and 1280 px', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await openCareers(page);
    const columns = () =>
      page
        .getByTestId('careers-grid')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(columns).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(columns).toBe(3);
    await context.close();
  });

  it('Apply Now opens the messaging link for the shared number, naming the position, in a new tab', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    // Keep the test offline: answer the external chat link locally.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'chat' }),
    );
    await openCareers(page);
    const cards = cardsOf(page);
    for (const [index, title] of JOB_TITLES.entries()) {
      const apply = cards.nth(index).getByRole('link', { name: new RegExp(`^${MESSAGES.careers.apply}`) });
      expect(await apply.textContent()).toContain(MESSAGES.careers.apply);
      const href = await apply.getAttribute('href');
      expect(href).toBe(
        `https://wa.me/${DEMO_WHATSAPP}?text=${encodeURIComponent(
          `Hello Vyoma Infotech, I am interested in the ${title} position.`,
        )}`,
      );
      expect(await apply.getAttribute('target')).toBe('_blank');
      expect(await apply.getAttribute('rel')).toMatch(/noopener/);
    }
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      cards
        .nth(13)
        .getByRole('link', { name: new RegExp(`^${MESSAGES.careers.apply}`) })
        .click(),
    ]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.host).toBe('wa.me');
    expect(url.searchParams.get('text')).toBe(
      'Hello Vyoma Infotech, I am interested in the UI/UX Designer position.',
    );
    expect(page.url()).toMatch(/\/careers$/);
    await context.close();
  });

  it('is accessible and looks right at 375 and 1280 px', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await openPage(site.browser, site.server.url, {
        viewport,
        reducedMotion: true,
      });
      await openCareers(page);
      const violations = await seriousA11yViolations(page);
      expect(violations).toEqual([]);
      await screenshot(page, 'careers');
      await context.close();
    }
  });
});
