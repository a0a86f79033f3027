/**
 * Synthetic visits for the analytics bench (bench/analytics.ts): `days` days ending now in
 * SITE_TIMEZONE, about `viewsPerDay` page views a day, written straight into a fresh embedded database
 * with SQL (generate_series), then every finished day rolled up, today as the rollup job (every 10
 * minutes) left it 10 minutes ago, and raw rows older than 30 days pruned, exactly as the scheduler does. Sources, campaigns, devices, browsers and pages follow weights like a
 * small agency's traffic; a visit has 1–12 views, 2.15 on average (about 45 % bounce).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client.ts';
import { addDays, localDay } from '../server/src/modules/analytics/days.ts';
import { pruneRaw, ROLLUP_EVERY_MS, rollUpDay } from '../server/src/modules/analytics/repository.ts';

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
  firstDay: string;
  today: string;
  generateSeconds: number;
  rollupSeconds: number;
  rollupRows: { visit: number; page: number };
}

export async function generateVisits(
  database: Database,
  opts: { days: number; viewsPerDay: number; timeZone: string; now?: Date; log?: (line: string) => void },
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
  for (let from = firstDay; from <= today; from = addDays(from, CHUNK)) {
    const to = addDays(from, CHUNK - 1) < today ? addDays(from, CHUNK - 1) : today;
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
  await db.execute(sql`
    insert into analytics_views (visit_id, visitor, day, at, path)
    select v.id, v.visitor, v.day, v.started_at + (k - 1) * interval '90 seconds',
      case when k = 1 then v.entry_path else ${pick('p.pages', PAGES)} end
    from analytics_visits v, ${params}, generate_series(1, v.pageviews) k`);
  const counted = (await db.execute(
    sql`select (select count(*) from analytics_visits)::float8 as visits, (select count(*) from analytics_views)::float8 as views`,
  )) as unknown as { rows: { visits: number; views: number }[] };
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
  // Today's rollup as it was one run ago, its latest before the next: the most raw rows a dashboard
  // reads (the last 45 minutes).
  await rollUpDay(db, today, opts.timeZone, { final: false, now: new Date(now.getTime() - ROLLUP_EVERY_MS) });
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
    firstDay,
    today,
    generateSeconds,
    rollupSeconds,
    rollupRows: { visit: Number(rows.rows[0]!.visit), page: Number(rows.rows[0]!.page) },
  };
}
