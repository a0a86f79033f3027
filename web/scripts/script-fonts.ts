/**
 * Vite plugin: the font file a page in another script preloads, cut at build time from the npm
 * package's variable file (web/src/lib/script-fonts.ts says what is kept), so a Hindi page's first
 * paint waits for 72 kB, not the package's 121 kB (issue 36: Lighthouse 100 on Hindi pages). The cut
 * uses HarfBuzz's own subsetter (`subset-font`, WebAssembly: nothing to install or download), which
 * keeps the shaping rules a conjunct needs. The file is made once per package version, in
 * node_modules/.cache, and only when a build or the dev server first imports it.
 */
// Relative import: Vite bundles it into the config (the workspace package is raw TypeScript).

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEVANAGARI_FONT, keptText, type ScriptFontFile } from '../src/lib/script-fonts.ts';

const FONTS = [DEVANAGARI_FONT];
const require = createRequire(import.meta.url);

async function made(font: ScriptFontFile): Promise<string> {
  const source = require.resolve(font.source);
  const nodeModules = source.slice(0, source.lastIndexOf(`${path.sep}node_modules${path.sep}`) + 13);
  const original = await readFile(source);
  // Named by what it is cut from and how: a new package version or a new range makes a new file.
  const key = createHash('sha256')
    .update(original)
    .update(JSON.stringify([font.ranges, font.weights]))
    .digest('hex')
    .slice(0, 12);
  const name = `${path.basename(font.id, '.woff2')}-${key}.woff2`;
  // node_modules/.cache, or the system's temporary folder where node_modules may not be written to
  // (an image built by another user): made again there, never a failed build.
  const places = [path.join(nodeModules, '.cache', 'vyoma-fonts'), path.join(os.tmpdir(), 'vyoma-fonts')];
  const found = places.map((dir) => path.join(dir, name)).find((file) => existsSync(file));
  if (found) return found;
  const { default: subsetFont } = await import('subset-font');
  const cut = await subsetFont(original, keptText(font), {
    targetFormat: 'woff2',
    variationAxes: { wght: font.weights },
  });
  let failure: unknown;
  for (const dir of places) {
    const file = path.join(dir, name);
    try {
      await mkdir(dir, { recursive: true });
      // Written whole or not at all: a build stopped halfway never leaves half a font for the next.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, cut);
      await rename(partial, file);
      return file;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

export function scriptFonts(): Plugin {
  const files = new Map<string, Promise<string>>();
  const cut = (font: ScriptFontFile) => {
    if (!files.has(font.id)) files.set(font.id, made(font));
    return files.get(font.id)!;
  };
  return {
    name: 'vyoma-script-fonts',
    // Started with the first build (the browser's), whose bundler works on other threads meanwhile;
    // the server's build, which imports the file, then finds it made (3.5 s off a fresh build).
    buildStart() {
      for (const font of FONTS) cut(font).catch(() => {}); // a failure is reported where it is imported
    },
    async resolveId(id) {
      const [bare, query] = id.split('?');
      const font = FONTS.find((f) => f.id === bare);
      if (!font) return null;
      // Vite's own asset handling takes it from here: a hashed file in the build, its URL imported.
      return `${await cut(font)}${query ? `?${query}` : ''}`;
    },
  };
}
