import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { createLogger, defineConfig } from 'vite';
import { brandImages } from './scripts/brand-images.ts';
import { precompress } from './scripts/precompress.ts';
import { routerRejectionFix } from './scripts/router-rejection-fix.ts';
import { scriptFonts } from './scripts/script-fonts.ts';

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

/** The modules of the `shell` chunk below (React's and React Router's come with them). */
const SHELL_MODULES =
  /\/(web\/src\/(lib\/(session|publicUrl|siteSettings|visit|pageView|useMenuPanel|texts)\.ts|components\/(layout\/(Logo|icons|NavDropdown)\.tsx|motion\/\w+\.ts|ui\/Loader\.tsx|seo\/(Seo\.tsx|retitle\.ts))|app\/retry\.ts|blocks\/static-html\.ts)|contract\/src\/(page-shell|page-views|site-settings|language-rules|texts\/en\/shell)\.ts)$/;
/** Files every page has loaded before any lazy import runs. */
const FIRST_LOAD = /(^|\/)assets\/(shell|preload-helper|entry\.client|react-dom)-[\w-]+\.js$/;
/** The admin's lazy parts that public pages' code imports (for staff only). */
const STAFF_ONLY = /(^|\/)assets\/(AdminShell|AdminMenu)-[\w-]+\.js$/;

/**
 * React Router 7 publishes a production build beside its development one, but its package's exports
 * name only the development one (remix-run/react-router#14102): the two differ in one constant,
 * ENABLE_DEV_WARNINGS, which keeps the development warnings' code in every visitor's script. The
 * browser's build takes the production files (the dev server keeps the warnings; the server's build
 * keeps what Node resolves: its warnings go to the log, and it must share one copy of the router
 * with @react-router/node).
 */
const routerDist = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  customLogger: logger,
  plugins: [reactRouter(), routerRejectionFix(), brandImages(), scriptFonts(), precompress()],
  // `~/` is web/src, as in tsconfig.json: imports never climb three folders.
  resolve: {
    alias: [
      { find: /^~\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? ROUTER_PRODUCTION : []),
    ],
  },
  // The server's build bundles the icon packages' icons it uses, as the browser's does: imported whole
  // from node_modules, their every icon cost each server start a third of a CPU-second.
  ssr: { noExternal: ['lucide-react', 'simple-icons', '@tanstack/react-query', '@tanstack/query-core'] },
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
    modulePreload: {
      // A lazy import lists the files its code needs, to fetch them at once; those every page has
      // loaded first (the shell above) need no listing, and the admin's own lazy parts (for staff
      // only) list only their styles: their lists were a kilobyte of every visitor's first script.
      resolveDependencies: (file, deps) =>
        STAFF_ONLY.test(file)
          ? deps.filter((d) => d.endsWith('.css'))
          : deps.filter((d) => !FIRST_LOAD.test(d)),
    },
    rolldownOptions: {
      // The browser's files only: the server's build is one bundle.
      output: isSsrBuild
        ? {}
        : {
            advancedChunks: {
              groups: [
                // What every public page runs first, one file (React and React Router come with it): the
                // header's, the page views' and the head tags' small modules, each a file of its own
                // before, with its own imports and gzip header (issue 35: the home page's 120 kB).
                { name: 'shell', test: SHELL_MODULES, priority: 2 },
                // The small islands of the front page, fetched together when it hydrates.
                {
                  name: 'islands',
                  test: /\/web\/src\/(blocks\/(hero-slider|service-picker)\/\w+Island\.tsx|components\/sections\/(HeroSlider|ServicePicker)\.tsx)$/,
                  priority: 1,
                },
              ],
            },
          },
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
