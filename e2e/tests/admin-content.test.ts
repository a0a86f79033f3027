/** Manage Content hub and the second-section (home "Service Expertise") editor (spec §2.8). */

import { gunzipSync } from 'node:zlib';
import { ADMIN_PAGE, API, MESSAGES, type SecondSectionListResponse } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadBytes, goto, openPage, signInAt } from '../support/browser.ts';
import { useSite } from '../support/suite.ts';

const site = useSite({ ownServer: true });
let page: Page;
const TITLE = 'Engineering that ships on time';

beforeAll(async () => {
  ({ page } = await openPage(site.browser, site.server.url));
  await signInAt(page, ADMIN_PAGE.products);
});

describe('manage content', () => {
  it('shows two tiles; back office explains where its content lives', async () => {
    await goto(page, '/admin/content');
    await page.getByRole('heading', { level: 1, name: 'Manage Content' }).waitFor();
    await page.getByRole('link', { name: /Back office/ }).click();
    await page.waitForURL(/\/admin\/content\/manageContent-backOffice$/);
    await page.getByRole('link', { name: 'Go to Blogs' }).waitFor();
    await page.getByRole('link', { name: 'Manage Content' }).first().click();
    await page.waitForURL(/\/admin\/content$/);
  });

  it('validates and updates the banner section, then the home page shows it', async () => {
    await page.getByRole('link', { name: /Banner section/ }).click();
    await page.waitForURL(/\/admin\/content\/manageContent-banner-section$/);
    const title = page.getByLabel('Title');
    await title.waitFor();
    await title.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Title is required').waitFor();

    await title.fill(TITLE);
    await page.getByLabel('Paragraph').fill('We plan in short cycles and show working software every week.');
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1e2a78' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('img', { name: 'New image: banner.png' }).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(MESSAGES.secondSection.updated).waitFor();
    await page.waitForURL(/\/admin\/content$/);

    const list = (await (
      await fetch(`${site.server.url}${API.secondSections}`)
    ).json()) as SecondSectionListResponse;
    const section = list.data[0];
    expect(section?.title).toBe(TITLE);
    expect(section?.imgSrc).toMatch(/^\/uploads\/.+\.png$/);

    const visitor = await site.browser.newContext({ baseURL: site.server.url });
    const home = await visitor.newPage();
    await goto(home, '/');
    await home.getByText(TITLE).first().waitFor();
    expect(await home.locator(`img[src="${section?.imgSrc}"]`).count()).toBeGreaterThan(0);
    await visitor.close();
  });

  it('also opens at /admin/edit-secondSection and shows the server reason on failure', async () => {
    await goto(page, '/admin/edit-secondSection');
    await page.getByLabel('Title').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(TITLE);
    await page.route('**/api/v1/second-sections/*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"message":"Title is too long"}',
      }),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`${MESSAGES.secondSection.updateFailed} Title is too long`).waitFor();
    await page.unroute('**/api/v1/second-sections/*');
  });

  it('downloads a backup of the whole running site from the hub', async () => {
    await goto(page, '/admin/content');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download backup' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vyoma-backup-\d{8}-\d{6}\.tar\.gz$/);
    const archive = gunzipSync(await downloadBytes(download));
    const text = archive.toString('latin1');
    expect(text).toContain('manifest.json');
    expect(text).toContain('"format": "vyoma-backup"');
    expect(text).toContain('db/second_sections.jsonl');
    expect(text).toContain(TITLE); // the change saved above is in it
  });
});
