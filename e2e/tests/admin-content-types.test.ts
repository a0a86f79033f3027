/**
 * A content type declared once (issue 34): the "case study" of testkit/fixtures, which no module,
 * route, screen or migration of the site knows, gets an admin list and editor a person fills in with
 * a browser, and a public page once published. The server knows the type from the fixture alone
 * (testkit/clock-server.ts, TEST_CONTENT_TYPES); the admin learns it from GET /admin/content-types.
 * Its translated fields give it a translate screen beside the English (issue 36).
 */
import { ADMIN_PAGE } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, signInAt, VIEWPORTS } from '../support/browser.ts';
import { describeRefusedImages, solidPng } from '../support/media.ts';
import { SCREENSHOTS, screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const site = useSite({ fixtureTypes: ['case-study'] });
let page: Page;

/** Screenshots at the phone's width and the desktop's (only with E2E_SCREENSHOTS=1). */
async function shots(name: string) {
  if (!SCREENSHOTS) return;
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, name);
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, name);
}

beforeAll(async () => {
  ({ page } = await openPage(site.browser, site.server.url));
  await signInAt(page, ADMIN_PAGE.products);
});

describe('a content type declared only in a fixture', () => {
  it('has a menu entry, an empty list, and an editor that says what is missing', async () => {
    await page.getByRole('link', { name: 'Case studies' }).first().click();
    await page.waitForURL(/\/admin\/content\/case-study$/);
    await page.getByRole('heading', { level: 1, name: 'Case studies' }).waitFor();
    await shots('admin-case-studies-empty');
    await page.getByRole('link', { name: 'Add case study' }).first().click();
    await page.waitForURL(/\/admin\/content\/case-study\/new$/);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Client is required').waitFor();
  });

  it('is filled in and published from the browser, then listed and shown to visitors', async () => {
    await page.getByRole('textbox', { name: 'Title' }).fill('Orders before breakfast');
    await page
      .getByRole('textbox', { name: 'Summary' })
      .fill('A Pune bakery took its orders online in three weeks.');
    const story = page.getByRole('textbox', { name: 'Story' });
    await story.click();
    await page.keyboard.type('They had a phone and a notebook. Now customers order sourdough at dawn.');
    await page
      .getByLabel('Cover image')
      .first()
      .setInputFiles({ name: 'oven.png', mimeType: 'image/png', buffer: await solidPng('#8a5a2b') });
    await page.getByRole('img', { name: 'New cover image: oven.png' }).waitFor();
    await page.getByRole('textbox', { name: 'Client' }).fill('Shinde Bakers');
    await shots('admin-case-study-editor');
    await page.getByRole('button', { name: 'Publish' }).click();
    // A new image has no alt text yet: the media library's rule asks for it before anything goes live.
    await describeRefusedImages(page, 'Loaves cooling beside a wood-fired oven');
    await page.waitForURL(/\/admin\/content\/case-study$/);
    const row = page.getByRole('row', { name: /Orders before breakfast/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Shinde Bakers');
    await shots('admin-case-studies-list');

    const visitor = await site.browser.newContext({ baseURL: site.server.url });
    try {
      const reader = await visitor.newPage();
      const res = await reader.goto('/case-studies/orders-before-breakfast');
      expect(res?.status()).toBe(200);
      await reader.getByRole('heading', { level: 1, name: 'Orders before breakfast' }).waitFor();
      await reader.getByRole('img', { name: 'Loaves cooling beside a wood-fired oven 1' }).waitFor();
    } finally {
      await visitor.close();
    }
  });

  // Issue 36: its translated fields (title, summary, story) get a version per language.
  it('is translated beside the English from its edit screen, and the Hindi version saved', async () => {
    await page.getByRole('link', { name: 'Edit Orders before breakfast' }).click();
    await page.waitForURL(/\/admin\/content\/case-study\/[^/]+\/edit$/);
    await page.getByRole('link', { name: 'Hindi version' }).click();
    await page.waitForURL(/\/translate\/hi$/);
    await page.getByRole('heading', { level: 1, name: 'Hindi version' }).waitFor();
    await page.getByText('This case study has no Hindi version yet.').waitFor();
    // The English beside the form; the client, a shared field, is not asked for again.
    const english = page.getByRole('region', { name: 'English' });
    expect(await english.textContent()).toContain('Orders before breakfast');
    const hindi = page.getByRole('region', { name: /Hindi/ });
    expect(await hindi.getByRole('textbox', { name: 'Client' }).count()).toBe(0);
    await hindi.getByRole('textbox', { name: 'Title', exact: true }).fill('नाश्ते से पहले ऑर्डर');
    await hindi
      .getByRole('textbox', { name: 'Summary' })
      .fill('पुणे की एक बेकरी ने तीन हफ़्तों में ऑनलाइन ऑर्डर लेना शुरू किया।');
    await hindi.getByRole('textbox', { name: 'Story' }).click();
    await page.keyboard.type('पहले एक फ़ोन और एक कॉपी थी।');
    await hindi.getByLabel('URL name').fill('nashte-se-pehle');
    await hindi.getByLabel('Status').selectOption('published');
    await shots('admin-translate');
    await page.getByRole('button', { name: 'Save Hindi version' }).click();
    await page.getByText('Hindi version saved.').waitFor();
    expect(await page.getByText('This case study has no Hindi version yet.').count()).toBe(0);
    // Saved as written (the language is not yet shown to visitors: its pages stay 404 until it is).
    const id = /case-study\/([^/]+)\/translate/.exec(page.url())![1]!;
    const saved = await page.evaluate(
      async (url) => (await fetch(url)).json(),
      `/api/v1/admin/content/case-study/${id}/translations/hi`,
    );
    expect(saved.data).toMatchObject({
      title: 'नाश्ते से पहले ऑर्डर',
      bodyText: 'पहले एक फ़ोन और एक कॉपी थी।',
      slug: 'nashte-se-pehle',
      status: 'published',
      needsUpdate: false,
    });
    const hidden = await fetch(`${site.server.url}/hi/case-studies/nashte-se-pehle`, { redirect: 'manual' });
    expect(hidden.status).toBe(404);
  });
});
