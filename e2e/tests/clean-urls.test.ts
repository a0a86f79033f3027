/**
 * Clean URLs (issue: server-rendered pages): an old #/ link of the spec lands on its clean URL and
 * shows the same page (one head script does it for every path, so a path of each shape is tried),
 * and in-app navigation never reloads the document. That every public page hydrates without an
 * error or a warning is checked by the accessibility sweep (a11y-public), which loads each of them
 * at two widths anyway.
 */
import {
  ADMIN_PAGE,
  APP_SERVICE_SLUGS,
  type Blog,
  PAGE,
  type Product,
  WEB_DEVELOPMENT_SLUGS,
} from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, loginAsAdmin, openPage, waitForHydration } from '../support/browser.ts';
import { demoItems } from '../support/demo.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
let blog: Blog;
let product: Product;

beforeAll(async () => {
  ({ blog, product } = await demoItems(site.server.url));
});

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** The page's path and h1 (what "the same page" means here). */
async function pageIdentity(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname + url.search, h1: await page.locator('h1').first().textContent() };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The same for the server's HTML of a path, read without a browser (the first h1's text). */
async function serverIdentity(path: string) {
  const res = await fetch(`${site.server.url}${path}`);
  const url = new URL(res.url);
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await res.text())?.[1];
  const h1 =
    inner === undefined
      ? null
      : inner
          .replace(/<[^>]*>/g, '')
          .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
            e[0] === '#'
              ? String.fromCodePoint(Number.parseInt(e.slice(e[1] === 'x' ? 2 : 1), e[1] === 'x' ? 16 : 10))
              : (ENTITIES[e] ?? m),
          );
  return { path: url.pathname + url.search, h1 };
}

describe('old #/ links', () => {
  it('land the public routes of the spec on their clean URLs, showing the same page', {
    timeout: 180_000,
  }, async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    // The head script maps any #/path to /path alike: one route of each shape (a page, a nested page,
    // each route module's pages, a spelling in other letter case, an item, a query) stands for all.
    const routes = [
      PAGE.home,
      PAGE.services,
      PAGE.webDevelopmentDetail(WEB_DEVELOPMENT_SLUGS[0]),
      PAGE.appService(APP_SERVICE_SLUGS[0]),
      PAGE.ai,
      PAGE.backOffice,
      PAGE.privacy,
      PAGE.careers,
      '/ContactUs',
      PAGE.blog(blog.slug),
      PAGE.product(product.slug),
      '/products?keyword=seo&page=1',
    ];
    // The server's HTML is what is compared: no need to wait for every image.
    const loaded = { waitUntil: 'domcontentloaded' } as const;
    for (const route of routes) {
      // What the clean URL shows (the server's HTML: what a browser shows at first)…
      const clean = await serverIdentity(route);
      expect(clean.h1, route).toBeTruthy();
      // …is what the old hash link shows, at the clean URL (opened from another page, it is a new load).
      await page.goto(`/#${route}`, loaded);
      await page.waitForURL((url) => url.hash === '' && `${url.pathname}${url.search}` === route, loaded);
      expect(await pageIdentity(page), route).toEqual(clean);
    }
    // Followed from a page of the site, an old link only changes the hash: it lands all the same.
    await goto(page, '/');
    await page.evaluate(() => {
      location.hash = '#/careers';
    });
    await page.waitForURL(/\/careers$/);
    expect((await pageIdentity(page)).h1).toBe('Join Our Team');
    await context.close();
  });

  it('an old id address of a post or product, and its #/ link, land on the slug URL (301)', async () => {
    const { _id: id, slug } = blog;
    const moved = await fetch(`${site.server.url}/blog/${id}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(PAGE.blog(slug));
    const { page, context } = await openPage(site.browser, site.server.url);
    await page.goto(`/#/blog/${id}`, { waitUntil: 'domcontentloaded' });
    await page.waitForURL((url) => url.pathname === PAGE.blog(slug) && url.hash === '');
    expect(await page.locator('h1').first().textContent()).toBe(blog.title);
    await context.close();
  });

  it('never paints the home page on the way (the redirect runs before anything renders)', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    // In every document of the tab, note each h1 that could be painted (the page is not hidden).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const h1 = document.querySelector('h1');
        if (!h1 || document.documentElement.style.visibility === 'hidden') return;
        const seen = JSON.parse(sessionStorage.getItem('seenH1') ?? '[]') as string[];
        if (seen.at(-1) !== h1.textContent)
          sessionStorage.setItem('seenH1', JSON.stringify([...seen, h1.textContent]));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/#/careers');
    await page.waitForURL(/\/careers$/);
    await waitForHydration(page);
    const seen = await page.evaluate(() => JSON.parse(sessionStorage.getItem('seenH1') ?? '[]') as string[]);
    expect(seen).toEqual(['Join Our Team']);
    await context.close();
  });

  it('never lead to another site: a #// link, or one whose path normalises to //, lands on the home page', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    const origin = new URL(site.server.url).origin;
    // Nothing leaves the machine: a request for another origin is noted and answered here.
    const offSite: string[] = [];
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        offSite.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<h1>Another site</h1>' });
      },
    );
    await goto(page, PAGE.home);
    const home = await pageIdentity(page);
    const links = [
      '/#//evil.example/phish',
      '/#/\\evil.example',
      '/contactUs#//evil.example',
      // Dot segments the URL parser removes, leaving a path that starts with `//` (issue 25).
      '/#/./\\evil.example',
      '/#/../\\evil.example',
      '/#/.//evil.example/phish',
      '/#/a/..//evil.example',
      '/#/%2e/\\evil.example',
    ];
    for (const link of links) {
      await page.goto(link);
      // Settled: back home without the hash, or (the fault) on another site.
      await page.waitForURL((url) => url.origin !== origin || (url.pathname === '/' && url.hash === ''));
      expect(new URL(page.url()).origin, link).toBe(origin);
      expect(await pageIdentity(page), link).toEqual(home);
    }
    expect(offSite).toEqual([]);
    await context.close();
  });

  it('land the admin routes of the spec on their clean URLs, behind the guard', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    // Signed out: the guard at the clean URL sends the visitor to the login (spec §2.8).
    await page.goto(`/#${ADMIN_PAGE.products}`);
    await page.waitForURL(/\/wp-admin$/);
    await loginAsAdmin(page);
    // Each old link is sent on to its clean URL (the head script does it before anything renders:
    // the clean document's start is the answer)…
    // The same script for every path: a path of each shape (a list, an item's screen, nested).
    for (const route of [ADMIN_PAGE.products, ADMIN_PAGE.editBlog(SAMPLE_ID), ADMIN_PAGE.enquiryReport]) {
      await page.goto(`/#${route}`, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === route && url.hash === '', { waitUntil: 'commit' });
    }
    // …and each clean URL is a screen of the admin, not the page-not-found route: every one is a route
    // of the table (web/test/route-table.test.ts), and the accessibility sweep loads each in full.
    await goto(page, ADMIN_PAGE.enquiryReport);
    // On screen, with its heading.
    await page.locator('main h1').first().waitFor();
    expect(problems()).toEqual([]);
    await context.close();
  });
});

describe('in-app navigation', () => {
  it('moves between pages without reloading the document', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await goto(page, PAGE.home);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    await page.locator('.product-card a').first().click();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
    await nav.getByRole('link', { name: 'Contact Us', exact: true }).click();
    await page.waitForURL(/\/contactUs$/);
    // A page of blocks shows once its blocks' stylesheets are in (React holds the commit for them,
    // after the address has changed): wait for the page itself, as a reader would.
    await page.getByRole('heading', { level: 1, name: "Let's talk about your project" }).waitFor();
    await page.goBack();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // The document's metadata follows the page.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${site.server.url}${new URL(page.url()).pathname}`,
    );
    expect(problems()).toEqual([]);
    await context.close();
  });
});
