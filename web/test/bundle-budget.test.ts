/**
 * Speed budget of the home route: the JavaScript and CSS a visitor downloads before the home page is
 * interactive (gzip level 9). The HTML is rendered on the server, so this code only hydrates it; lazy
 * chunks (below-the-fold sections, footer, admin menu, other pages) are excluded. Reads React
 * Router's asset manifest from the server build (`npm run build` runs before vitest in `npm test`);
 * WEB_DIST_DIR points it at another build folder.
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
/** The route modules a visitor to "/" loads: the document, the public layout and the home page. */
const HOME_ROUTES = ['root', 'routes/public-layout', 'routes/home'];
/** React DOM and React Router are about 105 kB of it. */
const JS_BUDGET = 118 * 1024;
const CSS_BUDGET = 8 * 1024;

function gzipSize(urlPath: string): number {
  return gzipSync(readFileSync(path.join(DIST, 'client', urlPath)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('home route first-load budget', () => {
  let jsFiles: string[] = [];
  let cssFiles: string[] = [];

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD))
      throw new Error(`${SERVER_BUILD} is missing: build the web app first (npm run build).`);
    const { assets } = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    const routes = HOME_ROUTES.map((id) => {
      const route = assets.routes[id];
      if (!route) throw new Error(`the manifest has no route ${id}`);
      return route;
    });
    // The client entry and each route module with its static imports. (Routes are discovered
    // lazily, so the full route manifest file is never loaded: the page inlines its own part.)
    jsFiles = [
      ...new Set([
        assets.entry.module,
        ...assets.entry.imports,
        ...routes.flatMap((r) => [r.module, ...(r.imports ?? [])]),
      ]),
    ];
    cssFiles = [...new Set(routes.flatMap((r) => r.css ?? []))];
  });

  it('keeps the below-the-fold sections, the footer and the admin menu out of the first load', () => {
    for (const lazy of ['BelowFold', 'Footer', 'AdminMenu', 'NavDropdown'])
      expect(
        jsFiles.filter((file) => path.basename(file).startsWith(`${lazy}-`)),
        lazy,
      ).toEqual([]);
  });

  it(`keeps first-load JavaScript under ${kb(JS_BUDGET)} gzipped`, () => {
    const sizes = jsFiles.map((file) => [file, gzipSize(file)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.log(
      `home first-load JS: ${kb(total)} gz of ${kb(JS_BUDGET)}\n${sizes.map(([f, s]) => `  ${kb(s).padStart(9)}  ${f}`).join('\n')}`,
    );
    expect(total).toBeLessThan(JS_BUDGET);
  });

  it(`keeps first-load CSS under ${kb(CSS_BUDGET)} gzipped`, () => {
    const total = cssFiles.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`home first-load CSS: ${kb(total)} gz of ${kb(CSS_BUDGET)} (${cssFiles.join(', ')})`);
    expect(total).toBeLessThan(CSS_BUDGET);
  });
});
