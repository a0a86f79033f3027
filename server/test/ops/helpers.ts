/**
 * Helpers for the operations tests: spawn real server processes (`node --import tsx server/src/main.ts`)
 * on free loopback ports, fire bounded bursts of contact enquiries, and read what the admin sees.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { type Cluster, startCluster } from '../../../testkit/cluster.ts';
import { copyDataTemplate } from '../../../testkit/data-template.ts';
import { freePort } from '../../../testkit/ports.ts';
import { createDatabase as createClusterDatabase } from '../../../testkit/postgres-cluster.ts';
import {
  type ServerProcess,
  type SpawnOptions,
  serverEnv,
  sleep,
  spawnServer as spawnShared,
  startServer as startShared,
} from '../../../testkit/server-process.ts';

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
  /** Stop issuing new requests once one was refused (the server stopped accepting connections). */
  untilRefused?: boolean;
  requestTimeoutMs?: number;
  /** Each lane waits this long after each answer: a steady trickle rather than as fast as it can. */
  pauseMs?: number;
}

export interface BurstResult {
  /** Messages whose POST got a 2xx: these must never be lost. */
  acked: string[];
  /** Messages that got a non-2xx answer, by status. */
  rejected: Map<number, number>;
  /** Requests that failed once sent: reset, cut off, timed out. */
  failed: number;
  /**
   * Requests whose connection was refused, or reset before the server took it: nothing was read (a
   * balancer sends such a request to another process).
   */
  refused: number;
  /** Messages sent (acked, rejected or failed). */
  sent: string[];
  /** First few error descriptions, for diagnostics. */
  errorSamples: string[];
}

/** An answer, or an error saying whether the request went over a connection used before. */
function postJson(
  agent: http.Agent,
  url: string,
  origin: string,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', origin, 'content-length': Buffer.byteLength(body) },
      timeout: timeoutMs,
    });
    const fail = (err: Error & { code?: string }) =>
      reject(Object.assign(err, { reusedSocket: req.reusedSocket }));
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    req.on('error', fail);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('error', fail);
      res.on('aborted', () => fail(Object.assign(new Error('answer cut off'), { code: 'ABORTED' })));
      res.on('end', () => {
        if (res.complete) resolve({ status: res.statusCode ?? 0, text });
        else fail(Object.assign(new Error('answer cut off'), { code: 'ABORTED' }));
      });
    });
    req.end(body);
  });
}

/**
 * `total` enquiries, `concurrency` at a time, over as many keep-alive connections (Node's agent: a
 * connection is reused until the server says `Connection: close` or closes it).
 */
export async function burst(opts: BurstOptions): Promise<BurstResult> {
  const result: BurstResult = {
    acked: [],
    rejected: new Map(),
    failed: 0,
    refused: 0,
    sent: [],
    errorSamples: [],
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  let next = 0;
  const worker = async () => {
    while (next < opts.total) {
      if (opts.shouldStop?.() || (opts.untilRefused && result.refused > 0)) return;
      const i = next++;
      const message = `${opts.tag} #${i} ${randomUUID()}`;
      result.sent.push(message);
      const body = JSON.stringify({
        name: 'Ops Burst',
        email: 'burst@example.test',
        phone: '+91 98765 43210',
        message,
      });
      try {
        const res = await postJson(
          agent,
          `${opts.baseUrl}/api/v1/contact`,
          opts.baseUrl,
          body,
          opts.requestTimeoutMs ?? 30_000,
        );
        if (res.status >= 200 && res.status < 300) {
          result.acked.push(message);
          opts.onAck?.(result.acked.length);
        } else {
          result.rejected.set(res.status, (result.rejected.get(res.status) ?? 0) + 1);
          if (result.errorSamples.length < 5)
            result.errorSamples.push(`${res.status} ${res.text.slice(0, 200)}`);
        }
      } catch (err) {
        const e = err as Error & { code?: string; reusedSocket?: boolean };
        // Refused, or reset on a new connection before the server took it (still in the listener's
        // queue when it closed): nothing was read. A reset on a connection in use is a failure.
        if (e.code === 'ECONNREFUSED' || (!e.reusedSocket && e.code === 'ECONNRESET')) {
          result.refused++;
          continue;
        }
        result.failed++;
        if (result.errorSamples.length < 5)
          result.errorSamples.push(
            `${e.code ?? e.name}${e.reusedSocket ? ' (reused connection)' : ''}: ${e.message}`,
          );
      }
      if (opts.pauseMs) await sleep(opts.pauseMs);
    }
  };
  try {
    await Promise.all(Array.from({ length: opts.concurrency }, worker));
  } finally {
    agent.destroy();
  }
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

// --- npm start ---------------------------------------------------------------------------------------

export interface WrappedServer {
  /** The process the test started: npm (`npm start`) or node (`node scripts/start.mjs`). */
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** stdout + stderr of every process of the chain so far. */
  output(): string;
  /** Resolves when every process of the chain has exited: the output they share has closed. */
  gone: Promise<void>;
  /** The server's pid (it holds DATA_DIR/db.lock). */
  serverPid: number;
  /** SIGKILL to whatever is left (for afterAll). */
  kill(): void;
}

/**
 * `npm start` (or `node scripts/start.mjs`) as an operator runs it: leading a process group of its
 * own (what a terminal's Ctrl+C, `docker stop` or a supervisor signals), the server running from its
 * sources through tsx, with this suite's environment; healthy before this resolves. WEB_DIST_DIR
 * names the tests' build, so start.mjs never builds.
 */
export async function startWrapped(opts: {
  dataDir: string;
  via: 'npm' | 'start.mjs';
  env?: Record<string, string>;
}): Promise<WrappedServer> {
  const port = await freePort();
  const env = serverEnv({
    dataDir: opts.dataDir,
    port,
    env: {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(repoRoot, 'web/dist'),
      ...opts.env,
    },
  });
  const [command, args] =
    opts.via === 'npm' ? ['npm', ['start']] : [process.execPath, [path.join(repoRoot, 'scripts/start.mjs')]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  let closed = false;
  const gone = new Promise<void>((resolve) =>
    child.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  let serverPid = 0;
  const kill = () => {
    for (const pid of [-child.pid!, serverPid]) {
      try {
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (closed) throw new Error(`${opts.via} exited before the server was healthy:\n${out}`);
    if (Date.now() > deadline) {
      kill();
      throw new Error(`${opts.via}: no healthy server after 120 s:\n${out}`);
    }
    try {
      if ((await statusOf(`${baseUrl}/healthz`)) === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  serverPid = Number(readFileSync(path.join(opts.dataDir, 'db.lock'), 'utf8'));
  return { child, baseUrl, port, output: () => out, gone, serverPid, kill };
}

/**
 * The status of a GET on a connection of its own, closed after it: no connection left in a pool for
 * a later request to reuse while the server stops.
 */
export function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url}`)));
    req.on('error', reject);
  });
}

/**
 * An enquiry whose body is half sent: in flight until finish() sends the rest, then resolves with
 * the whole answer as the client read it (status, headers, body), or rejects if the connection was
 * cut or closed before a whole answer came.
 */
export async function enquiryInFlight(
  port: number,
  message: string,
): Promise<{ finish(): Promise<{ status: number; headers: string; body: string }> }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const body = JSON.stringify({
    name: 'In Flight',
    email: 'in-flight@example.test',
    phone: '+91 98765 43210',
    message,
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  /** Why the connection ended badly (reset), or null once it closed. */
  const ended = new Promise<string | null>((resolve) => {
    socket.once('error', (err) => resolve(err.message));
    socket.once('close', () => resolve(null));
  });
  const origin = `http://127.0.0.1:${port}`;
  socket.write(
    `POST /api/v1/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    async finish() {
      socket.write(body.slice(10));
      // The server closes the connection after its answer (Connection: close while it stops).
      const problem = await ended;
      if (problem)
        throw new Error(`the connection failed: ${problem}; read so far: ${JSON.stringify(received)}`);
      const split = received.indexOf('\r\n\r\n');
      const head = split < 0 ? received : received.slice(0, split);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? -1);
      const rest = split < 0 ? '' : received.slice(split + 4);
      if (!status || length < 0 || Buffer.byteLength(rest) !== length)
        throw new Error(`no whole answer before the connection closed: ${JSON.stringify(received)}`);
      return { status, headers: head, body: rest };
    },
  };
}
