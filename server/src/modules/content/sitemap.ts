/**
 * The sitemap's reads (issue 26): a kind of item (posts, products, openings) is listed in files of at
 * most `perFile` URLs, in an order new items join at the end of, so earlier files change only when
 * their own items do. A file reads its own rows (one page); the index one aggregate row per file.
 */
import { count, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/** What a kind shows search engines, and in which order. */
export interface SitemapSource {
  table: PgTable;
  /** Rows of another table each row is listed with (an item's version in another language, issue 36). */
  join?: { table: PgTable; on: SQL } | undefined;
  /** The item's id, when its entries name their alternates (issue 36). */
  id?: PgColumn | undefined;
  /** What fills the kind's public path: its slug, or (a type addressed by path) its path. */
  slug: PgColumn;
  updatedAt: PgColumn;
  /** Oldest first, unique (a tie-breaking id last). */
  order: PgColumn[];
  /** The items search engines may list (published, not noindex; open openings) at `now`. */
  where: (now: Date) => SQL | undefined;
}

/**
 * The newest change of each file's items (file 1 first); as many entries as the kind has files. A
 * kind that fits one file (every site short of 50,000 posts) is one aggregate, with no sort; only a
 * longer kind numbers its rows to split them into files.
 */
export async function sitemapFiles(
  db: Db,
  source: SitemapSource,
  perFile: number,
  now: Date,
): Promise<Date[]> {
  const counted = db
    .select({ n: count(), lastmod: max(source.updatedAt) })
    .from(source.table)
    .$dynamic();
  const [whole] = await withJoin(counted, source).where(source.where(now));
  if (!whole || whole.n === 0) return [];
  if (whole.n <= perFile) return [whole.lastmod as Date];
  const ranked = withJoin(
    db
      .select({
        file: sql<number>`(row_number() over (order by ${sql.join(source.order, sql`, `)}) - 1) / ${perFile}`.as(
          'file',
        ),
        at: sql<Date>`${source.updatedAt}`.as('at'),
      })
      .from(source.table)
      .$dynamic(),
    source,
  )
    .where(source.where(now))
    .as('ranked');
  const rows = await db
    .select({ lastmod: sql<Date>`max(${ranked.at})`.mapWith(source.updatedAt) })
    .from(ranked)
    .groupBy(ranked.file)
    .orderBy(ranked.file);
  return rows.map((r) => r.lastmod as Date);
}

/** File `n` (from 1): its items' slugs (or paths) and last changes, one bounded page of the ordered kind. */
export async function sitemapEntries(
  db: Db,
  source: SitemapSource,
  n: number,
  perFile: number,
  now: Date,
): Promise<{ slug: string; updatedAt: Date; id?: string }[]> {
  const rows = await withJoin(
    db
      .select({ slug: source.slug, updatedAt: source.updatedAt, ...(source.id ? { id: source.id } : {}) })
      .from(source.table)
      .$dynamic(),
    source,
  )
    .where(source.where(now))
    .orderBy(...source.order)
    .limit(perFile)
    .offset((n - 1) * perFile);
  return rows as { slug: string; updatedAt: Date; id?: string }[];
}

/** A read of a source, with the table its rows are listed with when it has one. */
function withJoin<Q extends { innerJoin(table: PgTable, on: SQL): Q }>(query: Q, source: SitemapSource): Q {
  return source.join ? query.innerJoin(source.join.table, source.join.on) : query;
}
