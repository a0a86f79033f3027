/**
 * Purging the CDN by tag (CDN_PURGE_URL, docs/operations.md#a-cdn-in-front): every change of the change
 * feed becomes an outbox message of kind `cdn-purge` (modules/outbox), an HTTP POST of its tags:
 * `{"tags": [...]}` (Cloudflare's purge-by-tag body) with the same tags in a `Surrogate-Key` header
 * (Fastly's batch purge, a Varnish ban) and CDN_PURGE_HEADER (a token). Retried by the outbox.
 *
 * One process queues each change's purge exactly once: under an advisory lock it reads the change log
 * after the number kept in `change_feed.purged_seq`, queues the messages and moves that number on, in
 * one transaction. It runs whenever this process applies a change (so within milliseconds of the
 * save) and every few seconds (the scheduler's `cdn-purge` job), for what another process's run missed.
 * A stretch of the log already pruned (nothing queued for ten minutes) purges the site's tag instead.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CdnConfig } from '../../config.ts';
import { changesAfter } from '../../db/change-feed.ts';
import type { Database, Db } from '../../db/client.ts';
import { SITE_TAG } from '../../plugins/cdn.ts';
import {
  describeError,
  enqueue,
  type Outbox,
  OutboxSendError,
  type OutboxSender,
  outboxKind,
} from '../outbox/index.ts';

export interface PurgePayload {
  tags: string[];
}

export const CDN_PURGE = outboxKind<PurgePayload>('cdn-purge');

/** Tags per request: Cloudflare takes at most 30 in one purge, Fastly 256. */
export const PURGE_BATCH = 30;
/** Changes gathered into one round of purges. */
const ROUND = 200;
/** A purge that is not answered within this is tried again. */
const TIMEOUT_MS = 10_000;

const LOCK_KEY = createHash('sha256').update('vyoma-cdn-purge-queue').digest().readBigInt64BE(0);

/** An answer retrying cannot change: the URL or the token is wrong. */
class PermanentPurgeError extends OutboxSendError {}

/** The sender: one POST per message. */
export function purgeSender(config: CdnConfig & { purgeUrl: string }): OutboxSender<PurgePayload> {
  return {
    // A CDN keeps an answer at most CDN_MAX_AGE: after that a purge changes nothing.
    retry: { baseSeconds: 2, maxDelaySeconds: 300, maxAgeSeconds: Math.max(3600, config.maxAge) },
    concurrency: 2,
    leaseSeconds: 60,
    isPermanent: (err) => err instanceof PermanentPurgeError,
    // The purge header holds a token: it is never part of an error.
    describeError: (err) => describeError(err),
    label: () => 'CDN purge',
    async send({ tags }) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'surrogate-key': tags.join(' '),
      };
      if (config.purgeHeader) headers[config.purgeHeader.name.toLowerCase()] = config.purgeHeader.value;
      const started = Date.now();
      const res = await fetch(config.purgeUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await res.text().catch(() => '')).slice(0, 300);
      const result = { status: res.status, ms: Date.now() - started, body };
      if (res.ok) return result;
      const message = `the CDN answered ${res.status}`;
      // 4xx but a timeout or a rate limit: the request itself is wrong, and will stay wrong.
      if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
        throw new PermanentPurgeError(message, result);
      throw new OutboxSendError(message, result);
    },
  };
}

/** The tags of a round of changes, in requests of at most PURGE_BATCH tags. */
export function purgeBatches(tags: Iterable<string>): string[][] {
  const all = [...new Set(tags)].sort();
  const batches: string[][] = [];
  for (let i = 0; i < all.length; i += PURGE_BATCH) batches.push(all.slice(i, i + PURGE_BATCH));
  return batches;
}

/**
 * Queues the purges of the changes not yet queued; answers how many messages it queued. Runs under the
 * queue's advisory lock, so no two rounds read the same changes.
 */
async function queueRound(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = (await tx.execute(sql`select seq, purged_seq from change_feed where id = 1`)) as unknown as {
      rows: { seq: string | number; purged_seq: string | number | null }[];
    };
    const row = rows.rows[0];
    if (!row) return 0;
    const latest = Number(row.seq);
    const from = Number(row.purged_seq ?? latest);
    if (latest <= from) return 0;
    const changes = await changesAfter(tx, from, ROUND);
    const missed = changes.length === 0 || changes[0]!.seq !== from + 1;
    const tags = missed ? [SITE_TAG] : changes.flatMap((c) => c.tags);
    const upTo = missed ? latest : changes[changes.length - 1]!.seq;
    const batches = purgeBatches(tags);
    for (const batch of batches) await enqueue(tx, CDN_PURGE, { tags: batch }, { ref: `change:${upTo}` });
    await tx.execute(sql`update change_feed set purged_seq = ${upTo} where id = 1`);
    return batches.length;
  });
}

/** Queues each change's purge once, whichever process runs it (see the top of this file). */
export class PurgeQueue {
  private running: Promise<void> | null = null;
  private again = false;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * At start: a site that turns purging on begins with the changes from now (nothing was shared with
   * tags before); one that had it on catches up on what it missed while no process ran.
   */
  async start(): Promise<void> {
    await this.database.db.execute(
      sql`insert into change_feed (id, seq, purged_seq) values (1, 0, 0)
          on conflict (id) do update set purged_seq = coalesce(change_feed.purged_seq, change_feed.seq)`,
    );
    void this.run();
  }

  /** Queues what is not queued yet (a call during a run makes it go round again). */
  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.rounds()
      .catch((err) => this.log.warn({ err }, 'CDN purge: could not queue the purges of recent changes'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  private async rounds(): Promise<void> {
    let queued = 0;
    do {
      this.again = false;
      const ran = await this.database.withAdvisoryLock(LOCK_KEY, async () => {
        let n: number;
        do {
          n = await queueRound(this.database.db);
          queued += n;
        } while (n > 0);
      });
      // Another process holds the lock and may have read before this change committed: look again soon.
      if (!ran && !this.stopped) {
        clearTimeout(this.retry);
        this.retry = setTimeout(() => void this.run(), 250);
        this.retry.unref();
      }
    } while (this.again && !this.stopped);
    if (queued > 0) this.outbox.kick(CDN_PURGE);
  }
}
