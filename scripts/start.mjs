#!/usr/bin/env node
/**
 * `npm start`: build the web app when it is missing or older than its sources, then run the server
 * (embedded database and demo content by default). The build's output goes to a file, named with its
 * last lines if it fails, so the first screen is what a newcomer needs: what is happening, then the
 * address and the login. Ctrl+C or SIGTERM, to this process, its group or npm, stops the server
 * gracefully (server-child.mjs).
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServer } from './server-child.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server build is written last, so its age is the age of the whole build. */
const distIndex = path.join(root, 'web/dist/server/index.js');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function webBuildIsStale() {
  if (process.env.WEB_DIST_DIR) return false; // an operator points at their own build
  if (!existsSync(distIndex)) return true;
  const sources = [
    'web/src',
    'web/public',
    'web/vite.config.ts',
    'web/react-router.config.ts',
    'contract/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newestSource > statSync(distIndex).mtimeMs;
}

/** The lines of a failed build's log shown on the terminal (the file keeps all of it). */
const FAILED_BUILD_LINES = 40;

/** Builds the web app quietly: its few hundred lines go to a file, kept (and named) if it fails. */
function buildWebApp() {
  const started = Date.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-build-'));
  const log = path.join(dir, 'build.log');
  console.log('Building the web app (first start, or its sources changed): about a minute…');
  const out = openSync(log, 'w');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], {
    cwd: root,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  if (build.status !== 0) {
    const tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-FAILED_BUILD_LINES);
    console.error(
      `The web app's build failed (${build.error?.message ?? `status ${build.status ?? build.signal}`}). ` +
        `Its last lines follow; the whole output is in ${log}\n\n${tail.join('\n')}`,
    );
    process.exit(build.status || 1);
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (webBuildIsStale()) buildWebApp();

// glibc malloc: libvips (sharp) and PGlite allocate from several threads; with a few trimmed arenas
// and large blocks mapped directly, freed memory goes back to the system. V8's young generation at
// 4 MB a half instead of 16 keeps ~30 MB less resident after load, at no measurable cost in
// throughput (docs/operations.md#memory). An operator's own values win.
const env = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '1048576',
  ...process.env,
  NODE_OPTIONS: ['--max-semi-space-size=4', process.env.NODE_OPTIONS].filter(Boolean).join(' '),
};
runServer(['--import', 'tsx', path.join(root, 'server/src/main.ts')], { cwd: root, env });
