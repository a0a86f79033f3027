/**
 * The change feed, as every process hears it (docs/decisions/0056). The database announces each
 * committed write to a table public answers show (db/change-feed.ts: triggers, a numbered change
 * log, NOTIFY), as tags of what it touched (`post`, `post:<id>`, `settings` …). This process applies
 * the changes after the last one it applied, in order, and tells every listener (`onChange`): the
 * API read cache and the page cache drop the answers whose tags a change touches, the redirects'
 * map reloads, the scheduler looks for its next publishing time.
 *
 * When it applies them:
 * - before a mutation's answer leaves (an onSend hook on every mutating route not marked
 *   `config.keepsContent`), so a client that heard "saved" reads the new state from this process;
 * - on each notification of its LISTEN connection (CHANGE_FEED=listen, the default; one dedicated
 *   connection per process, reconnected with backoff), within milliseconds of another process's
 *   commit; or once a second (CHANGE_FEED=poll, for poolers in transaction mode); on the embedded
 *   database, as its own queries return (one process).
 *
 * After any gap (the LISTEN connection was lost, a read failed, changes were pruned before this
 * process read them) every listener is told that everything changed. While it is not listening
 * (`live` false) the caches serve no stale copies; PUBLIC_CACHE_SECONDS stays their safety net.
 *
 * An answer names what it shows with `shows(request, …tags)`; one that names nothing is dropped by
 * every change.
 */
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { ANYTHING } from '../db/change-feed.ts';
import { addRouteHook } from '../http/route-config.ts';

/** What the database side offers (db/change-feed.ts over a Database). */
export interface ChangeSource {
  /** The number of the last committed change. */
  latest(): Promise<number>;
  /** Committed changes after `seq`, oldest first, at most `limit`. */
  after(seq: number, limit: number): Promise<{ seq: number; tags: string[] }[]>;
  /** Announces a change no row shows (to every process, this one included). */
  announce(tags: readonly string[]): Promise<void>;
  /** Calls onNotify on every committed change; absent: poll. */
  listen?(onNotify: () => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
}

export interface Change {
  /** Everything may have changed (after a gap): every cache drops everything. */
  readonly all: boolean;
  /** The tags of what changed: kinds (`post`) and items (`post:<id>`). */
  readonly tags: ReadonlySet<string>;
}

const EVERYTHING: Change = { all: true, tags: new Set() };

/** Whether a change touches an answer that shows `shown` (one that names nothing, or ANYTHING: always). */
export function touches(change: Change, shown: ReadonlySet<string>): boolean {
  if (change.all || shown.size === 0 || shown.has(ANYTHING)) return true;
  for (const tag of shown) if (change.tags.has(tag)) return true;
  return false;
}

/** Changes read per query; more than this behind is treated as a gap. */
const READ_LIMIT = 500;
/** CHANGE_FEED=poll: how often the change log is read. */
export const POLL_MS = 1000;

export interface FeedOptions {
  /** No LISTEN: read the change log every pollMs (CHANGE_FEED=poll). */
  poll?: boolean;
  pollMs?: number;
  onError?: (err: unknown, what: string) => void;
}

export class ContentEvents {
  /** Bumped on every change applied: a read that began before it must not store what it read. */
  generation = 0;
  private last = 0;
  /** The LISTEN connection is up (always, when polling). */
  private listening = false;
  private readonly listeners = new Set<(change: Change) => void>();
  private current: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;
  /** A read failed or the connection was lost: the next successful read clears everything. */
  private gap = false;
  private retry: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly source: ChangeSource,
    private readonly options: FeedOptions = {},
  ) {}

  /**
   * Whether every change is being heard and applied now: false while the LISTEN connection is down
   * or after a failed read, until a read succeeds (and clears everything).
   */
  get live(): boolean {
    return this.listening && !this.gap;
  }

  /** Starts hearing changes (after the migrations: the change log exists). */
  async start(): Promise<void> {
    this.last = await this.source.latest();
    if (this.options.poll || !this.source.listen) {
      this.listening = true;
      this.timer = setInterval(() => void this.catchUp(), this.options.pollMs ?? POLL_MS);
      this.timer.unref();
      return;
    }
    this.stopListening = await this.source.listen(
      () => void this.catchUp(),
      (listening) => {
        // Lost: whatever is announced until it listens again goes unheard. Listening again: catch up
        // (clearing everything, as after any gap).
        if (!listening) this.gap = true;
        this.listening = listening;
        if (listening && this.gap) void this.catchUp();
      },
    );
  }

  /** Stops listening and polling (again: nothing). */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.retry);
    await this.stopListening?.();
    await this.current?.catch(() => {});
  }

  onChange(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Announces a change no row shows (time passing), to every process; applied here before it resolves. */
  async announce(tags: readonly string[]): Promise<void> {
    await this.source.announce(tags);
    await this.catchUp();
  }

  /**
   * Applies every change committed since the last one applied; resolves false when the change log
   * could not be read. Calls made while a read runs share the next read (which starts after it).
   */
  catchUp(): Promise<boolean> {
    if (!this.current) {
      this.current = this.read().finally(() => {
        this.current = null;
      });
      return this.current;
    }
    this.queued ??= this.current.then(() => {
      this.queued = null;
      return this.catchUp();
    });
    return this.queued;
  }

  /** Every cache drops everything (a change this process may have missed). */
  clearAll(): void {
    this.emit(EVERYTHING);
  }

  private async read(): Promise<boolean> {
    if (this.stopped) return true;
    try {
      const changes = await this.source.after(this.last, READ_LIMIT);
      const missed = changes.length > 0 && changes[0]!.seq !== this.last + 1;
      if (this.gap || missed || changes.length === READ_LIMIT) {
        this.gap = false;
        this.last = await this.source.latest();
        this.emit(EVERYTHING);
        return true;
      }
      for (const change of changes) {
        this.last = change.seq;
        this.emit({ all: false, tags: new Set(change.tags) });
      }
      return true;
    } catch (err) {
      this.gap = true;
      this.options.onError?.(err, 'could not read the change log');
      // Tried again soon (polling tries every second anyway).
      if (!this.options.poll && !this.stopped) {
        clearTimeout(this.retry);
        this.retry = setTimeout(() => void this.catchUp(), this.options.pollMs ?? POLL_MS);
        this.retry.unref();
      }
      return false;
    }
  }

  private emit(change: Change): void {
    this.generation += 1;
    for (const listener of this.listeners) listener(change);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What each answer shows, noted by its route or services (see shows()). */
const shownBy = new WeakMap<FastifyRequest, Set<string>>();

/** Notes that the answer to `request` shows what `tags` name (caches and the CDN keep them with it). */
export function shows(request: FastifyRequest, ...tags: string[]): void {
  let shown = shownBy.get(request);
  if (!shown) {
    shown = new Set();
    shownBy.set(request, shown);
  }
  for (const tag of tags) shown.add(tag);
}

/** The tags noted for `request`'s answer (empty: it named nothing, so every change touches it). */
export function shownIn(request: FastifyRequest): ReadonlySet<string> {
  return shownBy.get(request) ?? new Set();
}

export function registerContentChanges(app: FastifyInstance, content: ContentEvents): void {
  // Whatever this mutation committed is applied here before its answer leaves. If the change log
  // cannot be read, every cache drops everything rather than keep what the mutation may have changed.
  const applyOnSuccess: onSendHookHandler = async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && !(await content.catchUp()))
      content.clearAll();
    return payload;
  };
  // Only mutation routes carry the hook, so reads pay nothing for it.
  app.addHook('onRoute', (route) => {
    const mutates = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
    if (mutates && !route.config?.keepsContent) addRouteHook(route, 'onSend', applyOnSuccess);
  });
}
