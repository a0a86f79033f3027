/**
 * A flood that tries to get past the page cache, and what a normal visitor sees meanwhile. `npm run
 * bench` runs it on a server of its own; alone: `node --import tsx bench/page-flood.ts`.
 *
 * Each scenario loads `/products` with 100 keep-alive connections (autocannon) for
 * BENCH_FLOOD_DURATION_S seconds, while one visitor (in a worker thread, so the load generator's own
 * event loop does not add to its figures) asks for the plain `/products` again and again, one request
 * at a time:
 *
 * - plain: 100 connections asking for the cached page, the yardstick;
 * - junk cookie + fbclid: 50 connections send `Cookie: vyoma_sid=x`, 50 a fresh `?fbclid=…` on every
 *   request (both must still be served from the cache: within 2× of plain, the visitor's p99 ≤ 50 ms);
 * - unknown tokens: 100 connections, each request a fresh well-formed session token that the
 *   database does not know;
 * - unique keywords: 100 connections, each request `?keyword=<fresh>`: really different pages, so
 *   every one needs a render; the render limit answers most with 503 at once, and the visitor's
 *   figures show what the renders that are let through still cost everyone else.
 *
 * Scenarios alternate for BENCH_FLOOD_ROUNDS rounds; figures are medians over the rounds.
 * Knobs: BENCH_FLOOD_DURATION_S (5), BENCH_FLOOD_ROUNDS (2), BENCH_SKIP_FLOOD=1 (in run.ts).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { startBenchServer } from './server.ts';

const DURATION_S = Number(process.env.BENCH_FLOOD_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_FLOOD_ROUNDS ?? 2);
const PAGE = '/products';
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** The bounds for junk cookies and fbclid (issue 15): within 2× of plain, the visitor's p99 ≤ 50 ms. */
const FLOOD_BOUNDS = { maxSlowdown: 2, visitorP99Ms: 50 };

interface Stream {
  connections: number;
  /** The path of each request (default: the page). */
  path?: () => string;
  /** The Cookie header of each request (default: none). */
  cookie?: () => string;
}

interface Scenario {
  name: string;
  streams: Stream[];
}

const fresh = () => randomBytes(12).toString('base64url');

const SCENARIOS: Scenario[] = [
  { name: 'plain', streams: [{ connections: 100 }] },
  {
    name: 'junk cookie + fbclid',
    streams: [
      { connections: 50, cookie: () => 'vyoma_sid=x' },
      { connections: 50, path: () => `${PAGE}?fbclid=IwAR${fresh()}` },
    ],
  },
  {
    name: 'unknown session tokens',
    streams: [{ connections: 100, cookie: () => `vyoma_sid=${randomBytes(32).toString('base64url')}` }],
  },
  { name: 'unique keywords', streams: [{ connections: 100, path: () => `${PAGE}?keyword=${fresh()}` }] },
];

export interface FloodRun {
  reqPerSec: number;
  p99Ms: number;
  statusCounts: Record<string, number>;
  errors: number;
  visitor: { requests: number; p50Ms: number; p99Ms: number; maxMs: number; failed: number };
}

export interface FloodResult {
  scenario: string;
  run: FloodRun;
}

/** One autocannon stream, its path and cookie made afresh for every request. */
function runStream(baseUrl: string, stream: Stream) {
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  return autocannon({
    url: `${baseUrl}${PAGE}`,
    connections: stream.connections,
    duration: DURATION_S,
    headers,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: stream.path?.() ?? PAGE,
          headers: stream.cookie ? { ...headers, cookie: stream.cookie() } : headers,
        }),
      },
    ],
  });
}

/** The visitor: sequential plain requests in a worker thread until told to stop (also bench/analytics.ts). */
const VISITOR = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies = [];
let failed = 0;
let stop = false;
parentPort.on('message', () => { stop = true; });
function once() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    http.get(workerData.url, { agent, headers: { 'accept-encoding': 'gzip, br' }, timeout: 30000 }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(performance.now() - t0); else failed++;
        resolve();
      });
    }).on('error', () => { failed++; resolve(); });
  });
}
(async () => {
  while (!stop) await once();
  agent.destroy();
  parentPort.postMessage({ latencies, failed });
})();
`;

export function startVisitor(url: string) {
  const worker = new Worker(VISITOR, { eval: true, workerData: { url } });
  return {
    stop: () =>
      new Promise<{ latencies: number[]; failed: number }>((resolve, reject) => {
        worker.once('message', (m) => {
          void worker.terminate();
          resolve(m);
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function runScenario(baseUrl: string, scenario: Scenario): Promise<FloodRun> {
  const visitor = startVisitor(`${baseUrl}${PAGE}`);
  const results = await Promise.all(scenario.streams.map((s) => runStream(baseUrl, s)));
  const seen = await visitor.stop();
  const statusCounts: Record<string, number> = {};
  let total = 0;
  let errors = 0;
  for (const r of results) {
    total += r.requests.total;
    errors += r.errors + r.timeouts;
    for (const [code, n] of Object.entries(r.statusCodeStats ?? {}))
      statusCounts[code] = (statusCounts[code] ?? 0) + (n as { count: number }).count;
  }
  const lat = seen.latencies.sort((a, b) => a - b);
  return {
    reqPerSec: Math.round(total / DURATION_S),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    statusCounts,
    errors,
    visitor: {
      requests: lat.length,
      p50Ms: round1(percentile(lat, 50)),
      p99Ms: round1(percentile(lat, 99)),
      maxMs: round1(lat.at(-1) ?? 0),
      failed: seen.failed,
    },
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function medianRun(runs: FloodRun[]): FloodRun {
  const statusCounts: Record<string, number> = {};
  for (const r of runs)
    for (const [code, n] of Object.entries(r.statusCounts))
      statusCounts[code] = (statusCounts[code] ?? 0) + n;
  return {
    reqPerSec: Math.round(median(runs.map((r) => r.reqPerSec))),
    p99Ms: round1(median(runs.map((r) => r.p99Ms))),
    statusCounts,
    errors: runs.reduce((n, r) => n + r.errors, 0),
    visitor: {
      requests: Math.round(median(runs.map((r) => r.visitor.requests))),
      p50Ms: round1(median(runs.map((r) => r.visitor.p50Ms))),
      p99Ms: round1(median(runs.map((r) => r.visitor.p99Ms))),
      maxMs: Math.max(...runs.map((r) => r.visitor.maxMs)),
      failed: runs.reduce((n, r) => n + r.visitor.failed, 0),
    },
  };
}

export async function pageFloodBench(): Promise<FloodResult[]> {
  const server = await startBenchServer();
  try {
    // Warm-up: the page in the cache, JIT, connections.
    await runScenario(server.baseUrl, { name: 'warm-up', streams: [{ connections: 100 }] });
    const runs = new Map<string, FloodRun[]>(SCENARIOS.map((s) => [s.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const scenario of SCENARIOS)
        runs.get(scenario.name)!.push(await runScenario(server.baseUrl, scenario));
    }
    const results = SCENARIOS.map((s) => ({ scenario: s.name, run: medianRun(runs.get(s.name)!) }));
    const plain = results[0]!.run.reqPerSec;
    console.log(
      `\nPage-cache flood: GET ${PAGE}, 100 connections for ${DURATION_S} s per scenario, ${ROUNDS} rounds (medians); ` +
        'a visitor asks for the plain page meanwhile, one request at a time',
    );
    for (const { scenario, run } of results) {
      const codes = Object.entries(run.statusCounts)
        .map(([c, n]) => `${c}: ${n}`)
        .join(', ');
      console.log(
        `  ${scenario.padEnd(24)} ${String(run.reqPerSec).padStart(6)} req/s (${(run.reqPerSec / plain).toFixed(2)} of plain), ` +
          `flood p99 ${run.p99Ms} ms; visitor p50 ${run.visitor.p50Ms} / p99 ${run.visitor.p99Ms} / max ${run.visitor.maxMs} ms ` +
          `(${run.visitor.requests} requests, ${run.visitor.failed} failed); statuses ${codes}; errors ${run.errors}`,
      );
    }
    const junk = results.find((r) => r.scenario === 'junk cookie + fbclid')?.run;
    if (junk)
      console.log(
        `  junk cookie + fbclid: within ${FLOOD_BOUNDS.maxSlowdown}× of plain and the visitor's p99 ≤ ` +
          `${FLOOD_BOUNDS.visitorP99Ms} ms: ${
            plain / junk.reqPerSec <= FLOOD_BOUNDS.maxSlowdown &&
            junk.visitor.p99Ms <= FLOOD_BOUNDS.visitorP99Ms
              ? 'yes'
              : 'NO'
          }`,
      );
    return results;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  pageFloodBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
