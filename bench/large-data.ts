/**
 * Fifty times the data, the same speed (issue 26 item 5). `npm run bench` runs it after the others,
 * or alone: `npm run bench:large-data` (or `node --import tsx large-data.ts` in bench/).
 *
 * Two sizes, each on a fresh database filled by `npm run seed:large`: "demo" is the demo content plus
 * 1/50 of the large set (100 posts, 2,000 enquiries, 200 media files, 10 openings …), so every list
 * has full pages; "large" is the demo content plus the whole set (5,000 posts, 100,000 enquiries,
 * 10,000 media files, 500 openings). On each, a server with its public caches off
 * (PUBLIC_CACHE_SECONDS=0: every request does its reads and its render) answers every public page
 * and API read and every admin list, BENCH_LARGE_REQUESTS times after 3 warm-ups, the two servers in
 * turn (so a busy machine slows both alike), timed from the request to the last byte over loopback;
 * then bench/memory.ts runs on each size's database.
 * Each read's p50 at the large size should be within 2× of the demo size's.
 *
 * Knobs: BENCH_LARGE_REQUESTS (30 per read), BENCH_DATABASE_URL (PostgreSQL: a database is created
 * on that server for each size, and dropped after).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase } from '../testkit/postgres-cluster.ts';
import { REPO_ROOT } from '../testkit/server-process.ts';
import { type MemoryResult, memoryBench } from './memory.ts';
import { BENCH_ADMIN, startBenchServer } from './server.ts';
import { decoded, percentile, round, timedGet } from './timed-get.ts';

const REQUESTS = Number(process.env.BENCH_LARGE_REQUESTS ?? 30);
const WARMUP = 3;
const BUDGET_MB = 400;
/** Below this a difference is the noise of a shared machine, not the data: shown, not judged. */
const NOISE_MS = 3;

/** `npm run seed:large` arguments: the whole set, and 1/50 of it. */
const SIZES = {
  demo: [
    '--posts',
    '100',
    '--enquiries',
    '2000',
    '--media',
    '200',
    '--openings',
    '10',
    '--redirects',
    '20',
    '--not-found',
    '100',
    '--audit',
    '600',
  ],
  large: [] as string[],
} as const;
type Size = keyof typeof SIZES;

interface Read {
  group: 'page' | 'api' | 'admin';
  name: string;
  path: string;
}

export interface ReadTiming extends Read {
  status: number;
  bytes: number;
  p50: number;
  p95: number;
}

export interface SizeResult {
  size: Size;
  seedSeconds: number;
  reads: ReadTiming[];
  /** Right after the reads (caches off), and the highest it reached then. */
  rssAfterReadsMb: number | null;
  peakAfterReadsMb: number | null;
  /** bench/memory.ts on this size's database: what the documented budget applies to. */
  memory: MemoryResult;
}

export interface LargeDataResult {
  database: 'pglite' | 'postgres';
  requestsPerRead: number;
  sizes: SizeResult[];
  loadAverage: number[];
}

function memoryMb(pid: number): { rss: number | null; peak: number | null } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rss: null, peak: null };
  }
}

async function json<T>(url: string, cookie = ''): Promise<T> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every read, with the ids of this database's items filled in. */
export async function readsOf(base: string, cookie: string): Promise<Read[]> {
  type Slugged = { data: { _id: string; slug: string }[] };
  const [post] = (await json<Slugged>(`${base}/api/v1/blogs?limit=1`)).data;
  const [job] = (await json<Slugged>(`${base}/api/v1/jobs?limit=1`)).data;
  const product = (await json<{ products: { slug: string }[] }>(`${base}/api/v1/products`)).products[0];
  const [staff] = (await json<{ data: { _id: string }[] }>(`${base}/api/v1/contact/assignees`, cookie)).data;
  if (!post || !job || !product || !staff)
    throw new Error('the database lacks a post, opening, product or staff');
  return [
    { group: 'page', name: 'home', path: '/' },
    { group: 'page', name: 'back office services (its posts, page 1)', path: '/backOfficeServices' },
    { group: 'page', name: 'digital marketing services', path: '/digitalMarketingServices' },
    { group: 'page', name: 'a post', path: `/blog/${post.slug}` },
    { group: 'page', name: 'products', path: '/products' },
    { group: 'page', name: 'a product', path: `/product/${product.slug}` },
    { group: 'page', name: 'careers (page 1)', path: '/careers' },
    { group: 'page', name: 'an opening', path: `/careers/${job.slug}` },
    { group: 'page', name: 'search "team"', path: '/search?q=team' },
    { group: 'page', name: 'contact', path: '/contactUs' },
    { group: 'page', name: 'web development', path: '/webdevelopment' },
    { group: 'page', name: 'page not found', path: '/no-such-page' },
    { group: 'page', name: 'sitemap index', path: '/sitemap.xml' },
    { group: 'page', name: 'sitemap: pages', path: '/sitemaps/pages.xml' },
    { group: 'page', name: 'RSS feed', path: '/rss.xml' },
    { group: 'page', name: 'JSON feed', path: '/feed.json' },
    { group: 'page', name: 'health check', path: '/healthz' },
    { group: 'api', name: 'posts (spec call: newest 100)', path: '/api/v1/blogs' },
    { group: 'api', name: 'posts, a page of 10', path: '/api/v1/blogs?page=2&limit=10' },
    { group: 'api', name: 'posts of a category, 10', path: '/api/v1/blogs?category=backOffice&limit=10' },
    { group: 'api', name: 'a post', path: `/api/v1/blogs/${post.slug}` },
    { group: 'api', name: 'products', path: '/api/v1/products' },
    { group: 'api', name: 'a product', path: `/api/v1/product/${product.slug}` },
    { group: 'api', name: 'openings (newest 100)', path: '/api/v1/jobs' },
    { group: 'api', name: 'openings, a page of 10', path: '/api/v1/jobs?limit=10' },
    { group: 'api', name: 'an opening', path: `/api/v1/jobs/${job.slug}` },
    { group: 'api', name: 'search "team"', path: '/api/v1/search?q=team' },
    { group: 'api', name: 'settings', path: '/api/v1/settings' },
    { group: 'api', name: 'home section', path: '/api/v1/second-sections' },
    { group: 'api', name: 'a legal page', path: '/api/v1/legal/privacy-policy' },
    { group: 'admin', name: 'posts', path: '/api/v1/blogs?page=1&limit=50' },
    {
      group: 'admin',
      name: 'posts, published, page 2',
      path: '/api/v1/blogs?status=published&page=2&limit=50',
    },
    { group: 'admin', name: 'products', path: '/api/v1/products?price%5Blte%5D=10000000' },
    { group: 'admin', name: 'enquiries', path: '/api/v1/contact?page=1&limit=50' },
    { group: 'admin', name: 'enquiries, new, page 2', path: '/api/v1/contact?status=new&page=2&limit=50' },
    { group: 'admin', name: 'enquiries, search', path: '/api/v1/contact?q=bakery&page=1&limit=50' },
    {
      group: 'admin',
      name: 'enquiries, one assignee',
      path: `/api/v1/contact?assignee=${staff._id}&page=1&limit=50`,
    },
    { group: 'admin', name: 'media', path: '/api/v1/admin/media?page=1&limit=24' },
    { group: 'admin', name: 'media, page 3', path: '/api/v1/admin/media?page=3&limit=24' },
    { group: 'admin', name: 'media, unused', path: '/api/v1/admin/media?unused=1&page=1&limit=24' },
    { group: 'admin', name: 'media, search', path: '/api/v1/admin/media?q=photo&page=1&limit=24' },
    { group: 'admin', name: 'openings', path: '/api/v1/admin/jobs?page=1&limit=50' },
    { group: 'admin', name: 'redirects', path: '/api/v1/admin/redirects?page=1&limit=50' },
    { group: 'admin', name: '404 log', path: '/api/v1/admin/not-found?page=1&limit=50' },
    { group: 'admin', name: 'audit log', path: '/api/v1/admin/audit?page=1' },
    { group: 'admin', name: 'audit log, an action', path: '/api/v1/admin/audit?action=contact&page=1' },
    { group: 'admin', name: 'audit log, search', path: '/api/v1/admin/audit?q=item%2012&page=1' },
    { group: 'admin', name: 'staff', path: '/api/v1/admin/users' },
    { group: 'admin', name: 'my sessions', path: '/api/v1/admin/sessions' },
    { group: 'admin', name: 'schedule', path: '/api/v1/admin/schedule' },
    { group: 'admin', name: 'categories', path: '/api/v1/admin/categories' },
    { group: 'admin', name: 'a post’s history', path: `/api/v1/blogs/${post._id}/revisions` },
  ];
}

/** A fresh database for one size: a data directory, and on PostgreSQL a new database on that server. */
async function freshDatabase(
  size: Size,
): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vyoma-bench-${size}-`));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `vyoma_bench_${size}_${process.pid}`;
  await dropDatabase(serverUrl, name);
  return {
    dataDir,
    databaseUrl: await createDatabase(serverUrl, name),
    drop: async () => {
      await dropDatabase(serverUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/** One size's database, seeded by `npm run seed:large` with its arguments. */
async function seeded(size: Size) {
  const db = await freshDatabase(size);
  const seeding = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'server/src/cli/seed-large.ts', ...SIZES[size]], {
    cwd: REPO_ROOT,
    env: {
      ...withoutDatabaseUrl(process.env),
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seedSeconds = round((performance.now() - seeding) / 1000);
  console.log(`\nlarge data: ${size} size written in ${seedSeconds} s`);
  return { size, db, seedSeconds };
}

/** A server on a seeded database (public caches off), signed in, with its reads. */
async function serve(db: { dataDir: string; databaseUrl?: string }) {
  const server = await startBenchServer(
    { PUBLIC_CACHE_SECONDS: '0', SEED_DEMO: 'false' },
    { dataDir: db.dataDir, databaseUrl: db.databaseUrl },
  );
  const login = await fetch(`${server.baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    server,
    cookie,
    agent,
    base: new URL(server.baseUrl),
    reads: await readsOf(server.baseUrl, cookie),
  };
}

/**
 * Both sizes at once, a request to one then the same read of the other, so a machine shared with
 * other work slows both alike (one size after the other would compare two different loads).
 */
async function measureSideBySide(): Promise<SizeResult[]> {
  const sizes = [await seeded('demo'), await seeded('large')];
  try {
    const servers = [await serve(sizes[0]!.db), await serve(sizes[1]!.db)];
    const timings: ReadTiming[][] = [[], []];
    let afterReads: ReturnType<typeof memoryMb>[] = [];
    try {
      const reads = servers[0]!.reads;
      for (const [k, read] of reads.entries()) {
        const times: number[][] = [[], []];
        const first = [
          { status: 0, bytes: 0 },
          { status: 0, bytes: 0 },
        ];
        for (let i = 0; i < WARMUP + REQUESTS; i++)
          for (const [s, { agent, base, cookie, reads: own }] of servers.entries()) {
            const path = own[k]!.path;
            // Admin lists as staff; public reads as a visitor.
            const r = await timedGet(agent, base, path, read.group === 'admin' ? { cookie } : {});
            if (i < WARMUP) continue;
            times[s]!.push(r.ms);
            if (i === WARMUP) first[s] = { status: r.status, bytes: decoded(r).length };
          }
        for (const s of [0, 1]) {
          const own = servers[s]!.reads[k]!;
          const expected = own.path === '/no-such-page' ? 404 : 200;
          if (first[s]!.status !== expected)
            throw new Error(`${own.path}: ${first[s]!.status} (expected ${expected})`);
          const sorted = times[s]!.sort((a, b) => a - b);
          timings[s]!.push({
            ...own,
            ...first[s]!,
            p50: round(percentile(sorted, 50)),
            p95: round(percentile(sorted, 95)),
          });
        }
      }
      afterReads = servers.map((x) => memoryMb(x.server.pid));
    } finally {
      for (const x of servers) {
        x.agent.destroy();
        await x.server.stop();
      }
    }
    // Memory as docs/operations.md#memory measures it (bench/memory.ts: 60 s of mixed load with the
    // caches on, settled 30 s after), on each size's database, one at a time.
    const results: SizeResult[] = [];
    for (const [s, { size, db, seedSeconds }] of sizes.entries())
      results.push({
        size,
        seedSeconds,
        reads: timings[s]!,
        rssAfterReadsMb: afterReads[s]!.rss,
        peakAfterReadsMb: afterReads[s]!.peak,
        memory: await memoryBench({ dataDir: db.dataDir, databaseUrl: db.databaseUrl }),
      });
    return results;
  } finally {
    for (const { db } of sizes) await db.drop();
  }
}

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${round(bytes / 1024)} kB`);

/** The table: each read at both sizes, the ratio of the medians and whether it holds. */
export function largeDataTable(result: LargeDataResult): string {
  const [demo, large] = result.sizes;
  if (!demo || !large) return '';
  const rows = large.reads.map((l) => {
    const d = demo.reads.find((r) => r.group === l.group && r.name === l.name)!;
    const ratio = d.p50 > 0 ? l.p50 / d.p50 : 1;
    const ok = ratio <= 2 || l.p50 - d.p50 <= NOISE_MS;
    return `| ${l.group} | ${l.name} | ${d.p50} / ${d.p95} | ${l.p50} / ${l.p95} | ${round(ratio)}× | ${kb(d.bytes)} → ${kb(l.bytes)} | ${ok ? 'yes' : '**no**'} |`;
  });
  const memory = (s: SizeResult) =>
    `${s.memory.afterLoadMb ?? '?'} / ${s.memory.afterIdleSettledMb ?? '?'} MB (peak ${s.memory.peakMb ?? '?'})`;
  const reads = (s: SizeResult) => `${s.rssAfterReadsMb ?? '?'} MB (peak ${s.peakAfterReadsMb ?? '?'})`;
  const within = (s: SizeResult) =>
    s.memory.afterIdleSettledMb !== null && s.memory.afterIdleSettledMb <= BUDGET_MB;
  return [
    `Large data on ${result.database} (${result.requestsPerRead} requests per read after ${WARMUP} warm-ups, to the two sizes in turn, public caches off; load average ${result.loadAverage.map((n) => n.toFixed(1)).join(' / ')}):`,
    '',
    '| | read | demo p50 / p95 ms | large p50 / p95 ms | large ÷ demo (p50) | answer | ≤ 2× |',
    '| --- | --- | ---: | ---: | ---: | --- | --- |',
    ...rows,
    `| memory | RSS after the reads above (caches off) | ${reads(demo)} | ${reads(large)} | | | |`,
    `| memory | RSS after ${large.memory.loadSeconds} s of mixed load / settled 30 s later (bench/memory.ts) | ${memory(demo)} | ${memory(large)} | | | ${within(large) ? `yes (≤ ${BUDGET_MB} MB)` : `**no** (> ${BUDGET_MB} MB)`} |`,
    '',
    `Seeded in ${demo.seedSeconds} s (demo) and ${large.seedSeconds} s (large). "≤ 2×" also holds when the two medians differ by at most ${NOISE_MS} ms.`,
  ].join('\n');
}

export async function largeDataBench(): Promise<LargeDataResult> {
  const sizes = await measureSideBySide();
  const result: LargeDataResult = {
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    requestsPerRead: REQUESTS,
    sizes,
    loadAverage: os.loadavg(),
  };
  console.log(`\n${largeDataTable(result)}`);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  largeDataBench().then(
    () => {},
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
