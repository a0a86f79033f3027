/**
 * The history of posts and products (issue 18): the revisions every save wrote (writeRevision), read
 * back one by one, the summary a restore writes, and the pruning of old ones. A restore itself is a
 * save of the kind's own repository (the same code path as PUT), so it lives with each kind.
 */
import type { ContentStatus, Revision } from '@vyoma/contract';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentModels } from '../../db/content-types.ts';
import { revisionMedia, revisions } from '../../db/schema.ts';
import { type Owned, tableOf } from './repository.ts';

/** The kinds whose revisions are never pruned (declared `pruneRevisions: false`: legal pages). */
const keptForEver = () =>
  contentModels()
    .filter((m) => m.type.pruneRevisions === false)
    .map((m) => m.type.name);

/** Pruning never takes an item's newest revisions, however old they are. */
export const REVISIONS_KEPT = 20;

const infoColumns = {
  id: revisions.id,
  createdAt: revisions.createdAt,
  version: revisions.version,
  authorId: revisions.authorId,
  authorName: revisions.authorName,
  summary: revisions.summary,
};
type InfoRow = {
  id: string;
  createdAt: Date;
  version: number;
  authorId: string | null;
  authorName: string;
  summary: string;
};

const toRevision = (r: InfoRow): Revision => ({
  _id: r.id,
  createdAt: r.createdAt.toISOString(),
  version: r.version,
  author: { _id: r.authorId, name: r.authorName },
  summary: r.summary,
});

/** An item's revisions in one language (default: the item's own, in the site's default language). */
const ofItem = (kind: string, itemId: string, lang = DEFAULT_LANGUAGE_CODE) =>
  and(eq(revisions.kind, kind), eq(revisions.itemId, itemId), eq(revisions.lang, lang));
/** Newest first; a restore and the save it restored can share a timestamp, never a version. */
const newestFirst = [desc(revisions.createdAt), desc(revisions.version)];

/** An item's revisions, newest first (without their data). */
export async function listRevisions(
  db: Db,
  kind: string,
  itemId: string,
  lang?: string,
): Promise<Revision[]> {
  const rows = await db
    .select(infoColumns)
    .from(revisions)
    .where(ofItem(kind, itemId, lang))
    .orderBy(...newestFirst);
  return rows.map(toRevision);
}

/** One revision of this item with the item as it was, or undefined (unknown, or another item's). */
export async function getRevision(
  db: Db,
  kind: string,
  itemId: string,
  revisionId: string,
  lang?: string,
): Promise<{ revision: Revision; createdAt: Date; data: unknown } | undefined> {
  const [row] = await db
    .select({ ...infoColumns, data: revisions.data })
    .from(revisions)
    .where(and(ofItem(kind, itemId, lang), eq(revisions.id, revisionId.toLowerCase())))
    .limit(1);
  return row && { revision: toRevision(row), createdAt: row.createdAt, data: row.data };
}

/** The revision the latest save of the item wrote. */
export async function latestRevision(db: Db, kind: string, itemId: string, lang?: string): Promise<Revision> {
  const [row] = await db
    .select(infoColumns)
    .from(revisions)
    .where(ofItem(kind, itemId, lang))
    .orderBy(...newestFirst)
    .limit(1);
  return toRevision(row!);
}

/** Does the item exist at all (staff: any status)? */
export async function itemExists(db: Db, kind: string, itemId: string): Promise<boolean> {
  return (await itemOwner(db, kind, itemId)) !== null;
}

/** Who created an item and its status (what a role check needs), or null when there is no such item. */
export async function itemOwner(db: Db, kind: string, itemId: string): Promise<Owned | null> {
  const t = tableOf(kind);
  const [row] = await db
    // A type with no status is public as saved (workflow `always`).
    .select({ createdBy: t.createdBy, status: t.status ?? sql<ContentStatus>`'published'` })
    .from(t)
    .where(eq(t.id, itemId.toLowerCase()))
    .limit(1);
  return row
    ? {
        createdBy: row.createdBy === null ? null : { _id: row.createdBy },
        status: row.status as ContentStatus,
      }
    : null;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A time as revision summaries name it: "4 Dec 2026, 9:30 am UTC". */
export const summaryTime = (at: Date) => `${timeFormat.format(at)} UTC`;

/** A restore's revision summary. */
export const restoredSummary = (createdAt: Date) => `Restored the version of ${summaryTime(createdAt)}`;

/**
 * The slug a restore saves, and its revision's summary. The revision's slug comes back unless another
 * item has it now as its live slug: then the item keeps its current slug, and the summary says so
 * (an old slug of another item is taken back, as a PUT would: the live slug wins).
 */
export async function restorePlan(
  db: Db,
  kind: string,
  itemId: string,
  revision: { createdAt: Date; slug: string },
  currentSlug: string,
): Promise<{ slug: string; summary: string }> {
  const t = tableOf(kind);
  const [holder] = await db.select({ id: t.id }).from(t).where(eq(t.slug, revision.slug)).limit(1);
  const taken = holder !== undefined && holder.id !== itemId;
  const summary = restoredSummary(revision.createdAt);
  if (!taken) return { slug: revision.slug, summary };
  return {
    slug: currentSlug,
    summary: `${summary}; kept the URL name “${currentSlug}”: “${revision.slug}” is now another item’s`,
  };
}

/**
 * Inside a transaction: deletes the revisions older than `cutoff`, except each item's (and each of
 * its versions in other languages') REVISIONS_KEPT
 * newest (their revision_media rows go with them). Returns the media paths those revisions used, for
 * the caller to release: they go if nothing else uses them.
 */
export async function pruneRevisions(tx: Db, cutoff: Date): Promise<{ deleted: number; paths: string[] }> {
  const ranked = tx
    .select({
      id: revisions.id,
      kind: revisions.kind,
      createdAt: revisions.createdAt,
      rank: sql<number>`row_number() over (partition by ${revisions.kind}, ${revisions.itemId}, ${revisions.lang} order by ${revisions.createdAt} desc, ${revisions.version} desc)`.as(
        'rank',
      ),
    })
    .from(revisions)
    .as('ranked');
  const doomed = (
    await tx
      .select({ id: ranked.id })
      .from(ranked)
      .where(
        and(
          sql`${ranked.rank} > ${REVISIONS_KEPT}`,
          sql`${ranked.createdAt} < ${cutoff.toISOString()}`,
          notInArray(ranked.kind, keptForEver()),
        ),
      )
  ).map((r) => r.id);
  const paths = new Set<string>();
  // In slices, so a first run over years of history stays within a statement's parameter limit.
  for (let i = 0; i < doomed.length; i += 1000) {
    const ids = doomed.slice(i, i + 1000);
    const used = await tx
      .selectDistinct({ path: revisionMedia.path })
      .from(revisionMedia)
      .where(inArray(revisionMedia.revisionId, ids));
    for (const u of used) paths.add(u.path);
    await tx.delete(revisions).where(inArray(revisions.id, ids));
  }
  return { deleted: doomed.length, paths: [...paths] };
}
