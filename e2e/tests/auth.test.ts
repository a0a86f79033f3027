/** Login, guards, logout, expired sessions and the 404 page (spec §2.2, §2.8, §4). */
import { ADMIN_PAGE, MESSAGES, NOT_FOUND_REDIRECT_MS, PERSISTED_STORE_KEY } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { goto, holdPageCode, loginAsAdmin, openPage } from '../support/browser.ts';
import { ADMIN } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
/**
 * Admin screens of each shape: a list, one with an id, a generic content type's. The server's answer
 * to every screen of the contract's list is checked without a browser (server/test/api/pages.test.ts).
 */
const ADMIN_ROUTES = [ADMIN_PAGE.contactInfo, ADMIN_PAGE.productHistory(SAMPLE_ID), '/admin/content/page'];

const site = useSite();

describe('admin login', () => {
  it('shows the server message for a wrong password', async () => {
    const answer = await fetch(`${site.server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: 'wrong-password-123' }),
    });
    const { message } = (await answer.json()) as { message: string };
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(message).toBeTruthy();

    const { page, context } = await openPage(site.browser, site.server.url);
    await goto(page, '/wp-admin');
    await page.getByLabel('Username (email or phone)').fill(ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password-123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').getByText(message).waitFor();
    expect(page.url()).toMatch(/\/wp-admin$/);
    await context.close();
  });

  it("keeps what was typed before the page's code ran and signs in once it has, never by a URL", async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    const code = holdPageCode(page);
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/wp-admin');
    await page.getByLabel('Username (email or phone)').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    const button = page.getByRole('button', { name: 'Log in' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Password').press('Enter');
    await code.release();
    await button.click();
    await page.waitForURL(/\/admin\/products$/);
    expect(
      urls.filter((url) => url.includes(encodeURIComponent(ADMIN.password)) || url.includes(ADMIN.password)),
    ).toEqual([]);
    await context.close();
  });

  it('reads "Logging in..." and is disabled while pending, then lands on /admin/products', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/login', async (route) => {
      await held;
      await route.continue();
    });
    await goto(page, '/wp-admin');
    await page.getByLabel('Username (email or phone)').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const pending = page.getByRole('button', { name: MESSAGES.login.pending });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await page.waitForURL(/\/admin\/products$/);
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await context.close();
  });

  it('accepts the phone number as username', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await loginAsAdmin(page, { ...ADMIN, email: ADMIN.phone });
    expect(page.url()).toMatch(/\/admin\/products$/);
    await context.close();
  });
});

describe('guards', () => {
  it('sends an anonymous visitor on an admin route of each shape to /wp-admin', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    for (const route of ADMIN_ROUTES) {
      // The login's heading is the answer: no need to wait for the login page's code each time.
      await page.goto(route, { waitUntil: 'commit' });
      await page.waitForURL(/\/wp-admin$/, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Admin login' }).waitFor();
    }
    await context.close();
  });

  it('sends a signed-in admin on a public route to /admin/products', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await loginAsAdmin(page);
    for (const route of ['/', '/products', '/contactUs']) {
      await goto(page, '/admin/blogs');
      await page.waitForURL(/\/admin\/blogs$/);
      await goto(page, route);
      await page.waitForURL(/\/admin\/products$/);
    }
    await context.close();
  });
});

describe('logout and sessions', () => {
  it('clears persisted state, shows the visitor menu and closes the admin routes', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await loginAsAdmin(page);
    await page.evaluate((key) => {
      localStorage.setItem(key, '{"cart":"[]"}');
      sessionStorage.setItem('something', 'value');
    }, PERSISTED_STORE_KEY);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/wp-admin$/);
    await page.getByRole('link', { name: 'Add Products' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    const storage = await page.evaluate(
      (key) => ({
        persisted: localStorage.getItem(key),
        session: sessionStorage.length,
      }),
      PERSISTED_STORE_KEY,
    );
    expect(storage).toEqual({ persisted: null, session: 0 });
    await goto(page, '/admin/contact-info');
    await page.waitForURL(/\/wp-admin$/);
    await context.close();
  });

  it('returns to /wp-admin on the next call once the session has expired', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await loginAsAdmin(page);
    await page.getByRole('row').nth(1).waitFor();
    await context.clearCookies();
    // The page still believes it is signed in; the next admin call answers 401. That is the click's
    // inbox request, or the menu's count of new enquiries: the menu loads after the page's rows, so
    // its one request may come after the cookies are gone. Either way the admin lands on /wp-admin.
    await Promise.race([
      // Once the page has left, the click has nothing left to do.
      page
        .getByRole('link', { name: 'Contact Info' })
        .first()
        .click()
        .catch(() => undefined),
      page.waitForURL(/\/wp-admin$/),
    ]);
    await page.waitForURL(/\/wp-admin$/);
    await page.getByRole('heading', { level: 1, name: 'Admin login' }).waitFor();
    await context.close();
  });
});

describe('a network blip', () => {
  it('keeps a signed-in admin signed in when the check of who is signed in fails once', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await loginAsAdmin(page);
    await page.getByRole('row').nth(1).waitFor();
    // The next page's data request (which checks the session) loses its connection once.
    let dropped = 0;
    await page.route('**/*.data*', async (route) => {
      if (dropped === 0) {
        dropped += 1;
        return route.abort('connectionreset');
      }
      return route.fallback();
    });
    await page.getByRole('link', { name: 'Category' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    expect(dropped).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin/categories');
    expect(await page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('404', () => {
  it('shows its texts and redirects home after about 5 seconds', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await page.clock.install();
    await goto(page, '/no-such-page-here');
    await page.getByText(MESSAGES.notFound.text).waitFor();
    await page.getByText(MESSAGES.notFound.redirecting).waitFor();
    // On the page's clock: still here a second before the time, home once it has passed.
    await page.clock.runFor(NOT_FOUND_REDIRECT_MS - 1000);
    expect(new URL(page.url()).pathname).toBe('/no-such-page-here');
    await page.clock.runFor(1000);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await context.close();
  });
});
