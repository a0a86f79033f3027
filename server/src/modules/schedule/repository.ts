/**
 * Scheduled publishing (issue 18 item 2): the scheduler's `publish-scheduled` job puts live what is
 * due, and the admin's schedule lists what comes next. Times are stored and compared in UTC.
 */
import { SCHEDULE_WEEKS, type ScheduledItem } from '@vyoma/contract';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { TAG } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { insertAudit } from '../audit/index.ts';
import {
  type Audience,
  type ContentModel,
  changesBefore,
  claimDueChange,
  contentModelOf,
  contentModels,
  dueChanges,
  getItem,
  nextChangeDueSql,
  readTranslation,
  restoreItem,
  snapshotOf,
  summaryTime,
  visibleTo,
  webhookData,
} from '../content/index.ts';
import { emitStatusChange } from '../webhooks/index.ts';

/** The types that publish on a schedule (every type with the `publish` workflow). */
const scheduled = () => contentModels().filter((m) => m.type.workflow === 'publish');
/** The change-feed tags of those types: a save of any of them may bring the next time forward. */
export const scheduledKinds = (): string[] => [...scheduled().map((m) => m.type.name), TAG.scheduledChange];
/** The column that names an item. */
const labelOf = (m: ContentModel) => m.table[m.type.titleField] as typeof m.table.slug;

export interface Published {
  kind: string;
  id: string;
  label: string;
}

/**
 * Publishes every scheduled item whose time has come (publish_at <= now), with one audit entry each,
 * in one transaction per kind. The UPDATE's WHERE is the claim: a second process running it at the
 * same moment waits for the row, sees it is no longer scheduled and skips it, so each item goes live
 * (and is audited) exactly once, even without the scheduler's advisory lock.
 */
export async function publishDue(db: Db, now: Date): Promise<Published[]> {
  const published: Published[] = [];
  for (const model of scheduled()) {
    const { type, table: t } = model;
    const kind = type.name;
    const rows = await db.transaction(async (tx) => {
      const done = await goLive(tx, t, now).returning({ id: t.id, label: labelOf(model) });
      for (const row of done) await auditWentLive(tx, `${type.audit}.publish-scheduled`, type.audit, row);
      // Going live on schedule is post.published / product.published like any other publishing.
      if (type.webhooks)
        for (const row of done)
          await emitStatusChange(
            tx,
            kind,
            { status: 'scheduled' },
            async () => (await getItem(tx, model, row.id, 'staff'))!,
          );
      return [...done, ...(await publishDueTranslations(tx, model, now))];
    });
    published.push(...rows.map((r) => ({ kind, ...r })));
  }
  for (const { kind, itemId } of await dueChanges(db, now)) {
    const done = await applyChange(db, kind, itemId, now).catch((err) =>
      dropFailedChange(db, kind, itemId, now, err),
    );
    if (done) published.push(done);
  }
  return published;
}

/**
 * Issue 36: versions in other languages whose time has come, claimed the same way (the UPDATE's
 * WHERE), each with an audit entry naming its language. Their items' change-feed tag goes out with
 * the rows (the translation tables announce their item).
 */
async function publishDueTranslations(tx: Db, model: ContentModel, now: Date) {
  const t = model.translations;
  if (!t) return [];
  const { type } = model;
  const title = (t[type.titleField] as typeof t.slug | undefined) ?? t.slug;
  const done = await goLive(tx, t, now).returning({
    id: t.itemId as typeof t.id,
    lang: t.lang as typeof t.id,
    label: sql<string>`${title} || ' (' || ${t.lang} || ')'`,
  });
  for (const row of done)
    await auditWentLive(tx, `${type.audit}.translation.publish-scheduled`, type.audit, row);
  // Going live on schedule is <type>.published in that language, as any other publishing.
  if (type.webhooks)
    for (const row of done) {
      const version = await readTranslation(tx, model, row.id, row.lang);
      if (version)
        await emitStatusChange(tx, type.name, { status: 'scheduled' }, webhookData(row.id, version));
    }
  return done.map(({ lang: _, ...row }) => row);
}

/**
 * Puts live what in `t` (a type's table, or its versions') is scheduled and due: the UPDATE's WHERE is
 * the claim. One published before, unpublished and scheduled again keeps its first date.
 */
function goLive(tx: Db, t: ContentModel['table'], now: Date) {
  return tx
    .update(t)
    .set({
      status: 'published',
      publishedAt: sql`coalesce(${t.publishedAt}, ${t.publishAt})`,
      publishAt: null,
    })
    .where(and(eq(t.status, 'scheduled'), lte(t.publishAt, now)));
}

/** The audit entry of one item (or version) the scheduler put live. */
function auditWentLive(tx: Db, action: string, audit: string, row: { id: string; label: string }) {
  return insertAudit(tx, {
    actorId: null,
    actorEmail: null,
    // No request: the admin's audit log shows this in place of an address (as 'command line').
    ip: 'scheduler',
    action,
    target: `${audit}:${row.id}`,
    targetLabel: row.label,
    fields: ['publishAt', 'publishedAt', 'status'],
  });
}

/**
 * A change that cannot be put live (its saved item no longer fits: a bug, or data changed by hand) is
 * taken out with an audit entry saying why, so it never blocks the changes and items after it, round
 * after round. When even that fails (the database is unreachable), the error stands: the change stays
 * and the next round tries again.
 */
async function dropFailedChange(
  db: Db,
  kind: string,
  itemId: string,
  now: Date,
  err: unknown,
): Promise<null> {
  const reason = err instanceof Error ? err.message : String(err);
  await db
    .transaction(async (tx) => {
      const change = await claimDueChange(tx, kind, itemId, now);
      if (!change) return;
      const model = contentModelOf(kind);
      const audit = model?.type.audit ?? kind;
      await insertAudit(tx, {
        actorId: null,
        actorEmail: null,
        ip: 'scheduler',
        action: `${audit}.scheduled-change-failed`,
        target: `${audit}:${itemId}`,
        targetLabel: `Not put live: ${reason}`.slice(0, 300),
        fields: [],
      });
    })
    .catch(() => {
      throw err;
    });
  return null;
}

/**
 * Puts one due scheduled change live (content/scheduled-changes.ts), in a transaction of its own: the
 * item as the change made it, saved again like a restore (a new version and revision; its status
 * stays), with one audit entry. A change of a type gone since is dropped.
 */
async function applyChange(db: Db, kind: string, itemId: string, now: Date): Promise<Published | null> {
  return db.transaction(async (tx) => {
    const change = await claimDueChange(tx, kind, itemId, now);
    const model = contentModelOf(kind);
    if (!change || !model) return null;
    const { type } = model;
    const label = `Scheduled change of ${summaryTime(change.createdAt)} went live`;
    const done = await restoreItem(tx, model, itemId, change, change.editor, undefined, label);
    if (!done) return null;
    const before = snapshotOf(type, done.before);
    const after = snapshotOf(type, done.after);
    const title = String(done.after[type.titleField]);
    await insertAudit(tx, {
      actorId: null,
      actorEmail: null,
      ip: 'scheduler',
      action: `${type.audit}.publish-scheduled-change`,
      target: `${type.audit}:${itemId}`,
      targetLabel: title,
      fields: Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])),
    });
    return { kind, id: itemId, label: title };
  });
}

/**
 * The earliest time a scheduled item is due (null: nothing scheduled): the scheduler wakes then. It
 * is asked after every change, so it is one query (least() passes over the nulls), not one per table.
 */
export async function nextDue(db: Db): Promise<Date | null> {
  const earliest = [
    // A change to a live item too (content/scheduled-changes.ts).
    nextChangeDueSql(),
    // Items, and their versions in other languages (issue 36).
    ...scheduled()
      .flatMap((m) => (m.translations ? [m.table, m.translations] : [m.table]))
      .map((t) => sql`(select min(${t.publishAt}) from ${t} where ${eq(t.status, 'scheduled')})`),
  ];
  const [row] = await db
    .select({ at: sql<Date | string | null>`least(${sql.join(earliest, sql`, `)})` })
    .from(sql`(select 1) as one`);
  return row?.at ? new Date(row.at) : null;
}

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * Scheduled posts and products going live before now + SCHEDULE_WEEKS (overdue ones too), soonest
 * first; as far as `audience` may see them (an author: their own, since nothing scheduled is public).
 */
export async function upcoming(db: Db, now: Date, audience: Audience): Promise<ScheduledItem[]> {
  const until = new Date(now.getTime() + SCHEDULE_WEEKS * WEEK_MS);
  const lists = await Promise.all(
    scheduled().map(async (model) => {
      const { table: t } = model;
      const kind = model.type.name;
      const rows = await db
        .select({ id: t.id, title: labelOf(model), slug: t.slug, publishAt: t.publishAt })
        .from(t)
        .where(
          and(
            eq(t.status, 'scheduled'),
            isNotNull(t.publishAt),
            lte(t.publishAt, until),
            visibleTo(kind, audience, now),
          ),
        )
        .orderBy(asc(t.publishAt));
      return rows.map((r) => ({
        kind,
        _id: r.id,
        title: r.title,
        slug: r.slug,
        publishAt: r.publishAt!.toISOString(),
      }));
    }),
  );
  // Changes to live items: each named by the item as it is now (an author sees none: they are live).
  const changes =
    audience === 'public' || typeof audience === 'object'
      ? []
      : await Promise.all(
          (await changesBefore(db, until)).map(async (c) => {
            const model = contentModelOf(c.kind);
            const item = model && (await getItem(db, model, c.itemId, 'staff'));
            if (!model || !item) return [];
            return [
              {
                kind: c.kind,
                _id: c.itemId,
                title: String(item[model.type.titleField]),
                slug: item.slug,
                publishAt: c.publishAt.toISOString(),
                change: true,
              },
            ];
          }),
        );
  return [...lists.flat(), ...changes.flat()].sort((a, b) => a.publishAt.localeCompare(b.publishAt));
}
