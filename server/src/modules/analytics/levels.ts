/**
 * Which combinations of dimensions the rollups keep (docs/decisions/0060). A row of a rollup is one
 * level: no dimension ('all'), one, or a pair: the filter the dashboard applies (a page, a source or a
 * campaign) with the table it shows. The full cube of every combination would hold nearly a row per
 * visit; pairs hold a few thousand a day, and every one-filter view reads exact figures from them.
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
