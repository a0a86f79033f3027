/**
 * Redirects and broken links in the browser (issue 17 item 3): add a redirect and follow it as a
 * visitor; import a CSV (a bad line refuses all of it, with the line named); a path that answered
 * 404 shows under Broken links, and "Redirect this" fills the form. Shared server: every path here
 * carries this run's own suffix.
 */

import { randomBytes } from 'node:crypto';
import { ADMIN_PAGE } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, openPage, signInAt, VIEWPORTS } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
let admin: Page;
const id = randomBytes(4).toString('hex');

/** A visitor (no session: a signed-in admin is sent on to the admin screens). */
async function visitor() {
  return (await openPage(site.browser, site.server.url)).page;
}

beforeAll(async () => {
  ({ page: admin } = await openPage(site.browser, site.server.url));
  await signInAt(admin, ADMIN_PAGE.products);
});

describe('redirects', () => {
  it('adds a redirect that a visitor then follows', async () => {
    const from = `/e2e-old-${id}/About.html`;
    await goto(admin, '/admin/redirects');
    await admin.getByRole('heading', { level: 1, name: 'Redirects' }).waitFor();
    // The form's own checks, then the server's refusal, each in words.
    await admin.getByLabel('Old address').fill('no-slash');
    await admin.getByLabel('New address').fill('/services');
    await admin.getByRole('button', { name: 'Add redirect' }).click();
    await admin.getByText(/must be a path on this site starting with one \//).waitFor();
    await admin.getByLabel('Old address').fill('/products');
    await admin.getByRole('button', { name: 'Add redirect' }).click();
    await admin
      .getByRole('alert')
      .getByText(/is a page of this site/)
      .waitFor();

    await admin.getByLabel('Old address').fill(from);
    await admin.getByLabel('New address').fill('/services');
    await admin.getByRole('button', { name: 'Add redirect' }).click();
    await admin.getByRole('status').getByText(`Added: ${from} now sends visitors to /services.`).waitFor();
    await admin.getByRole('rowheader', { name: from }).waitFor();

    const page = await visitor();
    // Letter case and a trailing slash do not matter; the query string comes along.
    await page.goto(`/E2E-OLD-${id}/about.html/?ref=mail`, { waitUntil: 'domcontentloaded' });
    expect(new URL(page.url()).pathname).toBe('/services');
    expect(new URL(page.url()).search).toBe('?ref=mail');
    await page.context().close();
  });

  it('imports a CSV all or nothing, naming the bad line', async () => {
    await goto(admin, '/admin/redirects');
    const box = admin.getByLabel('Lines to import');
    await box.fill(`from,to\n/e2e-csv-a-${id},/products\n/e2e-csv-b-${id},ftp://example.com/x\n`);
    await admin.getByRole('button', { name: 'Import redirects' }).click();
    const errors = admin.getByRole('list', { name: 'Lines to fix' });
    await errors.getByText(/Line 3:/).waitFor();
    expect(await errors.getByRole('listitem').count()).toBe(1);
    expect(await admin.getByRole('rowheader', { name: `/e2e-csv-a-${id}` }).count()).toBe(0);

    await box.fill(`from,to\n/e2e-csv-a-${id},/products\n/e2e-csv-b-${id},https://example.com/x\n`);
    await admin.getByRole('button', { name: 'Import redirects' }).click();
    await admin.getByRole('status').getByText('Imported 2 redirects.').waitFor();
    await admin.getByRole('rowheader', { name: `/e2e-csv-a-${id}` }).waitFor();
    await admin.getByRole('rowheader', { name: `/e2e-csv-b-${id}` }).waitFor();
  });

  it('lists a broken link; "Redirect this" fills the form and focuses the new address', async () => {
    const broken = `/e2e-broken-${id}`;
    const page = await visitor();
    for (let i = 0; i < 3; i++) {
      const res = await page.goto(broken, { waitUntil: 'domcontentloaded' });
      expect(res?.status()).toBe(404);
    }
    await page.context().close();

    await goto(admin, '/admin/redirects');
    const row = admin.getByRole('row', { name: new RegExp(broken) });
    await row.waitFor();
    await row.getByRole('button', { name: `Redirect this: ${broken}` }).click();
    expect(await admin.getByLabel('Old address').inputValue()).toBe(broken);
    await admin.waitForFunction(() => document.activeElement?.id === 'redirect-to');
    await admin.setViewportSize(VIEWPORTS.phone);
    await screenshot(admin, 'admin-redirects');
    await admin.setViewportSize(VIEWPORTS.desktop);
    await screenshot(admin, 'admin-redirects');
    await admin.getByLabel('New address').fill('/contactUs');
    await admin.getByRole('button', { name: 'Add redirect' }).click();
    // Redirected now: it leaves the broken links (until the list reloads, its path is in both tables)…
    await admin.getByRole('button', { name: `Redirect this: ${broken}` }).waitFor({ state: 'detached' });
    // …and is listed once, as a redirect.
    await admin.getByRole('rowheader', { name: broken, exact: true }).waitFor();
  });

  it('deletes a redirect after confirming', async () => {
    await goto(admin, '/admin/redirects');
    const name = `Delete the redirect from /e2e-csv-a-${id}`;
    await admin.getByRole('button', { name }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByRole('button', { name }).waitFor({ state: 'detached' });
  });
});
