/**
 * Speed budget of the public pages: the JavaScript and CSS a visitor downloads before a page is
 * interactive (gzip level 9). The HTML is rendered on the server, so this code only hydrates it; lazy
 * chunks (below-the-fold sections, footer, admin menu, the enquiry form's checks, other pages) are
 * excluded. Reads React Router's asset manifest from the server build (`npm run build` runs before
 * vitest in `npm test`); WEB_DIST_DIR points it at another build folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';

const DIST =
  process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const SERVER_BUILD = path.join(DIST, 'server/index.js');
/**
 * The pages `npm run bench` measures with Lighthouse: their route module and JavaScript budget in kB
 * (what each reaches today, plus under 1.5 kB). React DOM and React Router are about 105 kB of every page;
 * the contact page adds its form library.
 */
const PAGES: Record<string, { route: string; jsKb: number }> = {
  '/': { route: 'routes/home', jsKb: 119 },
  '/webdevelopment': { route: 'routes/web-development', jsKb: 132 },
  '/appdevelopment/flutter-app-development': { route: 'service/flutter-app-development', jsKb: 129 },
  '/products': { route: 'routes/products', jsKb: 125 },
  '/product/{id}': { route: 'routes/product', jsKb: 126 },
  '/blog/{id}': { route: 'routes/blog', jsKb: 121 },
  '/contactUs': { route: 'routes/contact', jsKb: 139 },
  '/careers': { route: 'routes/careers', jsKb: 121 },
  '/backOfficeServices': { route: 'blog-service/backOffice', jsKb: 122 },
};
/** Every public page also loads the document and the public layout. */
const SHARED_ROUTES = ['root', 'routes/public-layout'];
const CSS_BUDGET = 7 * 1024;

function gzipSize(urlPath: string): number {
  // React Router marks some stylesheets with a trailing "#"; the file is the same.
  const file = urlPath.replace(/#.*$/, '');
  return gzipSync(readFileSync(path.join(DIST, 'client', file)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('public pages first-load budget', () => {
  const firstLoad = new Map<string, { js: string[]; css: string[] }>();

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD))
      throw new Error(`${SERVER_BUILD} is missing: build the web app first (npm run build).`);
    const { assets } = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    for (const [page, { route: routeId }] of Object.entries(PAGES)) {
      const routes = [...SHARED_ROUTES, routeId].map((id) => {
        const route = assets.routes[id];
        if (!route) throw new Error(`the manifest has no route ${id}`);
        return route;
      });
      // The client entry and each route module with its static imports. (Routes are discovered
      // lazily, so the full route manifest file is never loaded: the page inlines its own part.)
      const js = new Set([
        assets.entry.module,
        ...assets.entry.imports,
        ...routes.flatMap((r) => [r.module, ...(r.imports ?? [])]),
      ]);
      const css = new Set(routes.flatMap((r) => r.css ?? []));
      firstLoad.set(page, { js: [...js], css: [...css] });
    }
  });

  const jsOf = (page: string) => firstLoad.get(page)?.js ?? [];

  it('keeps the below-the-fold sections, the footer and the admin menu out of the first load', () => {
    for (const page of Object.keys(PAGES))
      for (const lazy of ['BelowFold', 'Footer', 'AdminMenu', 'NavDropdown'])
        expect(
          jsOf(page).filter((file) => path.basename(file).startsWith(`${lazy}-`)),
          `${lazy} on ${page}`,
        ).toEqual([]);
  });

  it('keeps zod and the form library out of the contact page until the visitor starts on the form', () => {
    const chunks = jsOf('/contactUs').map((file) => readFileSync(path.join(DIST, 'client', file), 'utf8'));
    // zod's own error text, present in any chunk that carries zod.
    expect(chunks.filter((code) => code.includes('Invalid input'))).toEqual([]);
  });

  it.each(Object.keys(PAGES))('keeps first-load JavaScript of %s within its budget', (page) => {
    const budget = (PAGES[page]?.jsKb ?? 0) * 1024;
    const sizes = jsOf(page).map((file) => [file, gzipSize(file)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.log(
      `${page} first-load JS: ${kb(total)} gz of ${kb(budget)}\n${sizes.map(([f, s]) => `  ${kb(s).padStart(9)}  ${f}`).join('\n')}`,
    );
    expect(total).toBeLessThan(budget);
  });

  it.each(Object.keys(PAGES))(`keeps first-load CSS of %s under ${kb(CSS_BUDGET)} gzipped`, (page) => {
    const css = firstLoad.get(page)?.css ?? [];
    const total = css.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`${page} first-load CSS: ${kb(total)} gz of ${kb(CSS_BUDGET)} (${css.join(', ')})`);
    expect(total).toBeLessThan(CSS_BUDGET);
  });
});
