/**
 * The servers and command-line tools that tests start run from a bundle of the server's sources
 * (esbuild, one file per entry point in server/dist/), not through tsx: a test server starts dozens
 * of times per run, and tsx's loader hooks, its per-file transforms and source maps made up about
 * 1.5 of each start's 3.6 CPU-seconds (decision 0050). Production still runs the sources with tsx
 * (decision 0007); the bundle is the same code, built in about a second whenever a source is newer, so
 * it is never stale. Most packages go in as well (KEEP_OUTSIDE).
 */
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { buildSync, version } from 'esbuild';
import { REPO_ROOT } from './repo-root.ts';

/** The entry points tests run, each bundled to server/dist/<name>.mjs. */
export const SERVER_ENTRIES = {
  main: 'server/src/main.ts',
  'cli-admin': 'server/src/cli/admin.ts',
  'cli-backup': 'server/src/cli/backup.ts',
  'cli-restore': 'server/src/cli/restore.ts',
  /** A server whose clock the test moves (e2e/tests/analytics.test.ts). */
  'clock-server': 'testkit/clock-server.ts',
} as const;
export type ServerEntry = keyof typeof SERVER_ENTRIES;

/** One level below server/, as server/src/paths.ts expects of the bundle. */
const OUT_DIR = path.join(REPO_ROOT, 'server/dist');
const STAMP = path.join(OUT_DIR, 'sources.sha1');
/**
 * The contract's entries as its package.json exports them (`@vyoma/contract/content-rules` is
 * `src/content-types/rules.ts`): the rest of a path under `@vyoma/contract` maps onto `src`.
 */
const CONTRACT_ALIASES: Record<string, string> = {
  '@vyoma/contract': './contract/src',
  ...Object.fromEntries(
    Object.entries(
      (
        JSON.parse(readFileSync(path.join(REPO_ROOT, 'contract/package.json'), 'utf8')) as {
          exports: Record<string, string>;
        }
      ).exports,
    )
      .filter(([key]) => key !== '.' && !key.includes('*'))
      .map(([key, file]) => [`@vyoma/contract${key.slice(1)}`, `./contract${file.slice(1)}`]),
  ),
};

/**
 * The packages the bundle leaves to node_modules; every other package the server imports goes in,
 * which takes a fifth off each start (1.94 → 1.59 CPU-s, 6 Dec 2026): hundreds of files fewer to
 * resolve, read and wrap. These stay outside: WebAssembly, native code or files found beside their
 * code (PGlite, sharp, argon2, the Swagger UI's pages, pino's worker), React and the router (the
 * web app's server build loads them from node_modules: one copy each), those the server loads only
 * on first need (the video parsers, nodemailer), the development server's and drizzle-kit (a test's
 * own content types: it imports every database driver there is).
 */
const KEEP_OUTSIDE = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
  'thread-stream',
  'react',
  'react-dom',
  'react-router',
  'ebml',
  'mp4box',
  'nodemailer',
  'vite',
  'tsx',
  '@react-router/dev',
  'drizzle-kit',
];

/**
 * What the bundle is made of: the server's and the contract's sources, the test entry above, the
 * installed packages (the lock file, rewritten by every install) and how it is built (this file).
 */
const SOURCE_DIRS = ['server/src', 'contract/src'].map((dir) => path.join(REPO_ROOT, dir));
const SOURCE_FILES = [
  'testkit/clock-server.ts',
  'testkit/content-tables.ts',
  'testkit/fixtures/case-study.ts',
  'testkit/server-bundle.ts',
  'node_modules/.package-lock.json',
].map((file) => path.join(REPO_ROOT, file));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A fingerprint of every file above (path, size and time) and of esbuild's version. */
function fingerprint(): string {
  const hash = createHash('sha1').update(version);
  for (const file of [...SOURCE_DIRS.flatMap(sourceFiles), ...SOURCE_FILES].sort()) {
    const stat = statSync(file, { throwIfNoEntry: false });
    hash.update(`${file}\0${stat?.size}\0${stat?.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/**
 * Builds the bundle when a source has changed since it was built (the check reads every source's
 * size and time: about 15 ms), and returns the path of an entry point. Each file is written beside its
 * old version and renamed over it, so a server that another process is starting reads one whole
 * version or the other.
 */
export function serverBundle(entry: ServerEntry): string {
  const sources = fingerprint();
  let built = '';
  try {
    built = readFileSync(STAMP, 'utf8');
  } catch {
    // not built yet
  }
  if (built !== sources) {
    mkdirSync(OUT_DIR, { recursive: true });
    const staging = mkdtempSync(path.join(OUT_DIR, '.building-'));
    try {
      buildSync({
        absWorkingDir: REPO_ROOT,
        entryPoints: SERVER_ENTRIES,
        outdir: staging,
        outExtension: { '.js': '.mjs' },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // The packages go in too, but for those that must be loaded from node_modules (KEEP_OUTSIDE).
        external: KEEP_OUTSIDE,
        // Bundled CommonJS packages require Node's own modules: esbuild's ESM output asks this require.
        banner: {
          js: "import { createRequire as __require_from } from 'node:module';\nconst require = __require_from(import.meta.url);",
        },
        alias: CONTRACT_ALIASES,
        logLevel: 'error',
      });
      for (const name of Object.keys(SERVER_ENTRIES))
        renameSync(path.join(staging, `${name}.mjs`), path.join(OUT_DIR, `${name}.mjs`));
      writeFileSync(STAMP, sources);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return path.join(OUT_DIR, `${entry}.mjs`);
}
