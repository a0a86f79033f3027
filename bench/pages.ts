/**
 * Page benchmarks of `npm run bench`:
 *   - Lighthouse (the npm package, mobile preset: simulated slow 4G and a 4× slower CPU) on nine
 *     pages in Debian's Chromium: the four category scores, FCP, LCP, TBT and CLS;
 *   - render: sequential requests for the home page with every cache off (what a render costs);
 *   - cached page vs static file: the same server sending a cached page and a static file of the
 *     same size, under the same load.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MEASURED_PAGES } from '../testkit/measured-pages.ts';

export interface LighthouseRow {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points, for the reader who wants to know why a score is not 100. */
  failing: string[];
  /** Performance score of every run (the row is the median run). */
  runs?: number[];
  /** Why runs were discarded and repeated (Lighthouse measured nothing). */
  discarded?: string[];
  /** Bytes over the wire of the page's scripts and fonts in that run (issue 36's figures). */
  scriptBytes?: number;
  fontBytes?: number;
}

/** Flags every Chromium of this project runs with (no background traffic off the machine). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Runs per page; the row is the run with the median performance score (Lighthouse's advice). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const MAX_DISCARDED = 3;

export async function lighthouseRows(
  baseUrl: string,
  pages: { name: string; path: string }[],
  chromePath: string,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      const runs: LighthouseRow[] = [];
      const discarded: string[] = [];
      // A run Lighthouse could not measure (a runtime error, no performance score) says nothing about
      // the page: it is run again, at most MAX_DISCARDED times per page, and reported.
      while (runs.length < LIGHTHOUSE_RUNS) {
        const run = await lighthouseRun(baseUrl, page, chrome.port);
        if (typeof run === 'string') {
          discarded.push(run);
          if (discarded.length > MAX_DISCARDED)
            throw new Error(`Lighthouse could not measure ${page.path}: ${discarded.join('; ')}`);
        } else runs.push(run);
      }
      runs.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
      rows.push({
        ...runs[Math.floor((runs.length - 1) / 2)]!,
        runs: runs.map((r) => r.performance),
        discarded,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** Lighthouse's own default (core/config/constants.js): what it clears before each run. */
const LIGHTHOUSE_CLEARED_STORAGE = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
] as const;

async function lighthouseRun(
  baseUrl: string,
  page: { name: string; path: string },
  port: number,
): Promise<LighthouseRow | string> {
  const result = await lighthouse(`${baseUrl}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Every run a first visit: Lighthouse clears the cache but keeps local storage by default, where
    // a Hindi page notes the font file it fetched (web/src/lib/fonts.server.ts); a run after the first
    // would then preload a file its cleared cache no longer has.
    clearStorageTypes: [...LIGHTHOUSE_CLEARED_STORAGE, 'local_storage'],
  });
  if (!result) return 'no result';
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) return `${runtimeError.code}: ${runtimeError.message}`;
  if (typeof categories.performance?.score !== 'number') return 'no performance score';
  const numeric = (id: string) => Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000;
  const requests = ((audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ??
    []) as { resourceType?: string; transferSize?: number }[];
  const bytesOf = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    page: page.name,
    path: page.path,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: bytesOf('Script'),
    fontBytes: bytesOf('Font'),
    failing: Object.values(categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}:${ref.id}`),
    ),
  };
}

/**
 * A copy of the built web app whose browser files also hold `name` with `bytes` (and its .br and .gz
 * copies, like every built file): the static file of the comparison. The server build is linked, so
 * it still finds its packages.
 */
export function webDistWithStaticFile(
  webDist: string,
  name: string,
  bytes: Buffer,
): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-bench-dist-'));
  cpSync(path.join(webDist, 'client'), path.join(dir, 'client'), { recursive: true });
  symlinkSync(path.join(webDist, 'server'), path.join(dir, 'server'), 'dir');
  const file = path.join(dir, 'client', name);
  writeFileSync(file, bytes);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Sequential requests: the time one render takes when nothing is cached. */
export async function renderTimes(
  url: string,
  count: number,
): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - t0);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]! * 10) / 10;
  return { p50: at(50), p95: at(95), max: Math.round(times.at(-1)! * 10) / 10 };
}

/** The measured pages: home, a service overview, an app page, the catalogue, a product, a post… */
export async function benchPages(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const products = (await (await fetch(`${baseUrl}/api/v1/products`)).json()) as {
    products: { slug: string }[];
  };
  const blogs = (await (await fetch(`${baseUrl}/api/v1/blogs`)).json()) as { data: { slug: string }[] };
  const jobs = (await (await fetch(`${baseUrl}/api/v1/jobs`)).json()) as { data: { slug: string }[] };
  return MEASURED_PAGES.map(({ name, path }) => ({
    name,
    path: path
      .replace('{product}', products.products[0]!.slug)
      .replace('{blog}', blogs.data[0]!.slug)
      .replace('{job}', jobs.data[0]!.slug),
  }));
}
