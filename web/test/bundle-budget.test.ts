/**
 * Speed budget of the public pages: the JavaScript and CSS a visitor downloads before a page is
 * interactive (gzip level 9). The HTML is rendered on the server, so this code only hydrates it; lazy
 * chunks (below-the-fold sections, footer, admin menu, the enquiry form's checks, other pages) are
 * excluded. Reads React Router's asset manifest from the server build (`npm run build` runs before
 * vitest in `npm test`); WEB_DIST_DIR points it at another build folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEASURED_PAGES } from '../../testkit/measured-pages.ts';

const DIST =
  process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const SERVER_BUILD = path.join(DIST, 'server/index.js');
/** Every public page also loads the document and the public layout. */
const SHARED_ROUTES = ['root', 'routes/public-layout'];
/**
 * 7 kB, plus the header's search box (issue 17, 0.2 kB on every page). The home page's slider and
 * picker styles became files of their own when they became blocks (issue 35: a page links the files
 * of the kinds it shows), which costs the home page 0.5 kB of compression across files: 8 kB.
 */
const CSS_BUDGET = 8 * 1024;

/** Each file's size once: every page shares the entry, React and the layouts. */
const gzipSizes = new Map<string, number>();
function gzipSize(urlPath: string): number {
  // React Router marks some stylesheets with a trailing "#"; the file is the same.
  const file = urlPath.replace(/#.*$/, '');
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, 'client', file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('public pages first-load budget', () => {
  const firstLoad = new Map<string, { js: string[]; css: string[] }>();

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD))
      throw new Error(`${SERVER_BUILD} is missing: build the web app first (npm run build).`);
    const { assets } = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    for (const { path: page, route: routeId } of MEASURED_PAGES) {
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
    for (const { path: page } of MEASURED_PAGES)
      for (const lazy of ['BelowFold', 'Footer', 'AdminMenu', 'NavDropdown'])
        expect(
          jsOf(page).filter((file) => path.basename(file).startsWith(`${lazy}-`)),
          `${lazy} on ${page}`,
        ).toEqual([]);
  });

  it('keeps zod and the form library out of the contact page until the visitor starts on the form', () => {
    // The page's first load and its contact form's island, which loads with it (hydrate: 'load'):
    // the island's chunk and every chunk it imports.
    const island = readdirSync(path.join(DIST, 'client/assets')).find(
      (f) => f.startsWith('ContactFormIsland-') && f.endsWith('.js'),
    );
    expect(island, 'the contact form island’s chunk').toBeDefined();
    const files = new Set(jsOf('/contactUs').map((file) => path.basename(file)));
    for (const pending = [island!]; pending.length > 0; ) {
      const file = pending.pop()!;
      if (files.has(file) && file !== island) continue;
      files.add(file);
      const code = readFileSync(path.join(DIST, 'client/assets', file), 'utf8');
      for (const [, next] of code.matchAll(/\bfrom\s*"\.\/([^"]+\.js)"/g)) pending.push(next!);
    }
    const chunks = [...files].map((file) => readFileSync(path.join(DIST, 'client/assets', file), 'utf8'));
    // zod's own error text, present in any chunk that carries zod.
    expect(chunks.filter((code) => code.includes('Invalid input'))).toEqual([]);
  });

  it('carries no Hindi in any public script: another language’s texts come with its pages (issue 36)', async () => {
    const { assets } = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    const publicRoutes = Object.values(assets.routes).filter((r) => r && !r.id.startsWith('admin'));
    expect(publicRoutes.map((r) => r!.id)).toContain('cart');
    const files = new Set([
      assets.entry.module,
      ...assets.entry.imports,
      ...publicRoutes.flatMap((r) => [r!.module, ...(r!.imports ?? [])]),
    ]);
    const devanagari = /[\u0900-\u097F]/;
    expect(
      [...files].filter((file) => devanagari.test(readFileSync(path.join(DIST, 'client', file), 'utf8'))),
    ).toEqual([]);
  });

  it.each(MEASURED_PAGES)(
    'keeps first-load JavaScript of $path within its budget',
    ({ path: page, jsKb }) => {
      const budget = jsKb * 1024;
      const sizes = jsOf(page).map((file) => [file, gzipSize(file)] as const);
      const total = sizes.reduce((sum, [, size]) => sum + size, 0);
      console.log(
        `${page} first-load JS: ${kb(total)} gz of ${kb(budget)}\n${sizes.map(([f, s]) => `  ${kb(s).padStart(9)}  ${f}`).join('\n')}`,
      );
      expect(total).toBeLessThan(budget);
    },
  );

  it.each(MEASURED_PAGES)(
    `keeps first-load CSS of $path under ${kb(CSS_BUDGET)} gzipped`,
    ({ path: page }) => {
      const css = firstLoad.get(page)?.css ?? [];
      const total = css.reduce((sum, file) => sum + gzipSize(file), 0);
      console.log(`${page} first-load CSS: ${kb(total)} gz of ${kb(CSS_BUDGET)} (${css.join(', ')})`);
      expect(total).toBeLessThan(CSS_BUDGET);
    },
  );
});
