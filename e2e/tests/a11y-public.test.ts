/**
 * Every public page and the login page at desktop and phone width (of the service detail pages, the
 * first of each shape, see `checkedAt`): no serious or critical axe violations, no
 * HTML_CodeSniffer (WCAG 2 AA) errors (it reads markup, the same at both widths), no console errors
 * and no CSP violations, one of each head tag after hydration, and
 * each hydrates without an error or a warning in the console (a hydration mismatch, a preload never
 * used). Includes a seeded blog, a seeded product, a seeded job opening, the cart, the 404 page and
 * site search (results and none).
 */
import { APP_SERVICE_SLUGS, PAGE, PUBLIC_STATIC_PATHS, WEB_DEVELOPMENT_SLUGS } from '@vyoma/contract';
import { beforeAll, describe, it } from 'vitest';
import { htmlcsErrors, seriousA11yViolations } from '../support/a11y.ts';
import { goto, openPage, VIEWPORTS } from '../support/browser.ts';
import { demoItems } from '../support/demo.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
const routes: string[] = [
  ...PUBLIC_STATIC_PATHS,
  PAGE.login,
  PAGE.cart,
  `${PAGE.search}?q=app+development`,
  `${PAGE.search}?q=zqxjv`,
];

beforeAll(async () => {
  const { blog, product, job } = await demoItems(site.server.url);
  routes.push(
    PAGE.blog(blog.slug),
    PAGE.product(product.slug),
    PAGE.careerOpening(job.slug),
    '/no-such-page',
  );
});

/** What a page's head has once (checked on the pages of the spec, after hydration). */
const HEAD_ONCE = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property="og:title"]',
  'meta[property="og:url"]',
  'meta[name="twitter:card"]',
];

/**
 * The service detail pages: fourteen seeded pages of two shapes (web-development detail, app
 * service), which differ only in their words. The first of each is checked at both widths; the others'
 * markup, block for block, is pinned by the golden HTML of every seeded page
 * (web/test/seeded-pages.test.ts), so a page load each here would check the same markup again.
 */
const details = [
  WEB_DEVELOPMENT_SLUGS.map(PAGE.webDevelopmentDetail),
  APP_SERVICE_SLUGS.map(PAGE.appService),
];
const checkedAt = (route: string): boolean => {
  const template = details.find((paths) => (paths as string[]).includes(route));
  return !template || (template as string[]).indexOf(route) === 0;
};

/**
 * Each route is loaded once, at the desktop width, and checked; then the same document is narrowed to a
 * phone's width and checked again by axe. The server sends every width the same HTML, so the narrowed
 * page is what a phone lays out (its CSS, its media queries, the components that follow the width); a
 * load per width cost the run a page load, a hydration and axe's injection per route (the sweep took
 * 42 CPU-seconds so, 35 now, 6 Dec 2026). Pages loaded at a phone's width from the start are other tests'
 * (the home page, a post, the careers and contact pages, the forms).
 */
describe('public pages', () => {
  it('pass axe at desktop and phone width and HTML_CodeSniffer, and run cleanly, on every route', async ({
    expect,
  }) => {
    const failures: string[] = [];
    // One tab goes from route to route (each a full page load), as a visitor would. Reduced motion:
    // a block that rises in as it scrolls into view (axe scrolls to measure) was caught half
    // transparent, failing contrast at random; its colours when still are the ones that count.
    const { page, context, problems } = await openPage(site.browser, site.server.url, {
      viewport: 'desktop',
      reducedMotion: true,
    });
    let reported = 0;
    // Warnings count from the start of a page load until it has hydrated; the checkers' own
    // warnings, after that, do not.
    const warnings: string[] = [];
    let loading = false;
    page.on('console', (message) => {
      if (loading && message.type() === 'warning') warnings.push(message.text());
    });
    for (const route of routes.filter(checkedAt)) {
      let at: keyof typeof VIEWPORTS = 'desktop';
      try {
        await page.setViewportSize(VIEWPORTS.desktop);
        warnings.length = 0;
        loading = true;
        await goto(page, route);
        // Ready (goto waited for the lazy sections too): the page heading and the footer are in.
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        await page.getByRole('contentinfo').waitFor();
        loading = false;
        for (const warning of warnings) failures.push(`${route}: console warning: ${warning}`);
        for (const v of await seriousA11yViolations(page))
          failures.push(`${at} ${route}: ${v.id} (${v.impact}) ${v.help} → ${v.targets.join(' | ')}`);
        // HTML_CodeSniffer reads the markup, the same at both widths.
        for (const e of await htmlcsErrors(page))
          failures.push(`${route}: htmlcs ${e.code}: ${e.message} → ${e.element}`);
        const h1s = await page.locator('h1').count();
        if (h1s !== 1) failures.push(`${route}: ${h1s} h1 elements (want exactly one)`);
        // Hydrated, the page's head still has one of each (React's metadata, not a second copy).
        if ((PUBLIC_STATIC_PATHS as readonly string[]).includes(route))
          for (const selector of HEAD_ONCE) {
            const count = await page.locator(selector).count();
            if (count !== 1) failures.push(`${route}: ${count} × ${selector} (want one)`);
          }
        at = 'phone';
        await page.setViewportSize(VIEWPORTS.phone);
        for (const v of await seriousA11yViolations(page))
          failures.push(`${at} ${route}: ${v.id} (${v.impact}) ${v.help} → ${v.targets.join(' | ')}`);
      } catch (error) {
        failures.push(`${at} ${route}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
      for (const problem of problems().slice(reported)) failures.push(`${route}: console: ${problem}`);
      reported = problems().length;
    }
    await context.close();
    expect(failures).toEqual([]);
  }, 300_000);
});
