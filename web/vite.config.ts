import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { createLogger, defineConfig } from 'vite';
import { brandImages } from './scripts/brand-images.ts';
import { precompress } from './scripts/precompress.ts';
import { routerRejectionFix } from './scripts/router-rejection-fix.ts';

/**
 * React Router 7.18 starts Vite servers of its own with `envFile: false`, which Vite 8 reports as
 * deprecated, once per server (React Router 8 passes `envDir: false`: remix-run/react-router#15230).
 * Those started with this config are quiet here; the few React Router starts with its own logger
 * still print it.
 */
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!message.includes('The `envFile` option is deprecated')) warn(message, options);
};

export default defineConfig(({ isSsrBuild }) => ({
  customLogger: logger,
  plugins: [reactRouter(), routerRejectionFix(), brandImages(), precompress()],
  // `~/` is web/src, as in tsconfig.json: imports never climb three folders.
  resolve: { alias: [{ find: /^~\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  build: {
    // Hashed file names let the server cache assets immutably.
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    // The largest chunk is the slug module's transliteration table (any-ascii, ~550 kB, 220 kB
    // gzipped), which the admin's post and product forms load with import() when they open
    // (decision 0038): no public page loads it (web/test/bundle-budget.test.ts). The limit sits just
    // above it, so any other chunk this large is still reported.
    chunkSizeWarningLimit: 560,
    rolldownOptions: {
      checks: {
        // Brotli at quality 11 for every browser file (precompress) is most of a build's plugin time,
        // by choice: it is paid once per build, not per response.
        bundlerTimings: false,
        // FormEmbeds loads PublicForm lazily and the /forms page imports it: in the browser build it
        // is a chunk of its own that both share. The server's build holds every route in one bundle,
        // where a lazy import has nothing to split off, and says so about this one.
        ineffectiveDynamicImport: !isSsrBuild,
      },
    },
  },
}));
