import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer.ts';

/** The API suite runs a second time on a real PostgreSQL whenever Debian's server binaries are here. */
const postgresBinaries = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`))
  : false;

/**
 * V8 flags for the workers that run the server's code (in-process apps, the browser tests' client):
 * for a few minutes at most, where TurboFan's compiles cost more than they win back, as for the
 * servers that tests start (TEST_NODE_FLAGS in testkit/server-process.ts, decision 0036). Those that
 * run PGlite keep its WebAssembly on the baseline compiler as well. Measured on 5 Dec 2026: the
 * API files on PGlite 37 → 29 CPU-s, six browser-test files 121 → 111 with the servers'. The unit
 * tests gained nothing and keep V8's defaults, and so do the API files on PostgreSQL: over the whole
 * suite (two workers for two minutes, not a few files) TurboFan pays back, 184–187 CPU-s and
 * 108–110 s against 199–201 and 116–117 with the flag (6 Dec 2026).
 */
const SHORT_LIVED = ['--max-opt=2'];
const SHORT_LIVED_PGLITE = [...SHORT_LIVED, '--liftoff-only'];

/**
 * The API files render pages with React's production build, as the server does (server/src/main.ts
 * sets NODE_ENV): Vitest's own `test` picked the development build, a twentieth more CPU for the
 * same HTML.
 */
const API_ENV = { NODE_ENV: 'production' };

/**
 * With PostgreSQL here (CI), every API file runs on it, and these run on the embedded database too:
 * where the embedded engine has code of its own (the change feed within one process, the migrations'
 * branch without pg_trgm, its first start, its text search configurations, the client). PGlite is
 * PostgreSQL's own code, so the SQL of the other files means the same there, and the embedded engine
 * also serves the operations tests (a live backup and restore, SIGKILL, SIGTERM and mail on it) and,
 * without PostgreSQL (or with E2E_DB=pglite), the browser tests. The upgrades of old data (migrations.test.ts) and the backup API
 * (backup.test.ts) are SQL and archives, the same on both: on PGlite each of their restores and
 * upgrades starts a new database (initdb in WebAssembly), 34 s of a worker against 6 s on
 * PostgreSQL, so they run there alone. Without PostgreSQL every file runs on the embedded database.
 * A file's requests cost about half the CPU on PostgreSQL (pages.test.ts: 8 s against 15 s, idle).
 */
const BOTH_DATABASES_API_FILES = ['change-feed', 'migrations-fresh', 'seed', 'search', 'database-client'].map(
  (name) => `server/test/api/${name}.test.ts`,
);

/** The unit tests: the contract, the server's pure parts, the web's modules and components. */
const UNIT_FILES = [
  'contract/test/**/*.test.ts',
  'server/test/unit/**/*.test.ts',
  'web/src/**/*.test.ts',
  'web/src/**/*.test.tsx',
  'web/test/**/*.test.ts',
  // The browser tests' own support code, without a browser.
  'e2e/support/**/*.test.ts',
  // The test runner's own summary (scripts/summary-reporter.ts).
  'scripts/*.test.ts',
];
/** Those that need a DOM: every component test, and the two modules that parse HTML or use storage. */
const DOM_UNIT_FILES = [
  'web/src/**/*.test.tsx',
  'web/src/components/rich-text/pasted-html.test.ts',
  'web/src/features/auth/api.test.ts',
];

/**
 * `~/` is web/src (web/tsconfig.json, web/vite.config.ts), for tests that import web sources;
 * `@testkit/` the test kit, whose fixtures the web's unit tests share with the server's.
 */
const webAlias = [
  { find: /^~\//, replacement: fileURLToPath(new URL('./web/src/', import.meta.url)) },
  { find: /^@testkit\//, replacement: fileURLToPath(new URL('./testkit/', import.meta.url)) },
];

/**
 * Projects run one group after another (groupOrder), so timing-sensitive browser tests never share
 * the two CPUs with the database-heavy suites. The two API projects are one group: their files share
 * the two workers, so neither waits for the other's last file.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // The longest browser test files start first, so neither worker runs on alone at the end.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        resolve: { alias: webAlias },
        test: {
          // Files that share nothing through the DOM run in one module graph per worker: about a third
          // of the time of a fresh one per file (35 s against 14 s, idle, 2 Dec 2026).
          name: 'unit',
          sequence: { groupOrder: 0 },
          isolate: false,
          include: UNIT_FILES,
          exclude: DOM_UNIT_FILES,
          environment: 'node',
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          // Component tests render into a DOM (they say `@vitest-environment happy-dom` at the top).
          // They share one module graph and one DOM per worker, as the unit tests do: a fresh one per
          // file cost three times the CPU (37 CPU-s against 12, 4 Dec 2026). What a file leaves in
          // the document, the toast store and storage is cleared before the next (dom-setup.ts).
          // A group after the unit tests': in one group a worker went from one project's files to the
          // other's, making its DOM and module graph again each time (both projects 31 CPU-s and
          // 30.4 s alone, against 26 and 26.5 one group after the other, 6 Dec 2026).
          name: 'unit-dom',
          sequence: { groupOrder: 1 },
          isolate: false,
          setupFiles: ['web/test/support/dom-setup.ts'],
          include: DOM_UNIT_FILES,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          execArgv: SHORT_LIVED_PGLITE,
          sequence: { groupOrder: 2 },
          maxWorkers: 2,
          isolate: false,
          include: postgresBinaries ? BOTH_DATABASES_API_FILES : ['server/test/api/**/*.test.ts'],
          // TEST_POSTGRES_TOO: the same files run on PostgreSQL as well (a file's SQL-only parts may skip here).
          env: { ...API_ENV, TEST_DB: 'pglite', TEST_POSTGRES_TOO: postgresBinaries ? '1' : '' },
          setupFiles: ['server/test/support/api-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgresBinaries
        ? [
            {
              test: {
                name: 'api-postgres',
                // With api-pglite (same groupOrder and maxWorkers): the files of both share the two workers.
                sequence: { groupOrder: 2 },
                maxWorkers: 2,
                isolate: false,
                include: ['server/test/api/**/*.test.ts'],
                env: { ...API_ENV, TEST_DB: 'postgres' },
                globalSetup: [
                  'server/test/support/postgres-global-setup.ts',
                  'server/test/support/api-global-setup.ts',
                ],
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          // Three files at a time: they mostly wait for processes to start, stop and time out (three
          // took 1 min 16 s against 1 min 27 s for two, idle, 28 Nov 2026).
          name: 'ops',
          sequence: { groupOrder: 3 },
          // slow-clients.test.ts, which times the server's answers, among them: its limits leave room
          // for two busy neighbours (scripts/longest-first-sequencer.ts says when it starts).
          include: ['server/test/ops/**/*.test.ts'],
          env: { TEST_POSTGRES: postgresBinaries ? '1' : '' },
          // The PostgreSQL cluster too (TEST_POSTGRES), beside the embedded template.
          globalSetup: ['server/test/ops/global-setup.ts'],
          maxWorkers: 3,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'e2e',
          execArgv: SHORT_LIVED,
          sequence: { groupOrder: 4 },
          // A worker keeps what it imported (playwright-core, the contract) from one file to the next:
          // the files share nothing else, and each re-import cost about a second of CPU.
          isolate: false,
          include: ['e2e/tests/**/*.test.ts'],
          // The servers' databases on PostgreSQL when it is here (global-setup.ts); E2E_DB=pglite
          // keeps them on the embedded database.
          env: { TEST_POSTGRES: postgresBinaries && process.env.E2E_DB !== 'pglite' ? '1' : '' },
          globalSetup: ['e2e/support/global-setup.ts'],
          // Three files at a time: with two, the CPUs idled 7.5 % of the stage (a file waiting on its
          // server, a timer or a poll); three took 4 min 10–13 s against 4 min 21 s on 6 Dec 2026.
          // (On 26 Nov, with a Chromium per file and no kept tabs, three were slower: decision 0036.)
          maxWorkers: 3,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
