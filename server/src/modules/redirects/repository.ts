/** SQL for redirects and the 404 log (db/schema.ts redirects, notFoundPaths). */
import { randomUUID } from 'node:crypto';
import { count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFoundPaths, redirects } from '../../db/schema.ts';

export type RedirectRow = typeof redirects.$inferSelect;

export interface NewRedirect {
  fromPath: string;
  fromKey: string;
  toPath: string;
}

export interface Creator {
  id: string;
  name: string;
}

const NEWEST_FIRST = [desc(redirects.createdAt), redirects.fromKey];

/** Every redirect, newest first: what a check for loops and chains reads (the page map holds them all too). */
export function listRedirects(db: Db): Promise<RedirectRow[]> {
  return db
    .select()
    .from(redirects)
    .orderBy(...NEWEST_FIRST);
}

/** One page of redirects for the admin list, newest first, and how many there are. */
export async function pageOfRedirects(
  db: Db,
  page: { page: number; limit: number },
): Promise<{ rows: RedirectRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(redirects)
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(redirects),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** What a page request is matched on: small rows, read whole into memory. */
export function redirectTargets(db: Db): Promise<{ id: string; fromKey: string; toPath: string }[]> {
  return db
    .select({ id: redirects.id, fromKey: redirects.fromKey, toPath: redirects.toPath })
    .from(redirects);
}

/**
 * Inserts the redirects in one transaction (all or none) and forgets the 404s they now answer.
 * A from_key taken meanwhile fails the whole insert with a unique violation.
 */
export async function insertRedirects(
  db: Db,
  rows: NewRedirect[],
  by: Creator | null,
): Promise<RedirectRow[]> {
  if (rows.length === 0) return [];
  const createdAt = new Date();
  return db.transaction(async (tx) => {
    const inserted: RedirectRow[] = [];
    // In chunks: one statement per 500 rows keeps the parameter count well under PostgreSQL's limit.
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500).map((r) => ({
        id: randomUUID(),
        fromPath: r.fromPath,
        fromKey: r.fromKey,
        toPath: r.toPath,
        createdBy: by?.id ?? null,
        createdByName: by?.name ?? null,
        createdAt,
      }));
      inserted.push(...(await tx.insert(redirects).values(chunk).returning()));
    }
    const keys = rows.map((r) => r.fromKey);
    for (let i = 0; i < keys.length; i += 1000)
      await tx.delete(notFoundPaths).where(inArray(notFoundPaths.pathKey, keys.slice(i, i + 1000)));
    const order = new Map(rows.map((r, i) => [r.fromKey, i]));
    return inserted.sort((a, b) => order.get(a.fromKey)! - order.get(b.fromKey)!);
  });
}

/** Deletes one redirect; answers it, or null when there was none. */
export async function deleteRedirect(db: Db, id: string): Promise<RedirectRow | null> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  return row ?? null;
}

/** Adds counted hits (redirect id → how many, and when the last one was). */
export async function addRedirectHits(db: Db, hits: Map<string, { n: number; at: Date }>): Promise<void> {
  for (const [id, { n, at }] of hits)
    await db
      .update(redirects)
      .set({
        hits: sql`${redirects.hits} + ${n}`,
        lastHitAt: sql`greatest(coalesce(${redirects.lastHitAt}, ${at}), ${at})`,
      })
      .where(eq(redirects.id, id));
}

export interface NotFoundTally {
  pathKey: string;
  path: string;
  hits: number;
  firstSeen: Date;
  lastSeen: Date;
  referrerHost: string | null;
}

/**
 * Adds counted 404s to the log: one statement per 500 paths, in one transaction (all or none, so a
 * batch refused for one path can be written again path by path without counting any twice).
 */
export async function addNotFound(db: Db, tallies: NotFoundTally[]): Promise<void> {
  if (tallies.length === 0) return;
  // In one order in every process, so that two writing the same paths never wait on each other.
  const rows = [...tallies].sort((a, b) => (a.pathKey < b.pathKey ? -1 : a.pathKey > b.pathKey ? 1 : 0));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(notFoundPaths)
        .values(rows.slice(i, i + 500))
        .onConflictDoUpdate({
          target: notFoundPaths.pathKey,
          set: {
            path: sql`excluded.path`,
            hits: sql`${notFoundPaths.hits} + excluded.hits`,
            lastSeen: sql`greatest(${notFoundPaths.lastSeen}, excluded.last_seen)`,
            referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundPaths.referrerHost})`,
          },
        });
    }
  });
}

/** Keeps the `maxRows` most recently seen paths, so a flood of made-up paths cannot grow the table without end. */
export async function trimNotFound(db: Db, maxRows: number): Promise<void> {
  await db.execute(sql`
    DELETE FROM ${notFoundPaths} WHERE ${notFoundPaths.pathKey} IN (
      SELECT ${notFoundPaths.pathKey} FROM ${notFoundPaths}
      ORDER BY ${notFoundPaths.lastSeen} DESC, ${notFoundPaths.pathKey} OFFSET ${maxRows}
    )`);
}

/** Paths that answered 404 and do not redirect now: most hits first, then the most recently seen. */
export async function listNotFound(db: Db, limit: number, offset: number) {
  const notRedirected = notInArray(
    notFoundPaths.pathKey,
    db.select({ k: redirects.fromKey }).from(redirects),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notFoundPaths)
      .where(notRedirected)
      .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastSeen), notFoundPaths.pathKey)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notFoundPaths).where(notRedirected),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many paths the log holds (tests check the cap). */
export async function countNotFound(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notFoundPaths);
  return row?.n ?? 0;
}

/** The `from` of a redirect at `prefix` or under it (`/ta`, `/ta/…`), or null (settings, issue 36). */
export async function firstRedirectUnder(db: Db, prefix: string): Promise<string | null> {
  const key = prefix.toLowerCase();
  const [row] = await db
    .select({ from: redirects.fromPath })
    .from(redirects)
    .where(sql`${redirects.fromKey} = ${key} or ${redirects.fromKey} like ${`${key}/%`}`)
    .limit(1);
  return row?.from ?? null;
}
