/**
 * The browser tests' kept tabs (openPage in e2e/support/browser.ts): a tab a test closes is used
 * again by the next one, and must then start as a fresh tab would, or tests would leak into each
 * other: no cookies, storage or permissions, the viewport and motion asked for; a tab a test changed
 * for good (a route, an init script) is not used again.
 */
import { describe, expect, it } from 'vitest';
import { goto, openPage } from '../support/browser.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();

/** What a page of the site can read of its tab's state. */
const state = () => ({
  local: localStorage.getItem('kept-tab'),
  session: sessionStorage.getItem('kept-tab'),
  cookie: document.cookie.includes('kept-tab='),
  width: innerWidth,
  reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
});

describe('kept tabs', () => {
  it('start as a fresh tab: no cookies, storage or permissions, the viewport and motion asked for', async () => {
    const first = await openPage(site.browser, site.server.url);
    await goto(first.page, '/');
    await first.context.grantPermissions(['clipboard-read']);
    await first.context.addCookies([{ name: 'kept-tab', value: '1', url: site.server.url }]);
    await first.page.evaluate(() => {
      localStorage.setItem('kept-tab', '1');
      sessionStorage.setItem('kept-tab', '1');
    });
    expect(await first.page.evaluate(state)).toEqual({
      local: '1',
      session: '1',
      cookie: true,
      width: 1280,
      reduced: true,
    });
    await first.context.close();

    const again = await openPage(site.browser, site.server.url, { viewport: 'phone', reducedMotion: false });
    expect(again.page).toBe(first.page);
    await goto(again.page, '/');
    expect(await again.page.evaluate(state)).toEqual({
      local: null,
      session: null,
      cookie: false,
      width: 375,
      reduced: false,
    });
    expect(await again.context.cookies()).toEqual([]);
    const clipboard = await again.page.evaluate(
      async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    );
    expect(clipboard).not.toBe('granted');
    expect(again.problems()).toEqual([]);
    await again.context.close();
  });

  it('a tab with a route of its test is closed, not used again', async () => {
    const first = await openPage(site.browser, site.server.url);
    await first.page.route('**/no-such-thing', (route) => route.abort());
    await first.context.close();
    expect(first.page.isClosed()).toBe(true);
    const next = await openPage(site.browser, site.server.url);
    expect(next.page).not.toBe(first.page);
    await next.context.close();
  });
});
