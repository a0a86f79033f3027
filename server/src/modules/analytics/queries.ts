/**
 * The dashboard's reads (issue 27). Every figure is one statement over the rollups of the period
 * (whole months from their month rows, charts and the other days from day or hour rows; today's rows
 * hold the day up to the last few seconds) plus what they do not hold yet: the visitors with a view
 * since the day's last rollup, each visit as it is now less as the rollups hold it (levels.ts,
 * unrolled), so every figure is exact and a read pays for the last few seconds' views, not the day's.
 * Enquiries, won work and its value likewise come from their own rollups for the days rolled up and
 * unchanged since, and from the enquiries for the rest (enquiryFigures).
 *
 * Two cubes: visits (a visit's entry page, source, campaign, device, browser) and page views (the
 * page, and its visit's source, campaign, device and browser). A filter on a page reads the page
 * cube; otherwise the visit cube. Each reads the rollup level that holds exactly the dimensions it
 * fixes (none, one of them) or else the detail rows, where visitors are summed over the other
 * dimensions (a visitor whose two visits that day came from two sources counts once for each).
 */
import {
  type AnalyticsFigures,
  type AnalyticsPoint,
  type AnalyticsRow,
  FUNNEL_STEP_LABELS,
  type FunnelStep,
} from '@vyoma/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addDays } from './days.ts';
import {
  type Cube,
  type Dimension,
  type Grain,
  hasLevel,
  hourOfDay,
  levelName,
  markOf,
  type RawDay,
  unrolled,
} from './levels.ts';

export interface Scope {
  from: string;
  to: string;
  timeZone: string;
  page?: string;
  source?: string;
  campaign?: string;
}

type Group = Dimension | { grain: Grain } | null;

interface Measures {
  visits: number;
  visitors: number;
  pageviews: number;
  bounces: number;
  seconds: number;
  content: number;
  reached: number;
}
const ZERO: Measures = {
  visits: 0,
  visitors: 0,
  pageviews: 0,
  bounces: 0,
  seconds: 0,
  content: 0,
  reached: 0,
};

interface EnquiryCounts {
  enquiries: number;
  won: number;
  wonValue: number;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

/**
 * A dimension's value of a raw visit, for a query's aliases: `s` its state (now or as rolled:
 * levels.ts, SIGNED_STATES), `v` the visit, `w` a view.
 */
type RawColumn = (s: string, v: string, w: string) => SQL;
const RAW: Record<Dimension, RawColumn> = {
  path: (_s, _v, w) => sql.raw(`${w}.path`),
  entry: (s) => sql.raw(`${s}.entry`),
  source: (s) => sql.raw(`${s}.source`),
  campaign: (s) => sql.raw(`${s}.campaign`),
  device: (_s, v) => sql.raw(`${v}.device`),
  browser: (_s, v) => sql.raw(`${v}.browser`),
};

/** Each cube's rollup table and its column per dimension. */
const CUBES = {
  visit: {
    rollup: sql`analytics_visit_rollups`,
    column: { entry: 'entry', source: 'source', campaign: 'campaign', device: 'device', browser: 'browser' },
  },
  page: {
    rollup: sql`analytics_page_rollups`,
    column: { path: 'path', source: 'source', campaign: 'campaign', device: 'device', browser: 'browser' },
  },
} as const satisfies Record<Cube, { rollup: SQL; column: Partial<Record<Dimension, string>> }>;

/** The filter as the dimension it fixes (the API takes one at a time: analyticsQuerySchema). */
function fixedBy(scope: Scope): [Dimension, string][] {
  if (scope.page !== undefined) return [['path', scope.page]];
  if (scope.source !== undefined) return [['source', scope.source]];
  if (scope.campaign !== undefined) return [['campaign', scope.campaign]];
  return [];
}

const bucketLabel = (grain: Grain, expr: SQL) =>
  grain === 'day' ? sql`to_char(${expr}, 'YYYY-MM-DD')` : sql`to_char(${expr}, 'YYYY-MM-DD"T"HH24:00')`;

/** Reads running now, by database, what they read and their arguments (shared). */
const inFlight = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * The dashboard sends its ten reads together, and most of them ask the same small questions first
 * (which months have month rows, which days still have raw views, which days' enquiries changed) and
 * the summary and the funnel both read the period's totals: reads of the same thing at the same
 * moment share one statement (its result is only read). On the embedded database, whose one
 * connection takes the reads in turn, the repeated small statements were a third of a dashboard.
 */
function shared<T>(db: Db, what: string, args: unknown[], read: () => Promise<T>): Promise<T> {
  const running = inFlight.get(db) ?? new Map<string, Promise<unknown>>();
  inFlight.set(db, running);
  const key = JSON.stringify([what, ...args]);
  let pending = running.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read().finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}

/** A scope's arguments, in a fixed order (what shared() keys by). */
const scopeArgs = (scope: Scope) => [
  scope.from,
  scope.to,
  scope.timeZone,
  scope.page,
  scope.source,
  scope.campaign,
];

/**
 * Visit figures over the scope, grouped by `group` (a dimension, hours or days, or nothing: one row
 * with key ''), from the level of the rollups that holds exactly the filter's and the group's
 * dimensions (levels.ts) and, for days not rolled up yet, from the raw rows. A page filter, pages and
 * charts read page views; the rest reads visits. Entry pages under a page filter are the visits that
 * entered at that page.
 */
export function cubeFigures(db: Db, scope: Scope, group: Group): Promise<Map<string, Measures>> {
  return shared(db, 'cube', [...scopeArgs(scope), group], () => readCube(db, scope, group));
}

async function readCube(db: Db, scope: Scope, group: Group): Promise<Map<string, Measures>> {
  let fixed = fixedBy(scope);
  const grain: Grain = typeof group === 'object' && group ? group.grain : 'day';
  // Pages, a page filter and charts (views by when they happened) read the page cube.
  let cube: Cube =
    scope.page !== undefined || group === 'path' || (typeof group === 'object' && group) ? 'page' : 'visit';
  if (group === 'entry' && scope.page !== undefined) {
    cube = 'visit';
    fixed = [['entry', scope.page]];
  }
  const c = CUBES[cube];
  const dim = typeof group === 'string' ? group : null;
  const level = levelName(new Set([...fixed.map(([d]) => d), ...(dim ? [dim] : [])]));
  if (!hasLevel(cube, grain, level)) throw new Error(`no ${grain} level ${level} in the ${cube} rollups`);
  const column = (d: Dimension) => (c.column as Partial<Record<Dimension, string>>)[d]!;

  // Rolled-up days: the level's rows.
  const rollKey = dim ? sql.identifier(column(dim)) : group ? bucketLabel(grain, sql`bucket`) : sql`''`;
  const rollWhere = (g: Grain | 'month', range: SQL) =>
    sql.join(
      [
        sql`grain = ${g}`,
        sql`level = ${level}`,
        range,
        ...fixed.map(([d, v]) => sql`${sql.identifier(column(d))} = ${v}`),
      ],
      sql` and `,
    );
  const rollRows = (g: Grain | 'month', range: SQL) => sql`
    select ${rollKey} as key, visits, visitors, ${cube === 'page' ? sql`views` : sql`pageviews`} as pageviews,
      bounces, seconds, content, reached
    from ${c.rollup} where ${rollWhere(g, range)}`;
  // Totals and tables (not charts) read the period's whole months from their month rows (made once
  // all the month's days are final: rollUpMonths), and the other days from the day rows: all time
  // reads a dozen rows per key instead of 365.
  // Two small reads first: the whole months with month rows, and the days with raw rows to add.
  const [months, days] = await Promise.all([
    typeof group === 'object' && group ? [] : monthsWithin(db, scope),
    rawDays(db, scope),
  ]);
  const dayRanges: [string, string][] = [];
  let start = scope.from;
  for (const month of months) {
    if (start < month) dayRanges.push([start, month]);
    start = nextMonth(month);
  }
  if (start <= scope.to) dayRanges.push([start, addDays(scope.to, 1)]);
  const rolledParts = dayRanges.map(([a, b]) =>
    rollRows(grain, sql`bucket >= ${a}::timestamp and bucket < ${b}::timestamp`),
  );
  if (months.length > 0)
    rolledParts.push(rollRows('month', sql`bucket = any(${sql.param(months)}::timestamp[])`));

  // What the rollups do not hold yet: the visitors with a view numbered after their day's last rollup
  // (the last few seconds', on a day not final), each visit as it is now less as the rollups hold it
  // (levels.ts: unrolled). A visitor counts once per key: +1 now, -1 as rolled. A key left with no
  // visit (an entry page a late view replaced) is no row.
  const keyOf = (s: string, v: string, w: string): SQL =>
    dim
      ? RAW[dim](s, v, w)
      : group
        ? bucketLabel(
            grain,
            grain === 'day'
              ? sql.raw(`${v}.day::timestamp`)
              : hourOfDay(sql.raw(`${w}.day`), sql.raw(`${w}.at`), scope.timeZone),
          )
        : sql`''`;
  const filters = fixed.map(([d, value]) => sql`${RAW[d]('s', 'v', 'w')} = ${value}`);
  const { from, counted } = unrolled(days, cube === 'page');
  const where = sql.join([counted, ...filters], sql` and `);
  const visitors = (sign: SQL, visitor: SQL) =>
    sql`count(distinct ${visitor}) filter (where ${sign} > 0) - count(distinct ${visitor}) filter (where ${sign} < 0)`;
  const raw =
    cube === 'visit'
      ? sql`
        select ${keyOf('s', 'v', 'w')} as key, sum(s.sign) as visits, ${visitors(sql`s.sign`, sql`v.visitor`)} as visitors,
          sum(s.sign * s.pageviews) as pageviews, sum(s.sign) filter (where s.pageviews = 1) as bounces,
          sum(s.sign * s.seconds) as seconds, sum(s.sign) filter (where s.content) as content,
          sum(s.sign) filter (where s.content and s.contact) as reached
        from ${from} where ${where}
        group by 1`
      : sql`
        select key, sum(sign) as visits, ${visitors(sql`sign`, sql`visitor`)} as visitors, sum(sign * n) as pageviews,
          sum(sign) filter (where pageviews = 1) as bounces, sum(sign * seconds) as seconds,
          sum(sign) filter (where content) as content, sum(sign) filter (where content and contact) as reached
        from (
          select ${keyOf('s', 'v', 'w')} as key, v.id, v.visitor, s.sign, s.pageviews, s.seconds, s.content, s.contact,
            count(*) as n
          from ${from} where ${where}
          group by 1, 2, 3, 4, 5, 6, 7, 8
        ) x
        group by key`;

  const rows = rowsOf<Record<keyof Measures | 'key', string | number | null>>(
    await db.execute(sql`
      select key, sum(visits)::float8 as visits, sum(visitors)::float8 as visitors, sum(pageviews)::float8 as pageviews,
        sum(bounces)::float8 as bounces, sum(seconds)::float8 as seconds, sum(content)::float8 as content,
        sum(reached)::float8 as reached
      from (${sql.join(days.length > 0 ? [...rolledParts, raw] : rolledParts, sql` union all `)}) t
      group by key
      having sum(visits) <> 0`),
  );
  const out = new Map<string, Measures>();
  for (const r of rows) {
    out.set(String(r.key ?? ''), {
      visits: Number(r.visits ?? 0),
      visitors: Number(r.visitors ?? 0),
      pageviews: Number(r.pageviews ?? 0),
      bounces: Number(r.bounces ?? 0),
      seconds: Number(r.seconds ?? 0),
      content: Number(r.content ?? 0),
      reached: Number(r.reached ?? 0),
    });
  }
  return out;
}

/** The first day of the month after `month` (a month's first day). */
function nextMonth(month: string): string {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/** The months wholly within the scope that have month rows, first day of each, in order. */
function monthsWithin(db: Db, scope: Scope): Promise<string[]> {
  return shared(db, 'months', [scope.from, scope.to], () => readMonthsWithin(db, scope));
}

async function readMonthsWithin(db: Db, scope: Scope): Promise<string[]> {
  return rowsOf<{ month: string }>(
    await db.execute(sql`
      select to_char(bucket, 'YYYY-MM-DD') as month from analytics_visit_rollups
      where grain = 'month' and level = 'all' and bucket >= ${scope.from}::timestamp
        and bucket < ${addDays(scope.to, 1)}::timestamp and bucket + interval '1 month' <= ${addDays(scope.to, 1)}::timestamp
      order by 1`),
  ).map((r) => r.month);
}

/**
 * The period's days that are not final and may have raw rows (from the oldest still kept), with the
 * number of the last view the rollups hold of each: today, and yesterday until its final rollup.
 */
function rawDays(db: Db, scope: Scope): Promise<RawDay[]> {
  return shared(db, 'raw-days', [scope.from, scope.to], () => readRawDays(db, scope));
}

async function readRawDays(db: Db, scope: Scope): Promise<RawDay[]> {
  return rowsOf<{ day: string; mark: number | null }>(
    await db.execute(sql`
      select d::date::text as day, ${markOf(sql`r.views_through`)} as mark
      from generate_series(greatest(${scope.from}::date, (select min(day) from analytics_views)),
        least(${scope.to}::date, (select max(day) from analytics_views)), interval '1 day') d
      left join analytics_rolled_days r on r.day = d::date
      where r.final is not true`),
  ).map((r) => ({ day: r.day, mark: r.mark === null ? null : Number(r.mark) }));
}

const ENQUIRY_KEY: Record<Dimension, SQL> = {
  path: sql`p.page`,
  entry: sql`m.visit_entry`,
  source: sql`m.visit_source`,
  campaign: sql`coalesce(m.visit_campaign, '')`,
  device: sql`coalesce(m.visit_device, '')`,
  browser: sql`coalesce(m.visit_browser, '')`,
};

/** What the enquiry rollups hold for a period: the days before `through` but `changed` ones (in the period). */
interface EnquiryCoverage {
  through: string;
  changed: string[];
}

/** The enquiry rollups' coverage of an unfiltered period, or null (none yet, or another time zone's). */
function enquiryCoverage(db: Db, scope: Scope): Promise<EnquiryCoverage | null> {
  return shared(db, 'enquiry-coverage', [scope.from, scope.to, scope.timeZone], () =>
    readEnquiryCoverage(db, scope),
  );
}

async function readEnquiryCoverage(db: Db, scope: Scope): Promise<EnquiryCoverage | null> {
  const tz = scope.timeZone;
  const [row] = rowsOf<{ through: string; changed: string[] | null }>(
    await db.execute(sql`
      select s.through::text as through, array(
        select distinct (c.created_at at time zone ${tz})::date::text from analytics_enquiry_changes c
        where c.created_at >= (${scope.from}::timestamp at time zone ${tz})
          and c.created_at < (least(s.through, ${addDays(scope.to, 1)}::date)::timestamp at time zone ${tz})
      ) as changed
      from analytics_enquiry_state s where s.id = 1 and s.time_zone = ${tz}`),
  );
  return row ? { through: row.through, changed: row.changed ?? [] } : null;
}

/**
 * Enquiries sent in the scope (spam left out), how many are won and what those are worth, grouped
 * like cubeFigures. `funnel` counts only visits that reached the contact page or cart after a
 * service, product or post, once each per day. Without a filter (and by day, not hour) the days
 * rolled up and unchanged since come from analytics_enquiry_rollups (whole months from their month
 * rows), the others (today, days whose enquiries changed) from the enquiries, in one statement.
 */
export async function enquiryFigures(
  db: Db,
  scope: Scope,
  group: Group,
  funnel = false,
): Promise<Map<string, EnquiryCounts>> {
  const dim = typeof group === 'string' ? group : null;
  const grain = typeof group === 'object' && group ? group.grain : null;
  const tz = scope.timeZone;
  const filtered = scope.page !== undefined || scope.source !== undefined || scope.campaign !== undefined;
  const coverage = filtered || grain === 'hour' ? null : await enquiryCoverage(db, scope);
  const end = addDays(scope.to, 1);
  const rollTo = coverage && coverage.through < end ? coverage.through : end;

  // The days read from the enquiries, as ranges of days [a, b).
  let rawDays: [string, string][] = [[scope.from, end]];
  const rolledParts: SQL[] = [];
  if (coverage && scope.from < rollTo) {
    rawDays = coverage.changed.map((d): [string, string] => [d, addDays(d, 1)]);
    if (rollTo < end) rawDays.push([rollTo, end]);
    const changedMonths = new Set(coverage.changed.map((d) => d.slice(0, 7)));
    const months: string[] = [];
    if (!grain)
      for (let m = `${scope.from.slice(0, 8)}01`; nextMonth(m) <= rollTo; m = nextMonth(m))
        if (m >= scope.from && !changedMonths.has(m.slice(0, 7))) months.push(m);
    const level = dim ?? 'all';
    const key = grain ? sql`to_char(bucket, 'YYYY-MM-DD')` : dim ? sql`key` : sql`''`;
    const measures = funnel
      ? sql`funnel_enquiries as enquiries, funnel_won as won, won_value`
      : sql`enquiries, won, won_value`;
    const part = (where: SQL) =>
      sql`select ${key} as key, ${measures} from analytics_enquiry_rollups where level = ${level} and ${where}`;
    let start = scope.from;
    for (const month of [...months, rollTo]) {
      if (start < month)
        rolledParts.push(
          part(sql`grain = 'day' and bucket >= ${start}::date and bucket < ${month}::date
            and bucket <> all(${sql.param(coverage.changed)}::date[])`),
        );
      start = month === rollTo ? month : nextMonth(month);
    }
    if (months.length > 0)
      rolledParts.push(part(sql`grain = 'month' and bucket = any(${sql.param(months)}::date[])`));
  }

  const sent = (alias: string) => {
    const at = sql.raw(`${alias}.created_at`);
    const ranges = rawDays.map(
      ([a, b]) =>
        sql`${at} >= (${a}::timestamp at time zone ${tz}) and ${at} < (${b}::timestamp at time zone ${tz})`,
    );
    return ranges.length === 0 ? sql`false` : sql`(${sql.join(ranges, sql` or `)})`;
  };
  // Hours and days are grouped first and labelled after: to_char per enquiry cost more than the scan.
  const key = dim
    ? ENQUIRY_KEY[dim]
    : grain
      ? sql`date_trunc(${grain}, m.created_at at time zone ${tz})`
      : sql`''`;
  const where = [sql`m.status <> 'spam'`, sent('m')];
  if (scope.page !== undefined)
    where.push(
      dim === 'entry' ? sql`m.visit_entry = ${scope.page}` : sql`${scope.page} = any(m.visit_pages)`,
    );
  if (scope.source !== undefined) where.push(sql`m.visit_source = ${scope.source}`);
  if (scope.campaign !== undefined) where.push(sql`m.visit_campaign = ${scope.campaign}`);
  if (funnel) where.push(sql`m.visit_stage = 3`);
  // A won enquiry without a value is worth its quote's lines: summed for the period's once (a
  // subquery per won enquiry cost more than the scan).
  const lines = sql`(select l.enquiry_id, sum(l.quantity * l.unit_price) as total
    from enquiry_lines l join contact_messages w on w.id = l.enquiry_id
    where w.status = 'won' and w.value is null and ${sent('w')}
    group by 1) q`;
  const value = sql`case when m.status = 'won' then coalesce(m.value, q.total, 0) end`;
  // The funnel's visits are counted once per day, as the rollups' rows are.
  const visit = sql`((m.created_at at time zone ${tz})::date, m.visit_id)`;
  const counted = funnel
    ? sql`count(distinct ${visit}) filter (where m.visit_id is not null) as enquiries,
        count(distinct ${visit}) filter (where m.visit_id is not null and m.status = 'won') as won`
    : sql`count(*) as enquiries, count(*) filter (where m.status = 'won') as won`;
  const raw = sql`
    select ${grain ? bucketLabel(grain, sql`k`) : sql`coalesce(k, '')`} as key, enquiries, won, won_value from (
      select ${key} as k, ${counted}, coalesce(sum(${value}), 0) as won_value
      from contact_messages m ${dim === 'path' ? sql`cross join lateral unnest(m.visit_pages) as p(page)` : sql``}
        left join ${lines} on q.enquiry_id = m.id
      where ${sql.join(where, sql` and `)}
      group by 1
    ) g`;
  const parts = rawDays.length > 0 ? [...rolledParts, raw] : rolledParts;
  if (parts.length === 0) return new Map();
  const rows = rowsOf<{ key: string | null; enquiries: number; won: number; won_value: number | null }>(
    await db.execute(sql`
      select key, sum(enquiries)::float8 as enquiries, sum(won)::float8 as won, sum(won_value)::float8 as won_value
      from (${sql.join(parts, sql` union all `)}) t
      group by key`),
  );
  return new Map(
    rows.map((r) => [
      String(r.key ?? ''),
      { enquiries: Number(r.enquiries), won: Number(r.won), wonValue: Number(r.won_value ?? 0) },
    ]),
  );
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

export async function summaryFigures(db: Db, scope: Scope): Promise<AnalyticsFigures> {
  const [cube, enquiries] = await Promise.all([
    cubeFigures(db, scope, null),
    enquiryFigures(db, scope, null),
  ]);
  const m = cube.get('') ?? ZERO;
  const e = enquiries.get('') ?? { enquiries: 0, won: 0, wonValue: 0 };
  return {
    visitors: m.visitors,
    visits: m.visits,
    pageviews: m.pageviews,
    bounceRate: rate(m.bounces, m.visits),
    visitSeconds: rate(m.seconds, m.visits),
    enquiries: e.enquiries,
    conversionRate: rate(e.enquiries, m.visits),
    won: e.won,
    wonValue: e.wonValue,
  };
}

/** One table of the dashboard: every key with its visits and enquiries, most visits first. */
export async function tableRows(
  db: Db,
  scope: Scope,
  dim: Dimension,
  limit?: number,
): Promise<AnalyticsRow[]> {
  const [cube, enquiries] = await Promise.all([cubeFigures(db, scope, dim), enquiryFigures(db, scope, dim)]);
  const keys = new Set([...cube.keys(), ...enquiries.keys()]);
  // A campaign table lists campaigns: visits without one are not a row.
  if (dim === 'campaign') keys.delete('');
  const rows = [...keys].map((key): AnalyticsRow => {
    const m = cube.get(key) ?? ZERO;
    const e = enquiries.get(key) ?? { enquiries: 0, won: 0, wonValue: 0 };
    return {
      key,
      visitors: m.visitors,
      visits: m.visits,
      pageviews: m.pageviews,
      enquiries: e.enquiries,
      conversionRate: rate(e.enquiries, m.visits),
      won: e.won,
      wonValue: e.wonValue,
    };
  });
  rows.sort((a, b) => b.visits - a.visits || b.enquiries - a.enquiries || a.key.localeCompare(b.key));
  return limit === undefined ? rows : rows.slice(0, limit);
}

/** Every hour or day of the period, with its visitors, page views and enquiries (zeros included). */
export async function timeseries(db: Db, scope: Scope, grain: 'hour' | 'day'): Promise<AnalyticsPoint[]> {
  // Visitors and views by when the views happened (the page cube).
  const [cube, enquiries] = await Promise.all([
    cubeFigures(db, scope, { grain }),
    enquiryFigures(db, scope, { grain }),
  ]);
  const points: AnalyticsPoint[] = [];
  for (let day = scope.from; day <= scope.to; day = addDays(day, 1)) {
    const labels =
      grain === 'day'
        ? [day]
        : Array.from({ length: 24 }, (_, h) => `${day}T${String(h).padStart(2, '0')}:00`);
    for (const t of labels) {
      const m = cube.get(t);
      points.push({
        t,
        visitors: m?.visitors ?? 0,
        pageviews: m?.pageviews ?? 0,
        enquiries: enquiries.get(t)?.enquiries ?? 0,
      });
    }
  }
  return points;
}

export async function funnel(
  db: Db,
  scope: Scope,
): Promise<{ step: FunnelStep; label: string; visits: number }[]> {
  const [cube, enquiries] = await Promise.all([
    cubeFigures(db, scope, null),
    enquiryFigures(db, scope, null, true),
  ]);
  const m = cube.get('') ?? ZERO;
  const e = enquiries.get('') ?? { enquiries: 0, won: 0, wonValue: 0 };
  const visits: Record<FunnelStep, number> = {
    visits: m.visits,
    content: m.content,
    contact: m.reached,
    enquiry: e.enquiries,
    won: e.won,
  };
  return (Object.keys(visits) as FunnelStep[]).map((step) => ({
    step,
    label: FUNNEL_STEP_LABELS[step],
    visits: visits[step],
  }));
}
