/**
 * Visit analytics at size (issue 27): 10 million page views on PGlite. `npm run bench` runs it last,
 * or alone: `node --import tsx analytics.ts` in bench/.
 *
 * Fills a fresh embedded database (the server's migrations) with BENCH_ANALYTICS_EVENTS page views
 * over BENCH_ANALYTICS_DAYS days ending now, today a busy day of BENCH_ANALYTICS_TODAY views since
 * midnight (analytics-data.ts: SQL, then every finished day rolled up, today as the rollup job left it,
 * and raw rows older than 30 days pruned exactly as the scheduler does; about one visit in a hundred
 * sends an enquiry). Then starts the real server on it (`npm start`'s settings, demo content) and:
 *
 * 1. times the dashboard: the ten reads /admin/analytics makes (summary with the period before,
 *    chart, pages, entry pages, sources, campaigns, devices, browsers, funnel, visitors now), sent
 *    together as the page sends them, from the first request to the last byte of the last answer;
 *    for the last 30 days (budget 100 ms at p95) and for all time (300 ms), and one filtered view;
 * 2. sends beacons at BENCH_ANALYTICS_RATE a second (1,000) from as many addresses for
 *    BENCH_ANALYTICS_LOAD_S seconds (0: none, so a kept data directory is left as it was) while a
 *    visitor reads the home page one request at a time, and
 *    compares that visitor's p99 with the same reads without beacons, before and after (budget 1.5×);
 *    the server's CPU time per beacon, its batched writes included; every beacon answered 202 is
 *    then in the figures.
 *
 * The machine's load average is printed with the figures: on a shared machine they follow it.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@vyoma/contract';
import autocannon from 'autocannon';
import { openDatabase } from '../server/src/db/client.ts';
import { addDays } from '../server/src/modules/analytics/days.ts';
import { rollUpEnquiries, rollUpMonths } from '../server/src/modules/analytics/repository.ts';
import { startServer } from '../testkit/server-process.ts';
import { type GeneratedData, generateVisits } from './analytics-data.ts';
import { cpuMicros } from './api.ts';
import { startVisitor } from './page-flood.ts';
import { BENCH_ADMIN, mallocEnv, signIn } from './server.ts';
import { percentile, round, timedGet } from './timed-get.ts';

const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 10_000_000);
const DAYS = Number(process.env.BENCH_ANALYTICS_DAYS ?? 365);
/** Page views since midnight today: a busy day (0: today's share of the rest, as the other days). */
const TODAY = Number(process.env.BENCH_ANALYTICS_TODAY ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ANALYTICS_ROUNDS ?? 30);
const RATE = Number(process.env.BENCH_ANALYTICS_RATE ?? 1000);
const LOAD_S = Number(process.env.BENCH_ANALYTICS_LOAD_S ?? 15);
const WARMUP = 5;
const TIME_ZONE = 'Asia/Kolkata';
const BUDGETS = { days30: 100, allTime: 300, pageRatio: 1.5 };
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export interface DashboardTiming {
  name: string;
  from: string;
  to: string;
  p50: number;
  p95: number;
  max: number;
  /** The slowest read of the ten, by its median alone. */
  slowest: { what: string; p50: number };
  cpuMs: number | null;
  budgetMs: number | null;
}

export interface BeaconLoad {
  rate: number;
  seconds: number;
  sent: number;
  accepted: number;
  otherStatus: Record<string, number>;
  counted: number;
  /** The server's CPU over the whole load, the reader's home pages included, per beacon. */
  cpuUsPerBeacon: number | null;
  /** The same over the first two seconds, when only beacons are sent. */
  cpuUsPerBeaconAlone: number | null;
  page: { aloneP50: number; aloneP99: number; loadedP50: number; loadedP99: number; ratio: number };
}

export interface AnalyticsBenchResult {
  database: 'pglite' | 'postgres';
  events: number;
  /** Of them, today's (since midnight). */
  todayEvents: number;
  visits: number;
  days: number;
  generateSeconds: number;
  rollupSeconds: number;
  rollupRows: { visit: number; page: number };
  /** Months summed into month rows before the server starts (those not made yet), and how long. */
  months: { made: number; seconds: number };
  /** Enquiry rollups made for every finished day at the start (the scheduler's first run). */
  enquiries: { days: number; seconds: number };
  loadAverage: { before: number[]; after: number[] };
  dashboards: DashboardTiming[];
  /** Null with BENCH_ANALYTICS_LOAD_S=0: the dashboard timed alone, the data left as it was. */
  beacons: BeaconLoad | null;
}

const READS = [
  'summary',
  'timeseries',
  'pages',
  'entries',
  'sources',
  'campaigns',
  'devices',
  'browsers',
  'funnel',
  'realtime',
] as const;

async function dashboard(
  agent: http.Agent,
  base: URL,
  cookie: string,
  pid: number,
  name: string,
  query: Record<string, string>,
  budgetMs: number | null,
): Promise<DashboardTiming> {
  const one = async () => {
    const started = performance.now();
    const answers = await Promise.all(
      READS.map((what) =>
        timedGet(agent, base, API.adminAnalytics(what, what === 'realtime' ? {} : query), { cookie }),
      ),
    );
    for (const [i, a] of answers.entries())
      if (a.status !== 200) throw new Error(`${READS[i]}: ${a.status} ${a.body.toString().slice(0, 200)}`);
    return { total: performance.now() - started, each: answers.map((a) => a.ms) };
  };
  for (let i = 0; i < WARMUP; i++) await one();
  const cpuBefore = cpuMicros(pid);
  const totals: number[] = [];
  const each: number[][] = READS.map(() => []);
  for (let i = 0; i < ROUNDS; i++) {
    const r = await one();
    totals.push(r.total);
    for (const [k, ms] of r.each.entries()) each[k]!.push(ms);
  }
  const cpuAfter = cpuMicros(pid);
  totals.sort((a, b) => a - b);
  const medians = each.map((list) =>
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    ),
  );
  const worst = medians.indexOf(Math.max(...medians));
  return {
    name,
    from: query.from!,
    to: query.to!,
    p50: round(percentile(totals, 50)),
    p95: round(percentile(totals, 95)),
    max: round(totals.at(-1) ?? 0),
    slowest: { what: READS[worst]!, p50: round(medians[worst]!) },
    cpuMs: cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / 1000 / ROUNDS),
    budgetMs,
  };
}

/**
 * One visitor reading the home page (a cached page), one request after another, for `seconds`: in a
 * worker thread (page-flood.ts), so the beacons' load generator in this thread does not delay it.
 */
async function reader(base: URL, seconds: number): Promise<number[]> {
  const visitor = startVisitor(`${base.origin}/`);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const { latencies, failed } = await visitor.stop();
  if (failed > 0) throw new Error(`GET /: ${failed} requests failed`);
  return latencies.sort((a, b) => a - b);
}

async function beaconLoad(base: URL, cookie: string, pid: number): Promise<BeaconLoad> {
  const agent = new http.Agent({ keepAlive: true });
  const today = await timedGet(agent, base, API.adminAnalytics('summary', {}), { cookie });
  const before = JSON.parse(today.body.toString()).data.pageviews as number;
  await reader(base, 2); // warm-up
  const alone1 = await reader(base, 8);
  let n = 0;
  const cpuBefore = cpuMicros(pid);
  const loading = autocannon({
    url: base.origin,
    connections: 32,
    overallRate: RATE,
    duration: LOAD_S,
    requests: [
      {
        method: 'POST',
        path: API.events,
        setupRequest: (req) => {
          n += 1;
          const page = ['/', '/webdevelopment', '/blog/post-3', '/products', '/contactUs'][n % 5]!;
          return {
            ...req,
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': `${CHROME} bench/${n % 7}`,
              // TRUST_PROXY=1: each beacon from one of 60,000 addresses (the per-address limit holds).
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              origin: base.origin,
            },
            body: JSON.stringify({
              type: 'pageview',
              path: `${page}${n % 11 === 0 ? '?utm_source=google&utm_campaign=bench' : ''}`,
              referrer: n % 3 === 0 ? 'https://www.google.com/' : '',
            }),
          };
        },
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 2000));
  // The first two seconds carry beacons only: the beacon's own CPU, without the reader's pages.
  const cpuBeaconsOnly = cpuMicros(pid);
  const sentBeaconsOnly = n;
  const loaded = await reader(base, LOAD_S - 3);
  const result = await loading;
  const cpuAfter = cpuMicros(pid);
  await new Promise((r) => setTimeout(r, 1500)); // the last batch
  const alone2 = await reader(base, 8);
  const after = JSON.parse(
    (await timedGet(agent, base, API.adminAnalytics('summary', {}), { cookie })).body.toString(),
  ).data.pageviews as number;
  agent.destroy();
  const statuses = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const accepted = statuses['202']?.count ?? 0;
  const otherStatus = Object.fromEntries(
    Object.entries(statuses)
      .filter(([code]) => code !== '202')
      .map(([code, v]) => [code, v.count]),
  );
  const aloneP99 = (percentile(alone1, 99) + percentile(alone2, 99)) / 2;
  const loadedP99 = percentile(loaded, 99);
  return {
    rate: RATE,
    seconds: LOAD_S,
    sent: result.requests.sent,
    accepted,
    otherStatus,
    counted: after - before,
    cpuUsPerBeacon:
      cpuBefore === null || cpuAfter === null || accepted === 0
        ? null
        : round((cpuAfter - cpuBefore) / result.requests.total),
    cpuUsPerBeaconAlone:
      cpuBefore === null || cpuBeaconsOnly === null || sentBeaconsOnly === 0
        ? null
        : round((cpuBeaconsOnly - cpuBefore) / sentBeaconsOnly),
    page: {
      aloneP50: round((percentile(alone1, 50) + percentile(alone2, 50)) / 2),
      aloneP99: round(aloneP99),
      loadedP50: round(percentile(loaded, 50)),
      loadedP99: round(loadedP99),
      ratio: round((loadedP99 / aloneP99) * 100) / 100,
    },
  };
}

/** Keep the generated data here and use it again on the next run (its first day stays as it was). */
const KEEP_DIR = process.env.BENCH_ANALYTICS_DATA_DIR;
/**
 * BENCH_DATABASE_URL (as for the rest of the bench): the data is written to, and the server reads,
 * that PostgreSQL database instead of PGlite (with BENCH_ANALYTICS_DATA_DIR, kept there too).
 */
const DATABASE_URL = process.env.BENCH_DATABASE_URL || null;
const openData = (dataDir: string) =>
  openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: DATABASE_URL ? null : path.join(dataDir, 'db') });

async function generated(dataDir: string): Promise<GeneratedData> {
  const summary = path.join(dataDir, 'generated.json');
  if (KEEP_DIR && existsSync(summary)) return JSON.parse(readFileSync(summary, 'utf8')) as GeneratedData;
  console.log(`analytics: writing ${EVENTS} page views over ${DAYS} days …`);
  const database = await openData(dataDir);
  try {
    await database.migrate();
    const data = await generateVisits(database, {
      days: DAYS,
      viewsPerDay: Math.round(EVENTS / DAYS),
      todayViews: TODAY > 0 ? TODAY : undefined,
      timeZone: TIME_ZONE,
      log: (line) => console.log(line),
    });
    writeFileSync(summary, JSON.stringify(data));
    return data;
  } finally {
    await database.close();
  }
}

export async function analyticsBench(): Promise<AnalyticsBenchResult> {
  const dataDir = KEEP_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'vyoma-bench-analytics-'));
  mkdirSync(dataDir, { recursive: true });
  const loadBefore = os.loadavg().map((l) => round(l));
  try {
    const data = await generated(dataDir);
    console.log(
      `analytics: ${data.views} views, ${data.visits} visits written in ${round(data.generateSeconds)} s; ` +
        `${DAYS - 1} days rolled up in ${round(data.rollupSeconds)} s (${data.rollupRows.visit} + ${data.rollupRows.page} rows)`,
    );
    // Whole months into month rows, as the scheduler's rollup does after the days (once).
    const monthly = performance.now();
    const database = await openData(dataDir);
    let monthsMade: string[];
    let enquiryDays: number;
    let enquirySeconds: number;
    try {
      await database.migrate();
      monthsMade = await rollUpMonths(database.db, `${data.today.slice(0, 8)}01`);
      // Enquiries of every finished day into their rollups, as the scheduler's first run does (data
      // written before they existed): timed on its own.
      const started = performance.now();
      enquiryDays = await rollUpEnquiries(database.db, data.today, TIME_ZONE);
      enquirySeconds = round((performance.now() - started) / 1000);
    } finally {
      await database.close();
    }
    const monthSeconds = round((performance.now() - monthly) / 1000 - enquirySeconds);
    console.log(`analytics: ${monthsMade.length} months summed into month rows in ${monthSeconds} s`);
    console.log(`analytics: enquiries of ${enquiryDays} days rolled up in ${enquirySeconds} s`);
    const server = await startServer({
      dataDir,
      databaseUrl: DATABASE_URL ?? undefined,
      readyTimeoutMs: 300_000,
      env: {
        SEED_DEMO: 'true',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
        SITE_TIMEZONE: TIME_ZONE,
        TRUST_PROXY: '1',
        ...mallocEnv(process.env),
      },
    });
    try {
      server.child.once('exit', (code, signal) =>
        console.error(`analytics: the server stopped (${code ?? signal}):\n${server.output().slice(-4000)}`),
      );
      const base = new URL(server.baseUrl);
      const pid = server.child.pid ?? 0;
      const cookie = await signIn(server.baseUrl);
      const agent = new http.Agent({ keepAlive: true, maxSockets: READS.length });
      const last30 = { from: addDays(data.today, -29), to: data.today };
      const dashboards = [
        await dashboard(agent, base, cookie, pid, 'last 30 days', last30, BUDGETS.days30),
        await dashboard(
          agent,
          base,
          cookie,
          pid,
          'all time',
          { from: data.firstDay, to: data.today },
          BUDGETS.allTime,
        ),
        await dashboard(
          agent,
          base,
          cookie,
          pid,
          'last 30 days, source Google',
          { ...last30, source: 'Google' },
          null,
        ),
        await dashboard(
          agent,
          base,
          cookie,
          pid,
          'all time, page /webdevelopment',
          { from: data.firstDay, to: data.today, page: '/webdevelopment' },
          null,
        ),
      ];
      agent.destroy();
      const beacons = LOAD_S > 0 ? await beaconLoad(base, cookie, pid) : null;
      const result: AnalyticsBenchResult = {
        database: DATABASE_URL ? 'postgres' : 'pglite',
        events: data.views,
        todayEvents: data.todayViews,
        visits: data.visits,
        days: DAYS,
        generateSeconds: round(data.generateSeconds),
        rollupSeconds: round(data.rollupSeconds),
        rollupRows: data.rollupRows,
        months: { made: monthsMade.length, seconds: monthSeconds },
        enquiries: { days: enquiryDays, seconds: enquirySeconds },
        loadAverage: { before: loadBefore, after: os.loadavg().map((l) => round(l)) },
        dashboards,
        beacons,
      };
      print(result);
      return result;
    } finally {
      await server.stop(15_000);
    }
  } finally {
    if (!KEEP_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(r: AnalyticsBenchResult): void {
  const width = Math.max(...r.dashboards.map((d) => d.name.length));
  const b = r.beacons;
  console.log(
    `\nVisit analytics, ${r.events} page views in ${r.visits} visits over ${r.days} days on ${r.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${r.todayEvents} of them today ` +
      `(load average ${r.loadAverage.before.join(' ')} before, ${r.loadAverage.after.join(' ')} after)\n` +
      `dashboard: the ten reads sent together, ${ROUNDS} rounds\n` +
      `${'period'.padEnd(width)}  p50 ms  p95 ms  max ms  CPU ms  slowest read (p50)  budget\n` +
      r.dashboards
        .map(
          (d) =>
            `${d.name.padEnd(width)}  ${String(d.p50).padStart(6)}  ${String(d.p95).padStart(6)}  ${String(d.max).padStart(6)}  ${String(d.cpuMs ?? '-').padStart(6)}  ${`${d.slowest.what} ${d.slowest.p50}`.padEnd(18)}  ${d.budgetMs === null ? '-' : `${d.budgetMs} ${d.p95 <= d.budgetMs ? 'yes' : 'NO'}`}`,
        )
        .join('\n') +
      (b
        ? `\nbeacons: ${b.sent} sent at ${b.rate}/s for ${b.seconds} s, ${b.accepted} answered 202 ` +
          `(${JSON.stringify(b.otherStatus)}), ${b.counted} counted; server CPU ${b.cpuUsPerBeaconAlone} µs per beacon with beacons alone, ` +
          `${b.cpuUsPerBeacon} µs with the reader's home pages\n` +
          `home page, one visitor: p50 ${b.page.aloneP50} / p99 ${b.page.aloneP99} ms alone, ` +
          `p50 ${b.page.loadedP50} / p99 ${b.page.loadedP99} ms under the beacons: ${b.page.ratio}× ` +
          `(budget ${BUDGETS.pageRatio}×: ${b.page.ratio <= BUDGETS.pageRatio ? 'yes' : 'NO'})`
        : '\nbeacons: not sent (BENCH_ANALYTICS_LOAD_S=0)'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  analyticsBench().then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
