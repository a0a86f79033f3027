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
 * A limit is named after its route ("POST /api/v1/login"); createRateLimit needs a `name`.
 */
import { createHash } from 'node:crypto';
import { LIMIT_UNAVAILABLE } from '@vyoma/contract';
import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

declare module '@fastify/rate-limit' {
  interface CreateRateLimitOptions {
    /** The limit's name in `rate_limits`: required for createRateLimit; routes default to "METHOD /url". */
    name?: string;
    /** Let requests through when the count cannot be kept (default: GET/HEAD routes only). */
    failOpen?: boolean;
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

interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Count) => void;

/** The options @fastify/rate-limit hands child(): the limit's, merged with the route's. */
interface LimitParams {
  name?: string;
  failOpen?: boolean;
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

/** The store class for @fastify/rate-limit's `store` option, counting in `db`. */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger) {
  let lastLogged = 0;

  return class DatabaseRateLimitStore {
    private readonly name: string | null;
    private readonly failOpen: boolean;
    /** Keys over the limit: the count that said so and when their window ends (Date.now() time). */
    private readonly over = new Map<string, { current: number; until: number }>();

    /** The plugin's own instance (params without a route) only makes children. */
    constructor(params: LimitParams = {}, child = false) {
      if (params.continueExceeding || params.exponentialBackoff)
        throw new Error('The database rate-limit store keeps plain windows only.');
      this.name = child ? limitName(params) : null;
      this.failOpen = failsOpen(params);
    }

    /** The plugin calls this with the limit's options merged with the route's (typed as a route). */
    child(params: object) {
      return new DatabaseRateLimitStore(params as LimitParams, true);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const k = storedKey(key);
      const known = this.over.get(k);
      if (known) {
        const ttl = known.until - Date.now();
        if (ttl > 0) {
          callback(null, { current: known.current, ttl });
          return;
        }
        this.over.delete(k);
      }
      within(this.count(k, timeWindow), QUERY_TIMEOUT_MS).then(
        (count) => {
          if (count.current > max) this.remember(k, count);
          callback(null, count);
        },
        (err) => this.unavailable(err, callback, timeWindow),
      );
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

    private remember(key: string, count: Count): void {
      // Windows of one limit have one length, so the oldest entry is the one that ends first.
      if (this.over.size >= REMEMBERED_KEYS_MAX) this.over.delete(this.over.keys().next().value!);
      this.over.set(key, { current: count.current, until: Date.now() + count.ttl });
    }

    private unavailable(err: unknown, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      if (now - lastLogged >= LOG_EVERY_MS) {
        lastLogged = now;
        log.error(
          { err, limit: this.name, failOpen: this.failOpen },
          this.failOpen
            ? 'rate limit: the count could not be kept; letting requests through'
            : 'rate limit: the count could not be kept; refusing requests',
        );
      }
      if (this.failOpen) callback(null, { current: 0, ttl: timeWindow });
      else callback(new HttpError(503, LIMIT_UNAVAILABLE));
    }
  };
}

/** Deletes ended windows (the scheduler's `rate-limit-prune`). */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`));
}
