/**
 * What page requests use of the redirects (docs/decisions/0040): the redirects as an in-memory map
 * from `from_key` to target, and tallies of redirect hits and 404s that a scheduler job (and the
 * admin lists, before they read) write in batches. No request waits on a write.
 *
 * The map is reloaded after any change to the redirects, in every process (the change feed marks it
 * stale: app.ts), and, with PostgreSQL, at most `ttlMs` after a change a process did not hear of.
 */
import { REDIRECT_PATH_MAX, redirectKey } from '@vyoma/contract';
import type { FastifyBaseLogger } from 'fastify';
import { writeBatch } from '../../db/batch.ts';
import type { Db } from '../../db/client.ts';
import { isStorableText, storableText } from '../../db/text.ts';
import {
  addNotFound,
  addRedirectHits,
  type NotFoundTally,
  redirectTargets,
  trimNotFound,
} from './repository.ts';

export interface RedirectLimits {
  /** Rows the 404 log keeps (the most recently seen paths). */
  maxRows: number;
  /** Distinct 404 paths counted in memory between writes; more starts a write at once. */
  maxPending: number;
  /** How old the map may get before it is read again (0: only after this process's changes). */
  ttlMs: number;
}

export const REDIRECT_LIMITS: RedirectLimits = { maxRows: 5000, maxPending: 1000, ttlMs: 0 };

/** Files a browser asks for on its own or a page links as a resource: their 404s are not logged. */
const ASSET_PATH =
  /\.(?:js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot|json|txt|xml|webmanifest)$/i;

interface Target {
  id: string;
  to: string;
}

/** The host of a Referer header (http or https), or null. */
export function referrerHost(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? storableText(url.host, 255) || null : null;
  } catch {
    return null;
  }
}

/** A Location header carries ASCII only: other characters are %-encoded (a path typed as /सेवाएं). */
export function asciiLocation(location: string): string {
  return location.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

/** `to` with the request's query added (a target's own query comes first). */
export function withQuery(to: string, query: string): string {
  if (!query) return to;
  const hash = to.indexOf('#');
  const base = hash === -1 ? to : to.slice(0, hash);
  const fragment = hash === -1 ? '' : to.slice(hash);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

export class RedirectService {
  private targets = new Map<string, Target>();
  private loadedAt = -Infinity;
  private stale = true;
  private loading: Promise<void> | null = null;
  private hits = new Map<string, { n: number; at: Date }>();
  private notFound = new Map<string, NotFoundTally>();
  private flushing: Promise<void> | null = null;
  readonly limits: RedirectLimits;
  /** 404 paths this process left out because the database refused their data (each time logged). */
  refused = 0;

  constructor(
    private readonly db: Db,
    limits: Partial<RedirectLimits> = {},
    private readonly log: Pick<FastifyBaseLogger, 'warn'> = { warn: () => {} },
  ) {
    this.limits = { ...REDIRECT_LIMITS, ...limits };
  }

  private readonly onError = (err: unknown) =>
    this.log.warn({ err }, 'redirects: could not read them or write the counts');

  /** A change was saved: the next lookup reads the redirects again. */
  markStale(): void {
    this.stale = true;
  }

  private async fresh(): Promise<void> {
    const expired = this.limits.ttlMs > 0 && Date.now() - this.loadedAt > this.limits.ttlMs;
    if (!this.stale && !expired) return;
    if (!this.loading) {
      this.stale = false;
      this.loading = redirectTargets(this.db)
        .then((rows) => {
          this.targets = new Map(rows.map((r) => [r.fromKey, { id: r.id, to: r.toPath }]));
          this.loadedAt = Date.now();
        })
        .catch((err) => {
          this.stale = true;
          throw err;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    await this.loading;
  }

  /**
   * The redirect for a request's path and query, or null. `isPage` is asked only on a match: a page
   * published at the address since the redirect was added is rendered, not redirected.
   */
  async match(url: string, isPage: (pathname: string) => Promise<boolean>): Promise<string | null> {
    try {
      await this.fresh();
    } catch (err) {
      // The database did not answer: the redirects known so far serve (the page may still render).
      this.onError(err);
    }
    if (this.targets.size === 0) return null;
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const key = redirectKey(pathname);
    const target = key === null ? undefined : this.targets.get(key);
    if (!target || (await isPage(pathname))) return null;
    const tally = this.hits.get(target.id);
    if (tally) {
      tally.n += 1;
      tally.at = new Date();
    } else this.hits.set(target.id, { n: 1, at: new Date() });
    return asciiLocation(withQuery(target.to, q === -1 ? '' : url.slice(q + 1)));
  }

  /** Counts a page request that answered 404 (cheap: no I/O unless the tally is full). */
  noteNotFound(pathname: string, referer: string | string[] | undefined): void {
    if (ASSET_PATH.test(pathname)) return;
    const path = storableText(pathname, REDIRECT_PATH_MAX);
    const key = redirectKey(path);
    // A path that decodes to a NUL (/x%00) can never be redirected (a key PostgreSQL cannot store).
    if (key === null || !isStorableText(key)) return;
    const now = new Date();
    const host = referrerHost(referer);
    const tally = this.notFound.get(key);
    if (tally) {
      tally.hits += 1;
      tally.lastSeen = now;
      tally.path = path;
      if (host) tally.referrerHost = host;
      return;
    }
    // Full: new paths are not counted until a write has emptied the tally (one write at a time).
    if (this.notFound.size < this.limits.maxPending)
      this.notFound.set(key, {
        pathKey: key,
        path,
        hits: 1,
        firstSeen: now,
        lastSeen: now,
        referrerHost: host,
      });
    if (this.notFound.size >= this.limits.maxPending && !this.flushing) void this.flush().catch(this.onError);
  }

  /** Forgets counted 404s of paths that now redirect (they would only be hidden from the list). */
  forgetNotFound(keys: Iterable<string>): void {
    for (const key of keys) this.notFound.delete(key);
  }

  /**
   * Writes what was counted since the last write (one write at a time). A 404 path the database
   * refuses for its data is left out and counted (`refused`, and a log line), and the others are
   * written (db/batch.ts).
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => {});
    if (this.hits.size === 0 && this.notFound.size === 0) return;
    const hits = this.hits;
    const notFound = [...this.notFound.values()];
    this.hits = new Map();
    this.notFound = new Map();
    this.flushing = (async () => {
      await addRedirectHits(this.db, hits);
      const outcome = await writeBatch(notFound, (rows) => addNotFound(this.db, rows));
      if (outcome.dropped > 0) {
        this.refused += outcome.dropped;
        this.log.warn(
          { paths: outcome.dropped, causes: outcome.causes, refusedSinceStart: this.refused },
          'redirects: 404 paths the database refused for their data were left out of the log',
        );
      }
      if (outcome.error) throw outcome.error;
      await trimNotFound(this.db, this.limits.maxRows);
    })().finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }
}
