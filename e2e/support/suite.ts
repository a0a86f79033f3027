/**
 * The fixture every browser test file shares: a real server (its own data folder, demo content) and
 * Debian's Chromium, started before the file's tests and stopped after them.
 *
 *   const site = useSite();                  // or useSite({ seed: false, env: { … } })
 *   const site = useSite(async () => ({ env: { SMTP_URL: smtp.url } }));  // options known only later
 *   const { page } = await openPage(site.browser, site.server.url);
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, type StartOptions, startServer } from './server.ts';

export interface Site {
  server: RunningServer;
  browser: Browser;
}

/** Options as a function are read in the fixture's beforeAll, after the file's earlier beforeAll hooks. */
export function useSite(options: StartOptions | (() => StartOptions | Promise<StartOptions>) = {}): Site {
  const site = {} as Site;
  beforeAll(async () => {
    const resolved = typeof options === 'function' ? await options() : options;
    [site.server, site.browser] = await Promise.all([startServer(resolved), launchBrowser()]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
