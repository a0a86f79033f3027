/** Debian's Chromium driven by playwright-core (no downloaded browsers). */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { ADMIN } from './server.ts';

const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? CHROMIUM_PATHS.find((p) => existsSync(p));
  if (!executablePath)
    throw new Error('Chromium not found: apt-get install -y chromium (.ci/run does this).');
  return chromium.launch({
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
    ],
  });
}

export interface PageOptions {
  viewport?: keyof typeof VIEWPORTS;
  reducedMotion?: boolean;
  /** false: a browser with JavaScript turned off (the server-rendered HTML alone). */
  javaScript?: boolean;
}

/**
 * A fresh context and page. Collects console errors and CSP violations so tests can assert the page
 * ran cleanly: `problems()` lists them.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: () => string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
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
 * Waits until the server-rendered page has come alive: React has hydrated it and the lazy code of
 * the page (dropdowns, sections below the fold) has arrived. Before that, the HTML is all there but
 * clicks do nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
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

/** Opens a page of the site by its path, e.g. goto(page, '/contactUs'), and waits for hydration. */
export async function goto(page: Page, route: string): Promise<void> {
  await page.goto(route.startsWith('/') ? route : `/${route}`);
  await waitForHydration(page);
}

/** Logs in through the real /wp-admin screen and waits for the admin product list. */
export async function loginAsAdmin(page: Page, credentials = ADMIN): Promise<void> {
  await goto(page, '/wp-admin');
  await page.getByLabel('Username (email or phone)').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/admin\/products$/);
}
