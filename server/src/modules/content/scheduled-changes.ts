/**
 * Scheduled changes (issue 35: an editor "schedules it, and it goes live"): a change to a live item,
 * checked as a save is and kept as the item it would make (a revision's shape), which the scheduler
 * puts live at its time like a restore (modules/schedule). Until then the live item stays as it is.
 * One per item: scheduling another replaces it. Writes to the table announce `scheduled-change`, so
 * every process's scheduler plans its wake-up (db/change-feed.ts).
 */
import type { ScheduledChange } from '@vyoma/contract';
import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduledChanges } from '../../db/schema.ts';
import type { Editor } from './repository.ts';

const one = (kind: string, itemId: string) => eq(scheduledChanges.id, `${kind}:${itemId}`);

/** The change scheduled for an item, as the admin shows it (null: none). */
export async function scheduledChangeOf(
  db: Db,
  kind: string,
  itemId: string,
): Promise<ScheduledChange | null> {
  const [row] = await db.select().from(scheduledChanges).where(one(kind, itemId));
  if (!row) return null;
  return {
    publishAt: row.publishAt.toISOString(),
    savedAt: row.createdAt.toISOString(),
    savedBy: row.authorName || null,
    version: row.version,
  };
}

/** Keeps (or replaces) an item's scheduled change: `data` is the item as the change makes it. */
export async function saveScheduledChange(
  db: Db,
  change: {
    kind: string;
    itemId: string;
    publishAt: Date;
    version: number;
    data: object;
    editor: Editor | null;
  },
): Promise<void> {
  const row = {
    id: `${change.kind}:${change.itemId}`,
    kind: change.kind,
    itemId: change.itemId,
    publishAt: change.publishAt,
    version: change.version,
    data: change.data,
    createdAt: new Date(),
    authorId: change.editor?.id ?? null,
    authorName: change.editor?.name ?? '',
  };
  await db.insert(scheduledChanges).values(row).onConflictDoUpdate({ target: scheduledChanges.id, set: row });
}

/** Takes an item's scheduled change back (its item deleted, or staff cancelled it); false: there was none. */
export async function dropScheduledChange(db: Db, kind: string, itemId: string): Promise<boolean> {
  const gone = await db
    .delete(scheduledChanges)
    .where(one(kind, itemId))
    .returning({ kind: scheduledChanges.kind });
  return gone.length > 0;
}

/** The items whose change is due (publish_at <= now), soonest first. */
export async function dueChanges(db: Db, now: Date): Promise<{ kind: string; itemId: string }[]> {
  return db
    .select({ kind: scheduledChanges.kind, itemId: scheduledChanges.itemId })
    .from(scheduledChanges)
    .where(lte(scheduledChanges.publishAt, now))
    .orderBy(asc(scheduledChanges.publishAt));
}

/**
 * Inside a transaction: takes an item's due change (the DELETE is the claim: a second process running
 * the job at the same moment waits for the row and finds nothing), or null when none is due.
 */
export async function claimDueChange(
  tx: Db,
  kind: string,
  itemId: string,
  now: Date,
): Promise<{ data: Record<string, unknown>; createdAt: Date; editor: Editor | null } | null> {
  const [row] = await tx
    .delete(scheduledChanges)
    .where(and(one(kind, itemId), lte(scheduledChanges.publishAt, now)))
    .returning();
  if (!row) return null;
  return {
    data: row.data as Record<string, unknown>,
    createdAt: row.createdAt,
    editor: row.authorId ? { id: row.authorId, name: row.authorName } : null,
  };
}

/** The earliest time a change is due (null: none is scheduled), as a subquery (schedule's nextDue). */
export function nextChangeDueSql(): SQL<Date | string | null> {
  return sql`(select min(${scheduledChanges.publishAt}) from ${scheduledChanges})`;
}

/** Changes due before `until`, soonest first. */
export async function changesBefore(
  db: Db,
  until: Date,
): Promise<{ kind: string; itemId: string; publishAt: Date }[]> {
  return db
    .select({
      kind: scheduledChanges.kind,
      itemId: scheduledChanges.itemId,
      publishAt: scheduledChanges.publishAt,
    })
    .from(scheduledChanges)
    .where(lte(scheduledChanges.publishAt, until))
    .orderBy(asc(scheduledChanges.publishAt));
}
