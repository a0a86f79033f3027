/**
 * Housekeeping on a timer. Each job is one line in JOBS below: a name, how often, and what to run.
 * A job may also say when it is next due (`nextRunAt`): the scheduler then also wakes it at that
 * moment, and asks again after each run and after every change that touches `wakeOn` (the change
 * feed), so scheduled posts go live on time without a query every second.
 * On PostgreSQL a job marked `once` runs in one process at a time (a session-level advisory lock per
 * job, taken with pg_try_advisory_lock: whoever does not get it skips this round); `perProcess` jobs
 * (such as pruning a process's own disk cache) run everywhere. The embedded database has one process.
 *
 * A run that throws is logged (warn) and tried again at the next interval; a run never overlaps itself.
 * Jobs marked `atStart` also run once while the app starts, before it answers (catching up on what
 * fell due while no process was running).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { itemTag, pruneChangeLog, TAG } from './db/change-feed.ts';
import type { Db } from './db/client.ts';
import {
  addDays,
  daysToRollUp,
  localDay,
  pruneRaw,
  ROLLUP_EVERY_MS,
  ROLLUP_TODAY_EVERY_MS,
  ROLLUP_TODAY_STEPS,
  rollUpDay,
  rollUpEnquiries,
  rollUpMonths,
} from './modules/analytics/index.ts';
import { pruneAudit } from './modules/audit/repository.ts';
import {
  deleteExpiredChallenges,
  deleteExpiredSessions,
  deleteStaleAttempts,
} from './modules/auth/repository.ts';
import { deleteExpiredApplications } from './modules/candidates/index.ts';
import { queueExpiredClosings } from './modules/careers/index.ts';
import { closedSince, dayOf } from './modules/careers/repository.ts';
import { pruneRevisions } from './modules/content/index.ts';
import { nextDue, publishDue, scheduledKinds } from './modules/schedule/index.ts';
import { kickQueuedWebhooks, pruneDeliveries } from './modules/webhooks/index.ts';
import { idleCutoff } from './plugins/auth.ts';
import { touches } from './plugins/content-changes.ts';
import { pruneRateLimits } from './plugins/rate-limit-store.ts';

export interface Job {
  name: string;
  everyMs: number;
  /** 'once' (default): one process at a time on PostgreSQL; 'perProcess': every process. */
  scope?: 'once' | 'perProcess';
  /** First run this long after start, instead of the scheduler's initial delay. */
  firstAfterMs?: number;
  /** Also run once during start-up (app.ts awaits it before the server answers). */
  atStart?: boolean;
  /** `now` is the scheduler's clock (SchedulerOptions.now; tests move it). */
  run(ctx: AppContext, now: Date): Promise<unknown>;
  /** When the job is next due (null: not before its interval); the scheduler wakes it then. */
  nextRunAt?(ctx: AppContext): Promise<Date | null>;
  /** Tags of changes after which nextRunAt is asked again (a post scheduled or unscheduled). */
  wakeOn?: readonly string[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Login attempts (throttling windows and locks) are kept a day after their window or lock ends. */
const ATTEMPT_RETENTION_MS = 24 * 60 * MINUTE;

/** The UTC day the closed-job-openings job last saw, per app (its content signal). */
const lastJobDay = new WeakMap<object, string>();

/**
 * The earliest day that may still get views: the day five minutes ago (every process writes its last
 * second's by five past midnight). The days before it are finished.
 */
const openDay = (now: Date, timeZone: string) => localDay(new Date(now.getTime() - 5 * MINUTE), timeZone);

/** Today so far into the rollups, and the day before until it is finished (analytics-rollup rolls it then). */
async function rollUpSoFar(db: Db, timeZone: string, now: Date): Promise<string[]> {
  const rolled: string[] = [];
  for (const day of new Set([openDay(now, timeZone), localDay(now, timeZone)]))
    if (await rollUpDay(db, day, timeZone, { final: false, steps: ROLLUP_TODAY_STEPS }))
      rolled.push(`${day} (so far)`);
  return rolled;
}

export const JOBS: Job[] = [
  // Scheduled items (posts, products, pages, …) go live at their time (every process wakes then; one publishes),
  // every 15 s in any case, and at start, for what fell due while the server was down. Each item
  // once, whatever the processes (modules/schedule). Going live is a write: the change feed tells
  // every process within a second.
  {
    name: 'publish-scheduled',
    everyMs: 15_000,
    firstAfterMs: 15_000,
    atStart: true,
    run: async ({ db, content, outbox }, now) => {
      const published = await publishDue(db, now);
      // This process shows them at once.
      if (published.length > 0) await content.catchUp();
      kickQueuedWebhooks(outbox);
      return published;
    },
    nextRunAt: ({ db }) => nextDue(db),
    // Every type that publishes on a schedule (pages and shared sections too), read when a change
    // arrives: a type added while the site runs is one of them.
    get wakeOn() {
      return scheduledKinds();
    },
  },
  // An opening whose closing date ended is job.closed for webhooks, once (modules/careers).
  {
    name: 'job-closed-events',
    everyMs: 5 * MINUTE,
    run: async ({ db, outbox }, now) => {
      const queued = await queueExpiredClosings(db, now);
      kickQueuedWebhooks(outbox);
      return queued;
    },
  },
  // Delivered and failed webhook deliveries are kept WEBHOOK_RETENTION_DAYS (docs/operations.md#webhooks).
  {
    name: 'webhook-prune',
    everyMs: DAY,
    run: ({ db, config }, now) =>
      pruneDeliveries(db, new Date(now.getTime() - config.webhooks.retentionDays * DAY)),
  },
  // An opening leaves /careers when its closing date ends: no row changes then, so it is announced.
  {
    name: 'closed-job-openings',
    everyMs: MINUTE,
    scope: 'perProcess',
    run: async ({ db, content }, now) => {
      const today = dayOf(now);
      const last = lastJobDay.get(content);
      lastJobDay.set(content, today);
      if (last === undefined || last >= today) return;
      const closed = await closedSince(db, last, today);
      if (closed.length > 0) await content.announce([TAG.job, ...closed.map((id) => itemTag(TAG.job, id))]);
    },
  },
  // CDN_PURGE_URL: each change's purge is queued as it is applied; this catches what a run missed.
  {
    name: 'cdn-purge',
    everyMs: 5000,
    firstAfterMs: 5000,
    scope: 'perProcess',
    run: async ({ cdnPurges }) => cdnPurges?.run(),
  },
  // Processes read the change log as changes arrive; ten minutes of it is plenty to catch up on.
  {
    name: 'change-log-prune',
    everyMs: 10 * MINUTE,
    run: ({ db }, now) => pruneChangeLog(db, new Date(now.getTime() - 10 * MINUTE)),
  },
  {
    name: 'expired-sessions',
    everyMs: 15 * MINUTE,
    run: ({ db, config }) =>
      deleteExpiredSessions(db, new Date(), idleCutoff(Date.now(), config.sessionIdleMinutes)),
  },
  {
    name: 'expired-sign-in-steps',
    everyMs: 15 * MINUTE,
    run: ({ db }) => deleteExpiredChallenges(db, new Date()),
  },
  {
    name: 'stale-login-attempts',
    everyMs: 60 * MINUTE,
    run: ({ db }) => deleteStaleAttempts(db, new Date(Date.now() - ATTEMPT_RETENTION_MS)),
  },
  // Ended windows of the per-address limits (plugins/rate-limit-store.ts).
  { name: 'rate-limit-prune', everyMs: 10 * MINUTE, run: ({ db }) => pruneRateLimits(db) },
  { name: 'media-sweep', everyMs: 60 * MINUTE, run: ({ media }) => media.sweep() },
  // Job applications go APPLICATION_RETENTION_DAYS after their opening ended, unless kept (issue 29).
  {
    name: 'application-retention',
    everyMs: 60 * MINUTE,
    run: ({ db, config }, now) => deleteExpiredApplications(db, config.applicationRetentionDays, now),
  },
  {
    name: 'audit-prune',
    everyMs: 24 * 60 * MINUTE,
    run: ({ db, config }) =>
      pruneAudit(db, new Date(Date.now() - config.auditRetentionDays * 24 * 60 * MINUTE)),
  },
  // Media only old revisions used stay in the library, shown as unused (docs/decisions/0049).
  {
    name: 'prune-revisions',
    everyMs: DAY,
    run: ({ db, config }) =>
      db.transaction(async (tx) => {
        const pruned = await pruneRevisions(tx, new Date(Date.now() - config.revisionRetentionDays * DAY));
        return pruned.deleted;
      }),
  },
  // Images stored before AVIF renditions existed get them, a few per tick (docs/decisions/0049).
  { name: 'media-avif-backfill', everyMs: 5 * MINUTE, run: ({ media }) => media.backfillAvif(3) },
  {
    name: 'media-cache-prune',
    everyMs: 60 * MINUTE,
    scope: 'perProcess',
    run: ({ media }) => media.pruneCache(),
  },
  // The embedded database has no autovacuum: without this, deleted rows are never reclaimed and the
  // visibility map that lets the inbox count from its indexes alone is never set (PostgreSQL's
  // autovacuum does both there). A few hundred ms per 50,000 enquiries, during which queries wait.
  {
    name: 'vacuum',
    everyMs: 24 * 60 * MINUTE,
    firstAfterMs: 10 * MINUTE,
    run: async ({ database, db }) => {
      if (database.kind === 'pglite') await db.execute(sql`VACUUM (ANALYZE)`);
    },
  },
  // Each process tallies its own refused sign-ins (modules/auth/refusals.ts).
  {
    name: 'refused-sign-ins',
    everyMs: MINUTE,
    firstAfterMs: MINUTE,
    scope: 'perProcess',
    run: ({ db, refusedSignIns }) => refusedSignIns.flush(db),
  },
  // Each process counts its own redirect hits and 404s in memory (modules/redirects).
  {
    name: 'redirect-counts',
    everyMs: 30_000,
    firstAfterMs: 30_000,
    scope: 'perProcess',
    run: ({ redirects }) => redirects.flush(),
  },
  // Each process keeps the page views of the last second in memory (modules/analytics).
  {
    name: 'analytics-flush',
    everyMs: 1000,
    firstAfterMs: 1000,
    scope: 'perProcess',
    run: ({ analytics }) => analytics.flush(),
  },
  // Finished days into the hourly and daily figures (kept for good) made from scratch, then the day so
  // far as analytics-today does, then raw rows older than ANALYTICS_RAW_DAYS and past days' salts away.
  // A day is finished five minutes after midnight in SITE_TIMEZONE (the last second's views of every
  // process are written by then); its rollup remakes it from all its visits (at 10 million views a
  // year about 0.6 s of the database's CPU, once). The other steps find nothing to do between midnights.
  {
    name: 'analytics-rollup',
    everyMs: ROLLUP_EVERY_MS,
    firstAfterMs: 2 * MINUTE,
    run: async ({ db, config }, now) => {
      const tz = config.siteTimezone;
      const open = openDay(now, tz);
      const rolled: string[] = [];
      for (const day of await daysToRollUp(db, open))
        if (await rollUpDay(db, day, tz, { final: true })) rolled.push(day);
      // Enquiries of the finished days, and of days whose enquiries changed since they were rolled.
      const enquiryDays = await rollUpEnquiries(db, open, tz);
      if (enquiryDays > 0) rolled.push(`${enquiryDays} days of enquiries`);
      // Months before the open day's, summed once their days are final.
      for (const month of await rollUpMonths(db, `${open.slice(0, 8)}01`))
        rolled.push(`${month.slice(0, 7)} (month)`);
      rolled.push(...(await rollUpSoFar(db, tz, now)));
      const today = localDay(now, tz);
      const pruned = await pruneRaw(db, addDays(today, 1 - config.analyticsRawDays), today);
      return { rolled, pruned };
    },
  },
  // The day so far into the same figures every 15 seconds, each run adding the visitors with a view
  // since the last (in steps of 500 views, two at most: a burst of beacons is caught up over the next
  // runs): the dashboard reads raw only what came after, however busy the day (decision 0060).
  {
    name: 'analytics-today',
    everyMs: ROLLUP_TODAY_EVERY_MS,
    firstAfterMs: MINUTE,
    run: async ({ db, config }, now) => ({ rolled: await rollUpSoFar(db, config.siteTimezone, now) }),
  },
  // Every process sends; rows are claimed with FOR UPDATE SKIP LOCKED, so each message goes out once.
  // A kick, not a wait: each kind's lane runs on its own, so a slow one never delays the next round.
  {
    name: 'outbox',
    everyMs: 5000,
    firstAfterMs: 2000,
    scope: 'perProcess',
    run: async ({ outbox }) => outbox.kick(),
  },
];

/** A stable 63-bit advisory lock key per job name. */
export function jobLockKey(name: string): bigint {
  const h = createHash('sha256').update(`vyoma-job:${name}`).digest();
  return h.readBigInt64BE(0);
}

export interface Scheduler {
  /** Runs one job now (tests, tooling); resolves false when another process holds its lock. */
  runNow(name: string): Promise<boolean>;
  /** Runs the `atStart` jobs once (app.ts, during start-up; with `manual` too). */
  runAtStart(): Promise<void>;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  jobs?: Job[];
  /** First run after this delay (default: one minute after start, spread by job). */
  initialDelayMs?: number;
  /** No timers at all (tests drive it with runNow). */
  manual?: boolean;
  /** The clock handed to every run (tests: a time they move forward). Default: the system clock. */
  now?: () => Date;
}

export function startScheduler(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: SchedulerOptions = {},
): Scheduler {
  const jobs = options.jobs ?? JOBS;
  const now = options.now ?? (() => new Date());
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<boolean>>();
  let stopped = false;

  async function runLocked(job: Job): Promise<boolean> {
    if (ctx.database.kind !== 'postgres' || job.scope === 'perProcess') {
      await job.run(ctx, now());
      return true;
    }
    return ctx.database.withAdvisoryLock(jobLockKey(job.name), () => job.run(ctx, now()));
  }

  function runJob(job: Job): Promise<boolean> {
    const current = running.get(job.name);
    if (current) return current;
    const started = Date.now();
    const p = runLocked(job)
      .then(
        (ran) => {
          if (ran) log.debug({ job: job.name, ms: Date.now() - started }, 'scheduled job done');
          if (!options.manual) void planWake(job, true);
          return ran;
        },
        (err) => {
          log.warn({ job: job.name, err }, 'scheduled job failed; it runs again at its next interval');
          return false;
        },
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, p);
    return p;
  }

  /** Per job with nextRunAt: the timer that wakes it when it is next due. */
  const wakes = new Map<string, NodeJS.Timeout>();
  /**
   * Asks a job when it is next due and wakes it then (if sooner than its next interval). Right after a
   * run, something still due (another process is publishing it) is tried again a second later, not at once.
   */
  async function planWake(job: Job, afterRun = false): Promise<void> {
    if (!job.nextRunAt || stopped) return;
    let at: Date | null;
    try {
      at = await job.nextRunAt(ctx);
    } catch (err) {
      log.warn({ job: job.name, err }, 'scheduled job: could not read when it is next due');
      return;
    }
    clearTimeout(wakes.get(job.name));
    wakes.delete(job.name);
    if (at === null || stopped) return;
    // A few ms late rather than early: at the timer's tick the item must be due by the job's clock.
    const inMs = Math.max(afterRun ? 1000 : 0, at.getTime() - Date.now() + 10);
    if (inMs > job.everyMs) return;
    const timer = setTimeout(() => {
      wakes.delete(job.name);
      if (!stopped) void runJob(job);
    }, inMs);
    timer.unref();
    wakes.set(job.name, timer);
  }

  if (!options.manual) {
    const delay = options.initialDelayMs ?? MINUTE;
    const waking = jobs.filter((job) => job.nextRunAt);
    if (waking.length > 0) {
      ctx.content.onChange((change) => {
        for (const job of waking) if (touches(change, new Set(job.wakeOn ?? []))) void planWake(job);
      });
      for (const job of waking) void planWake(job);
    }
    jobs.forEach((job, i) => {
      const first = setTimeout(
        () => {
          if (stopped) return;
          void runJob(job);
          const every = setInterval(() => {
            if (!stopped) void runJob(job);
          }, job.everyMs);
          every.unref();
          timers.push(every);
        },
        job.firstAfterMs ?? delay + i * 1000,
      );
      first.unref();
      timers.push(first);
    });
  }

  return {
    runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) return Promise.reject(new Error(`no scheduled job named ${name}`));
      return runJob(job);
    },
    async runAtStart() {
      for (const job of jobs) if (job.atStart) await runJob(job);
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      for (const t of wakes.values()) clearTimeout(t);
      await Promise.all(running.values());
    },
  };
}
