/**
 * SQL for job openings (issue 19; db/schema.ts jobOpenings). An opening is public while it is open
 * and its closing date (the last day to apply, UTC) has not passed: `isOpen` is that one rule, used
 * by the list, the sitemap and the page (which answers 410 for the rest).
 */
import { randomUUID } from 'node:crypto';
import type { JobOpening } from '@vyoma/contract';
import type { JobOpeningValues } from '@vyoma/contract/job-schema';
import { docToText } from '@vyoma/contract/rich-text';
import { isValidSlug } from '@vyoma/contract/slug';
import { and, asc, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobOpenings, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import {
  deleteOldSlugs,
  type Editor,
  isUuid,
  oldSlugOwner,
  recordSlugChange,
  type SitemapSource,
  type SlugTable,
  slugToStore,
  versionConflict,
  withSlugConflict,
} from '../content/index.ts';
import { emitWebhook } from '../webhooks/index.ts';

type Row = typeof jobOpenings.$inferSelect;

/** The UTC calendar day of `now` (YYYY-MM-DD): an opening closing on it is open until it ends. */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The one visibility rule: open, and not past its closing date. */
export const isOpen = (now: Date): SQL =>
  and(
    eq(jobOpenings.status, 'open'),
    or(isNull(jobOpenings.closesAt), gte(jobOpenings.closesAt, dayOf(now))),
  )!;

export function toEntity(row: Row, now: Date): JobOpening {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    department: row.department,
    location: row.location,
    remote: row.remote,
    employmentType: row.employmentType,
    experience: row.experience,
    description: row.description,
    descriptionText: row.descriptionText,
    apply: { kind: row.applyMethod, target: row.applyValue },
    closesOn: row.closesAt,
    status: row.status,
    open: row.status === 'open' && (row.closesAt === null || row.closesAt >= dayOf(now)),
    postedAt: row.postedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Whether an opening with this status and closing date is on /careers at `now`. */
const openAt = (status: string, closesAt: string | null, now: Date) =>
  status === 'open' && (closesAt === null || closesAt >= dayOf(now));

/**
 * The one place `job.opened` / `job.closed` are queued (issue 28), inside the save's transaction:
 * when an opening starts or stops being on /careers. Expiry by its closing date is
 * `queueExpiredClosings` (the scheduler).
 */
async function openingChanged(tx: Db, id: string, wasOpen: boolean, isOpen: boolean, last?: JobOpening) {
  if (wasOpen === isOpen) return;
  await emitWebhook(tx, isOpen ? 'job.opened' : 'job.closed', async () =>
    last ? { ...last, deleted: true } : getJob(tx, id),
  );
}

/**
 * Openings whose closing date ended in the last three days (left /careers on their own): job.closed
 * once each, whichever process or run notices (an idempotency key per opening and date).
 */
export async function queueExpiredClosings(db: Db, now: Date): Promise<number> {
  const since = dayOf(new Date(now.getTime() - 3 * 86_400_000));
  const rows = await db
    .select()
    .from(jobOpenings)
    .where(
      and(
        eq(jobOpenings.status, 'open'),
        gte(jobOpenings.closesAt, since),
        lt(jobOpenings.closesAt, dayOf(now)),
      ),
    );
  let queued = 0;
  for (const row of rows)
    queued += await db.transaction((tx) =>
      emitWebhook(tx, 'job.closed', toEntity(row, now), {
        idempotencyKey: `job.closed:${row.id}:${row.closesAt}`,
      }),
    );
  return queued;
}

/** Newest first; openings posted together keep the order they were written in. */
const ORDER = [desc(jobOpenings.postedAt), asc(jobOpenings.title)];

/** One page of openings (newest first) matching `where`, and how many match in all. */
async function pageOfJobs(
  db: Db,
  where: SQL | undefined,
  page: { page: number; limit: number },
  now: Date,
): Promise<{ data: JobOpening[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(jobOpenings)
      .where(where)
      .orderBy(...ORDER)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(jobOpenings).where(where),
  ]);
  return { data: rows.map((r) => toEntity(r, now)), total: counted?.n ?? 0 };
}

/** A page of the openings /careers lists (open, not expired). */
export function listOpenJobs(db: Db, page: { page: number; limit: number }, now = new Date()) {
  return pageOfJobs(db, isOpen(now), page, now);
}

/** A page of every opening, for the admin list. */
export function listAllJobs(db: Db, page: { page: number; limit: number }, now = new Date()) {
  return pageOfJobs(db, undefined, page, now);
}

/** One opening by id or slug, open or not. */
export async function getJob(db: Db, idOrSlug: string, now = new Date()): Promise<JobOpening | null> {
  const where = isUuid(idOrSlug)
    ? eq(jobOpenings.id, idOrSlug.toLowerCase())
    : eq(jobOpenings.slug, idOrSlug);
  const [row] = await db.select().from(jobOpenings).where(where).limit(1);
  return row ? toEntity(row, now) : null;
}

/**
 * The slug an open opening has now, asked by a slug it had before (its old address answers 301 to
 * the new one); null when no open opening had it. A closed opening's old address stays unknown.
 */
export async function movedJobSlug(db: Db, oldSlug: string, now = new Date()): Promise<string | null> {
  if (!isValidSlug(oldSlug)) return null;
  const id = await oldSlugOwner(db, 'job', oldSlug);
  if (!id) return null;
  const [row] = await db
    .select({ slug: jobOpenings.slug })
    .from(jobOpenings)
    .where(and(eq(jobOpenings.id, id), isOpen(now)))
    .limit(1);
  return row?.slug ?? null;
}

/** Open openings for the sitemap, oldest first. */
export const jobSitemap: SitemapSource = {
  table: jobOpenings,
  slug: jobOpenings.slug,
  updatedAt: jobOpenings.updatedAt,
  order: [jobOpenings.createdAt, jobOpenings.id],
  where: isOpen,
};

/** The open openings whose last day was on or after `since` and before `today` (they left the list). */
export async function closedSince(db: Db, since: string, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobOpenings.id })
    .from(jobOpenings)
    .where(
      and(eq(jobOpenings.status, 'open'), gte(jobOpenings.closesAt, since), lt(jobOpenings.closesAt, today)),
    );
  return rows.map((r) => r.id);
}

// --- slugs ------------------------------------------------------------------------------------------

const SLUGS: SlugTable = { table: jobOpenings, id: jobOpenings.id, slug: jobOpenings.slug };
/** The slug a save stores: the one typed (409 when another opening has it), or one made from the title. */
const slugFor = (db: Db, values: JobOpeningValues, id: string | null, current: string | null) =>
  slugToStore(
    db,
    SLUGS,
    { typed: values.slug, title: values.title, id, current },
    { fallback: 'job', noun: 'opening' },
  );

const columns = (v: JobOpeningValues) => ({
  title: v.title,
  department: v.department,
  location: v.location,
  remote: v.remote,
  employmentType: v.employmentType,
  experience: v.experience,
  description: v.description,
  descriptionText: docToText(v.description),
  applyMethod: v.apply.kind,
  applyValue: v.apply.target,
  closesAt: v.closesOn,
  status: v.status,
});

/** Creates an opening; returns its id. */
export async function insertJob(
  db: Db,
  values: JobOpeningValues,
  editor: Editor | null,
  at: { postedAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  const slug = await slugFor(db, values, null, null);
  const when = at.postedAt ?? new Date();
  await db.transaction(async (tx) => {
    await withSlugConflict(
      slug,
      () =>
        tx.insert(jobOpenings).values({
          id,
          slug,
          ...columns(values),
          postedAt: when,
          createdAt: when,
          updatedAt: when,
          closedAt: values.status === 'closed' ? when : null,
          createdBy: editor?.id ?? null,
          updatedBy: editor?.id ?? null,
        }),
      'opening',
    );
    // A slug another opening had before is this one's now: its old address stops redirecting.
    await recordSlugChange(tx, 'job', id, null, slug);
    await openingChanged(tx, id, false, openAt(values.status, values.closesOn, new Date()));
  });
  return id;
}

/**
 * Saves an opening in one transaction: refused (409) when `version` is older than the saved one,
 * naming who saved in between. False when it does not exist.
 */
export async function updateJob(
  db: Db,
  id: string,
  values: JobOpeningValues,
  editor: Editor | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        slug: jobOpenings.slug,
        status: jobOpenings.status,
        closesAt: jobOpenings.closesAt,
        version: jobOpenings.version,
        updatedAt: jobOpenings.updatedAt,
        updatedBy: jobOpenings.updatedBy,
        name: users.name,
      })
      .from(jobOpenings)
      .leftJoin(users, eq(users.id, jobOpenings.updatedBy))
      .where(eq(jobOpenings.id, id))
      .for('update', { of: jobOpenings });
    if (!row) return false;
    if (values.version !== undefined && values.version !== row.version) {
      throw versionConflict(row, values.version, 'opening');
    }
    const slug = await slugFor(tx, values, id, row.slug);
    await withSlugConflict(
      slug,
      () =>
        tx
          .update(jobOpenings)
          .set({
            slug,
            ...columns(values),
            version: sql`${jobOpenings.version} + 1`,
            updatedAt: new Date(),
            // Closing starts its applications' retention period; reopening stops it.
            closedAt: values.status === 'closed' ? sql`coalesce(${jobOpenings.closedAt}, now())` : null,
            updatedBy: editor?.id ?? null,
          })
          .where(eq(jobOpenings.id, id)),
      'opening',
    );
    // The address it had keeps working: shared links to an opening live on in other sites' posts.
    await recordSlugChange(tx, 'job', id, row.slug, slug);
    const now = new Date();
    await openingChanged(
      tx,
      id,
      openAt(row.status, row.closesAt, now),
      openAt(values.status, values.closesOn, now),
    );
    return true;
  });
}

/**
 * Deletes an opening and its old addresses. One that has applications is refused (409): its
 * candidates' data goes by its own rules (retention, erasure), never with the opening.
 */
export async function deleteJob(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.jobId, id));
    const n = Number(held?.n ?? 0);
    if (n > 0)
      throw new HttpError(
        409,
        `This opening has ${n} application${n === 1 ? '' : 's'}: close it instead. Applications are deleted after the retention period unless kept, or erased on request.`,
      );
    const gone = await tx.delete(jobOpenings).where(eq(jobOpenings.id, id)).returning();
    await deleteOldSlugs(tx, 'job', id);
    const now = new Date();
    if (gone[0])
      await openingChanged(
        tx,
        id,
        openAt(gone[0].status, gone[0].closesAt, now),
        false,
        toEntity(gone[0], now),
      );
    return gone.length > 0;
  });
}

/** What the audit log compares before and after a save: the fields an admin edits. */
export async function jobSnapshot(db: Db, id: string): Promise<Record<string, unknown> | undefined> {
  const job = await getJob(db, id);
  if (!job) return undefined;
  const {
    _id,
    open: _o,
    postedAt: _p,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    descriptionText: _d,
    ...rest
  } = job;
  return rest;
}

/** How many openings there are (the demo seed adds them to a site that has none). */
export async function countJobs(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)` }).from(jobOpenings);
  return Number(r?.n ?? 0);
}
