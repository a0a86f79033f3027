/**
 * Legal pages (spec §2.4, issue 19): privacy policy, terms and conditions, refund policy from one
 * component, fed by the documents staff edit; an edit in the admin shows on the public page, and an
 * earlier version can be shown and restored (on a server of its own: other files read these pages).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { goto, openPage, signInAt } from '../support/browser.ts';
import { SCREENSHOTS, screenshot } from '../support/screenshots.ts';
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

  // Accessibility at both widths: a11y-public.test.ts, which loads every legal page at both.
  it.runIf(SCREENSHOTS)('looks right at 375 and 1280 px', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await openPage(site.browser, site.server.url, {
        viewport,
        reducedMotion: true,
      });
      await openLegal(page, '/privacy-policy', 'Privacy Policy');
      await screenshot(page, 'legal-privacy');
      await context.close();
    }
  });
});

describe('legal pages in the admin', () => {
  const own = useSite({ ownServer: true });
  const EDITED = 'Edited in the admin during a browser test: fixes come before refunds.';
  const today = () => new Date().toISOString().slice(0, 10);

  async function publicRefundText(): Promise<{ text: string; updated: string | null }> {
    const { page, context } = await openPage(own.browser, own.server.url);
    await openLegal(page, '/refund-policy', 'Refund Policy');
    const text = (await page.locator('main').textContent()) ?? '';
    const updated = await page.locator('time[datetime]').first().getAttribute('datetime');
    await context.close();
    return { text, updated };
  }

  it('an admin edits the refund policy and the public page shows the new text and date; an earlier version is shown and restored', async () => {
    const admin = await openPage(own.browser, own.server.url);
    const { page } = admin;
    await signInAt(page, '/admin/legal');
    await page.getByRole('heading', { level: 1, name: 'Legal pages' }).waitFor();
    // The heading comes before the list has loaded: wait for a row, then count them.
    await page.getByRole('link', { name: 'Edit Refund Policy' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(4);
    await page.getByRole('link', { name: 'Edit Refund Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit legal page' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Refund Policy');

    // A new paragraph after the summary (the first paragraph, one line wide at 1280 px).
    const editor = page.getByRole('textbox', { name: 'Text' });
    await editor.getByText('Please read this before you pay.', { exact: false }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(EDITED);
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.getByText('“Refund Policy” saved.', { exact: false }).first().waitFor();
    await page.getByText('Version 2').first().waitFor();

    const edited = await publicRefundText();
    expect(edited.text).toContain(EDITED);
    expect(edited.updated).toBe(today());

    // The history: version 2 (current) and the seeded version 1; show it, then restore it.
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'Show version 1' }).click();
    const shown = page.getByRole('region', { name: /^Version 1: Refund Policy/ });
    await shown.getByText(NO_REFUNDS).first().waitFor();
    expect(await shown.getByText(EDITED).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'admin-legal-edit');

    await history.getByRole('button', { name: 'Restore version 1' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Version 1 restored.').waitFor();
    await history.getByText('Version 3').waitFor();
    expect(await history.getByRole('listitem').count()).toBe(3);

    const restored = await publicRefundText();
    expect(restored.text).not.toContain(EDITED);
    expect(restored.text).toContain(NO_REFUNDS);
    await admin.context.close();
  });

  // Accessibility of both screens at both widths: a11y-admin.test.ts.
  it.runIf(SCREENSHOTS)('the list looks right at 375 px', async () => {
    const { page, context } = await openPage(own.browser, own.server.url, {
      viewport: 'phone',
      reducedMotion: true,
    });
    await signInAt(page, '/admin/legal');
    await page.getByRole('link', { name: 'Edit Privacy Policy' }).waitFor();
    await screenshot(page, 'admin-legal-list');
    await context.close();
  });
});
