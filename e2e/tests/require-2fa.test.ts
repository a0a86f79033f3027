/**
 * REQUIRE_2FA=true (issue 10): an admin without a second factor lands on My account after signing in,
 * every other admin screen sends them back there, and once an authenticator app is set up the admin
 * works as usual.
 */
import { generateSync } from 'otplib/functional';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, openPage, VIEWPORTS } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { ADMIN } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const site = useSite({ seed: false, env: { REQUIRE_2FA: 'true' } });
let page: Page;

beforeAll(async () => {
  ({ page } = await openPage(site.browser, site.server.url));
});

describe('REQUIRE_2FA', () => {
  it('makes an admin without a second factor set one up before anything else', async () => {
    await goto(page, '/wp-admin');
    await page.getByLabel('Username (email or phone)').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin\/account$/);
    await page.getByText('This site requires two-step verification.').waitFor();
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'admin-account-2fa-required');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'admin-account-2fa-required');

    // Any other admin page sends the admin back; the API refuses too.
    await goto(page, '/admin/products');
    await page.waitForURL(/\/admin\/account$/);
    const status = await page.evaluate(async () => (await fetch('/api/v1/admin/categories')).status);
    expect(status).toBe(403);

    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const confirm = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await confirm.getByLabel('Current password').fill(ADMIN.password);
    await confirm.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    await page.getByLabel('Code from the app').fill(generateSync({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByText('This site requires two-step verification.').count()).toBe(0);

    await goto(page, '/admin/products');
    await page.waitForURL(/\/admin\/products$/);
    const after = await page.evaluate(async () => (await fetch('/api/v1/admin/categories')).status);
    expect(after).toBe(200);
  });
});
