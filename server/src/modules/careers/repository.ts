/**
 * Job openings (issue 19) on the content engine (issue 34; contract content-types/job.ts): reads and
 * saves go through it (slugs and their 301s, the version check, who saved), and this module adds what
 * the `open` workflow has of its own. An opening is public while it is open and its closing date (the
 * last day to apply, UTC) has not passed: `isOpen` is that one rule (the engine's `publicNow`), used
 * by the list, the sitemap, the old addresses' 301s and the page (which answers 410 for the rest); `job.opened` and `job.closed` go to webhooks when an
 * opening starts or stops being on /careers.
 */
import type { JobOpening } from '@vyoma/contract';
import { JOB } from '@vyoma/contract/content-types';
import type { JobOpeningValues } from '@vyoma/contract/job-schema';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobOpenings } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import {
  dayOf,
  deleteItem,
  type Editor,
  getItem,
  hydrate,
  type Item,
  insertItem,
  lockItem,
  modelOf,
  publicNow,
  selectItems,
  selectItemsIn,
  translationWhere,
  updateItem,
} from '../content/index.ts';
import { emitWebhook } from '../webhooks/index.ts';

/** Its declaration with its table: what the content engine reads and saves (issue 34). */
const model = () => modelOf(JOB.name);

export { dayOf };

/**
 * The one visibility rule: open, and not past its closing date (the `open` workflow's, from the
 * declaration's `lastDay`: the sitemap and the old addresses' 301s read the same rule generically).
 */
export const isOpen = (now: Date): SQL => publicNow(JOB.name, now)!;

/** An opening as the engine reads it, in the API's shape (`apply`, `closesOn`, whether it is `open`). */
export function toEntity(item: Item, now: Date): JobOpening {
  const closesOn = item.closesAt as string | null;
  const status = item.status as JobOpening['status'];
  return {
    _id: item._id,
    slug: item.slug,
    title: item.title as string,
    department: item.department as string,
    location: item.location as string,
    remote: item.remote as boolean,
    employmentType: item.employmentType as JobOpening['employmentType'],
    experience: item.experience as string,
    description: item.description as JobOpening['description'],
    descriptionText: item.descriptionText as string,
    apply: { kind: item.applyMethod as JobOpening['apply']['kind'], target: item.applyValue as string },
    closesOn,
    status,
    open: openAt(status, closesOn, now),
    postedAt: item.postedAt as string,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
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
  const rows = await selectItems(db, model()).where(
    and(
      eq(jobOpenings.status, 'open'),
      gte(jobOpenings.closesAt, since),
      lt(jobOpenings.closesAt, dayOf(now)),
    ),
  );
  let queued = 0;
  for (const job of await entities(db, rows, now))
    queued += await db.transaction((tx) =>
      emitWebhook(tx, 'job.closed', job, {
        idempotencyKey: `job.closed:${job._id}:${job.closesOn}`,
      }),
    );
  return queued;
}

/**
 * Rows the engine selected, as the API shows them (read as the public would: an opening's answer does
 * not say who wrote it, so the staff's names are not looked up).
 */
const entities = async (db: Db, rows: unknown[], now: Date) =>
  (await hydrate(db, model(), rows as Parameters<typeof hydrate>[2], 'public')).map((item) =>
    toEntity(item, now),
  );

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
    selectItems(db, model())
      .where(where)
      .orderBy(...ORDER)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(jobOpenings).where(where),
  ]);
  return { data: await entities(db, rows, now), total: counted?.n ?? 0 };
}

/** A page of the openings /careers lists (open, not expired). */
export function listOpenJobs(db: Db, page: { page: number; limit: number }, now = new Date()) {
  return pageOfJobs(db, isOpen(now), page, now);
}

/**
 * Issue 36: a page of the open openings in another language (those with a version in it: an
 * opening's version is shown while the opening is open, as it is), newest first.
 */
export async function listOpenJobsIn(
  db: Db,
  lang: string,
  page: { page: number; limit: number },
  now = new Date(),
): Promise<{ data: JobOpening[]; total: number }> {
  const m = model();
  const tr = m.translations!;
  const where = isOpen(now);
  const joined = and(
    eq(tr.itemId as typeof jobOpenings.id, jobOpenings.id),
    eq(tr.lang as typeof jobOpenings.id, lang),
  );
  const [rows, [counted]] = await Promise.all([
    selectItemsIn(db, m, lang)
      .where(where)
      .orderBy(...ORDER)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(jobOpenings).innerJoin(tr, joined).where(where),
  ]);
  return { data: await entities(db, rows, now), total: counted?.n ?? 0 };
}

/** One opening by its URL name in another language, open or not (a closed one's page answers 410 there too). */
export async function getJobIn(
  db: Db,
  slug: string,
  lang: string,
  now = new Date(),
): Promise<JobOpening | null> {
  const m = model();
  const rows = await selectItemsIn(db, m, lang)
    .where(eq(m.translations!.slug as typeof jobOpenings.slug, slug))
    .limit(1);
  return (await entities(db, rows, now))[0] ?? null;
}

/** A page of every opening, for the admin list (`translation`: hi:missing, hi:needs-update). */
export function listAllJobs(
  db: Db,
  page: { page: number; limit: number },
  now = new Date(),
  translation?: string,
) {
  return pageOfJobs(db, translationWhere(model(), translation), page, now);
}

/** One opening by id or slug, open or not. */
export async function getJob(db: Db, idOrSlug: string, now = new Date()): Promise<JobOpening | null> {
  const item = await getItem(db, model(), idOrSlug, 'staff');
  return item ? toEntity(item, now) : null;
}

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

// --- saving: the content engine, with the open workflow's times -----------------------------------

/** An opening's fields as the engine saves them (the API's `apply` and `closesOn` in their columns). */
const fieldValues = (v: JobOpeningValues) => ({
  title: v.title,
  department: v.department,
  location: v.location,
  remote: v.remote,
  employmentType: v.employmentType,
  experience: v.experience,
  description: v.description,
  applyMethod: v.apply.kind,
  applyValue: v.apply.target,
  closesAt: v.closesOn,
});

/** Creates an opening; returns its id. */
export async function insertJob(
  db: Db,
  values: JobOpeningValues,
  editor: Editor | null,
  at: { postedAt?: Date } = {},
): Promise<string> {
  const when = at.postedAt ?? new Date();
  return db.transaction(async (tx) => {
    const id = await insertItem(tx, model(), fieldValues(values), {
      content: { slug: values.slug },
      editor,
      createdAt: when,
      // Open or closed: the workflow's status, with its times.
      columns: { status: values.status, postedAt: when, closedAt: values.status === 'closed' ? when : null },
    });
    await openingChanged(tx, id, false, openAt(values.status, values.closesOn, new Date()));
    return id;
  });
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
    const before = await lockItem(tx, model(), id, values.version);
    if (!before) return false;
    await updateItem(tx, model(), id, fieldValues(values), before, {
      content: { slug: values.slug },
      editor,
      // Closing starts its applications' retention period; reopening stops it.
      columns: {
        status: values.status,
        closedAt: values.status === 'closed' ? sql`coalesce(${jobOpenings.closedAt}, now())` : null,
      },
    });
    const now = new Date();
    await openingChanged(
      tx,
      id,
      openAt(before.status, before.closesAt as string | null, now),
      openAt(values.status, values.closesOn, now),
    );
    return true;
  });
}

/**
 * Deletes an opening and its traces (old addresses). One that has applications is refused (409): its
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
    const now = new Date();
    const last = await getItem(tx, model(), id, 'staff');
    if (!last || (await deleteItem(tx, model(), id)) === null) return false;
    const gone = toEntity(last, now);
    await openingChanged(tx, id, gone.open, false, gone);
    return true;
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
