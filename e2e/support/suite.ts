/**
 * The fixture every browser test file shares: a real server and the worker's Chromium,
 * ready before the file's tests and released after them.
 *
 *   const site = useSite();                  // the run's shared server with the demo content
 *   const site = useSite({ seed: false, env: { … } });  // a server of this file's own
 *   const site = useSite({ ownServer: true });          // the demo content, on a server of its own
 *   const site = useSite(async () => ({ env: { SMTP_URL: smtp.url } }));  // options known only later
 *   const { page } = await openPage(site.browser, site.server.url);
 *
 * A plain useSite() shares one server (started once per run, global-setup.ts) with the other files
 * that use it, two of them at a time. Such a file must therefore not rely on a pristine database:
 * it makes its own, uniquely named data, never counts or orders what other files may add (enquiries,
 * sessions, audit entries), and changes nothing another file reads (site-wide settings, the home
 * section, the demo products, blogs and categories, the admin's password). A file that needs any of
 * that asks for its own server; any option but none does (a copy of the run's data folder: a few
 * seconds, no initdb or seeding).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectBrowser, releaseBrowser } from './browser.ts';
import { type RunningServer, type StartOptions, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared server (global-setup.ts). */
    e2eShared?: { url: string; port: number; dataDir: string };
  }
}

export interface Site {
  server: RunningServer;
  browser: Browser;
}

export interface SiteOptions extends StartOptions {
  /** A server of this file's own, with the demo content (for files that change what others read). */
  ownServer?: boolean;
}

/** The shared server as this file sees it: it outlives the file, so stop() leaves it running. */
function sharedServer(): RunningServer | null {
  const shared = inject('e2eShared');
  if (!shared) return null;
  return {
    url: shared.url,
    port: shared.port,
    dataDir: shared.dataDir,
    output: () => "(the shared server's output is printed at the end of the run)",
    stop: async () => {},
  };
}

/** Options as a function are read in the fixture's beforeAll, after the file's earlier beforeAll hooks. */
export function useSite(options: SiteOptions | (() => StartOptions | Promise<StartOptions>) = {}): Site {
  const site = {} as Site;
  let onShared = false;
  beforeAll(async () => {
    const resolved = typeof options === 'function' ? await options() : options;
    const { ownServer, ...start } = resolved as SiteOptions;
    const plain = typeof options !== 'function' && !ownServer && Object.keys(start).length === 0;
    const shared = plain ? sharedServer() : null;
    onShared = shared !== null;
    [site.server, site.browser] = await Promise.all([shared ?? startServer(start), connectBrowser()]);
  });
  afterAll(async () => {
    // The shared server outlives the file: its tabs are kept for the next file.
    await releaseBrowser(site.browser, onShared ? site.server.url : undefined);
    await site.server?.stop();
  });
  return site;
}
