/**
 * SQL of visit analytics that writes: the day's salt, a batch of page views turned into visits, the
 * visit an enquiry came from, the rollups and the pruning of raw rows. Dashboard reads are in
 * queries.ts.
 */
import { ANALYTICS_LIMITS, type UtmKey } from '@vyoma/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import type { ClickId, PageKind } from './classify.ts';
import { addDays } from './days.ts';
import {
  DIMENSIONS,
  type Dimension,
  type Grain,
  hourOfDay,
  LEVELS,
  levelName,
  markOf,
  SIGNED_STATES,
  unrolled,
  visitSeconds,
} from './levels.ts';

const IDLE_MS = ANALYTICS_LIMITS.visitIdleMinutes * 60_000;
/** One lock for every process's batch writes (PostgreSQL): a visitor's views never race into two visits. */
const FLUSH_LOCK = 7_305_270_027;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

/** The day's salt, made by whichever process asks first. */
export async function saltOf(db: Db, day: string, fresh: string): Promise<string> {
  await db.execute(
    sql`insert into analytics_salts (day, salt) values (${day}, ${fresh}) on conflict do nothing`,
  );
  const [row] = rowsOf<{ salt: string }>(
    await db.execute(sql`select salt from analytics_salts where day = ${day}`),
  );
  return row!.salt;
}

/** One page view as it waits in memory for the next batch. */
export interface PendingView {
  at: number;
  day: string;
  visitor: number;
  path: string;
  kind: PageKind;
  referrerHost: string | null;
  source: string;
  utm: Record<UtmKey, string | null>;
  clickId: ClickId | null;
  device: string;
  browser: string;
  script: boolean;
}

interface OpenVisit {
  id: number | null;
  start: number;
  last: number;
  /** The earliest view seen in this batch, when it comes before the stored start. */
  first: PendingView | null;
  lastView: PendingView | null;
  n: number;
  content: boolean;
  contact: boolean;
  created: PendingView | null;
}

const sameVisit = (visit: OpenVisit, at: number) => at <= visit.last + IDLE_MS && at >= visit.start - IDLE_MS;

/**
 * Writes a batch of page views: each joins the latest visit of its visitor that day when it comes
 * within 30 minutes of it, or starts a new one. One transaction, a handful of statements whatever
 * the batch's size; on PostgreSQL under one advisory lock, so views of one visitor that reach two
 * processes still make one visit. Answers how many visits it started.
 */
export async function writeViews(database: Database, batch: PendingView[]): Promise<number> {
  if (batch.length === 0) return 0;
  const sorted = [...batch].sort((a, b) => a.at - b.at);
  const groups = new Map<string, PendingView[]>();
  for (const view of sorted) {
    const key = `${view.day}|${view.visitor}`;
    const list = groups.get(key);
    if (list) list.push(view);
    else groups.set(key, [view]);
  }
  return database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${FLUSH_LOCK})`);
    const keys = [...groups.values()].map((g) => g[0]!);
    const stored = rowsOf<{ id: number; day: string; visitor: number; start: number; last: number }>(
      await tx.execute(sql`
        select distinct on (v.day, v.visitor) v.id::float8 as id, v.day::text as day, v.visitor::float8 as visitor,
          extract(epoch from v.started_at) * 1000 as start, extract(epoch from v.last_seen_at) * 1000 as last
        from analytics_visits v
        join unnest(${sql.param(keys.map((k) => k.day))}::date[], ${sql.param(keys.map((k) => k.visitor))}::bigint[])
          as k(day, visitor) on v.day = k.day and v.visitor = k.visitor
        order by v.day, v.visitor, v.last_seen_at desc`),
    );
    const latest = new Map(stored.map((r) => [`${r.day}|${Number(r.visitor)}`, r]));

    const touched: OpenVisit[] = [];
    const created: OpenVisit[] = [];
    const views: { visit: OpenVisit; view: PendingView }[] = [];
    for (const [key, list] of groups) {
      const row = latest.get(key);
      let visit: OpenVisit | null = row
        ? {
            id: Number(row.id),
            start: Number(row.start),
            last: Number(row.last),
            first: null,
            lastView: null,
            n: 0,
            content: false,
            contact: false,
            created: null,
          }
        : null;
      if (visit) touched.push(visit);
      for (const view of list) {
        if (!visit || !sameVisit(visit, view.at)) {
          visit = {
            id: null,
            start: view.at,
            last: view.at,
            first: null,
            lastView: null,
            n: 0,
            content: false,
            contact: false,
            created: view,
          };
          created.push(visit);
        }
        if (view.at < visit.start) {
          visit.start = view.at;
          visit.first = view;
        }
        if (view.at >= visit.last) {
          visit.last = view.at;
          visit.lastView = view;
        }
        visit.n += 1;
        if (view.kind === 'content') visit.content = true;
        if (view.kind === 'contact') visit.contact = true;
        views.push({ visit, view });
      }
    }

    if (created.length > 0) {
      // A block of ids in one call (a nextval per visit cost more than the insert): safe, as only
      // batch writes take visit ids, one at a time (the lock above; PGlite has one process).
      const [block] = rowsOf<{ last: number }>(
        await tx.execute(
          sql`select setval(pg_get_serial_sequence('analytics_visits', 'id'),
            nextval(pg_get_serial_sequence('analytics_visits', 'id')) + ${created.length - 1})::float8 as last`,
        ),
      );
      const first = Number(block!.last) - created.length + 1;
      created.forEach((visit, i) => {
        visit.id = first + i;
      });
      const col = <T>(pick: (v: OpenVisit, first: PendingView) => T) =>
        sql.param(created.map((v) => pick(v, v.created!)));
      await tx.execute(sql`
        insert into analytics_visits (id, day, visitor, started_at, last_seen_at, entry_path, exit_path, pageviews,
          source, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id,
          device, browser, content, contact, script)
        select * from unnest(
          ${col((v) => v.id)}::bigint[], ${col((_v, f) => f.day)}::date[], ${col((_v, f) => f.visitor)}::bigint[],
          ${col((v) => new Date(v.start).toISOString())}::timestamptz[],
          ${col((v) => new Date(v.last).toISOString())}::timestamptz[],
          ${col((_v, f) => f.path)}::text[], ${col((v) => v.lastView!.path)}::text[], ${col((v) => v.n)}::int[],
          ${col((_v, f) => f.source)}::text[], ${col((_v, f) => f.referrerHost)}::text[],
          ${col((_v, f) => f.utm.source)}::text[], ${col((_v, f) => f.utm.medium)}::text[],
          ${col((_v, f) => f.utm.campaign)}::text[], ${col((_v, f) => f.utm.term)}::text[],
          ${col((_v, f) => f.utm.content)}::text[], ${col((_v, f) => f.clickId)}::text[],
          ${col((_v, f) => f.device)}::text[], ${col((_v, f) => f.browser)}::text[],
          ${col((v) => v.content)}::boolean[], ${col((v) => v.contact)}::boolean[], ${col((_v, f) => f.script)}::boolean[])`);
    }

    if (touched.length > 0) {
      // A view earlier than the stored start (it reached another process first) becomes the entry.
      const col = <T>(pick: (v: OpenVisit) => T) => sql.param(touched.map(pick));
      const early = (pick: (f: PendingView) => unknown) => col((v) => (v.first ? pick(v.first) : null));
      await tx.execute(sql`
        update analytics_visits v set
          pageviews = v.pageviews + u.n,
          last_seen_at = greatest(v.last_seen_at, u.last_at),
          exit_path = case when u.exit_path is not null and u.last_at >= v.last_seen_at then u.exit_path else v.exit_path end,
          started_at = least(v.started_at, u.first_at),
          entry_path = coalesce(u.entry_path, v.entry_path),
          source = coalesce(u.source, v.source),
          referrer_host = case when u.entry_path is null then v.referrer_host else u.referrer_host end,
          utm_source = case when u.entry_path is null then v.utm_source else u.utm_source end,
          utm_medium = case when u.entry_path is null then v.utm_medium else u.utm_medium end,
          utm_campaign = case when u.entry_path is null then v.utm_campaign else u.utm_campaign end,
          utm_term = case when u.entry_path is null then v.utm_term else u.utm_term end,
          utm_content = case when u.entry_path is null then v.utm_content else u.utm_content end,
          click_id = case when u.entry_path is null then v.click_id else u.click_id end,
          content = v.content or u.content,
          contact = v.contact or u.contact
        from unnest(
          ${col((v) => v.id)}::bigint[], ${col((v) => v.n)}::int[],
          ${col((v) => new Date(v.start).toISOString())}::timestamptz[],
          ${col((v) => new Date(v.last).toISOString())}::timestamptz[],
          ${col((v) => v.lastView?.path ?? null)}::text[],
          ${early((f) => f.path)}::text[], ${early((f) => f.source)}::text[], ${early((f) => f.referrerHost)}::text[],
          ${early((f) => f.utm.source)}::text[], ${early((f) => f.utm.medium)}::text[],
          ${early((f) => f.utm.campaign)}::text[], ${early((f) => f.utm.term)}::text[],
          ${early((f) => f.utm.content)}::text[], ${early((f) => f.clickId)}::text[],
          ${col((v) => v.content)}::boolean[], ${col((v) => v.contact)}::boolean[])
          as u(id, n, first_at, last_at, exit_path, entry_path, source, referrer_host, utm_source, utm_medium,
            utm_campaign, utm_term, utm_content, click_id, content, contact)
        where v.id = u.id`);
    }

    await tx.execute(sql`
      insert into analytics_views (visit_id, visitor, day, at, path)
      select * from unnest(
        ${sql.param(views.map((v) => v.visit.id))}::bigint[], ${sql.param(views.map((v) => v.view.visitor))}::bigint[],
        ${sql.param(views.map((v) => v.view.day))}::date[],
        ${sql.param(views.map((v) => new Date(v.view.at).toISOString()))}::timestamptz[],
        ${sql.param(views.map((v) => v.view.path))}::text[])`);
    return created.length;
  });
}

/** A click in a block as it waits in memory for the next batch (issue 35 item 5). */
export interface PendingClick {
  at: number;
  day: string;
  visitor: number;
  page: string;
  block: string;
  href: string;
}

/**
 * Writes a batch of clicks, in one statement: each joins its visitor's latest visit of that day that
 * was still going (a view within 30 minutes before it), else none. Written after the batch's views.
 */
export async function writeClicks(db: Db, clicks: PendingClick[]): Promise<void> {
  if (clicks.length === 0) return;
  const col = <T>(pick: (c: PendingClick) => T) => sql.param(clicks.map(pick));
  await db.execute(sql`
    insert into analytics_clicks (visit_id, visitor, day, at, page_id, block_id, href)
    select (
        select v.id from analytics_visits v
        where v.day = k.day and v.visitor = k.visitor and v.last_seen_at >= k.at - ${`${IDLE_MS} milliseconds`}::interval
        order by v.last_seen_at desc limit 1
      ), k.visitor, k.day, k.at, k.page_id, k.block_id, k.href
    from unnest(
      ${col((c) => c.visitor)}::bigint[], ${col((c) => c.day)}::date[],
      ${col((c) => new Date(c.at).toISOString())}::timestamptz[],
      ${col((c) => c.page)}::text[], ${col((c) => c.block)}::text[], ${col((c) => c.href)}::text[]
    ) as k(visitor, day, at, page_id, block_id, href)`);
}

export interface StoredVisit {
  id: number;
  entryPath: string;
  source: string;
  campaign: string | null;
  paid: boolean;
  device: string;
  browser: string;
  content: boolean;
  contact: boolean;
  pages: string[];
  /** The page and block of its last click in a block, if any. */
  lastClick: { page: string; block: string } | null;
}

/** The visitor's visit that is still going at `at` (a view in the last 30 minutes), with its pages. */
export async function currentVisit(
  db: Db,
  day: string,
  visitor: number,
  at: Date,
): Promise<StoredVisit | null> {
  const [row] = rowsOf<{
    id: number;
    entry_path: string;
    source: string;
    utm_campaign: string | null;
    click_id: string | null;
    device: string;
    browser: string;
    content: boolean;
    contact: boolean;
  }>(
    await db.execute(sql`
      select id::float8 as id, entry_path, source, utm_campaign, click_id, device, browser, content, contact
      from analytics_visits
      where day = ${day} and visitor = ${visitor} and last_seen_at >= ${new Date(at.getTime() - IDLE_MS).toISOString()}::timestamptz
      order by last_seen_at desc limit 1`),
  );
  if (!row) return null;
  const paths = rowsOf<{ path: string }>(
    await db.execute(
      sql`select path from analytics_views where visit_id = ${row.id} order by at limit ${ANALYTICS_LIMITS.pagesSeenMax * 5}`,
    ),
  ).map((r) => r.path);
  const [click] = rowsOf<{ page: string; block: string }>(
    await db.execute(
      sql`select page_id as page, block_id as block from analytics_clicks where visit_id = ${row.id} order by at desc limit 1`,
    ),
  );
  return {
    lastClick: click ?? null,
    id: Number(row.id),
    entryPath: row.entry_path,
    source: row.source,
    campaign: row.utm_campaign,
    paid: row.click_id !== null,
    device: row.device,
    browser: row.browser,
    content: row.content,
    contact: row.contact,
    pages: [...new Set(paths)].slice(0, ANALYTICS_LIMITS.pagesSeenMax),
  };
}

/** Visitors with a page view since `since` (a day of visits or two: `days`). */
export async function visitorsSince(db: Db, since: Date, days: string[]): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(distinct visitor)::int as n from analytics_views
      where at >= ${since.toISOString()}::timestamptz and day = any(${sql.param(days)}::date[])`),
  );
  return Number(row?.n ?? 0);
}

// --- rollups ------------------------------------------------------------------------------------------

/**
 * GROUP BY … GROUPING SETS for these levels, over `columns` (dimension → its column in the query),
 * with the level's name of each row and its value of every rollup dimension ('' for the others).
 */
function groupingSets(levels: Dimension[][], columns: Partial<Record<Dimension, string>>, out: Dimension[]) {
  const used = DIMENSIONS.filter((d) => levels.some((l) => l.includes(d)));
  const col = (d: Dimension) => sql.raw(columns[d]!);
  const mask = (level: Dimension[]) =>
    used.reduce((m, d, i) => (level.includes(d) ? m : m | (1 << (used.length - 1 - i))), 0);
  const level = used.length
    ? sql`case grouping(${sql.join(used.map(col), sql`, `)}) ${sql.join(
        levels.map((l) => sql`when ${sql.raw(String(mask(l)))} then ${levelName(l)}`),
        sql` `,
      )} end`
    : sql`'all'`;
  const values = out.map((d) => (used.includes(d) ? sql`coalesce(${col(d)}, '')` : sql`''`));
  const sets = sql.join(
    levels.map((l) => sql`(${sql.join(l.map(col), sql`, `)})`),
    sql`, `,
  );
  return { select: sql`${level}, ${sql.join(values, sql`, `)}`, groupBy: sql`grouping sets (${sets})` };
}

const VISIT_COLUMNS = {
  entry: 'entry_path',
  source: 'source',
  campaign: 'campaign',
  device: 'device',
  browser: 'browser',
};
const PAGE_COLUMNS = {
  path: 'path',
  source: 'source',
  campaign: 'campaign',
  device: 'device',
  browser: 'browser',
};

/** How often the scheduler rolls finished days up (scheduler.ts: the analytics-rollup job). */
export const ROLLUP_EVERY_MS = 10 * 60_000;
/**
 * How often it rolls the day so far up (the analytics-today job, and analytics-rollup too): the
 * dashboard reads raw only the visitors with a view since, however busy the day.
 */
export const ROLLUP_TODAY_EVERY_MS = 15_000;

/**
 * What a rollup step takes of a day: all of it (from scratch), or the visitors with a view numbered
 * after `mark` and up to `upto` (as they are now, less as the rollups hold them).
 */
type Step = { from: 'scratch' } | { from: 'mark'; mark: number | null; upto: number };

/**
 * The figures of each cube and level that `step` adds to the day's rollups (grouping sets over the
 * visits as they are now, less what the rollups hold of them: levels.ts, SIGNED_STATES), added to the
 * rows there (made where missing). Answers the keys of rows left with no visit (a visit's entry page or
 * source changed by an earlier view that reached another process late), for the caller to delete.
 */
async function addToRollups(tx: Db, day: string, timeZone: string, step: Step) {
  const marked = (views: boolean) =>
    step.from === 'mark' ? unrolled([{ day, mark: step.mark, upto: step.upto }], views) : null;
  // Every figure as sign × the visit's: a visitor counts once per key, now (+) and as rolled (-).
  const figures = (own: SQL) => [
    sql`coalesce(sum(sign), 0)`,
    sql`count(distinct visitor) filter (where sign > 0) - count(distinct visitor) filter (where sign < 0)`,
    sql`coalesce(sum(sign * ${own}), 0)`,
    sql`coalesce(sum(sign) filter (where pageviews = 1), 0)`,
    sql`coalesce(sum(sign * seconds), 0)`,
    sql`coalesce(sum(sign) filter (where content), 0)`,
    sql`coalesce(sum(sign) filter (where content and contact), 0)`,
  ];
  const upsert = async (table: 'analytics_visit_rollups' | 'analytics_page_rollups', select: SQL) => {
    const [first, own] = table === 'analytics_visit_rollups' ? ['entry', 'pageviews'] : ['path', 'views'];
    const dims = `${first}, source, campaign, device, browser`;
    const measures = ['visits', 'visitors', own, 'bounces', 'seconds', 'content', 'reached'];
    return rowsOf<Record<string, string>>(
      await tx.execute(sql`
        with added as (
          insert into ${sql.raw(table)} as t (grain, bucket, level, ${sql.raw(dims)}, ${sql.raw(measures.join(', '))})
          ${select}
          on conflict on constraint ${sql.raw(`${table}_pk`)} do update set
            ${sql.raw(measures.map((m) => `${m} = t.${m} + excluded.${m}`).join(', '))}
          returning grain, bucket, level, ${sql.raw(dims)}, visits
        )
        select grain, bucket::text as bucket, level, ${sql.raw(dims)} from added where visits = 0`),
    ).map((key) => ({ table, key }));
  };
  // Groups where nothing changed (a visitor's visits that went on elsewhere) write nothing.
  const changed = (list: SQL[]) =>
    sql`having (${sql.join(list, sql`, `)}) <> (${sql.raw(list.map(() => '0').join(', '))})`;
  const columns = sql`s.sign, s.source, s.campaign, v.device, v.browser, v.visitor, s.pageviews, s.seconds, s.content, s.contact`;

  const emptied: { table: string; key: Record<string, string> }[] = [];
  // The visit cube has day rows only (LEVELS): a visit belongs to the day it started.
  const visits = marked(false);
  const g = groupingSets(LEVELS.visit.day!, VISIT_COLUMNS, [
    'entry',
    'source',
    'campaign',
    'device',
    'browser',
  ]);
  const visitFigures = figures(sql`pageviews`);
  emptied.push(
    ...(await upsert(
      'analytics_visit_rollups',
      sql`select 'day', ${day}::timestamp, ${g.select}, ${sql.join(visitFigures, sql`, `)}
        from (
          select s.entry as entry_path, ${columns}
          from ${
            visits
              ? sql`${visits.from} where ${visits.counted}`
              : sql`analytics_visits v cross join lateral ${SIGNED_STATES} where v.day = ${day} and s.sign > 0`
          }
        ) x
        group by ${g.groupBy}
        ${changed(visitFigures)}`,
    )),
  );
  for (const [grain, levels] of Object.entries(LEVELS.page) as [Grain, Dimension[][]][]) {
    const bucket = grain === 'day' ? sql`w.day::timestamp` : hourOfDay(sql`w.day`, sql`w.at`, timeZone);
    // A visit's views of each page (levels with the page), or of any page (levels without it).
    for (const byPage of [true, false]) {
      const mine = levels.filter((l) => l.includes('path') === byPage);
      if (mine.length === 0) continue;
      const path = byPage ? sql`w.path` : sql`''`;
      const views = marked(true);
      // A row per bucket, visit, page and state, with its views (n).
      const rows = views
        ? sql`
          select b, path, count(*) as n, sign, source, campaign, device, browser, visitor, pageviews, seconds, content, contact
          from (
            select ${bucket} as b, ${path} as path, v.id, ${columns} from ${views.from} where ${views.counted}
          ) r
          group by b, path, id, sign, source, campaign, device, browser, visitor, pageviews, seconds, content, contact`
        : sql`
          select w.b, w.path, w.n, ${columns}
          from (
            select ${bucket} as b, w.visit_id, ${path} as path, count(*) as n
            from analytics_views w where w.day = ${day} group by 1, 2, 3
          ) w
          join analytics_visits v on v.id = w.visit_id and v.day = ${day}
          cross join lateral ${SIGNED_STATES}
          where s.sign > 0`;
      const gp = groupingSets(mine, PAGE_COLUMNS, ['path', 'source', 'campaign', 'device', 'browser']);
      const pageFigures = figures(sql`n`);
      emptied.push(
        ...(await upsert(
          'analytics_page_rollups',
          sql`select ${grain}, b, ${gp.select}, ${sql.join(pageFigures, sql`, `)}
            from (${rows}) x
            group by b, ${gp.groupBy}
            ${changed(pageFigures)}`,
        )),
      );
    }
  }
  return emptied;
}

/**
 * Views a step of the day so far takes at most: one transaction each, and requests waiting for the
 * embedded database go between two (a burst of beacons is rolled in steps, not in one long hold).
 */
const STEP_VIEWS = 500;
/**
 * Steps a scheduled run of the day so far takes at most (1,000 views every 15 seconds, about 65 a
 * second: a busy day of 100,000 views averages one or two): a burst of beacons faster than that is
 * rolled over the next runs instead of taking the process from the beacons while it lasts, and reads
 * take the rest raw until then.
 */
export const ROLLUP_TODAY_STEPS = 2;

/**
 * Rolls a day's visits into the rollups (LEVELS, levels.ts). `final` (a finished day, five minutes
 * after its midnight): the day's rows made again from all its visits, and the day marked final, in one
 * transaction. Otherwise (the day so far, every ROLLUP_TODAY_EVERY_MS): in steps of STEP_VIEWS (at
 * most `steps` of them; default: until none is left), the visitors with a view numbered after the
 * day's `views_through` (analytics_views.seq) are added as they are now, less what the rollups held of
 * them (analytics_visits.rolled_*), which they become: each step costs what came since the last, and
 * the dashboard reads raw only what comes after.
 * Answers false when there was nothing to do (a final day, nothing new, or a final rollup of a day
 * whose raw rows are gone: restored from a backup, say).
 */
export async function rollUpDay(
  db: Db,
  day: string,
  timeZone: string,
  options: { final: boolean; steps?: number },
): Promise<boolean> {
  if (options.final) return rollUpFinal(db, day, timeZone);
  let rolled = false;
  for (let n = 1; ; n += 1) {
    const step = await rollUpStep(db, day, timeZone);
    rolled ||= step !== 'none';
    if (step !== 'more' || n === options.steps) return rolled;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function rollUpFinal(db: Db, day: string, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [state] = rowsOf<{ final: boolean }>(
      await tx.execute(sql`select final from analytics_rolled_days where day = ${day} for update`),
    );
    if (state?.final) return false;
    const [raw] = rowsOf<{ any: boolean }>(
      await tx.execute(sql`select exists (select 1 from analytics_visits where day = ${day}) as any`),
    );
    if (!raw?.any) {
      // Nothing raw (left) to roll: the rows there are all there will be.
      if (state)
        await tx.execute(
          sql`update analytics_rolled_days set final = true, views_through = null where day = ${day}`,
        );
      return false;
    }
    await tx.execute(sql`update analytics_visits set rolled = true where day = ${day} and not rolled`);
    await tx.execute(sql`
      insert into analytics_rolled_days (day, rolled_at, final) values (${day}, now(), true)
      on conflict (day) do update set rolled_at = now(), final = true, views_through = null`);
    await deleteRowsOf(tx, day);
    await rollUpRows(tx, day, timeZone, { from: 'scratch' });
    await rollUpBlockClicks(tx, day);
    return true;
  });
}

/** A finished day's clicks in blocks, per page and block (made again from its raw clicks). */
async function rollUpBlockClicks(tx: Db, day: string) {
  await tx.execute(sql`delete from analytics_block_rollups where day = ${day}`);
  await tx.execute(sql`
    insert into analytics_block_rollups (day, page_id, block_id, clicks, visitors)
    select day, page_id, block_id, count(*), count(distinct visitor)
    from analytics_clicks where day = ${day}
    group by day, page_id, block_id`);
}

/** The day's rows, and its month's (made again from its days once they are all final: rollUpMonths). */
async function deleteRowsOf(tx: Db, day: string) {
  const rows = sql`(bucket >= ${day}::timestamp and bucket < ${day}::timestamp + interval '1 day'
    or grain = 'month' and bucket = date_trunc('month', ${day}::timestamp))`;
  await tx.execute(sql`delete from analytics_visit_rollups where ${rows}`);
  await tx.execute(sql`delete from analytics_page_rollups where ${rows}`);
}

/**
 * One step of the day so far, in one transaction: 'none' when nothing was new, 'more' when views
 * beyond this step's wait. Writes wait meanwhile (the flush's lock), so no view numbered before the
 * new mark commits after it; a visitor is added with all their visits and views, those numbered after
 * the step's too (their rolled_through says so: the next step finds nothing more of them).
 */
async function rollUpStep(db: Db, day: string, timeZone: string): Promise<'none' | 'done' | 'more'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FLUSH_LOCK})`);
    const [state] = rowsOf<{ final: boolean; mark: number | null }>(
      await tx.execute(sql`
        select final, ${markOf(sql`views_through`)} as mark from analytics_rolled_days where day = ${day} for update`),
    );
    if (state?.final) return 'none';
    const mark = state ? state.mark : null;
    const [next] = rowsOf<{ upto: number | null; n: number }>(
      await tx.execute(sql`
        select max(seq)::float8 as upto, count(*)::int as n from (
          select seq from analytics_views where day = ${day} and seq > ${mark ?? 0} order by seq limit ${STEP_VIEWS}
        ) w`),
    );
    if (!next || next.upto === null) return 'none';
    const step = { from: 'mark' as const, mark, upto: Number(next.upto) };
    await tx.execute(sql`
      insert into analytics_rolled_days (day, rolled_at, final, views_through) values (${day}, now(), false, ${step.upto})
      on conflict (day) do update set rolled_at = now(), views_through = excluded.views_through`);
    // The first step of a day adds to no rows.
    if (!state) await deleteRowsOf(tx, day);
    await rollUpRows(tx, day, timeZone, step);
    // What the rollups now hold of the visitors just added: each of their visits as it is.
    const visits = unrolled([{ day, mark, upto: step.upto }], false);
    const ids = rowsOf<{ id: number }>(
      await tx.execute(sql`select v.id::float8 as id from ${visits.from} where s.sign > 0`),
    ).map((r) => Number(r.id));
    await tx.execute(sql`
      update analytics_visits v set rolled = true, rolled_views = v.pageviews,
        rolled_through = (select max(w.seq) from analytics_views w where w.visit_id = v.id),
        rolled_seconds = ${visitSeconds('v')}, rolled_entry = v.entry_path, rolled_source = v.source,
        rolled_campaign = coalesce(v.utm_campaign, ''), rolled_content = v.content, rolled_contact = v.contact
      from unnest(${sql.param(ids)}::bigint[]) as u(id)
      where v.id = u.id`);
    return next.n < STEP_VIEWS ? 'done' : 'more';
  });
}

/** Adds a step's figures to the rollups (addToRollups), and deletes the rows it left with no visit. */
async function rollUpRows(tx: Db, day: string, timeZone: string, step: Step) {
  // The grouping sets sort a day's rows several times: in memory, not in temporary files.
  await tx.execute(sql`set local work_mem = '16MB'`);
  const emptied = await addToRollups(tx, day, timeZone, step);
  for (const table of ['analytics_visit_rollups', 'analytics_page_rollups']) {
    const keys = emptied.filter((e) => e.table === table).map((e) => e.key);
    if (keys.length === 0) continue;
    const first = table === 'analytics_visit_rollups' ? 'entry' : 'path';
    const col = (name: string) => sql.param(keys.map((k) => k[name]));
    await tx.execute(sql`
      delete from ${sql.raw(table)} t using unnest(${col('grain')}::text[], ${col('bucket')}::timestamp[],
        ${col('level')}::text[], ${col(first)}::text[], ${col('source')}::text[], ${col('campaign')}::text[],
        ${col('device')}::text[], ${col('browser')}::text[]) as z(grain, bucket, level, k, source, campaign, device, browser)
      where t.grain = z.grain and t.bucket = z.bucket and t.level = z.level and t.${sql.raw(first)} = z.k
        and t.source = z.source and t.campaign = z.campaign and t.device = z.device and t.browser = z.browser`);
  }
}

const MEASURES = 'visits, visitors, bounces, seconds, content, reached';
const sums = (columns: string) =>
  columns
    .split(', ')
    .map((c) => `sum(${c})`)
    .join(', ');

/**
 * Sums the day rows of each month before `before` (a month's first day) whose days are all final
 * into month rows (grain 'month', bucket its first day), once: the dashboard's totals and tables over
 * a long period then read a row per month instead of one per day (visitors of a period are the sum of
 * each day's, so the month's are exact). Rolling a day of a month again deletes its month rows, and
 * the next run makes them again. Answers the months made.
 */
export async function rollUpMonths(db: Db, before: string): Promise<string[]> {
  const months = rowsOf<{ month: string }>(
    await db.execute(sql`
      select distinct date_trunc('month', r.bucket)::date::text as month
      from analytics_visit_rollups r
      where r.grain = 'day' and r.level = 'all' and r.bucket < ${before}::timestamp
        and not exists (select 1 from analytics_visit_rollups m
          where m.grain = 'month' and m.level = 'all' and m.bucket = date_trunc('month', r.bucket))
        and not exists (select 1 from analytics_rolled_days d where not d.final
          and d.day >= date_trunc('month', r.bucket) and d.day < date_trunc('month', r.bucket) + interval '1 month')
      order by 1`),
  ).map((r) => r.month);
  for (const month of months) {
    await db.transaction(async (tx) => {
      const within = sql`bucket >= ${month}::timestamp and bucket < ${month}::timestamp + interval '1 month'`;
      for (const [table, dims, own] of [
        ['analytics_visit_rollups', 'entry, source, campaign, device, browser', 'pageviews'],
        ['analytics_page_rollups', 'path, source, campaign, device, browser', 'views'],
      ] as const) {
        const t = sql.raw(table);
        const columns = `${MEASURES}, ${own}`;
        await tx.execute(sql`delete from ${t} where grain = 'month' and bucket = ${month}::timestamp`);
        await tx.execute(sql`
          insert into ${t} (grain, bucket, level, ${sql.raw(dims)}, ${sql.raw(columns)})
          select 'month', ${month}::timestamp, level, ${sql.raw(dims)}, ${sql.raw(sums(columns))}
          from ${t} where grain = 'day' and ${within}
          group by level, ${sql.raw(dims)}`);
      }
    });
  }
  return months;
}

/** Days before `before` not rolled up for good yet (raw visits, or a rollup of the day so far), oldest first. */
export async function daysToRollUp(db: Db, before: string): Promise<string[]> {
  return rowsOf<{ day: string }>(
    await db.execute(sql`
      select day::text as day from (
        select distinct v.day from analytics_visits v
        where v.day < ${before} and not exists (select 1 from analytics_rolled_days r where r.day = v.day and r.final)
        union
        select r.day from analytics_rolled_days r where r.day < ${before} and not r.final
      ) d
      order by 1`),
  ).map((r) => r.day);
}

/**
 * Deletes raw views and visits of rolled-up days before `keepFrom`, and every salt of a day before
 * `today`. Answers the number of visits deleted.
 */
export async function pruneRaw(db: Db, keepFrom: string, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_salts where day < ${today}`);
    await tx.execute(sql`
      delete from analytics_views w using analytics_rolled_days r
      where w.day = r.day and r.final and w.day < ${keepFrom}`);
    await tx.execute(sql`
      delete from analytics_clicks c using analytics_rolled_days r
      where c.day = r.day and r.final and c.day < ${keepFrom}`);
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with gone as (
          delete from analytics_visits v using analytics_rolled_days r
          where v.day = r.day and r.final and v.day < ${keepFrom} returning 1
        ) select count(*)::int as n from gone`),
    );
    return Number(row?.n ?? 0);
  });
}

// --- enquiry rollups ------------------------------------------------------------------------------

/** The enquiry rollups' levels besides 'all': each a dimension and its value in an enquiry (`e` below). */
export const ENQUIRY_LEVELS = ['path', 'entry', 'source', 'campaign', 'device', 'browser'] as const;

/** The day an enquiry was sent on, in SITE_TIMEZONE. */
const sentOn = (timeZone: string) => sql`(m.created_at at time zone ${timeZone})::date`;

/**
 * Rolls enquiries into analytics_enquiry_rollups (day rows, and month rows of the whole months before
 * `before` that a rolled day belongs to), in one transaction: the days from the state's `through` to
 * `before` (every day before it the first time, or after SITE_TIMEZONE changed), and the days whose
 * enquiries changed since (analytics_enquiry_changes; the rows it read are deleted, rows written
 * meanwhile stay and keep their day read from the enquiries). Answers how many days it rolled.
 */
export async function rollUpEnquiries(db: Db, before: string, timeZone: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [state] = rowsOf<{ through: string; time_zone: string }>(
      await tx.execute(
        sql`select through::text as through, time_zone from analytics_enquiry_state where id = 1 for update`,
      ),
    );
    const fresh = !state || state.time_zone !== timeZone;
    const until = sql`(${before}::timestamp at time zone ${timeZone})`;
    const changed = rowsOf<{ day: string }>(
      await tx.execute(sql`
        with gone as (delete from analytics_enquiry_changes where created_at < ${until} returning created_at)
        select distinct (created_at at time zone ${timeZone})::date::text as day from gone`),
    )
      .map((r) => r.day)
      .filter((day) => fresh || day < state.through);
    const from = fresh ? null : state.through;
    if (from !== null && from >= before && changed.length === 0) return 0;

    const days: string[] = [...changed];
    if (from !== null) for (let d = from; d < before; d = addDays(d, 1)) days.push(d);
    const ofDays = (column: SQL) =>
      fresh ? sql`${column} < ${before}::date` : sql`${column} = any(${sql.param(days)}::date[])`;
    await tx.execute(
      sql`delete from analytics_enquiry_rollups where ${fresh ? sql`true` : sql`grain = 'day' and ${ofDays(sql`bucket`)}`}`,
    );
    const each = (level: string, key: SQL, join = sql``) => sql`
      select 'day', day, ${level}::text, (${key})::text, count(*), count(*) filter (where status = 'won'), coalesce(sum(value), 0),
        count(distinct visit_id) filter (where visit_stage = 3),
        count(distinct visit_id) filter (where visit_stage = 3 and status = 'won')
      from e ${join} group by day, 4`;
    const [inserted] = rowsOf<{ days: number }>(
      await tx.execute(sql`
        with e as materialized (
          select ${sentOn(timeZone)} as day, m.status, m.visit_id, m.visit_stage, m.visit_pages,
            coalesce(m.visit_entry, '') as entry, m.visit_source as source, coalesce(m.visit_campaign, '') as campaign,
            coalesce(m.visit_device, '') as device, coalesce(m.visit_browser, '') as browser,
            case when m.status = 'won' then coalesce(m.value,
              (select sum(l.quantity * l.unit_price) from enquiry_lines l where l.enquiry_id = m.id), 0) end as value
          from contact_messages m
          where m.status <> 'spam' and m.created_at < ${until} and ${ofDays(sentOn(timeZone))}
        ), rows as (
          insert into analytics_enquiry_rollups (grain, bucket, level, key, enquiries, won, won_value,
            funnel_enquiries, funnel_won)
          ${sql.join(
            [
              each('all', sql`''`),
              each('path', sql`p.page`, sql`cross join lateral unnest(e.visit_pages) as p(page)`),
              ...ENQUIRY_LEVELS.filter((l) => l !== 'path').map((l) => each(l, sql`${sql.identifier(l)}`)),
            ],
            sql` union all `,
          )}
          returning bucket
        ) select count(distinct bucket)::int as days from rows`),
    );

    // Month rows of whole months before `before`, summed from their days again.
    const firstOf = (day: string) => `${day.slice(0, 8)}01`;
    const months = fresh
      ? rowsOf<{ m: string }>(
          await tx.execute(sql`
            select distinct date_trunc('month', bucket)::date::text as m from analytics_enquiry_rollups
            where grain = 'day' and bucket < ${firstOf(before)}::date`),
        ).map((r) => r.m)
      : [...new Set(days.map(firstOf))].filter((m) => m < firstOf(before));
    if (months.length > 0) {
      const ms = sql`${sql.param(months)}::date[]`;
      await tx.execute(
        sql`delete from analytics_enquiry_rollups where grain = 'month' and bucket = any(${ms})`,
      );
      await tx.execute(sql`
        insert into analytics_enquiry_rollups (grain, bucket, level, key, enquiries, won, won_value,
          funnel_enquiries, funnel_won)
        select 'month', date_trunc('month', bucket)::date, level, key, sum(enquiries), sum(won), sum(won_value),
          sum(funnel_enquiries), sum(funnel_won)
        from analytics_enquiry_rollups
        where grain = 'day' and date_trunc('month', bucket)::date = any(${ms})
        group by 2, 3, 4`);
    }
    await tx.execute(sql`
      insert into analytics_enquiry_state (id, time_zone, through) values (1, ${timeZone}, ${before})
      on conflict (id) do update set time_zone = excluded.time_zone, through = excluded.through`);
    return fresh ? Number(inserted?.days ?? 0) : days.length;
  });
}
