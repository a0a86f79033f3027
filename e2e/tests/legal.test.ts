/** Legal pages (spec §2.4): privacy policy, terms and conditions, refund policy from one component. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { goto, openPage } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions' },
  { path: '/refund-policy', title: 'Refund Policy' },
];
const RETENTION = 'We keep your personal data until you ask us to delete it.';
const NO_REFUNDS = 'We do not offer refunds, exchanges or cancellations.';

const site = useSite();

async function openLegal(page: Page, path: string, title: string) {
  await goto(page, path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe('legal pages', () => {
  it('render their heading, last-updated date, table of contents, contact details and metadata', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    for (const { path, title } of PAGES) {
      await openLegal(page, path, title);
      expect(await page.locator('h1').count(), path).toBe(1);
      expect(await page.locator('time[datetime]').first().getAttribute('datetime'), path).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
      const toc = page.getByRole('navigation', { name: 'On this page' });
      expect(await toc.getByRole('link').count(), path).toBeGreaterThanOrEqual(5);
      expect(await page.getByRole('link', { name: 'hello@vyoma.example' }).count(), path).toBeGreaterThan(0);
      await page.waitForFunction((t) => document.title.startsWith(t), title);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(
        `${site.server.url}${path}`,
      );
      expect(await page.locator('meta[name="robots"]').getAttribute('content'), path).toBe('index, follow');
    }
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('refund policy states that no refunds, exchanges or cancellations are offered', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await openLegal(page, '/refund-policy', 'Refund Policy');
    await page.getByText(NO_REFUNDS, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'No refunds, exchanges or cancellations' }).count()).toBe(
      1,
    );
    // The terms point to the same rule.
    await openLegal(page, '/terms-and-conditions', 'Terms and Conditions');
    await page.getByText(/We do not offer refunds, exchanges or cancellations\./).waitFor();
    await context.close();
  });

  it('policies keep data until deletion is requested and say how to ask', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    for (const { path, title } of PAGES) {
      await openLegal(page, path, title);
      await page.getByText(RETENTION).first().waitFor();
      await page
        .getByText(/To ask for deletion, email hello@vyoma\.example/)
        .first()
        .waitFor();
    }
    await openLegal(page, '/privacy-policy', 'Privacy Policy');
    const retention = page.getByRole('region', { name: 'How long we keep it' });
    expect(await retention.getByText(RETENTION, { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('table-of-contents links scroll to their section without changing the route', async () => {
    for (const reducedMotion of [false, true]) {
      const { page, context } = await openPage(site.browser, site.server.url, {
        viewport: 'phone',
        reducedMotion,
      });
      await openLegal(page, '/privacy-policy', 'Privacy Policy');
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await toc.getByRole('link', { name: 'Your rights' }).click();
      const heading = page.getByRole('heading', { level: 2, name: 'Your rights' });
      await page.waitForFunction(() => {
        const h = Array.from(document.querySelectorAll('h2')).find((el) => el.textContent === 'Your rights');
        const top = h?.getBoundingClientRect().top ?? -1;
        return window.scrollY > 300 && top >= 0 && top < 200;
      });
      expect(await heading.evaluate((el) => document.activeElement === el)).toBe(true);
      expect(page.url()).toMatch(/\/privacy-policy$/);
      await context.close();
    }
  });

  it('is accessible and looks right at 375 and 1280 px', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await openPage(site.browser, site.server.url, {
        viewport,
        reducedMotion: true,
      });
      for (const { path, title } of PAGES) {
        await openLegal(page, path, title);
        const violations = await seriousA11yViolations(page);
        expect(violations, path).toEqual([]);
      }
      await openLegal(page, '/privacy-policy', 'Privacy Policy');
      await screenshot(page, 'legal-privacy');
      await context.close();
    }
  });
});
