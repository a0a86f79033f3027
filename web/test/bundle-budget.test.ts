/**
 * Speed budget of the home route: the JavaScript and CSS a visitor downloads before the home page can
 * show (gzip level 9). Lazy chunks (dynamic imports: below-the-fold sections, footer, other pages)
 * are excluded. Reads the Vite manifest of the build (`npm run build` runs before vitest in
 * `npm test`); WEB_DIST_DIR points it at another build folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST =
  process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const HOME_PAGE = 'src/features/home/pages/HomePage.tsx';
const JS_BUDGET = 120 * 1024;
const CSS_BUDGET = 30 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function loadManifest(): Manifest {
  if (!existsSync(MANIFEST))
    throw new Error(
      `${MANIFEST} is missing: build the web app first (npm run build; vite.config.ts sets build.manifest).`,
    );
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

/** The chunk keys loaded with `roots`: the roots and their static imports, transitively. */
function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('home route first-load budget', () => {
  const manifest = loadManifest();
  const keys = staticClosure(manifest, ['index.html', HOME_PAGE]);
  const jsFiles = [...new Set(keys.map((key) => manifest[key]!.file))];
  const cssFiles = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))];

  it('loads the entry and the home page chunk statically', () => {
    expect(manifest['index.html']?.isEntry).toBe(true);
    expect(manifest['index.html']?.dynamicImports).toContain(HOME_PAGE);
    // Below-the-fold sections, the footer and the admin menu stay out of the first load.
    for (const lazy of [
      'src/features/home/components/BelowFold.tsx',
      'src/components/layout/Footer.tsx',
      'src/components/layout/AdminMenu.tsx',
    ]) {
      expect(manifest[lazy], `${lazy} is its own chunk`).toBeDefined();
      expect(keys).not.toContain(lazy);
    }
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
