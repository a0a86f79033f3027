/**
 * API throughput against a yardstick. For each public read it takes the exact answers the server
 * sends (headers and body; plain, brotli, gzip), starts a bare Fastify (bench/bare-server.ts) that
 * sends those bytes from memory, and loads both with the same autocannon settings: 100 connections, keep-alive,
 * Accept-Encoding like a browser. The two take turns for several rounds, so a neighbour's load on a
 * shared machine hits both alike; the figures are medians over the rounds, and the ratio is the
 * median of each round's server req/s over the bare server's.
 *
 * Knobs (env): BENCH_API_DURATION_S (5, per run), BENCH_API_ROUNDS (3), BENCH_API_CONNECTIONS (100).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@vyoma/contract';
import autocannon from 'autocannon';
import type { BareManifest, Encoding } from './bare-server.ts';
import { mallocEnv } from './server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_API_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 100);
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface ApiRun {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time the serving process spent per request (Linux; null when unknown). */
  cpuUsPerReq: number | null;
  errors: number;
  non2xx: number;
}

export interface ApiComparison {
  path: string;
  label: string;
  bytes: number;
  server: ApiRun;
  bare: ApiRun;
  /** server req/s ÷ bare req/s (median over the rounds) */
  ratio: number;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const medianRun = (runs: ApiRun[]): ApiRun => ({
  reqPerSec: Math.round(median(runs.map((r) => r.reqPerSec))),
  p50Ms: median(runs.map((r) => r.p50Ms)),
  p99Ms: median(runs.map((r) => r.p99Ms)),
  cpuUsPerReq: runs.some((r) => r.cpuUsPerReq === null) ? null : median(runs.map((r) => r.cpuUsPerReq!)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
});

/** Set by Node for every answer, so not part of what the yardstick replays. */
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** A raw answer (body not decoded) for one Accept-Encoding. */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (!TRANSPORT_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
          }
          resolve({ headers, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** User + system CPU time of a process in µs, from /proc (null elsewhere). */
export function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function startBare(
  manifest: BareManifest,
): Promise<{ baseUrl: string; pid?: number; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-bare-'));
  const file = path.join(dir, 'manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'bare-server.ts'), file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // The server's memory settings (`npm start`'s, server.ts) for the yardstick too: the figures
      // then differ by what each does per request, not by how often their garbage is collected.
      env: { ...process.env, ...mallocEnv(process.env) },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function load(url: string, duration: number, pid?: number): Promise<ApiRun> {
  const cpuBefore = cpuMicros(pid);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  const cpuAfter = cpuMicros(pid);
  return {
    reqPerSec: Math.round(r.requests.total / r.duration),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    cpuUsPerReq:
      cpuBefore === null || cpuAfter === null
        ? null
        : Math.round(((cpuAfter - cpuBefore) / r.requests.total) * 10) / 10,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * Measures the public reads of the server at baseUrl against the bare yardstick; with the server's
 * process id, also the CPU time each request costs it.
 */
export async function apiComparison(baseUrl: string, serverPid?: number): Promise<ApiComparison[]> {
  const list = JSON.parse((await rawGet(`${baseUrl}${API.products}`, 'identity')).body.toString()) as {
    products: { _id: string }[];
  };
  const firstId = list.products[0]?._id;
  const targets = [
    { label: 'GET /api/v1/products', path: API.products },
    { label: 'GET /api/v1/blogs', path: API.blogs },
    ...(firstId ? [{ label: 'GET /api/v1/product/{id}', path: API.product(firstId) }] : []),
  ];

  const manifest: BareManifest = {};
  for (const t of targets) {
    const variants = {} as BareManifest[string];
    for (const encoding of ['identity', 'br', 'gzip'] as Encoding[]) {
      await rawGet(`${baseUrl}${t.path}`, encoding); // the second answer comes from the cache, like the load's
      const { headers, body } = await rawGet(`${baseUrl}${t.path}`, encoding);
      variants[encoding] = { headers, body: body.toString('base64') };
    }
    manifest[t.path] = variants;
  }

  const bare = await startBare(manifest);
  const results: ApiComparison[] = [];
  try {
    for (const t of targets) {
      // Warm-up: JIT, connections, caches.
      for (const base of [bare.baseUrl, baseUrl]) await load(`${base}${t.path}`, 2);
      const server: ApiRun[] = [];
      const yardstick: ApiRun[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        yardstick.push(await load(`${bare.baseUrl}${t.path}`, DURATION_S, bare.pid));
        server.push(await load(`${baseUrl}${t.path}`, DURATION_S, serverPid));
      }
      const ratios = server.map((r, i) => r.reqPerSec / yardstick[i]!.reqPerSec);
      results.push({
        path: t.path,
        label: t.label,
        bytes: Buffer.from(manifest[t.path]!.br.body, 'base64').length,
        server: medianRun(server),
        bare: medianRun(yardstick),
        ratio: Math.round(median(ratios) * 100) / 100,
      });
      console.log(`  measured ${t.label}`);
    }
  } finally {
    await bare.stop();
  }
  return results;
}

export const API_SETTINGS = {
  durationS: DURATION_S,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  acceptEncoding: ACCEPT_ENCODING,
};

/** The printed table: one row per read, the server beside the bare yardstick. */
export function apiTableRows(results: ApiComparison[]): (string | number)[][] {
  return results.map((r) => [
    r.label,
    r.bytes,
    r.server.reqPerSec,
    r.server.p50Ms,
    r.server.p99Ms,
    r.bare.reqPerSec,
    r.bare.p99Ms,
    r.ratio,
    r.server.cpuUsPerReq ?? '-',
    r.bare.cpuUsPerReq ?? '-',
    r.server.errors + r.server.non2xx,
  ]);
}

export const API_TABLE_HEADERS = [
  'endpoint',
  'br bytes',
  'req/s',
  'p50 ms',
  'p99 ms',
  'bare req/s',
  'bare p99 ms',
  'ratio',
  'CPU µs/req',
  'bare CPU µs/req',
  'errors',
];
