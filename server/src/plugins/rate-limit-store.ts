/**
 * The store behind every per-address limit (@fastify/rate-limit's `config.rateLimit` on a route and
 * `app.createRateLimit`): counts live in the database (`rate_limits`), so every server process draws
 * on one budget, on PostgreSQL and the embedded database alike (decision 0054). Every call counts
 * (the plugin's `{ increment: false }` peek needs a `read` this store does not have).
 *
 * - One atomic upsert per counted attempt: the key's count goes up by one in its window, or starts a
 *   new window (of the limit's `timeWindow`, from this attempt) when the last one has ended. The
 *   database's clock decides, so processes on machines whose clocks differ agree.
 * - A key found over its limit is remembered by this process until its window ends: later attempts
 *   are refused without a query, so a flood costs the database one query per process and window.
 * - When the count cannot be read or written (the database is down, or slower than 5 s), a limit
 *   `failOpen` lets the request through (reads: a visitor should not lose a page because a counter
 *   is unavailable) and any other refuses it with 503 (sign-in, enquiries and every other write: a
 *   limit that stops counting must not become a way around it). The default follows the route's
 *   method: GET and HEAD fail open, everything else, and limits made with createRateLimit, closed.
 *
 * - A fail-open limit marked `batched` (the page-view beacon: a thousand a second must not cost a
 *   thousand upserts) is counted in this process's memory and its counts are added to the database
 *   in one upsert for every batched limit and key each RATE_LIMIT_FLUSH_MS (a second). An answer is
 *   the key's count as of the last flush (every process's, read back from the upsert) plus this
 *   process's since, including counts of a flush still under way: one process alone refuses exactly
 *   past the limit. A process counts at most a tenth of the limit (countsBetweenFlushes) of one key
 *   that the database has not answered for; the next attempt of that key waits for a flush and is
 *   answered from the total it reads back. So N processes together allow at most the limit plus
 *   N - 1 such tenths, however fast a burst (without it, each allowed the whole limit before its first
 *   flush). A key found over is remembered as above. A flush that fails drops its counts (the limit
 *   fails open); its log line says how many keys and why, never which.
 *
 * A limit is named after its route ("POST /api/v1/login"); createRateLimit needs a `name`.
 */
import { createHash } from 'node:crypto';
import { LIMIT_UNAVAILABLE } from '@vyoma/contract';
import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { pgErrorCode } from '../db/errors.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

declare module '@fastify/rate-limit' {
  interface CreateRateLimitOptions {
    /** The limit's name in `rate_limits`: required for createRateLimit; routes default to "METHOD /url". */
    name?: string;
    /** Let requests through when the count cannot be kept (default: GET/HEAD routes only). */
    failOpen?: boolean;
    /** Count in memory, added to the database each second (fail-open limits only). */
    batched?: boolean;
  }
}

/** Keys over their limit remembered per limit and process; beyond this the oldest are forgotten. */
const REMEMBERED_KEYS_MAX = 10_000;
/** A count that takes longer than this is treated as unavailable. */
const QUERY_TIMEOUT_MS = 5000;
/** At most one log line a period about counts that could not be kept. */
const LOG_EVERY_MS = 10_000;
/** Keys longer than this (tokens, say) are stored as their sha256. */
const KEY_MAX = 100;
/** How often a process adds its counts of batched limits to the database. */
export const RATE_LIMIT_FLUSH_MS = 1000;
/** Keys a batched limit counts between flushes; past this it flushes at once. */
const PENDING_KEYS_MAX = 20_000;
/** Keys of a batched limit whose last count this process keeps (oldest forgotten first). */
const KNOWN_KEYS_MAX = 100_000;
/** SQLSTATE deadlock_detected: the flush that lost is rolled back whole, so it can be sent again. */
const DEADLOCK = '40P01';

/**
 * How many attempts of one key a process counts for a batched limit of `max` before it hears the
 * database's total again: a tenth of the limit. Processes together allow at most the limit plus this
 * for every process but one; a key bursting on one process costs at most ten flushes a window.
 */
export const countsBetweenFlushes = (max: number): number => Math.max(1, Math.ceil(max / 10));

interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Count) => void;

/** The options @fastify/rate-limit hands child(): the limit's, merged with the route's. */
interface LimitParams {
  name?: string;
  failOpen?: boolean;
  batched?: boolean;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function limitName(params: LimitParams): string {
  if (params.name) return params.name;
  const { method, url } = params.routeInfo ?? {};
  if (!method || !url) throw new Error('A limit made with createRateLimit needs a name.');
  // A GET route's automatic HEAD twin shares its budget.
  const methods = [method].flat().map((m) => (m === 'HEAD' ? 'GET' : m));
  return `${[...new Set(methods)].join(',')} ${url}`;
}

function failsOpen(params: LimitParams): boolean {
  if (params.failOpen !== undefined) return params.failOpen;
  const method = params.routeInfo?.method;
  return method !== undefined && [method].flat().every((m) => SAFE_METHODS.has(m));
}

const storedKey = (key: string) =>
  key.length <= KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What a batched limit keeps between flushes. */
interface Batch {
  name: string;
  timeWindow: number;
  max: number;
  /** Counted here since the last flush, per key. */
  pending: Map<string, number>;
  /** Counted here and sent in the flush under way, per key (its answer will include them). */
  sending: Map<string, number>;
  /** The key's count in the database at the last flush and when its window ends (Date.now() time). */
  known: Map<string, { count: number; until: number }>;
  /** Keys over the limit (as DatabaseRateLimitStore.over), shared by the limit's stores. */
  over: Map<string, { current: number; until: number }>;
}

/** What a flush reads back: each key's total across processes and the milliseconds left in its window. */
type Totals = { rows: { name: string; key: string; count: number; ttl: number }[] };

/** Remembers a key over its limit until its window ends. */
function remember(over: Map<string, { current: number; until: number }>, key: string, count: Count): void {
  // Windows of one limit have one length, so the oldest entry is the one that ends first.
  if (over.size >= REMEMBERED_KEYS_MAX) over.delete(over.keys().next().value!);
  over.set(key, { current: count.current, until: Date.now() + count.ttl });
}

/**
 * What made a count fail, for the log: the database's (or the driver's) own error, without the
 * statement around it. Drizzle's message carries the statement's parameters, and those are the keys:
 * client addresses (a failed flush's line was 24 kB of them).
 */
function causeOf(err: unknown): { code?: string; cause: string } {
  let e: unknown = err;
  // The innermost error: drizzle wraps the driver's as `cause`.
  for (let i = 0; i < 4 && e instanceof Error && e.cause instanceof Error; i++) e = e.cause;
  const code = pgErrorCode(err) ?? (e as { code?: unknown } | undefined)?.code;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    cause: e instanceof Error ? e.message || e.name : String(e),
  };
}

/**
 * The store class for @fastify/rate-limit's `store` option, counting in `db`; `flush()` adds the
 * batched limits' counts now and `close()` stops their timer after a last flush.
 */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger) {
  let lastLogged = 0;
  /** Logs a count that could not be kept: of how many keys and why, never the keys themselves. */
  const logUnavailable = (err: unknown, limit: string | null, failOpen: boolean, keys: number) => {
    const now = Date.now();
    if (now - lastLogged < LOG_EVERY_MS) return;
    lastLogged = now;
    log.error(
      { limit, failOpen, keys, ...causeOf(err) },
      failOpen
        ? 'rate limit: the count could not be kept; letting requests through'
        : 'rate limit: the count could not be kept; refusing requests',
    );
  };

  /** Batched limits by name (a GET route and its HEAD twin share one). */
  const batches = new Map<string, Batch>();
  let timer: NodeJS.Timeout | null = null;
  /** The last flush asked for (under way, or done). */
  let flushing: Promise<void> = Promise.resolve();
  /** A flush asked for that has not started: everyone who asks before it starts shares it. */
  let next: Promise<void> | null = null;

  /**
   * The upsert of one flush: rows `[name, key, count, window ms]`, each key's total read back.
   *
   * Rows are written in (name, key) order, whatever order they were counted in: two processes that
   * flush overlapping keys each lock the rows they upsert until their statement ends, and in opposite
   * orders they deadlocked (22 times in three minutes, three processes, 5,000 addresses). `unnest`
   * yields the arrays in the order this process counted, which differs between processes, and SQL
   * promises no order without ORDER BY. With it, the plan is Insert ← Sort ← Function Scan (checked
   * with EXPLAIN on PostgreSQL 15): the insert takes rows one at a time from the sort, so it finds or
   * locks each conflicting row in sorted order, and every flush on every process locks in the same
   * order. (An insert is never run in parallel, so no worker reorders them.)
   */
  const upsert = (names: string[], keys: string[], counts: number[], windows: number[]) => {
    const t = rateLimits;
    const ended = sql`${t.windowEndsAt} <= now()`;
    return db.execute(sql`
      insert into ${t} (name, key, count, window_ends_at)
      select u.name, u.key, u.n, now() + u.ms * interval '1 millisecond'
      from unnest(${sql.param(names)}::text[], ${sql.param(keys)}::text[], ${sql.param(counts)}::int[],
        ${sql.param(windows)}::int[]) as u(name, key, n, ms)
      order by u.name, u.key
      on conflict (name, key) do update set
        count = case when ${ended} then excluded.count else ${t.count} + excluded.count end,
        window_ends_at = case when ${ended} then excluded.window_ends_at else ${t.windowEndsAt} end
      returning name, key, count, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`) as unknown as Promise<Totals>;
  };

  /** One upsert for every batched limit's keys counted since the last flush. */
  async function flushOnce(): Promise<void> {
    const names: string[] = [];
    const keys: string[] = [];
    const counts: number[] = [];
    const windows: number[] = [];
    const owners: Batch[] = [];
    for (const batch of batches.values()) {
      for (const [key, n] of batch.pending) {
        names.push(batch.name);
        keys.push(key);
        counts.push(n);
        windows.push(batch.timeWindow);
        owners.push(batch);
      }
      // Still this process's counts until the database answers for them (countHere adds them).
      batch.sending = batch.pending;
      batch.pending = new Map();
    }
    if (keys.length === 0) return;
    try {
      const send = () => within(upsert(names, keys, counts, windows), QUERY_TIMEOUT_MS);
      // A deadlock (with another statement, say the prune's delete: the flushes' order rules out one
      // between flushes) rolled the statement back whole, so sending it again counts nothing twice.
      const rows = await send().catch((err) => {
        if (pgErrorCode(err) !== DEADLOCK) throw err;
        return send();
      });
      const now = Date.now();
      for (const row of rows.rows) {
        const batch = batches.get(row.name);
        if (!batch) continue;
        const count = Number(row.count);
        const ttl = Number(row.ttl);
        // Re-set at the end: the map's order is the order windows end in (one length per limit).
        batch.known.delete(row.key);
        batch.known.set(row.key, { count, until: now + ttl });
        if (count > batch.max) remember(batch.over, row.key, { current: count, ttl });
      }
      for (const batch of new Set(owners)) {
        for (const [key, entry] of batch.known) {
          if (entry.until > now && batch.known.size <= KNOWN_KEYS_MAX) break;
          batch.known.delete(key);
        }
      }
    } catch (err) {
      // Batched limits fail open: the counts of this second are lost, requests went through.
      logUnavailable(err, owners[0]?.name ?? null, true, keys.length);
    } finally {
      for (const batch of new Set(owners)) batch.sending = new Map();
    }
  }

  /** A flush that starts after every count made so far; one at a time, callers share a waiting one. */
  function flush(): Promise<void> {
    if (!next) {
      const run = () => {
        next = null;
        return flushOnce();
      };
      next = flushing.then(run, run);
      flushing = next;
    }
    return next;
  }

  return class DatabaseRateLimitStore {
    private readonly name: string | null;
    private readonly failOpen: boolean;
    private readonly batch: Batch | null = null;
    /** Keys over the limit: the count that said so and when their window ends (Date.now() time). */
    private readonly over: Map<string, { current: number; until: number }>;

    /** Adds the batched limits' counts to the database now (tests; a graceful stop). */
    static flush(): Promise<void> {
      return flush();
    }

    /** Stops the batched limits' timer, after a last flush. */
    static async close(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    }

    /** The plugin's own instance (params without a route) only makes children. */
    constructor(params: LimitParams = {}, child = false) {
      if (params.continueExceeding || params.exponentialBackoff)
        throw new Error('The database rate-limit store keeps plain windows only.');
      this.name = child ? limitName(params) : null;
      this.failOpen = failsOpen(params);
      if (params.batched && child) {
        if (!this.failOpen) throw new Error('Only a limit that fails open can be batched.');
        const name = this.name!;
        this.batch = batches.get(name) ?? {
          name,
          timeWindow: 0,
          max: 0,
          pending: new Map(),
          sending: new Map(),
          known: new Map(),
          over: new Map(),
        };
        batches.set(name, this.batch);
      }
      this.over = this.batch?.over ?? new Map();
    }

    /** The plugin calls this with the limit's options merged with the route's (typed as a route). */
    child(params: object) {
      return new DatabaseRateLimitStore(params as LimitParams, true);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.answer(storedKey(key), callback, timeWindow, max);
    }

    private answer(key: string, callback: Callback, timeWindow: number, max: number): void {
      const known = this.over.get(key);
      if (known) {
        const ttl = known.until - Date.now();
        if (ttl > 0) {
          callback(null, { current: known.current, ttl });
          return;
        }
        this.over.delete(key);
      }
      if (this.batch) {
        const count = this.countHere(this.batch, key, timeWindow, max);
        if (count) callback(null, count);
        // A tenth of the limit counted here and not yet answered for: ask again after a flush.
        else void flush().then(() => this.answer(key, callback, timeWindow, max));
        return;
      }
      within(this.count(key, timeWindow), QUERY_TIMEOUT_MS).then(
        (count) => {
          if (count.current > max) remember(this.over, key, count);
          callback(null, count);
        },
        (err) => this.unavailable(err, callback, timeWindow),
      );
    }

    /**
     * A batched limit's count: the database's total at the last flush and this process's counts
     * since (those of a flush under way too). Null, counting nothing, when this process already has
     * countsBetweenFlushes(max) of the key the database has not answered for.
     */
    private countHere(batch: Batch, key: string, timeWindow: number, max: number): Count | null {
      batch.timeWindow = timeWindow;
      batch.max = max;
      if (!timer) {
        timer = setInterval(() => void flush(), RATE_LIMIT_FLUSH_MS);
        timer.unref();
      }
      const pending = batch.pending.get(key) ?? 0;
      const unanswered = pending + (batch.sending.get(key) ?? 0);
      if (unanswered >= countsBetweenFlushes(max)) return null;
      batch.pending.set(key, pending + 1);
      if (batch.pending.size >= PENDING_KEYS_MAX) void flush();
      const now = Date.now();
      const known = batch.known.get(key);
      const live = known && known.until > now ? known : null;
      const count = {
        current: (live?.count ?? 0) + unanswered + 1,
        ttl: live ? live.until - now : timeWindow,
      };
      if (count.current > max) remember(this.over, key, count);
      return count;
    }

    private async count(key: string, timeWindow: number): Promise<Count> {
      const t = rateLimits;
      const ended = sql`${t.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(t)
        .values({
          name: this.limit(),
          key,
          count: 1,
          windowEndsAt: sql`now() + ${timeWindow} * interval '1 millisecond'`,
        })
        .onConflictDoUpdate({
          target: [t.name, t.key],
          set: {
            count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${t.windowEndsAt} end`,
          },
        })
        // Milliseconds left in the window, by the database's clock.
        .returning({
          current: t.count,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from ${t.windowEndsAt} - now()) * 1000))::int`.mapWith(
            Number,
          ),
        });
      if (!row) throw new Error('the count was not returned');
      return row;
    }

    private limit(): string {
      if (this.name === null) throw new Error('The rate-limit store counts only through a limit (child).');
      return this.name;
    }

    private unavailable(err: unknown, callback: Callback, timeWindow: number): void {
      logUnavailable(err, this.name, this.failOpen, 1);
      if (this.failOpen) callback(null, { current: 0, ttl: timeWindow });
      else callback(new HttpError(503, LIMIT_UNAVAILABLE));
    }
  };
}

/** Deletes ended windows (the scheduler's `rate-limit-prune`). */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`));
}
