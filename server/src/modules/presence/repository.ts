/**
 * Edit presence (issue 18 item 5): one holder per post or product (table edit_presence, keyed by
 * kind and item). A heartbeat claims the item when nobody holds it, the caller already does, the
 * holder's last heartbeat is older than PRESENCE_STALE_SECONDS, or the caller takes it over; the
 * claim is one INSERT … ON CONFLICT DO UPDATE … WHERE, so two editors claiming at once get one holder.
 */
import { PRESENCE_STALE_SECONDS } from '@vyoma/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { editPresence } from '../../db/schema.ts';

export interface Holder {
  userId: string;
  userName: string;
  heartbeatAt: Date;
}

export interface Heartbeat {
  holder: Holder;
  mine: boolean;
  /** The fresh holder this call took the item from (a take-over), else null. */
  tookFrom: Holder | null;
}

const staleBefore = (now: Date) => new Date(now.getTime() - PRESENCE_STALE_SECONDS * 1000);

async function current(db: Db, kind: string, itemId: string): Promise<Holder | null> {
  const [row] = await db
    .select({
      userId: editPresence.userId,
      userName: editPresence.userName,
      heartbeatAt: editPresence.heartbeatAt,
    })
    .from(editPresence)
    .where(and(eq(editPresence.kind, kind), eq(editPresence.itemId, itemId)))
    .limit(1);
  return row ?? null;
}

export async function heartbeat(
  db: Db,
  kind: string,
  itemId: string,
  user: { id: string; name: string },
  options: { takeOver: boolean; now: Date },
): Promise<Heartbeat> {
  const before = await current(db, kind, itemId);
  const { now } = options;
  const claimable = options.takeOver
    ? sql`true`
    : sql`${editPresence.userId} = ${user.id} or ${editPresence.heartbeatAt} < ${staleBefore(now)}`;
  const [claimed] = await db
    .insert(editPresence)
    .values({ kind, itemId, userId: user.id, userName: user.name, heartbeatAt: now })
    .onConflictDoUpdate({
      target: [editPresence.kind, editPresence.itemId],
      set: { userId: user.id, userName: user.name, heartbeatAt: now },
      setWhere: claimable,
    })
    .returning({ userId: editPresence.userId });
  if (claimed) {
    const tookFrom =
      before && before.userId !== user.id && before.heartbeatAt >= staleBefore(now) ? before : null;
    return { holder: { userId: user.id, userName: user.name, heartbeatAt: now }, mine: true, tookFrom };
  }
  const holder = await current(db, kind, itemId);
  // Released between the two statements: nobody holds it now; the next heartbeat claims it.
  if (!holder) return heartbeat(db, kind, itemId, user, options);
  return { holder, mine: holder.userId === user.id, tookFrom: null };
}

/** Lets the item go if the caller holds it; true when it did. */
export async function release(db: Db, kind: string, itemId: string, userId: string): Promise<boolean> {
  const gone = await db
    .delete(editPresence)
    .where(and(eq(editPresence.kind, kind), eq(editPresence.itemId, itemId), eq(editPresence.userId, userId)))
    .returning({ userId: editPresence.userId });
  return gone.length > 0;
}

/** Who holds it now (a stale holder counts as nobody). */
export async function holderOf(db: Db, kind: string, itemId: string, now: Date): Promise<Holder | null> {
  const holder = await current(db, kind, itemId);
  return holder && holder.heartbeatAt >= staleBefore(now) ? holder : null;
}
