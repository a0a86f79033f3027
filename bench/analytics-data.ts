/**
 * Synthetic visits for the analytics bench (bench/analytics.ts): `days` days ending now in
 * SITE_TIMEZONE, about `viewsPerDay` page views a day (and, with `todayViews`, that many since
 * midnight today: a busy day), written straight into a fresh embedded database with SQL
 * (generate_series), then every finished day rolled up, today as the rollup job left it one run ago,
 * and raw rows older than 30 days pruned, exactly as the scheduler does. Sources, campaigns, devices,
 * browsers and pages follow weights like a small agency's traffic; a visit has 1–12 views, 2.15 on
 * average (about 45 % bounce).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client.ts';
import { addDays, localDay } from '../server/src/modules/analytics/days.ts';
import { pruneRaw, ROLLUP_TODAY_EVERY_MS, rollUpDay } from '../server/src/modules/analytics/repository.ts';

/** [value, weight]: expanded into an array a random index picks from. */
const weighted = (pairs: [string, number][]) => pairs.flatMap(([v, w]) => Array.from({ length: w }, () => v));

const SOURCES = weighted([
  ['Direct', 35],
  ['Google', 30],
  ['LinkedIn', 8],
  ['Facebook', 5],
  ['Instagram', 4],
  ['Bing', 3],
  ['WhatsApp', 3],
  ['Email', 3],
  ['X', 2],
  ['YouTube', 2],
  ['DuckDuckGo', 1],
  ...Array.from({ length: 20 }, (_, i) => [`partner${i}.example`, 1] as [string, number]).slice(0, 4),
]);
const CAMPAIGNS = weighted([
  ['', 85],
  ['spring-sale', 4],
  ['webinar-apr', 3],
  ['seo-audit', 2],
  ['newsletter-weekly', 2],
  ['linkedin-ads', 2],
  ['retargeting', 1],
  ['diwali', 1],
]);
const DEVICES = weighted([
  ['desktop', 55],
  ['mobile', 40],
  ['tablet', 5],
]);
const BROWSERS = weighted([
  ['Chrome', 60],
  ['Safari', 20],
  ['Edge', 8],
  ['Firefox', 5],
  ['Samsung Internet', 5],
  ['Opera', 2],
]);
const SERVICES = [
  '/',
  '/services',
  '/webdevelopment',
  '/appdevelopment',
  '/products',
  '/contactUs',
  '/cart',
  '/careers',
  '/backOfficeServices',
  '/digitalMarketingServices',
  '/amazonServices',
  '/machine-learning-and-ai-solutions',
];
/** About 80 pages, the first few read far more often. */
const PAGES = weighted([
  ...SERVICES.map((p, i) => [p, Math.max(2, 24 - i * 2)] as [string, number]),
  ...Array.from({ length: 50 }, (_, i) => [`/blog/post-${i}`, i < 10 ? 4 : 1] as [string, number]),
  ...Array.from({ length: 16 }, (_, i) => [`/product/product-${i}`, i < 4 ? 3 : 1] as [string, number]),
]);

const pick = (name: string, list: string[]) =>
  sql.raw(`(${name})[1 + floor(random() * ${list.length})::int]`);

export interface GeneratedData {
  days: number;
  visits: number;
  views: number;
  /** Of them, today's (since midnight). */
  todayViews: number;
  firstDay: string;
  today: string;
  generateSeconds: number;
  rollupSeconds: number;
  rollupRows: { visit: number; page: number };
}

export async function generateVisits(
  database: Database,
  opts: {
    days: number;
    viewsPerDay: number;
    /** Page views since midnight today (default: today's share of viewsPerDay, up to now). */
    todayViews?: number;
    timeZone: string;
    now?: Date;
    log?: (line: string) => void;
  },
): Promise<GeneratedData> {
  const { db } = database;
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const today = localDay(now, opts.timeZone);
  const firstDay = addDays(today, -(opts.days - 1));
  // A visit has 1 + floor(Exp(1.6)) views: 2.15 on average.
  const visitsPerDay = Math.round(opts.viewsPerDay / 2.15);
  const started = performance.now();
  const params = sql`(select ${sql.param(SOURCES)}::text[] as sources, ${sql.param(CAMPAIGNS)}::text[] as campaigns,
    ${sql.param(DEVICES)}::text[] as devices, ${sql.param(BROWSERS)}::text[] as browsers, ${sql.param(PAGES)}::text[] as pages) p`;
  const CHUNK = 10;
  const busy = opts.todayViews !== undefined;
  const lastDay = busy ? addDays(today, -1) : today;
  for (let from = firstDay; from <= lastDay; from = addDays(from, CHUNK)) {
    const to = addDays(from, CHUNK - 1) < lastDay ? addDays(from, CHUNK - 1) : lastDay;
    await db.execute(sql`
      insert into analytics_visits (day, visitor, started_at, last_seen_at, entry_path, exit_path, pageviews, source,
        utm_campaign, click_id, device, browser, content, contact, script)
      select d::date, floor(random() * 281474976710655)::bigint,
        start, start + (pv - 1) * interval '90 seconds', entry, entry, pv,
        ${pick('p.sources', SOURCES)}, nullif(${pick('p.campaigns', CAMPAIGNS)}, ''),
        case when random() < 0.03 then 'gclid' end,
        ${pick('p.devices', DEVICES)}, ${pick('p.browsers', BROWSERS)},
        random() < 0.6, random() < 0.12, random() > 0.002
      from generate_series(${from}::date, ${to}::date, interval '1 day') d, ${params},
        lateral (select (d::timestamp + random() * interval '23 hours 30 minutes') at time zone ${opts.timeZone} as start,
          least(12, 1 + floor(-ln(1 - random()) * 1.6))::int as pv, ${pick('p.pages', PAGES)} as entry,
          g as i from generate_series(1, ${visitsPerDay}) g) v
      where v.start <= ${now.toISOString()}::timestamptz`);
    log(`  visits of ${from} … ${to} written (${Math.round(performance.now() - started)} ms)`);
  }
  if (busy) {
    // A busy today: todayViews views between midnight and now, each visit's last view by now.
    await db.execute(sql`
      insert into analytics_visits (day, visitor, started_at, last_seen_at, entry_path, exit_path, pageviews, source,
        utm_campaign, click_id, device, browser, content, contact, script)
      select ${today}::date, floor(random() * 281474976710655)::bigint,
        start, start + (pv - 1) * interval '90 seconds', entry, entry, pv,
        ${pick('p.sources', SOURCES)}, nullif(${pick('p.campaigns', CAMPAIGNS)}, ''),
        case when random() < 0.03 then 'gclid' end,
        ${pick('p.devices', DEVICES)}, ${pick('p.browsers', BROWSERS)},
        random() < 0.6, random() < 0.12, random() > 0.002
      from ${params},
        lateral (select least(12, 1 + floor(-ln(1 - random()) * 1.6))::int as pv, ${pick('p.pages', PAGES)} as entry,
          g as i from generate_series(1, ${Math.round(opts.todayViews! / 2.15)}) g) v,
        lateral (select greatest(midnight, midnight + random() * (${now.toISOString()}::timestamptz - midnight)
          - (pv - 1) * interval '90 seconds') as start
          from (select ${today}::timestamp at time zone ${opts.timeZone} as midnight) m) s`);
    log(`  a busy today written (${Math.round(performance.now() - started)} ms)`);
  }
  await db.execute(sql`
    insert into analytics_views (visit_id, visitor, day, at, path)
    select v.id, v.visitor, v.day, v.started_at + (k - 1) * interval '90 seconds',
      case when k = 1 then v.entry_path else ${pick('p.pages', PAGES)} end
    from analytics_visits v, ${params}, generate_series(1, v.pageviews) k`);
  const counted = (await db.execute(
    sql`select (select count(*) from analytics_visits)::float8 as visits, (select count(*) from analytics_views)::float8 as views,
      (select count(*) from analytics_views where day = ${today})::float8 as today`,
  )) as unknown as { rows: { visits: number; views: number; today: number }[] };
  // About one visit in a hundred sends an enquiry (one in five of those is won), as the form would
  // record it: its visit's entry page, source, campaign, device and the pages it saw.
  await db.execute(sql`
    insert into contact_messages (id, name, email, phone, message, created_at, updated_at, status, source,
      visit_id, visit_entry, visit_source, visit_campaign, visit_device, visit_browser, visit_pages, visit_stage, value)
    select gen_random_uuid()::text, 'Bench visitor', 'visitor' || v.id || '@bench.test', '+91 90000 00000',
      'A question about your services.', v.last_seen_at, v.last_seen_at,
      case when random() < 0.2 then 'won' when random() < 0.1 then 'spam' else 'new' end, lower(v.source),
      v.id, v.entry_path, v.source, v.utm_campaign, v.device, v.browser,
      array(select distinct w.path from analytics_views w where w.visit_id = v.id), 3,
      case when random() < 0.5 then round((random() * 200000)::numeric, 2) end
    from analytics_visits v where random() < 0.01`);
  const generateSeconds = (performance.now() - started) / 1000;
  log(
    `  ${counted.rows[0]!.views} views in ${counted.rows[0]!.visits} visits written in ${generateSeconds.toFixed(0)} s`,
  );

  const rolling = performance.now();
  for (let day = firstDay; day < today; day = addDays(day, 1)) {
    await rollUpDay(db, day, opts.timeZone, { final: true });
    if (day.endsWith('-01'))
      log(`  rolled up to ${day} (${Math.round((performance.now() - rolling) / 1000)} s)`);
  }
  await rollUpAsOf(db, today, opts.timeZone, new Date(now.getTime() - ROLLUP_TODAY_EVERY_MS));
  const rollupSeconds = (performance.now() - rolling) / 1000;
  await pruneRaw(db, addDays(today, -29), today);
  if (database.kind === 'pglite') await db.execute(sql`vacuum analyze`);
  const rows = (await db.execute(
    sql`select (select count(*) from analytics_visit_rollups)::float8 as visit, (select count(*) from analytics_page_rollups)::float8 as page`,
  )) as unknown as { rows: { visit: number; page: number }[] };
  return {
    days: opts.days,
    visits: Number(counted.rows[0]!.visits),
    views: Number(counted.rows[0]!.views),
    todayViews: Number(counted.rows[0]!.today),
    firstDay,
    today,
    generateSeconds,
    rollupSeconds,
    rollupRows: { visit: Number(rows.rows[0]!.visit), page: Number(rows.rows[0]!.page) },
  };
}

/**
 * Today's rollup as the job left it one run ago, its latest before the next: the most raw rows a
 * dashboard reads. The views after `at` are taken out (their visits as they were before them), the day
 * is rolled, and they are written back as the batches since would have been: numbered after its mark.
 * (Tables, not temporary ones: on PostgreSQL each statement may take another connection.)
 */
export async function rollUpAsOf(db: Database['db'], day: string, timeZone: string, at: Date): Promise<void> {
  const cut = sql`${at.toISOString()}::timestamptz`;
  await db.execute(sql`create table bench_later_views as
    select visit_id, visitor, day, at, path from analytics_views where day = ${day} and at > ${cut}`);
  await db.execute(sql`create table bench_later_visits as
    select * from analytics_visits where day = ${day} and id in (select visit_id from bench_later_views)`);
  await db.execute(sql`delete from analytics_views where day = ${day} and at > ${cut}`);
  await db.execute(sql`delete from analytics_visits where day = ${day} and started_at > ${cut}`);
  await db.execute(sql`
    update analytics_visits v set pageviews = w.n, last_seen_at = w.last
    from (select visit_id, count(*)::int as n, max(at) as last from analytics_views where day = ${day} group by 1) w
    where v.id = w.visit_id and v.id in (select id from bench_later_visits)`);
  await rollUpDay(db, day, timeZone, { final: false });
  await db.execute(sql`
    update analytics_visits v set pageviews = l.pageviews, last_seen_at = l.last_seen_at
    from bench_later_visits l where v.id = l.id`);
  await db.execute(sql`
    insert into analytics_visits select * from bench_later_visits l
    where not exists (select 1 from analytics_visits v where v.id = l.id)`);
  await db.execute(
    sql`insert into analytics_views (visit_id, visitor, day, at, path) select * from bench_later_views`,
  );
  await db.execute(sql`drop table bench_later_views, bench_later_visits`);
}
