/**
 * The fixture every browser test file shares: a real server (its own data folder, demo content) and
 * Debian's Chromium, started before the file's tests and stopped after them.
 *
 *   const site = useSite();                  // or useSite({ seed: false, env: { … } })
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

export function useSite(options: StartOptions = {}): Site {
  const site = {} as Site;
  beforeAll(async () => {
    [site.server, site.browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
