/** SQL for contact enquiries: the inbox, one enquiry, its pipeline, notes, quote lines and the report. */
import { randomUUID } from 'node:crypto';
import {
  ENQUIRY_SEARCH_COUNT_MAX,
  type Enquiry,
  type EnquiryAssignee,
  type EnquiryNote,
  type EnquiryNotification,
  type EnquiryStatus,
  type EnquirySummary,
} from '@vyoma/contract';
import type { EnquiryFilters } from '@vyoma/contract/schemas';
import { and, asc, desc, eq, inArray, isNull, like, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  enquiryLines,
  enquiryNotes,
  outboxMessages,
  products,
  users,
} from '../../db/schema.ts';
import { filesOf } from '../entry-files/index.ts';
import { MAIL } from '../mail/index.ts';
import { deleteByRef } from '../outbox/index.ts';
import { deleteDeliveriesAbout, emitWebhook } from '../webhooks/index.ts';

type EnquiryRow = typeof contactMessages.$inferSelect;
export type NewEnquiry = Omit<typeof contactMessages.$inferInsert, 'id' | 'searchText'>;
export interface NewLine {
  productId: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

/** An enquiry as the outbox refers to it (its mails' `ref`). */
export const enquiryRef = (id: string) => `enquiry:${id}`;

/** The team's mail of an enquiry among the outbox's messages (the visitor's confirmation is the other). */
const staffMailOf = (ids: string[]) =>
  and(
    eq(outboxMessages.kind, MAIL.name),
    inArray(outboxMessages.ref, ids.map(enquiryRef)),
    sql`${outboxMessages.payload}->>'audience' = 'staff'`,
  );

/** What the inbox search looks in, lower-cased once when the enquiry is stored. */
export const searchTextOf = (m: { name: string; email: string; phone: string; message: string }) =>
  [m.name, m.email, m.phone, m.message].join(' ').toLowerCase();

export async function insertEnquiry(db: Db, enquiry: NewEnquiry, lines: NewLine[] = []): Promise<string> {
  const id = randomUUID();
  await db.insert(contactMessages).values({ id, ...enquiry, searchText: searchTextOf(enquiry) });
  if (lines.length > 0)
    await db
      .insert(enquiryLines)
      .values(lines.map((line, position) => ({ id: randomUUID(), enquiryId: id, position, ...line })));
  return id;
}

/** Name and current price of each of these products that exists. */
export async function productsByIds(
  db: Db,
  ids: string[],
): Promise<Map<string, { name: string; price: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, price: r.price }]));
}

/** A LIKE pattern that matches the text literally, anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(filters: EnquiryFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.status) parts.push(eq(contactMessages.status, filters.status));
  if (filters.form) parts.push(eq(contactMessages.formId, filters.form));
  if (filters.assignee === 'none') parts.push(isNull(contactMessages.assigneeId));
  else if (filters.assignee) parts.push(eq(contactMessages.assigneeId, filters.assignee));
  // LIKE, not strpos: the trigram index (migration 0003) answers it where pg_trgm is available.
  if (filters.q) parts.push(like(contactMessages.searchText, containing(filters.q.toLowerCase())));
  return parts.length > 0 ? and(...parts) : undefined;
}

const summaryColumns = {
  enquiry: contactMessages,
  assignee: { _id: users.id, name: users.name, email: users.email },
};

const NO_NOTIFICATION: EnquiryNotification = {
  state: 'none',
  attempts: 0,
  lastError: null,
  sentAt: null,
  nextAttemptAt: null,
};

/** The staff notification of each enquiry (there is at most one). */
async function notificationsOf(db: Db, ids: string[]): Promise<Map<string, EnquiryNotification>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      ref: outboxMessages.ref,
      state: outboxMessages.state,
      attempts: outboxMessages.attempts,
      lastError: outboxMessages.lastError,
      sentAt: outboxMessages.sentAt,
      nextAttemptAt: outboxMessages.nextAttemptAt,
    })
    .from(outboxMessages)
    .where(staffMailOf(ids))
    .orderBy(asc(outboxMessages.createdAt));
  return new Map(
    rows.map((r) => [
      r.ref!.slice(enquiryRef('').length),
      {
        state: r.state,
        attempts: r.attempts,
        lastError: r.lastError,
        sentAt: r.sentAt?.toISOString() ?? null,
        nextAttemptAt: r.state === 'pending' ? r.nextAttemptAt.toISOString() : null,
      },
    ]),
  );
}

/** The id of the enquiry's failed staff notification, if it has one (for "Send again"). */
export async function failedStaffMail(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(staffMailOf([id]), eq(outboxMessages.state, 'failed')));
  return row?.id;
}

/** Number of quote lines and their total per enquiry. */
async function lineTotalsOf(db: Db, ids: string[]): Promise<Map<string, { count: number; total: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: enquiryLines.enquiryId,
      count: sql<number>`count(*)::int`,
      total: sql<string>`sum(${enquiryLines.quantity} * ${enquiryLines.unitPrice})`,
    })
    .from(enquiryLines)
    .where(inArray(enquiryLines.enquiryId, ids))
    .groupBy(enquiryLines.enquiryId);
  return new Map(rows.map((r) => [r.id, { count: Number(r.count), total: Number(r.total) }]));
}

function toSummary(
  row: { enquiry: EnquiryRow; assignee: EnquiryAssignee | null },
  notification: EnquiryNotification | undefined,
  lines: { count: number; total: number } | undefined,
): EnquirySummary {
  const e = row.enquiry;
  return {
    _id: e.id,
    name: e.name,
    email: e.email,
    phone: e.phone,
    message: e.message,
    createdAt: e.createdAt.toISOString(),
    status: e.status,
    assignee: row.assignee?._id ? row.assignee : null,
    followUpOn: e.followUpOn,
    source: e.source,
    lang: e.lang,
    lineCount: lines?.count ?? 0,
    quoteTotal: lines ? lines.total : null,
    notification: notification ?? NO_NOTIFICATION,
    form: e.formTitle !== null ? { _id: e.formId, title: e.formTitle, version: e.formVersion ?? 1 } : null,
  };
}

async function summaries(
  db: Db,
  rows: { enquiry: EnquiryRow; assignee: EnquiryAssignee | null }[],
): Promise<EnquirySummary[]> {
  const ids = rows.map((r) => r.enquiry.id);
  const [notifications, totals] = await Promise.all([notificationsOf(db, ids), lineTotalsOf(db, ids)]);
  return rows.map((r) => toSummary(r, notifications.get(r.enquiry.id), totals.get(r.enquiry.id)));
}

/**
 * One page of the inbox, newest first, and how many match in all (a search counts up to
 * ENQUIRY_SEARCH_COUNT_MAX). The page's ids come from an index on (filter, created_at, id) alone, so a
 * deep page skips index entries rather than rows; only the page's own rows are then read.
 */
export async function listEnquiries(
  db: Db,
  filters: EnquiryFilters,
  page: { page: number; limit: number },
): Promise<{ data: EnquirySummary[]; total: number; totalCapped: boolean }> {
  const where = filterWhere(filters);
  const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];
  const ids = db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const counted = filters.q
    ? db.select({ n: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1` })
          .from(contactMessages)
          .where(where)
          .limit(ENQUIRY_SEARCH_COUNT_MAX + 1)
          .as('matches'),
      )
    : db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where);
  const [pageIds, [count]] = await Promise.all([ids, counted]);
  const rows =
    pageIds.length === 0
      ? []
      : await db
          .select(summaryColumns)
          .from(contactMessages)
          .leftJoin(users, eq(users.id, contactMessages.assigneeId))
          .where(
            inArray(
              contactMessages.id,
              pageIds.map((r) => r.id),
            ),
          )
          .orderBy(...newestFirst);
  const n = Number(count?.n ?? 0);
  const totalCapped = Boolean(filters.q) && n > ENQUIRY_SEARCH_COUNT_MAX;
  return {
    data: await summaries(db, rows),
    total: totalCapped ? ENQUIRY_SEARCH_COUNT_MAX : n,
    totalCapped,
  };
}

export async function getEnquiry(db: Db, id: string): Promise<Enquiry | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.assigneeId))
    .where(eq(contactMessages.id, id));
  if (!row) return null;
  const [[summary], lines, notes, files] = await Promise.all([
    summaries(db, [row]),
    db.select().from(enquiryLines).where(eq(enquiryLines.enquiryId, id)).orderBy(asc(enquiryLines.position)),
    listNotes(db, id),
    filesOf(db, { enquiryId: id }),
  ]);
  const e = row.enquiry;
  return {
    ...summary!,
    notes,
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
    attribution: {
      page: e.page,
      landingPage: e.landingPage,
      referrer: e.referrer,
      utm: {
        source: e.utmSource,
        medium: e.utmMedium,
        campaign: e.utmCampaign,
        term: e.utmTerm,
        content: e.utmContent,
      },
      source: e.source,
    },
    visit: {
      counted: e.visitId !== null,
      entryPage: e.visitEntry,
      source: e.visitSource,
      campaign: e.visitCampaign,
      paid: e.visitPaid,
      device: e.visitDevice,
      browser: e.visitBrowser,
      pages: e.visitPages,
    },
    value: e.value,
    formElapsedMs: e.formElapsedMs,
    updatedAt: e.updatedAt.toISOString(),
    fields: e.formFields,
    files,
  };
}

export async function enquiryExists(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return rows.length > 0;
}

export async function updateEnquiry(
  db: Db,
  id: string,
  patch: {
    status?: EnquiryStatus;
    assigneeId?: string | null;
    followUpOn?: string | null;
    value?: number | null;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        id: contactMessages.id,
        status: contactMessages.status,
        assigneeId: contactMessages.assigneeId,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!before) return false;
    const [after] = await tx
      .update(contactMessages)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(contactMessages.id, id))
      .returning({
        id: contactMessages.id,
        status: contactMessages.status,
        assigneeId: contactMessages.assigneeId,
      });
    await enquiryChanged(tx, before, after!);
    return true;
  });
}

type PipelineState = { id: string; status: string; assigneeId: string | null };

/**
 * The one place `enquiry.updated` is queued (issue 28): inside the transaction that changed an
 * enquiry's status or assignee, with the enquiry as the API shows it and what changed.
 */
async function enquiryChanged(tx: Db, before: PipelineState, after: PipelineState): Promise<void> {
  const status = before.status !== after.status;
  const assignee = before.assigneeId !== after.assigneeId;
  if (!status && !assignee) return;
  await emitWebhook(tx, 'enquiry.updated', async () => {
    const enquiry = (await getEnquiry(tx, after.id))!;
    const previous = before.assigneeId
      ? ((
          await tx
            .select({ _id: users.id, name: users.name })
            .from(users)
            .where(eq(users.id, before.assigneeId))
        )[0] ?? null)
      : null;
    return {
      ...enquiry,
      changed: {
        ...(status ? { status: { from: before.status, to: after.status } } : {}),
        ...(assignee ? { assignee: { from: previous, to: enquiry.assignee } } : {}),
      },
    };
  });
}

async function listNotes(db: Db, enquiryId: string): Promise<EnquiryNote[]> {
  const rows = await db
    .select()
    .from(enquiryNotes)
    .where(eq(enquiryNotes.enquiryId, enquiryId))
    .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id));
  return rows.map(toNote);
}

const toNote = (n: typeof enquiryNotes.$inferSelect): EnquiryNote => ({
  _id: n.id,
  text: n.text,
  author: { _id: n.authorId, name: n.authorName },
  createdAt: n.createdAt.toISOString(),
});

export async function addNote(
  db: Db,
  enquiryId: string,
  author: { id: string; name: string },
  text: string,
): Promise<EnquiryNote> {
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(enquiryNotes)
      .values({ id: randomUUID(), enquiryId, authorId: author.id, authorName: author.name, text })
      .returning();
    await tx.update(contactMessages).set({ updatedAt: new Date() }).where(eq(contactMessages.id, enquiryId));
    return toNote(note!);
  });
}

/** Deletes an enquiry and its mails (they hold what the visitor wrote). */
export async function deleteMessage(db: Db, id: string): Promise<boolean> {
  return (await bulkDelete(db, [id])).length > 0;
}

/** The enquiries whose status changed (those already at `status` are left alone), for the audit log. */
export async function bulkSetStatus(
  db: Db,
  ids: string[],
  status: EnquiryStatus,
): Promise<{ id: string; name: string }[]> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({
        id: contactMessages.id,
        status: contactMessages.status,
        assigneeId: contactMessages.assigneeId,
      })
      .from(contactMessages)
      .where(and(inArray(contactMessages.id, ids), ne(contactMessages.status, status)))
      .for('update');
    if (before.length === 0) return [];
    const changed = await tx
      .update(contactMessages)
      .set({ status, updatedAt: new Date() })
      .where(
        and(
          inArray(
            contactMessages.id,
            before.map((b) => b.id),
          ),
          ne(contactMessages.status, status),
        ),
      )
      .returning({ id: contactMessages.id, name: contactMessages.name });
    for (const b of before) await enquiryChanged(tx, b, { ...b, status });
    return changed;
  });
}

/** The enquiries deleted, for the audit log. */
export async function bulkDelete(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contactMessages)
      .where(inArray(contactMessages.id, ids))
      .returning({ id: contactMessages.id, name: contactMessages.name });
    await deleteByRef(
      tx,
      deleted.map((d) => enquiryRef(d.id)),
    );
    await deleteDeliveriesAbout(
      tx,
      deleted.map((d) => d.id),
    );
    return deleted;
  });
}

/** What the audit log compares before and after a change to an enquiry (plugins/audit.ts). */
export async function enquirySnapshot(db: Db, id: string) {
  const [row] = await db
    .select({
      name: contactMessages.name,
      status: contactMessages.status,
      assigneeId: contactMessages.assigneeId,
      followUpOn: contactMessages.followUpOn,
      value: contactMessages.value,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row;
}

/** Administrators an enquiry can be assigned to (active ones), by name. */
export async function listAssignees(db: Db): Promise<EnquiryAssignee[]> {
  return db
    .select({ _id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .orderBy(asc(users.name), asc(users.email));
}

export async function isAssignee(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'admin'), eq(users.active, true)));
  return rows.length > 0;
}

// --- export -----------------------------------------------------------------------------------------

export interface ExportRow {
  enquiry: EnquiryRow;
  assignee: string | null;
  lines: { name: string; quantity: number; unitPrice: number }[];
  notification: EnquiryNotification;
}

/**
 * Every enquiry matching the filters, newest first, in batches read by key (created_at, id): each
 * batch is one short query, so a large export never holds the embedded database for long.
 */
export async function* exportEnquiries(
  db: Db,
  filters: EnquiryFilters,
  batchSize = 500,
): AsyncGenerator<ExportRow[]> {
  const where = filterWhere(filters);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? or(
          lt(contactMessages.createdAt, after.createdAt),
          and(eq(contactMessages.createdAt, after.createdAt), lt(contactMessages.id, after.id)),
        )
      : undefined;
    const rows: { enquiry: EnquiryRow; assignee: string | null }[] = await db
      .select({ enquiry: contactMessages, assignee: users.name })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.assigneeId))
      .where(and(where, cursor))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.enquiry.id);
    const [lines, notifications] = await Promise.all([
      db
        .select()
        .from(enquiryLines)
        .where(inArray(enquiryLines.enquiryId, ids))
        .orderBy(asc(enquiryLines.enquiryId), asc(enquiryLines.position)),
      notificationsOf(db, ids),
    ]);
    const byEnquiry = new Map<string, ExportRow['lines']>();
    for (const l of lines) {
      const list = byEnquiry.get(l.enquiryId) ?? [];
      list.push({ name: l.name, quantity: l.quantity, unitPrice: l.unitPrice });
      byEnquiry.set(l.enquiryId, list);
    }
    yield rows.map((r) => ({
      enquiry: r.enquiry,
      assignee: r.assignee,
      lines: byEnquiry.get(r.enquiry.id) ?? [],
      notification: notifications.get(r.enquiry.id) ?? NO_NOTIFICATION,
    }));
    const last = rows[rows.length - 1]!.enquiry;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < batchSize) return;
  }
}

// --- report -----------------------------------------------------------------------------------------

/** Enquiries (not spam) per week and source since `from` (a Monday), weeks in `timeZone`. */
export async function countsByWeekAndSource(
  db: Db,
  from: string,
  timeZone: string,
): Promise<{ week: string; source: string; n: number }[]> {
  const local = sql`(${contactMessages.createdAt} at time zone ${timeZone})`;
  const week = sql<string>`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, source: contactMessages.source, n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(
      and(
        sql`${contactMessages.status} <> 'spam'`,
        sql`${contactMessages.createdAt} >= (${from}::date::timestamp at time zone ${timeZone})`,
      ),
    )
    // By position: the week expression carries a parameter, which PostgreSQL would see as another one.
    .groupBy(sql`1`, sql`2`);
  return rows.map((r) => ({ week: r.week, source: r.source, n: Number(r.n) }));
}
