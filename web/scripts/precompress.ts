/**
 * Vite plugin: writes brotli (.br) and gzip (.gz) copies of the browser files at build time, so the
 * server sends them ready-made (@fastify/static `preCompressed`) instead of compressing every
 * response again. Already-compressed formats (images, fonts) are left alone.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'vyoma-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    closeBundle() {
      // A failed build writes nothing: leave its own error as the one printed.
      if (serverBuild || !existsSync(outDir)) return;
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
