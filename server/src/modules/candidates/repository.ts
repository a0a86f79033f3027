/**
 * SQL for job applications (issue 29; db/schema.ts applications, application_notes,
 * application_events, entry_files): storing one, the candidates board and list, one application with
 * its notes and history, changes that write their history, one person's data, and retention.
 */
import { randomUUID } from 'node:crypto';
import {
  APPLICATION_STAGES,
  type Application,
  type ApplicationEvent,
  type ApplicationNote,
  type ApplicationStage,
  type ApplicationSummary,
} from '@vyoma/contract';
import type { ApplicationListQuery } from '@vyoma/contract/form-schema';
import { and, asc, desc, eq, gte, inArray, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationEvents, applicationNotes, applications, jobOpenings, users } from '../../db/schema.ts';
import { filesOf, insertEntryFiles, type NewEntryFile, readEntryFile } from '../entry-files/index.ts';
import { deleteByRef } from '../outbox/index.ts';
import { deleteDeliveriesAbout, emitWebhook } from '../webhooks/index.ts';

type Row = typeof applications.$inferSelect;
export type NewApplication = Omit<typeof applications.$inferInsert, 'id' | 'searchText' | 'emailKey'>;

export interface Actor {
  id: string | null;
  name: string | null;
}

export const emailKeyOf = (email: string) => email.trim().toLowerCase();

/** The outbox's name for an application's mails: they go when it goes. */
export const applicationRef = (id: string) => `application:${id}`;

/** Stores an application, its CV and its first history line; inside the caller's transaction. */
export async function insertApplication(db: Db, values: NewApplication, cv: NewEntryFile): Promise<string> {
  const id = randomUUID();
  await db.insert(applications).values({
    id,
    ...values,
    emailKey: emailKeyOf(values.email),
    searchText: [values.name, values.email, values.phone].join(' ').toLowerCase(),
  });
  await insertEntryFiles(db, { applicationId: id }, [cv]);
  await db.insert(applicationEvents).values({
    id: randomUUID(),
    applicationId: id,
    at: values.createdAt ?? new Date(),
    kind: 'applied',
    toValue: 'new',
  });
  return id;
}

/** The application this person sent to this opening since `since`, if any (a second send of the same). */
export async function recentApplication(
  db: Db,
  jobId: string,
  email: string,
  since: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        eq(applications.emailKey, emailKeyOf(email)),
        gte(applications.createdAt, since),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

// --- reading ----------------------------------------------------------------------------------------

const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(filters: Omit<ApplicationListQuery, 'page' | 'limit'>): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.job) parts.push(eq(applications.jobId, filters.job));
  if (filters.stage) parts.push(eq(applications.stage, filters.stage));
  if (filters.assignee === 'none') parts.push(isNull(applications.assigneeId));
  else if (filters.assignee) parts.push(eq(applications.assigneeId, filters.assignee));
  if (filters.q) parts.push(like(applications.searchText, containing(filters.q)));
  return parts.length > 0 ? and(...parts) : undefined;
}

const summaryColumns = {
  application: applications,
  job: { _id: jobOpenings.id, title: jobOpenings.title, slug: jobOpenings.slug },
  assignee: { _id: users.id, name: users.name, email: users.email },
};
type SummaryRow = {
  application: Row;
  job: { _id: string; title: string; slug: string };
  assignee: { _id: string; name: string; email: string } | null;
};

function toSummary(r: SummaryRow): ApplicationSummary {
  const a = r.application;
  return {
    _id: a.id,
    job: r.job,
    name: a.name,
    email: a.email,
    phone: a.phone,
    stage: a.stage as ApplicationStage,
    rating: a.rating,
    assignee: r.assignee?._id ? r.assignee : null,
    keep: a.keep,
    source: a.source,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

const joined = (db: Db) =>
  db
    .select(summaryColumns)
    .from(applications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, applications.jobId))
    .leftJoin(users, eq(users.id, applications.assigneeId));

/** One page of applications, newest first, and how many match. */
export async function listApplications(
  db: Db,
  query: ApplicationListQuery,
): Promise<{ data: ApplicationSummary[]; total: number }> {
  const where = filterWhere(query);
  const [rows, [count]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(applications).where(where),
  ]);
  return { data: rows.map(toSummary), total: Number(count?.n ?? 0) };
}

/** Every opening that has applications or is open, with its applications counted per stage. */
export async function applicationsByJob(db: Db, now = new Date()) {
  const [jobs, counts] = await Promise.all([
    db
      .select({
        _id: jobOpenings.id,
        title: jobOpenings.title,
        slug: jobOpenings.slug,
        status: jobOpenings.status,
        closesAt: jobOpenings.closesAt,
      })
      .from(jobOpenings)
      .orderBy(desc(jobOpenings.postedAt), asc(jobOpenings.title)),
    db
      .select({ jobId: applications.jobId, stage: applications.stage, n: sql<number>`count(*)::int` })
      .from(applications)
      .groupBy(applications.jobId, applications.stage),
  ]);
  const today = now.toISOString().slice(0, 10);
  const byJob = new Map<string, Record<ApplicationStage, number>>();
  for (const c of counts) {
    const row =
      byJob.get(c.jobId) ??
      (Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as Record<ApplicationStage, number>);
    row[c.stage as ApplicationStage] = Number(c.n);
    byJob.set(c.jobId, row);
  }
  return jobs
    .map((j) => {
      const open = j.status === 'open' && (j.closesAt === null || j.closesAt >= today);
      const perStage =
        byJob.get(j._id) ??
        (Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as Record<ApplicationStage, number>);
      const total = Object.values(perStage).reduce((a, b) => a + b, 0);
      return { job: { _id: j._id, title: j.title, slug: j.slug, open }, counts: perStage, total };
    })
    .filter((j) => j.total > 0 || j.job.open);
}

const DAY_MS = 86_400_000;

/** When an opening stopped taking applications: closed by hand, or the end of its closing day. */
function endedAt(
  job: { closedAt: Date | null; closesAt: string | null; status: string },
  now: Date,
): Date | null {
  const byDate = job.closesAt ? new Date(Date.parse(`${job.closesAt}T00:00:00Z`) + DAY_MS) : null;
  const candidates = [job.status === 'closed' ? job.closedAt : null, byDate && byDate <= now ? byDate : null];
  const ends = candidates.filter((d): d is Date => d !== null);
  return ends.length > 0 ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null;
}

export async function getApplication(
  db: Db,
  id: string,
  retentionDays: number,
  now = new Date(),
): Promise<Application | null> {
  const [row] = await joined(db).where(eq(applications.id, id));
  if (!row) return null;
  const [job] = await db
    .select({ closedAt: jobOpenings.closedAt, closesAt: jobOpenings.closesAt, status: jobOpenings.status })
    .from(jobOpenings)
    .where(eq(jobOpenings.id, row.application.jobId));
  const [notes, history, files] = await Promise.all([
    listNotes(db, id),
    listEvents(db, id),
    filesOf(db, { applicationId: id }),
  ]);
  const a = row.application;
  const ended = job ? endedAt(job, now) : null;
  return {
    ...toSummary(row),
    coverNote: a.coverNote,
    links: a.links,
    consent: { text: a.consentText, version: a.consentVersion, at: a.consentedAt.toISOString() },
    cv: files[0] ?? null,
    attribution: {
      page: a.page,
      landingPage: a.landingPage,
      referrer: a.referrer,
      utm: {
        source: a.utmSource,
        medium: a.utmMedium,
        campaign: a.utmCampaign,
        term: a.utmTerm,
        content: a.utmContent,
      },
      source: a.source,
    },
    notes,
    history,
    deleteAfter:
      ended && !a.keep ? new Date(ended.getTime() + retentionDays * DAY_MS).toISOString().slice(0, 10) : null,
  };
}

export async function applicationExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, id));
  return rows.length > 0;
}

async function listNotes(db: Db, id: string): Promise<ApplicationNote[]> {
  const rows = await db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, id))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  return rows.map((n) => ({
    _id: n.id,
    text: n.text,
    author: { _id: n.authorId, name: n.authorName },
    createdAt: n.createdAt.toISOString(),
  }));
}

async function listEvents(db: Db, id: string): Promise<ApplicationEvent[]> {
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  return rows.map((e) => ({
    _id: e.id,
    at: e.at.toISOString(),
    actor: e.actorName,
    kind: e.kind as ApplicationEvent['kind'],
    from: e.fromValue,
    to: e.toValue,
  }));
}

// --- changes ----------------------------------------------------------------------------------------

/** Staff an application can be given: active admins and editors (those who may see candidates). */
export async function listCandidateStaff(db: Db) {
  return db
    .select({ _id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'editor']), eq(users.active, true)))
    .orderBy(asc(users.name), asc(users.email));
}

export async function isCandidateStaff(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, ['admin', 'editor']), eq(users.active, true)));
  return rows.length > 0;
}

export interface ApplicationPatch {
  stage?: ApplicationStage;
  assignee?: string | null;
  rating?: number | null;
  keep?: boolean;
}

/**
 * Applies the changes and writes one history line for each value that changed; a new stage or
 * assignee queues application.updated with what changed. False: no such application.
 */
export async function updateApplication(
  db: Db,
  id: string,
  patch: ApplicationPatch,
  actor: Actor,
  retentionDays: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        stage: applications.stage,
        assigneeId: applications.assigneeId,
        rating: applications.rating,
        keep: applications.keep,
        assigneeName: users.name,
      })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.assigneeId))
      .where(eq(applications.id, id))
      .for('update', { of: applications });
    if (!before) return false;
    const events: { kind: string; from: string | null; to: string | null }[] = [];
    const set: Partial<typeof applications.$inferInsert> = {};
    if (patch.stage !== undefined && patch.stage !== before.stage) {
      set.stage = patch.stage;
      events.push({ kind: 'stage', from: before.stage, to: patch.stage });
    }
    if (patch.assignee !== undefined && patch.assignee !== before.assigneeId) {
      set.assigneeId = patch.assignee;
      const [to] = patch.assignee
        ? await tx.select({ name: users.name }).from(users).where(eq(users.id, patch.assignee))
        : [];
      events.push({ kind: 'assignee', from: before.assigneeName ?? null, to: to?.name ?? null });
    }
    if (patch.rating !== undefined && patch.rating !== before.rating) {
      set.rating = patch.rating;
      events.push({
        kind: 'rating',
        from: before.rating?.toString() ?? null,
        to: patch.rating?.toString() ?? null,
      });
    }
    if (patch.keep !== undefined && patch.keep !== before.keep) {
      set.keep = patch.keep;
      events.push({ kind: 'keep', from: before.keep ? 'yes' : 'no', to: patch.keep ? 'yes' : 'no' });
    }
    if (events.length === 0) return true;
    const at = new Date();
    await tx
      .update(applications)
      .set({ ...set, updatedAt: at })
      .where(eq(applications.id, id));
    await tx.insert(applicationEvents).values(
      // A millisecond apart, so the history reads in the order the changes were made.
      events.map((e, i) => ({
        id: randomUUID(),
        applicationId: id,
        at: new Date(at.getTime() + i),
        actorId: actor.id,
        actorName: actor.name,
        kind: e.kind,
        fromValue: e.from,
        toValue: e.to,
      })),
    );
    const stage = set.stage !== undefined;
    const assignee = set.assigneeId !== undefined;
    if (stage || assignee)
      await emitWebhook(tx, 'application.updated', async () => {
        const application = (await getApplication(tx, id, retentionDays, at))!;
        const from = before.assigneeId ? { _id: before.assigneeId, name: before.assigneeName } : null;
        return {
          ...application,
          changed: {
            ...(stage ? { stage: { from: before.stage, to: set.stage } } : {}),
            ...(assignee ? { assignee: { from, to: application.assignee } } : {}),
          },
        };
      });
    return true;
  });
}

export async function addApplicationNote(db: Db, id: string, author: Actor & { name: string }, text: string) {
  return db.transaction(async (tx) => {
    const at = new Date();
    const [note] = await tx
      .insert(applicationNotes)
      .values({
        id: randomUUID(),
        applicationId: id,
        authorId: author.id,
        authorName: author.name,
        text,
        createdAt: at,
      })
      .returning();
    await tx.insert(applicationEvents).values({
      id: randomUUID(),
      applicationId: id,
      at,
      actorId: author.id,
      actorName: author.name,
      kind: 'note',
    });
    await tx.update(applications).set({ updatedAt: at }).where(eq(applications.id, id));
    return {
      _id: note!.id,
      text: note!.text,
      author: { _id: note!.authorId, name: note!.authorName },
      createdAt: note!.createdAt.toISOString(),
    } satisfies ApplicationNote;
  });
}

/** The CV with its bytes, and a history line saying who opened it. */
export async function openCv(db: Db, id: string, actor: Actor) {
  const file = await readEntryFile(db, { applicationId: id });
  if (!file) return null;
  await db.insert(applicationEvents).values({
    id: randomUUID(),
    applicationId: id,
    actorId: actor.id,
    actorName: actor.name,
    kind: 'cv',
    toValue: file.name,
  });
  return file;
}

/**
 * What the audit log compares before and after a change. Its label names the opening, never the
 * applicant: the audit log outlives an erasure, personal data must not.
 */
export async function applicationSnapshot(db: Db, id: string) {
  const [row] = await db
    .select({
      job: jobOpenings.title,
      stage: applications.stage,
      assigneeId: applications.assigneeId,
      rating: applications.rating,
      keep: applications.keep,
    })
    .from(applications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, applications.jobId))
    .where(eq(applications.id, id));
  if (!row) return undefined;
  const { job, ...rest } = row;
  return { title: `Application to ${job}`, ...rest };
}

// --- one person's data, retention --------------------------------------------------------------------

/** Every application by this e-mail address (any letter case), newest first, with its CV's bytes. */
export async function personApplications(db: Db, email: string, retentionDays: number) {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.emailKey, emailKeyOf(email)))
    .orderBy(desc(applications.createdAt));
  const out = [];
  for (const { id } of rows) {
    const application = await getApplication(db, id, retentionDays);
    if (!application) continue;
    const cv = await readEntryFile(db, { applicationId: id });
    out.push({
      ...application,
      cvFile: cv ? { name: cv.name, mime: cv.mime, base64: cv.data.toString('base64') } : null,
    });
  }
  return out;
}

/**
 * Erases every application by this e-mail address, with all that goes with it (deleteApplications).
 */
export async function erasePerson(db: Db, email: string): Promise<number> {
  return deleteApplications(db, eq(applications.emailKey, emailKeyOf(email)));
}

/**
 * Deletes the applications whose opening ended (closed by hand, or past its closing day) more than
 * `retentionDays` ago, unless marked to keep. Returns how many.
 */
export async function deleteExpiredApplications(db: Db, retentionDays: number, now: Date): Promise<number> {
  const ended = sql`least(
    case when ${jobOpenings.status} = 'closed' then ${jobOpenings.closedAt} end,
    case when ${jobOpenings.closesAt} is not null
      then ((${jobOpenings.closesAt} + 1)::timestamp at time zone 'UTC') end
  )`;
  const expired = db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, applications.jobId))
    .where(
      and(
        eq(applications.keep, false),
        sql`${ended} + make_interval(days => ${retentionDays}::int) <= ${now.toISOString()}::timestamptz`,
      ),
    );
  return deleteApplications(db, inArray(applications.id, expired));
}

/**
 * Deletes the applications that match, with (cascade) their CVs, notes and history, and their mails
 * and webhook deliveries, sent or not: they hold what the person wrote. Returns how many.
 */
async function deleteApplications(db: Db, which: SQL): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = (await tx.delete(applications).where(which).returning({ id: applications.id })).map(
      (g) => g.id,
    );
    await deleteByRef(tx, gone.map(applicationRef));
    await deleteDeliveriesAbout(tx, gone, 'application');
    return gone.length;
  });
}
