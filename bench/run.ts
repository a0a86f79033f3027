import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnalyticsBenchResult, analyticsBench } from './analytics.ts';
import { API_SETTINGS, API_TABLE_HEADERS, type ApiComparison, apiComparison, apiTableRows } from './api.ts';
import { type BlocksBenchResult, blocksBench } from './blocks.ts';
import { type ChangeFeedResult, changeFeedBench } from './change-feed.ts';
import { type ImageBytesResult, imageBytesBench, printImageBytes } from './images.ts';
import { type InboxResult, inboxBench } from './inbox.ts';
import { type LargeDataResult, largeDataBench } from './large-data.ts';
import { memoryBench } from './memory.ts';
import { type FloodResult, pageFloodBench } from './page-flood.ts';
import {
  benchPages,
  type LighthouseRow,
  lighthouseRows,
  renderTimes,
  webDistWithStaticFile,
} from './pages.ts';
import { createRichPost, RICH_SECTIONS } from './rich-post.ts';
import { type SearchBenchResult, searchBench } from './search.ts';
import { type BenchServer, startBenchServer } from './server.ts';
import { slowClientBench } from './slow-clients.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = path.join(repoRoot, 'web', 'dist');

// --- server ----------------------------------------------------------------------------------------

type Server = Pick<BenchServer, 'baseUrl' | 'stop'> & { pid?: number };
const startServer = startBenchServer;

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
  /** Accept-Encoding to send (default "gzip, br", like a browser). */
  acceptEncoding?: string;
}

function request(
  agent: http.Agent,
  base: URL,
  ep: Endpoint,
  i: number,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const body = ep.body?.(i);
    const headers: Record<string, string | number> = { 'accept-encoding': ep.acceptEncoding ?? 'gzip, br' };
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

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

/**
 * Uncached renders of the home page and of a post with 20 rich sections: a server with every cache
 * off, sequential requests.
 */
async function measureRender() {
  const server = await startServer({ PUBLIC_CACHE_SECONDS: '0' });
  try {
    const times = await renderTimes(`${server.baseUrl}/`, 200);
    console.log(
      `\nUncached render of / (PUBLIC_CACHE_SECONDS=0, 200 sequential requests): p50 ${times.p50} ms, p95 ${times.p95} ms, max ${times.max} ms`,
    );
    const richPath = await createRichPost(server.baseUrl);
    const richPost = await renderTimes(`${server.baseUrl}${richPath}`, 200);
    console.log(
      `Uncached render of a post with ${RICH_SECTIONS} rich sections (${richPath}): p50 ${richPost.p50} ms, p95 ${richPost.p95} ms, max ${richPost.max} ms`,
    );
    return { ...times, richPost: { path: richPath, ...richPost } };
  } finally {
    await server.stop();
  }
}

/** The same server sending a cached page and a static file of the same bytes, under the same load. */
async function measureCachedVsStatic() {
  const probe = await startServer();
  const html = Buffer.from(await (await fetch(`${probe.baseUrl}/`)).arrayBuffer());
  await probe.stop();
  const copy = webDistWithStaticFile(WEB_DIST, 'bench-same-size.html', html);
  const server = await startServer({ WEB_DIST_DIR: copy.dir });
  const rows: { encoding: string; page: LoadResult; file: LoadResult; ratio: number }[] = [];
  try {
    for (const encoding of ['identity', 'gzip, br']) {
      const page = await loadTest(server.baseUrl, {
        name: 'page',
        method: 'GET',
        path: '/',
        acceptEncoding: encoding,
      });
      const file = await loadTest(server.baseUrl, {
        name: 'static',
        method: 'GET',
        path: '/bench-same-size.html',
        acceptEncoding: encoding,
      });
      rows.push({ encoding, page, file, ratio: Math.round((page.reqPerSec / file.reqPerSec) * 100) / 100 });
    }
  } finally {
    await server.stop();
    copy.cleanup();
  }
  console.log(
    `\nCached page vs a static file of the same ${html.length} bytes (${DURATION_S} s each, concurrency ${CONCURRENCY})\n${table(
      ['accept-encoding', 'page req/s', 'page p99 ms', 'file req/s', 'file p99 ms', 'page/file'],
      rows.map((r) => [
        r.encoding,
        r.page.reqPerSec,
        r.page.latencyMs.p99,
        r.file.reqPerSec,
        r.file.latencyMs.p99,
        r.ratio,
      ]),
    )}`,
  );
  return { bytes: html.length, rows };
}

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
  let api: ApiComparison[] = [];
  let lighthouse: LighthouseRow[] = [];
  let imageBytes: ImageBytesResult | null = null;
  let render: Awaited<ReturnType<typeof measureRender>> | null = null;
  let cachedVsStatic: Awaited<ReturnType<typeof measureCachedVsStatic>> | null = null;
  try {
    if (process.env.BENCH_SKIP_LOAD !== '1') {
      const endpoints: Endpoint[] = [
        { name: 'products', method: 'GET', path: '/api/v1/products' },
        { name: 'blogs', method: 'GET', path: '/api/v1/blogs' },
        { name: 'home page (cached render)', method: 'GET', path: '/' },
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

    if (process.env.BENCH_SKIP_API !== '1') {
      console.log(
        `\nAPI against a bare Fastify sending the same bytes: ${API_SETTINGS.rounds} rounds of ` +
          `${API_SETTINGS.durationS} s each, ${API_SETTINGS.connections} connections, autocannon (medians)`,
      );
      api = await apiComparison(server.baseUrl, server.pid);
      console.log(`\n${table(API_TABLE_HEADERS, apiTableRows(api))}`);
    }

    if (process.env.BENCH_SKIP_PAGES !== '1') {
      console.log(
        "\nLighthouse (mobile preset: slow 4G, 4× slower CPU), Debian Chromium; the median of each page's runs",
      );
      // The nine pages, and a post with 20 rich sections (issue 17).
      const pages = [
        ...(await benchPages(server.baseUrl)),
        { name: `post, ${RICH_SECTIONS} rich sections`, path: await createRichPost(server.baseUrl) },
      ];
      lighthouse = await lighthouseRows(server.baseUrl, pages, CHROMIUM);
      console.log(
        `\n${table(
          ['page', 'perf', 'runs', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
          lighthouse.map((r) => [
            r.path,
            r.performance,
            (r.runs ?? []).join('/'),
            r.accessibility,
            r.bestPractices,
            r.seo,
            r.fcpMs,
            r.lcpMs,
            r.tbtMs,
            r.cls,
          ]),
        )}`,
      );
      for (const r of lighthouse.filter((row) => row.failing.length > 0))
        console.log(`  ${r.path}: ${r.failing.join(', ')}`);
      for (const r of lighthouse.filter((row) => (row.discarded ?? []).length > 0))
        console.log(
          `  ${r.path}: repeated ${r.discarded?.length} unmeasured run(s): ${r.discarded?.join('; ')}`,
        );
    }

    // The home page's image bytes with and without AVIF renditions (issue 19).
    if (process.env.BENCH_SKIP_IMAGES !== '1') {
      imageBytes = await imageBytesBench(server.baseUrl);
      printImageBytes(imageBytes);
    }
  } finally {
    await server.stop();
    process.off('SIGINT', stopOnSignal);
  }
  // A 30-block page through the block renderer against the same components in one tree (issue 35).
  const blocks: BlocksBenchResult | null = process.env.BENCH_SKIP_BLOCKS === '1' ? null : await blocksBench();
  // Resident memory (idle, after load) and slow clients, each on a server of its own.
  const memory = externalUrl || process.env.BENCH_SKIP_MEMORY === '1' ? null : await memoryBench();
  const slowClients = externalUrl || process.env.BENCH_SKIP_SLOW === '1' ? null : await slowClientBench();
  // A flood of junk cookies, tracking parameters and unique searches against the page cache.
  const pageFlood: FloodResult[] | null =
    externalUrl || process.env.BENCH_SKIP_FLOOD === '1' ? null : await pageFloodBench();
  // The enquiry inbox with 50,000 enquiries, on a server and database of its own.
  const inbox: InboxResult | null =
    externalUrl || process.env.BENCH_SKIP_INBOX === '1' ? null : await inboxBench();
  // Site search with 1,000 posts, on a server and database of its own.
  const search: SearchBenchResult | null =
    externalUrl || process.env.BENCH_SKIP_SEARCH === '1' ? null : await searchBench();
  // How fast a change reaches three processes on PostgreSQL, on a PostgreSQL and processes of its own.
  const changeFeed: ChangeFeedResult | null =
    externalUrl || process.env.BENCH_SKIP_CHANGE_FEED === '1' ? null : await changeFeedBench();
  // Every read at the demo size and at fifty times the data (issue 26), on databases of their own.
  const largeData: LargeDataResult | null =
    externalUrl || process.env.BENCH_SKIP_LARGE === '1' ? null : await largeDataBench();
  // Visit analytics with 10 million page views, on a server and database of its own.
  const analytics: AnalyticsBenchResult | null =
    externalUrl || process.env.BENCH_SKIP_ANALYTICS === '1' ? null : await analyticsBench();

  if (!externalUrl && process.env.BENCH_SKIP_PAGES !== '1') {
    render = await measureRender();
    cachedVsStatic = await measureCachedVsStatic();
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
        settings: { durationS: DURATION_S, concurrency: CONCURRENCY },
        load,
        api,
        lighthouse,
        imageBytes,
        render,
        cachedVsStatic,
        blocks,
        memory,
        slowClients,
        pageFlood,
        inbox,
        search,
        changeFeed,
        largeData,
        analytics,
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
