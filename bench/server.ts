/**
 * The benchmarks' server: the shared starter (testkit/server-process.ts) on a temporary DATA_DIR with
 * demo content, run the way `npm start` runs it (its glibc malloc settings), on PGlite or on
 * BENCH_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@vyoma/contract';
import { startServer } from '../testkit/server-process.ts';

export const BENCH_ADMIN = { email: 'bench-admin@example.test', password: 'bench-Admin-password-1' };

/** Signs in as BENCH_ADMIN; answers the Cookie header of the session. */
export async function signIn(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Same memory settings as scripts/start.mjs (glibc malloc, V8's young generation); an operator's own
 * values win. BENCH_MEMORY_PLAIN_MALLOC=1 drops them.
 */
export function mallocEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  if (env.BENCH_MEMORY_PLAIN_MALLOC === '1') return {};
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? '1048576',
    NODE_OPTIONS: ['--max-semi-space-size=4', env.NODE_OPTIONS].filter(Boolean).join(' '),
  };
}

export interface BenchServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * `at`: a data directory (and database) prepared by the caller, who removes it; by default a fresh
 * temporary one on PGlite or BENCH_DATABASE_URL, removed at stop.
 */
export async function startBenchServer(
  extraEnv: Record<string, string> = {},
  at?: { dataDir: string; databaseUrl?: string },
): Promise<BenchServer> {
  const dataDir = at?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'vyoma-bench-'));
  const started = Date.now();
  const server = await startServer({
    dataDir,
    databaseUrl: at ? at.databaseUrl : process.env.BENCH_DATABASE_URL || undefined,
    readyTimeoutMs: 180_000,
    env: {
      SEED_DEMO: 'true',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      CONTACT_RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ...mallocEnv(process.env),
      ...extraEnv,
    },
  });
  console.log(`server ready on ${server.baseUrl} in ${Date.now() - started} ms`);
  return {
    baseUrl: server.baseUrl,
    pid: server.child.pid ?? 0,
    stop: async () => {
      await server.stop(15_000);
      if (!at) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
