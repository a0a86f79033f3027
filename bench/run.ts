/**
 * Benchmarks: `npm run bench` from the repository root.
 *
 * Starts the server (with the built web app from web/dist) on a temp DATA_DIR with demo content on a free
 * loopback port, then
 *   (a) HTTP load: GET /api/v1/products, GET /api/v1/blogs, GET /, POST /api/v1/contact — each for a fixed
 *       time at a fixed concurrency over keep-alive connections; req/s, p50/p95/p99 latency, errors;
 *   (b) page speed: Debian's Chromium via playwright-core at 375×812 with 4× CPU throttling on /,
 *       /#/products, /#/contactUs and /#/blog/<first id>; FCP, LCP, CLS and JS/CSS/image transfer bytes.
 * Prints tables and writes JSON to bench/results/<timestamp>.json.
 *
 * Knobs (env): BENCH_DURATION_S (10), BENCH_CONCURRENCY (32), BENCH_PAGE_RUNS (3), BENCH_SKIP_LOAD=1,
 * BENCH_SKIP_PAGES=1, CHROMIUM_PATH (/usr/bin/chromium), BENCH_DATABASE_URL (start the server on this
 * PostgreSQL database instead of the embedded one), BENCH_URL (bench an already running server instead
 * of starting one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_THROTTLE = 4;
const VIEWPORT = { width: 375, height: 812 };

// --- server ----------------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Server {
  baseUrl: string;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'bench-admin@example.test',
    ADMIN_PASSWORD: 'bench-Admin-password-1',
    PUBLIC_URL: baseUrl,
    CONTACT_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  let exited = false;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exitPromise;
      clearTimeout(t);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (exited) break;
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        console.log(`server ready on ${baseUrl} in ${Date.now() - started} ms`);
        return { baseUrl, stop };
      }
    } catch {
      // not yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`the server did not become healthy:\n${output}`);
}

// --- (a) HTTP load ---------------------------------------------------------------------------------

interface LoadResult {
  name: string;
  method: string;
  path: string;
  durationS: number;
  concurrency: number;
  requests: number;
  errors: number;
  statusCounts: Record<string, number>;
  reqPerSec: number;
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number };
  bytesPerResponse: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: (i: number) => string;
}

function request(
  agent: http.Agent,
  base: URL,
  ep: Endpoint,
  i: number,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const body = ep.body?.(i);
    const headers: Record<string, string | number> = { 'accept-encoding': 'gzip, br' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
      headers.origin = base.origin;
    }
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: ep.path,
        method: ep.method,
        agent,
        headers,
        timeout: 30_000,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

async function loadTest(baseUrl: string, ep: Endpoint): Promise<LoadResult> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;
  let counter = 0;

  // Short warm-up so JIT and connection setup do not count.
  const warmupEnd = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < warmupEnd) await request(agent, base, ep, counter++).catch(() => {});
    }),
  );

  const start = performance.now();
  const end = start + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const r = await request(agent, base, ep, counter++);
          latencies.push(performance.now() - t0);
          statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
          if (r.status >= 400) errors++;
          bytes += r.bytes;
        } catch (err) {
          errors++;
          const key = `error:${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`;
          statusCounts[key] = (statusCounts[key] ?? 0) + 1;
        }
      }
    }),
  );
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((x, y) => x - y);
  const requests = latencies.length;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name: ep.name,
    method: ep.method,
    path: ep.path,
    durationS: round(elapsedS),
    concurrency: CONCURRENCY,
    requests,
    errors,
    statusCounts,
    reqPerSec: round(requests / elapsedS),
    latencyMs: {
      mean: round(latencies.reduce((s, x) => s + x, 0) / Math.max(1, requests)),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    bytesPerResponse: Math.round(bytes / Math.max(1, requests)),
  };
}

// --- (b) page speed --------------------------------------------------------------------------------

interface PageRun {
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number;
  loadMs: number;
  bytes: {
    js: number;
    css: number;
    image: number;
    font: number;
    document: number;
    other: number;
    total: number;
  };
  requests: number;
}

interface PageResult {
  name: string;
  url: string;
  runs: PageRun[];
  median: PageRun;
}

/** Installed before any page script: collects paint and layout-shift entries. */
const OBSERVER_SCRIPT = `
  window.__perf = { fcp: null, lcp: null, cls: 0 };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__perf.lcp = e.renderTime || e.loadTime || e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (err) { console.error(err); }
`;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function medianNullable(values: (number | null)[]): number | null {
  const v = values.filter((x): x is number => x !== null);
  return v.length ? median(v) : null;
}

async function pageSpeed(baseUrl: string): Promise<PageResult[]> {
  const { chromium } = await import('playwright-core');
  let firstBlogId: string | null = null;
  try {
    const res = await fetch(`${baseUrl}/api/v1/blogs`);
    const body = (await res.json()) as { data?: { _id: string }[] };
    firstBlogId = body.data?.[0]?._id ?? null;
  } catch {
    // no blogs
  }
  const pages: { name: string; url: string }[] = [
    { name: 'home', url: `${baseUrl}/` },
    { name: 'products', url: `${baseUrl}/#/products` },
    { name: 'contact', url: `${baseUrl}/#/contactUs` },
  ];
  if (firstBlogId) pages.push({ name: 'blog', url: `${baseUrl}/#/blog/${encodeURIComponent(firstBlogId)}` });
  else console.warn('no blog found: skipping the blog page');

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results: PageResult[] = [];
  try {
    for (const p of pages) {
      const runs: PageRun[] = [];
      for (let run = 0; run < PAGE_RUNS; run++) {
        // A fresh context per run: empty cache, cold load, like a first visit.
        const context = await browser.newContext({
          viewport: VIEWPORT,
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        try {
          const page = await context.newPage();
          await page.addInitScript(OBSERVER_SCRIPT);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
          await cdp.send('Network.enable');
          const types = new Map<string, string>();
          const bytes = { js: 0, css: 0, image: 0, font: 0, document: 0, other: 0, total: 0 };
          let requests = 0;
          cdp.on('Network.responseReceived', (e) => {
            types.set(e.requestId, e.type);
          });
          cdp.on('Network.loadingFinished', (e) => {
            const type = types.get(e.requestId) ?? 'Other';
            const n = e.encodedDataLength;
            requests++;
            bytes.total += n;
            if (type === 'Script') bytes.js += n;
            else if (type === 'Stylesheet') bytes.css += n;
            else if (type === 'Image' || type === 'Media') bytes.image += n;
            else if (type === 'Font') bytes.font += n;
            else if (type === 'Document') bytes.document += n;
            else bytes.other += n;
          });
          const t0 = Date.now();
          await page.goto(p.url, { waitUntil: 'load', timeout: 60_000 });
          await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
          const loadMs = Date.now() - t0;
          // Let late paints (lazy route chunks, images) land before reading LCP/CLS.
          await page.waitForTimeout(1500);
          const perf = (await page.evaluate('window.__perf')) as {
            fcp: number | null;
            lcp: number | null;
            cls: number;
          };
          runs.push({
            fcpMs: perf.fcp === null ? null : Math.round(perf.fcp),
            lcpMs: perf.lcp === null ? null : Math.round(perf.lcp),
            cls: Math.round(perf.cls * 10000) / 10000,
            loadMs,
            bytes,
            requests,
          });
        } finally {
          await context.close();
        }
      }
      const pick = (f: (r: PageRun) => number) => median(runs.map(f));
      results.push({
        name: p.name,
        url: p.url.replace(baseUrl, ''),
        runs,
        median: {
          fcpMs: medianNullable(runs.map((r) => r.fcpMs)),
          lcpMs: medianNullable(runs.map((r) => r.lcpMs)),
          cls: pick((r) => r.cls),
          loadMs: pick((r) => r.loadMs),
          bytes: {
            js: pick((r) => r.bytes.js),
            css: pick((r) => r.bytes.css),
            image: pick((r) => r.bytes.image),
            font: pick((r) => r.bytes.font),
            document: pick((r) => r.bytes.document),
            other: pick((r) => r.bytes.other),
            total: pick((r) => r.bytes.total),
          },
          requests: pick((r) => r.requests),
        },
      });
      console.log(`  measured ${p.name}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

// --- output ----------------------------------------------------------------------------------------

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const externalUrl = process.env.BENCH_URL;
  if (!externalUrl && !existsSync(path.join(repoRoot, 'web', 'dist', 'server', 'index.js'))) {
    console.error('web/dist is missing: run `npm run build` first, then `npm run bench`.');
    process.exitCode = 1;
    return;
  }
  const server: Server = externalUrl
    ? { baseUrl: externalUrl.replace(/\/+$/, ''), stop: async () => {} }
    : await startServer();
  const stopOnSignal = () => {
    void server.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);

  const load: LoadResult[] = [];
  let pages: PageResult[] = [];
  try {
    if (process.env.BENCH_SKIP_LOAD !== '1') {
      const endpoints: Endpoint[] = [
        { name: 'products', method: 'GET', path: '/api/v1/products' },
        { name: 'blogs', method: 'GET', path: '/api/v1/blogs' },
        { name: 'home page', method: 'GET', path: '/' },
        {
          name: 'contact enquiry',
          method: 'POST',
          path: '/api/v1/contact',
          body: (i) =>
            JSON.stringify({
              name: 'Bench Visitor',
              email: 'bench@example.test',
              phone: '+91 98765 43210',
              message: `Benchmark enquiry number ${i}: please call me back about a new website.`,
            }),
        },
      ];
      console.log(
        `\nHTTP load: ${DURATION_S} s per endpoint, concurrency ${CONCURRENCY}, keep-alive, loopback`,
      );
      for (const ep of endpoints) {
        load.push(await loadTest(server.baseUrl, ep));
        console.log(`  measured ${ep.method} ${ep.path}`);
      }
      console.log(
        `\n${table(
          ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'bytes/resp'],
          load.map((r) => [
            `${r.method} ${r.path}`,
            r.reqPerSec,
            r.latencyMs.p50,
            r.latencyMs.p95,
            r.latencyMs.p99,
            r.latencyMs.max,
            r.errors,
            r.bytesPerResponse,
          ]),
        )}`,
      );
    }

    if (process.env.BENCH_SKIP_PAGES !== '1') {
      console.log(
        `\nPage speed: Chromium ${VIEWPORT.width}×${VIEWPORT.height}, CPU ${CPU_THROTTLE}× slower, ` +
          `cold cache, median of ${PAGE_RUNS} runs`,
      );
      pages = await pageSpeed(server.baseUrl);
      console.log(
        `\n${table(
          ['page', 'FCP ms', 'LCP ms', 'CLS', 'load ms', 'JS', 'CSS', 'images', 'fonts', 'total', 'requests'],
          pages.map((p) => [
            p.url,
            p.median.fcpMs ?? '-',
            p.median.lcpMs ?? '-',
            p.median.cls,
            p.median.loadMs,
            kb(p.median.bytes.js),
            kb(p.median.bytes.css),
            kb(p.median.bytes.image),
            kb(p.median.bytes.font),
            kb(p.median.bytes.total),
            p.median.requests,
          ]),
        )}`,
      );
    }
  } finally {
    await server.stop();
    process.off('SIGINT', stopOnSignal);
  }

  const resultsDir = path.join(here, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(resultsDir, `${stamp}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          node: process.version,
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model ?? '',
          platform: os.platform(),
        },
        settings: {
          durationS: DURATION_S,
          concurrency: CONCURRENCY,
          pageRuns: PAGE_RUNS,
          cpuThrottle: CPU_THROTTLE,
          viewport: VIEWPORT,
        },
        load,
        pages,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nresults written to ${path.relative(repoRoot, file)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
