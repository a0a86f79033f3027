/**
 * Helpers for the operations tests: spawn real server processes (`node --import tsx server/src/main.ts`)
 * on free loopback ports, fire bounded bursts of contact enquiries, and read what the admin sees.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { type Cluster, startCluster } from '../../../testkit/cluster.ts';
import { copyDataTemplate } from '../../../testkit/data-template.ts';
import {
  type ServerProcess,
  type SpawnOptions,
  spawnServer as spawnShared,
  startServer as startShared,
} from '../../../testkit/server-process.ts';
import { createDatabase as createClusterDatabase } from '../support/postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated embedded DATA_DIR with this suite's admin (global-setup.ts). */
    opsTemplate?: string;
  }
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const ADMIN_EMAIL = 'ops-admin@example.test';
export const ADMIN_PASSWORD = 'ops-Admin-password-1';

export {
  freePort,
  killAll,
  type ServerExit,
  type ServerProcess,
  sleep,
  testNodeArgs,
  waitHealthy,
} from '../../../testkit/server-process.ts';

export interface StartOptions extends SpawnOptions {}

/** The ops tests' server: the shared starter with this suite's admin and no demo content by default. */
function withDefaults<T extends Omit<SpawnOptions, 'dataDir'>>(opts: T): T {
  return {
    quickStart: true,
    ...opts,
    env: { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: 'false', ...opts.env },
  };
}

export function spawnServer(opts: StartOptions & { port: number }): ServerProcess {
  return spawnShared(withDefaults(opts));
}

export function startServer(opts: StartOptions): Promise<ServerProcess> {
  return startShared(withDefaults(opts));
}

export function tempDir(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `vyoma-ops-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A temporary DATA_DIR holding a copy of the run's embedded database (migrated, with this suite's
 * admin, no demo content): a server opens it without initdb, which costs more than the rest of a start.
 */
export function embeddedDataDir(label: string): { dir: string; remove(): void } {
  const data = tempDir(label);
  const template = inject('opsTemplate');
  if (template) copyDataTemplate(template, data.dir);
  return data;
}

// --- bursts ----------------------------------------------------------------------------------------

export interface BurstOptions {
  baseUrl: string;
  total: number;
  concurrency: number;
  /** Prefix of every message, unique per burst. */
  tag: string;
  /** Called after each acknowledgement with the running count (e.g. to kill the server mid-burst). */
  onAck?: (acked: number) => void;
  /** Stop issuing new requests once this returns true (e.g. the server is gone). */
  shouldStop?: () => boolean;
  requestTimeoutMs?: number;
}

export interface BurstResult {
  /** Messages whose POST got a 2xx: these must never be lost. */
  acked: string[];
  /** Messages that got a non-2xx answer, by status. */
  rejected: Map<number, number>;
  /** Requests that failed at the connection level (refused, reset, timed out). */
  failed: number;
  /** Messages sent (acked, rejected or failed). */
  sent: string[];
  /** First few error descriptions, for diagnostics. */
  errorSamples: string[];
}

export async function burst(opts: BurstOptions): Promise<BurstResult> {
  const result: BurstResult = { acked: [], rejected: new Map(), failed: 0, sent: [], errorSamples: [] };
  let next = 0;
  const worker = async () => {
    while (next < opts.total) {
      if (opts.shouldStop?.()) return;
      const i = next++;
      const message = `${opts.tag} #${i} ${randomUUID()}`;
      result.sent.push(message);
      try {
        const res = await fetch(`${opts.baseUrl}/api/v1/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: opts.baseUrl },
          body: JSON.stringify({
            name: 'Ops Burst',
            email: 'burst@example.test',
            phone: '+91 98765 43210',
            message,
          }),
          signal: AbortSignal.timeout(opts.requestTimeoutMs ?? 30_000),
        });
        const text = await res.text().catch(() => '');
        if (res.status >= 200 && res.status < 300) {
          result.acked.push(message);
          opts.onAck?.(result.acked.length);
        } else {
          result.rejected.set(res.status, (result.rejected.get(res.status) ?? 0) + 1);
          if (result.errorSamples.length < 5) result.errorSamples.push(`${res.status} ${text.slice(0, 200)}`);
        }
      } catch (err) {
        result.failed++;
        if (result.errorSamples.length < 5) {
          const e = err as Error & { cause?: { code?: string; message?: string } };
          result.errorSamples.push(`${e.name}: ${e.cause?.code ?? e.cause?.message ?? e.message}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return result;
}

// --- admin API -------------------------------------------------------------------------------------

export interface ApiResult<T> {
  status: number;
  body: T;
  setCookie: string[];
}

export async function api<T = unknown>(
  baseUrl: string,
  method: string,
  pathname: string,
  opts: { cookie?: string; json?: unknown } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (method !== 'GET' && method !== 'HEAD') headers.origin = baseUrl;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers,
    body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T, setCookie: res.headers.getSetCookie() };
}

/** Logs in as the ops admin and returns the `vyoma_sid=…` cookie pair. */
export async function login(baseUrl: string): Promise<string> {
  const res = await api<{ user?: { email?: string } }>(baseUrl, 'POST', '/api/v1/login', {
    json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const cookie = res.setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith('vyoma_sid='));
  if (res.status !== 200 || !cookie) {
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return cookie;
}

export interface ContactRow {
  _id: string;
  message: string;
}

/** Every enquiry the admin list holds (it answers in pages of at most 200). */
export async function listContacts(baseUrl: string, cookie: string): Promise<ContactRow[]> {
  const all: ContactRow[] = [];
  for (let page = 1; ; page++) {
    const res = await api<{ data?: ContactRow[]; total?: number }>(
      baseUrl,
      'GET',
      `/api/v1/contact?page=${page}&limit=200`,
      { cookie },
    );
    if (res.status !== 200 || !Array.isArray(res.body.data)) {
      throw new Error(`GET /api/v1/contact failed: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    all.push(...res.body.data);
    if (res.body.data.length < 200) return all;
  }
}

/** The acknowledged messages missing from the stored ones. */
export function missing(acked: Iterable<string>, stored: ContactRow[]): string[] {
  const have = new Set(stored.map((r) => r.message));
  return [...acked].filter((m) => !have.has(m));
}

// --- PostgreSQL ------------------------------------------------------------------------------------

/** Creates a fresh database in the test cluster and returns its URL. */
export async function createDatabase(clusterUrl: string, label: string): Promise<string> {
  const name = `ops_${label}_${randomUUID().slice(0, 8)}`.replace(/[^a-z0-9_]/g, '_');
  return createClusterDatabase(clusterUrl, name);
}

// --- many processes ---------------------------------------------------------------------------------

/**
 * `processes` servers on a fresh PostgreSQL database behind HAProxy (testkit/cluster.ts), started in
 * parallel, with this suite's admin; their DATA_DIRs go with stop().
 */
export async function startOpsCluster(
  label: string,
  opts: { processes?: number; env?: Record<string, string>; publicUrl?: string } = {},
): Promise<Cluster> {
  const databaseUrl = await createDatabase(inject('postgresUrl'), label);
  const dirs = Array.from({ length: opts.processes ?? 3 }, (_, i) => tempDir(`${label}-${i + 1}`));
  const remove = () => {
    for (const d of dirs) d.remove();
  };
  try {
    const cluster = await startCluster({
      databaseUrl,
      dataDirs: dirs.map((d) => d.dir),
      server: withDefaults({ env: opts.env }),
      publicUrl: opts.publicUrl,
    });
    return { ...cluster, stop: () => cluster.stop().finally(remove) };
  } catch (error) {
    remove();
    throw error;
  }
}
