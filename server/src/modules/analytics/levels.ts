/**
 * Which combinations of dimensions the rollups keep (docs/decisions/0060). A row of a rollup is one
 * level: no dimension ('all'), one, or a pair: the filter the dashboard applies (a page, a source or a
 * campaign) with the table it shows. The full cube of every combination would hold nearly a row per
 * visit; pairs hold a few thousand a day, and every one-filter view reads exact figures from them.
 *
 * Also how the rollup of the day so far and the dashboard's reads see a visit that has gone on since
 * it was rolled up: as it is now, less as the rollups hold it (SIGNED_STATES, unrolled).
 */
import { type SQL, sql } from 'drizzle-orm';

export const DIMENSIONS = ['path', 'entry', 'source', 'campaign', 'device', 'browser'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type Cube = 'visit' | 'page';
export type Grain = 'hour' | 'day';

const order = (a: Dimension, b: Dimension) => DIMENSIONS.indexOf(a) - DIMENSIONS.indexOf(b);

/** The level's name as stored: 'all', 'source', 'path+device' … */
export const levelName = (dims: Iterable<Dimension>): string => [...dims].sort(order).join('+') || 'all';

/** The levels each cube keeps at each grain. The visit cube has no hours: charts count views. */
export const LEVELS: Record<Cube, Partial<Record<Grain, Dimension[][]>>> = {
  visit: {
    day: [
      [],
      ['entry'],
      ['source'],
      ['campaign'],
      ['device'],
      ['browser'],
      ['entry', 'source'],
      ['source', 'campaign'],
      ['source', 'device'],
      ['source', 'browser'],
      ['entry', 'campaign'],
      ['campaign', 'device'],
      ['campaign', 'browser'],
    ],
  },
  page: {
    day: [
      [],
      ['source'],
      ['campaign'],
      ['path'],
      ['path', 'source'],
      ['path', 'campaign'],
      ['path', 'device'],
      ['path', 'browser'],
    ],
    hour: [[], ['source'], ['campaign'], ['path']],
  },
};

export const hasLevel = (cube: Cube, grain: Grain, name: string) =>
  (LEVELS[cube][grain] ?? []).some((dims) => levelName(dims) === name);

/**
 * The hour (wall clock of SITE_TIMEZONE) of `at`, kept within the row's `day`: a view belongs to the
 * day of its visit's salt, even when its clock (another process's, a moment late) says a minute past
 * midnight.
 */
export const hourOfDay = (day: SQL, at: SQL, timeZone: string) =>
  sql`least(greatest(date_trunc('hour', ${at} at time zone ${timeZone}), ${day}::timestamp), ${day}::timestamp + interval '23 hours')`;

/** A visit's (alias `v`) length in whole seconds: sums of these stay exact however often a day is rolled. */
const secondsOf = (v: string) => `round(extract(epoch from ${v}.last_seen_at - ${v}.started_at))::int`;
export const visitSeconds = (v: string) => sql.raw(secondsOf(v));

/**
 * Each visit `v` as it is now (`s.sign` 1) and as the rollup of the day so far counted it (-1: the
 * rolled_* columns, all null until it is rolled; `counted` leaves that row out then), with the columns
 * a visit's later views can change. Summed as sign × figure, a visit adds what changed since it was
 * rolled: nothing once it has no later view.
 */
export const SIGNED_STATES = sql.raw(`(values
    (1, v.entry_path, v.source, coalesce(v.utm_campaign, ''), v.pageviews, ${secondsOf('v')}, v.content, v.contact),
    (-1, v.rolled_entry, v.rolled_source, v.rolled_campaign, v.rolled_views, v.rolled_seconds, v.rolled_content, v.rolled_contact)
  ) s(sign, entry, source, campaign, pageviews, seconds, content, contact)`);

/** A day not final, the number of its last view the rollups hold (null: none), and how far to look. */
export interface RawDay {
  day: string;
  mark: number | null;
  /** The last number a step takes (rollups); none: every view after the mark (reads). */
  upto?: number;
}

/**
 * What the rollups may not hold yet of `days` (at least one): FROM items of the visitors with a view
 * numbered after their day's mark (`d`: day, visitor), each of their visits that day (`v`), with
 * `views` each of its views (`w`), and its states (`s`: SIGNED_STATES), and the condition on them: a
 * visit's rolled state counts with its views numbered up to its rolled_through. Found through the
 * index on views' (day, seq) with each day's mark written out, so the planner reckons with the few
 * views after it (through a join it reckoned a third of the day, and PostgreSQL spent a second
 * compiling the statement), then a visitor and a visit at a time: the cost of what came since the
 * last rollup, not of the day. (`offset 0` keeps each lateral subquery a look-up per row.)
 */
export function unrolled(days: RawDay[], views: boolean): { from: SQL; counted: SQL } {
  const after = sql.join(
    days.map(
      ({ day, mark, upto }) =>
        sql`(w.day = ${day}::date and w.seq > ${mark ?? 0}${upto === undefined ? sql`` : sql` and w.seq <= ${upto}`})`,
    ),
    sql` or `,
  );
  const from = sql`(select distinct w.day, w.visitor from analytics_views w where ${after}) d
    cross join lateral (select * from analytics_visits v where v.day = d.day and v.visitor = d.visitor offset 0) v
    ${
      views
        ? sql`cross join lateral (
      select w.day, w.at, w.path, w.seq from analytics_views w where w.visit_id = v.id offset 0
    ) w`
        : sql``
    }
    cross join lateral ${SIGNED_STATES}`;
  const counted = views
    ? sql`s.pageviews is not null and (s.sign > 0 or w.seq <= v.rolled_through)`
    : sql`s.pageviews is not null`;
  return { from, counted };
}

/**
 * A day's views_through as a mark (levels.ts, RawDay), in SQL: a mark past the sequence's last
 * number came with a restored backup from another database, whose views are not here, so none of
 * this one's are rolled.
 */
export const markOf = (viewsThrough: SQL) =>
  sql`(case when ${viewsThrough} <= (select last_value from analytics_views_seq) then ${viewsThrough} end)::float8`;
