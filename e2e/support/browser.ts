/** Debian's Chromium driven by playwright-core (no downloaded browsers). */
import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Download,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { ADMIN } from './server.ts';

/**
 * Debian's build of Chromium's headless shell first (package chromium-headless-shell: the same
 * source and version as its `chromium`, and what Playwright itself runs headless): no window,
 * omnibox or profile machinery around the same Blink and V8, so the browser stage took 4 min 28 s
 * against 5 min 16 s with the full browser (3 Dec 2026, idle, all 210 tests passing on both).
 * Without it, the full browser; CHROMIUM_PATH=/usr/bin/chromium runs the tests in that one.
 */
const CHROMIUM_PATHS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * Chromium reads only the last --disable-features it is given, and playwright-core passes its own
 * before ours: ours must repeat its list (`chromiumSwitches` in playwright-core; a test in
 * chromium-flags.test.ts fails when an upgrade adds to it). Without them, paint holding and the
 * media router came back and cost about a tenth of the browser's CPU in these tests.
 */
export const DISABLED_FEATURES = [
  // playwright-core's (its Windows- and Edge-only entries left out)
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // Ours: headless Chromium still builds its omnibox popups as WebUI pages, two renderers per
  // window, a fifth of the browser tests' CPU time for nothing anyone sees.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  // Chromium keeps a spare renderer started for the next page; a new context (each openPage) cannot
  // use the one started for another, so every context cost two renderer start-ups. Without it: one,
  // and a tenth less CPU per context opened (40 contexts: 7.3 s against 8.1 s, 3 Dec 2026).
  'SpareRendererForSitePerProcess',
];

function launchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH ?? CHROMIUM_PATHS.find((p) => existsSync(p));
  if (!executablePath)
    throw new Error(
      'Chromium not found: apt-get install -y chromium-headless-shell chromium (.ci/run does this).',
    );
  return {
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  };
}

/** A Chromium of this process's own. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/**
 * This worker's Chromium: launched by its first file and kept for the next ones (the browser project
 * runs with isolate: false, so this module and its browser outlive a file; playwright-core stops the
 * browser when the worker exits). One run-wide browser server that every file connected to cost more:
 * Vitest's main process relayed every protocol message between the workers and Chromium (4 Dec 2026:
 * about a tenth of the browser stage's CPU).
 */
let workerBrowser: Promise<Browser> | undefined;

export function connectBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser();
  // A browser that crashed or was closed is launched again for the next file.
  return workerBrowser.then((browser) => {
    if (browser.isConnected()) return browser;
    workerBrowser = launchBrowser();
    return workerBrowser;
  });
}

/**
 * Closes whatever a file opened in the worker's browser (every file's contexts are its own), kept
 * tabs too, but for the tabs of a server that outlives the file (`keep`: the run's shared server),
 * which are emptied and kept for the next file.
 */
export async function releaseBrowser(browser: Browser | undefined, keep?: string): Promise<void> {
  if (!browser) return;
  const keepOrigin = keep ? new URL(keep).origin : null;
  const kept = idleTabs(browser);
  if (!browser.isConnected()) {
    kept.splice(0);
    return;
  }
  const stale = kept.filter((tab) => tab.origin !== keepOrigin);
  for (const tab of stale) kept.splice(kept.indexOf(tab), 1);
  await Promise.all(stale.map((tab) => tab.close()));
  await Promise.all(
    browser.contexts().map((context) => {
      const tab = tabOf.get(context);
      if (!tab) return context.close();
      if (kept.includes(tab)) return undefined;
      return tab.origin === keepOrigin ? giveBack(browser, tab) : tab.close();
    }),
  );
}

/** The bytes of a download (the browser may run in another process, so there is no local path). */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface PageOptions {
  viewport?: keyof typeof VIEWPORTS;
  /**
   * The visitor prefers reduced motion (default true). Looping animations (the home page's logo
   * strip and hero slider, loading shimmers) paint frames for as long as a page is open, about a
   * sixth of the browser's CPU in these tests; a test of motion passes false.
   */
  reducedMotion?: boolean;
  /** false: a browser with JavaScript turned off (the server-rendered HTML alone). */
  javaScript?: boolean;
  /**
   * The browser string. Headless Chromium says "HeadlessChrome", which visit analytics (rightly)
   * takes for a robot: a test of counted visits sends an ordinary browser's.
   */
  userAgent?: string;
}

/**
 * A tab of the site's own: a fresh context and page, or one an earlier test closed, emptied (below).
 * Collects console errors and CSP violations so tests can assert the page ran cleanly: `problems()`
 * lists them. `context.close()` gives the tab back.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: () => string[] }> {
  const key = JSON.stringify([baseUrl, options.javaScript ?? true, options.userAgent ?? '']);
  const kept = idleTabs(browser);
  // The tab given back last: its renderer is the warmest, and a test that gives one back and opens
  // another gets the same one, whatever other files (on the shared server) left waiting.
  const index = kept.findLastIndex((tab) => tab.key === key);
  const tab = index >= 0 ? await reuseTab(kept.splice(index, 1)[0]!, options) : null;
  const { context, page } = tab ?? (await newTab(browser, baseUrl, key, options));
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !/Failed to load resource/.test(text)) problems.push(text);
    if (/Content[- ]Security[- ]Policy|Refused to/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems: () => problems };
}

/**
 * Tabs are kept for the next test (of the file, or of the next file on the run's shared server)
 * because a new one costs the browser about twice a page load in the same tab (a renderer process
 * started, the app's code compiled again: 0.64 CPU-s against 0.35 for a public page, 1.13 against
 * 0.62 for an admin one, 6 Dec 2026). A kept tab starts as a fresh one would, as far as a test can
 * tell: no cookies, storage, permissions or listeners, the viewport and motion asked for, the
 * previous document gone (it went to /healthz, in the same process: about:blank would start a new
 * one). The HTTP cache stays: the site's assets are immutable
 * and its pages are revalidated on every load. A tab whose test changed what cannot be undone (init
 * scripts, routes, a fake clock, offline, more tabs) is closed instead.
 */
interface Tab {
  key: string;
  context: BrowserContext;
  page: Page;
  origin: string;
  /** The test changed the tab in a way that cannot be undone. */
  spoilt: boolean;
  close: () => Promise<void>;
}

const idle = new WeakMap<Browser, Tab[]>();
/** Each tab's context, whose close() now gives the tab back, to its own close. */
const tabOf = new WeakMap<BrowserContext, Tab>();
const idleTabs = (browser: Browser): Tab[] => {
  const tabs = idle.get(browser) ?? [];
  idle.set(browser, tabs);
  return tabs;
};

/** What a test may do to a context or page that an emptied tab would still carry. */
const SPOILING_EITHER = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
];
const SPOILING = {
  context: [...SPOILING_EITHER, 'setGeolocation', 'setHTTPCredentials', 'setOffline', 'newPage'],
  page: SPOILING_EITHER,
};

/** The viewport and motion preference a test asked for (a kept tab is set to them again). */
const looks = (options: PageOptions) => ({
  viewport: VIEWPORTS[options.viewport ?? 'desktop'],
  reducedMotion: (options.reducedMotion ?? true) ? ('reduce' as const) : ('no-preference' as const),
});

async function newTab(browser: Browser, baseUrl: string, key: string, options: PageOptions) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    ...looks(options),
    javaScriptEnabled: options.javaScript ?? true,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  const close = context.close.bind(context);
  const tab: Tab = { key, context, page, origin: new URL(baseUrl).origin, spoilt: false, close };
  const spoilOn = (target: Record<string, unknown>, methods: readonly string[]) => {
    for (const method of methods) {
      const original = target[method] as (...args: unknown[]) => unknown;
      target[method] = (...args: unknown[]) => {
        tab.spoilt = true;
        return original.apply(target, args);
      };
    }
  };
  spoilOn(context as unknown as Record<string, unknown>, SPOILING.context);
  spoilOn(page as unknown as Record<string, unknown>, SPOILING.page);
  // A fake clock cannot be taken out again: any use of one spoils the tab.
  for (const owner of [page, context]) {
    const clock = owner.clock;
    Object.defineProperty(owner, 'clock', {
      get: () => {
        tab.spoilt = true;
        return clock;
      },
    });
  }
  context.close = async () => giveBack(browser, tab);
  tabOf.set(context, tab);
  return tab;
}

/** At most this many emptied tabs wait per browser (the oldest closes first). */
const MAX_IDLE_TABS = 4;

/** Keeps the tab for the next test when it can be emptied; closes it otherwise. */
async function giveBack(browser: Browser, tab: Tab): Promise<void> {
  const kept = idleTabs(browser);
  if (kept.includes(tab)) return;
  const pages = tab.context.pages();
  if (tab.spoilt || pages.length !== 1 || pages[0] !== tab.page || !browser.isConnected()) {
    await tab.close();
    return;
  }
  await tab.page.removeAllListeners();
  if (!(await emptyTab(tab))) return;
  kept.push(tab);
  if (kept.length > MAX_IDLE_TABS) await kept.shift()?.close();
}

/**
 * Empties a tab (see Tab): the page it was on is left for /healthz, so nothing of it runs while the
 * tab waits. False when it could not be emptied, and then it is closed.
 */
async function emptyTab(tab: Tab): Promise<boolean> {
  const { page, context } = tab;
  try {
    await page.mouse.move(0, 0);
    await page.goto(`${tab.origin}/healthz`);
    // Every origin's cookies (the site's own are also cleared below, with its storage of every kind,
    // session storage included).
    await context.clearCookies();
    await context.clearPermissions();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: tab.origin, storageTypes: 'all' });
    await cdp.detach();
    return true;
  } catch {
    await tab.close().catch(() => {});
    return false;
  }
}

/** A kept tab, at the viewport and motion asked for; null when it cannot be used, and then it is closed. */
async function reuseTab(tab: Tab, options: PageOptions): Promise<Tab | null> {
  try {
    const { viewport, reducedMotion } = looks(options);
    await tab.page.setViewportSize(viewport);
    await tab.page.emulateMedia({ reducedMotion });
    return tab;
  } catch {
    await tab.close().catch(() => {});
    return null;
  }
}

/**
 * Waits until the server-rendered page has come alive: React has hydrated it (the app marks <html
 * data-hydrated> after its first commit) and the lazy code of the page (dropdowns, the footer,
 * sections below the fold, the admin menu) has arrived: no Suspense boundary is left waiting, read
 * from React's fiber tree. Before that, the HTML is all there but clicks do nothing. Data a screen
 * fetches after that is waited for by waiting for what it shows.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(appSettled, null, { polling: SETTLED_POLL_MS });
}

/**
 * How often the page is asked whether it has settled: every 50 ms, not every frame (Playwright's
 * default), whose walk of the fiber tree and the frames it asks for cost the browser about 2 % of
 * the browser tests' CPU (six files: 113 CPU-s against 110, 5 Dec 2026).
 */
const SETTLED_POLL_MS = 50;

/**
 * In the page: hydrated, with no Suspense boundary waiting (read from React's fiber tree) and, given
 * a path, the router arrived there with nothing left to commit (a navigation's last render is a
 * transition, committed after the router's promise resolves).
 */
function appSettled(path: string | null): boolean {
  if (!document.documentElement.hasAttribute('data-hydrated')) return false;
  type Fiber = { tag: number; memoizedState: unknown; child: Fiber | null; sibling: Fiber | null };
  const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
  const container = key
    ? (document as unknown as Record<string, { stateNode?: { current?: Fiber; pendingLanes?: number } }>)[key]
    : undefined;
  const root = container?.stateNode?.current;
  if (!root) return false;
  if (path !== null) {
    const router = (
      window as unknown as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } }
    ).__reactRouterDataRouter;
    const target = new URL(path, location.href);
    if (location.pathname !== target.pathname || location.search !== target.search) return false;
    if (router?.state.navigation.state !== 'idle' || container?.stateNode?.pendingLanes !== 0) return false;
  }
  const SUSPENSE = 13; // React's tag for a <Suspense> fiber; its state is null once it shows its content.
  const stack: Fiber[] = [root];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    if (fiber.tag === SUSPENSE && fiber.memoizedState !== null) return false;
    if (fiber.child) stack.push(fiber.child);
    if (fiber.sibling) stack.push(fiber.sibling);
  }
  return true;
}

/**
 * Moves a hydrated page of the app to another of its paths through its router, as a click on one of
 * its links does (no new document: the code, the session and the injected checkers stay), and waits
 * until that screen is committed with its lazy code. For sweeps over many admin screens; a first
 * visit to a path is goto().
 */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    const router = (
      window as unknown as { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter;
    if (!router) throw new Error('this page has no React Router to navigate with');
    void router.navigate(to);
  }, route);
  await page.waitForFunction(appSettled, route, { polling: SETTLED_POLL_MS });
}

/**
 * Holds back the page's client entry (React and the router), as a slow phone connection would: the
 * server's HTML is on screen and can be typed into, but nothing has hydrated until release().
 */
export function holdPageCode(page: Page): { release: () => Promise<void> } {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const route = page.route('**/assets/entry.client-*.js', async (held) => {
    await gate;
    await held.continue();
  });
  return {
    async release() {
      await route;
      open();
    },
  };
}

/**
 * Opens a page of the site by its path, e.g. goto(page, '/contactUs'), and waits for hydration
 * (not for every image: the page works before they have all arrived).
 */
export async function goto(page: Page, route: string): Promise<void> {
  await page.goto(route.startsWith('/') ? route : `/${route}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

/**
 * Signs in through the API the login screen calls (the session cookie lands in the page's context,
 * as the screen's request would leave it), then opens `route`. For tests whose subject lies past the
 * login screen: the screen itself is tested in auth.test.ts, and going round it saves two page loads
 * per sign-in (about 0.8 CPU-seconds and 0.6 s each).
 */
export async function signInAt(page: Page, route: string, credentials = ADMIN): Promise<void> {
  const answer = await page
    .context()
    .request.post('/api/v1/login', { data: { email: credentials.email, password: credentials.password } });
  if (!answer.ok())
    throw new Error(`sign-in as ${credentials.email} failed: ${answer.status()} ${await answer.text()}`);
  await goto(page, route);
}

/** Logs in through the real /wp-admin screen and waits for the admin product list. */
export async function loginAsAdmin(page: Page, credentials = ADMIN): Promise<void> {
  await goto(page, '/wp-admin');
  await page.getByLabel('Username (email or phone)').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/admin\/products$/);
}
