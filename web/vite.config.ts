import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { brandImages } from './scripts/brand-images.ts';
import { precompress } from './scripts/precompress.ts';
import { routerRejectionFix } from './scripts/router-rejection-fix.ts';

export default defineConfig({
  plugins: [reactRouter(), routerRejectionFix(), brandImages(), precompress()],
  // `~/` is web/src, as in tsconfig.json: imports never climb three folders.
  resolve: { alias: [{ find: /^~\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  build: {
    // Hashed file names let the server cache assets immutably.
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
