/**
 * The outbox: everything the site sends out (mail today; CDN purges and webhooks are further kinds) is
 * a row of `outbox_messages`, written with `enqueue` inside the transaction of the change that causes
 * it, so a committed change always has its messages queued and a failed one queues nothing. A worker
 * in every server process sends them, one lane per registered kind:
 *
 * - a lane claims one due row of its kind at a time with `FOR UPDATE SKIP LOCKED` and, in the same
 *   statement, takes a lease (`locked_until`) and counts the attempt; on PostgreSQL two processes
 *   therefore never pick the same row, and a row claimed by a process that died becomes due again when
 *   the lease runs out (on the embedded database, whose one process just started, at once:
 *   `releaseClaims`);
 * - the kind's sender sends it, and the row is marked sent, or due again after the kind's backoff, or
 *   failed once the kind's limit (attempts or age) is reached or the sender calls the error permanent;
 *   the last error and what the receiver answered are kept. Only the latest claim records an outcome;
 * - lanes are independent, each with its own number of sends at once: a slow receiver of one kind
 *   never holds up another.
 *
 * Lanes run when a message is queued (`kick`, after the transaction commits) and every few seconds
 * (the scheduler's `outbox` job), so messages queued by another process, before a restart, or waiting
 * for a retry go out too. A kill after the receiver accepted a message and before the row is marked
 * sent leaves the row to be sent again: at-least-once delivery (docs/operations.md#the-outbox); a
 * sender gives receivers the row id (a mail's Message-ID, a webhook id) to recognise a repeat.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type OutboxState = OutboxRow['state'];

/** A kind of message: its name in the `kind` column and, for the type checker, its payload. */
export interface OutboxKind<P> {
  readonly name: string;
  /** Never set: carries the payload type from `outboxKind` to `enqueue` and `register`. */
  readonly payload?: P;
}

/** Declares a kind once, in the module that owns it: `const MAIL = outboxKind<MailPayload>('mail')`. */
export function outboxKind<P>(name: string): OutboxKind<P> {
  return { name };
}

export interface RetryPolicy {
  /** The wait before the second attempt; each further wait doubles (±10 %, so retries spread out). */
  baseSeconds: number;
  /** The longest wait between two attempts. */
  maxDelaySeconds: number;
  /** Failed for good after this many attempts … */
  maxAttempts?: number;
  /** … or when the next attempt would come later than this after the row was queued. */
  maxAgeSeconds?: number;
}

export interface OutboxSender<P> {
  /**
   * Sends one message. Resolves with what the receiver answered (JSON, kept as `last_result`), or
   * throws; an `OutboxSendError` carries an answer for a failure too. Must end well inside the lease.
   */
  send(payload: P, row: OutboxRow): Promise<unknown>;
  retry: RetryPolicy;
  /** An error retrying cannot fix (an SMTP 5xx, an HTTP 410): failed at once. */
  isPermanent?(err: unknown): boolean;
  /** Sends in progress at once in each process (default 1). */
  concurrency?: number;
  /** A claimed row is this process's for this long (default 120 s). */
  leaseSeconds?: number;
  /** The error as `last_error` and the log show it (default: its code and message), e.g. redacted. */
  describeError?(err: unknown): string;
  /** What the row is called in log lines (default: the kind's name), e.g. "enquiry mail". */
  label?(row: OutboxRow): string;
}

/** A failed send that knows what the receiver answered (an HTTP status, a duration, a body). */
export class OutboxSendError extends Error {
  constructor(
    message: string,
    readonly result: unknown,
  ) {
    super(message);
    this.name = 'OutboxSendError';
  }
}

const DEFAULT_LEASE_SECONDS = 120;
/** How long shutdown waits for sends in progress. */
const STOP_WAIT_MS = 5000;
/** The longest `last_error` kept. */
const ERROR_MAX = 500;

export interface EnqueueOptions {
  /** What the message is about, as "<type>:<id>" ("enquiry:<uuid>"): list and delete by it. */
  ref?: string | null;
  /** Queueing the same (kind, key) again queues nothing, for as long as the first row exists. */
  idempotencyKey?: string | null;
}

/**
 * Queues a message; call it inside the transaction of the change that causes it, and `kick` the kind
 * after that transaction commits. Answers the new row's id, or null when the idempotency key was
 * already queued.
 */
export async function enqueue<P>(
  tx: Db,
  kind: OutboxKind<P>,
  payload: NoInfer<P>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const id = randomUUID();
  const rows = await tx
    .insert(outboxMessages)
    .values({
      id,
      kind: kind.name,
      ref: options.ref ?? null,
      idempotencyKey: options.idempotencyKey ?? null,
      payload,
    })
    .onConflictDoNothing({ target: [outboxMessages.kind, outboxMessages.idempotencyKey] })
    .returning({ id: outboxMessages.id });
  return rows.length > 0 ? id : null;
}

/** Deletes every message about these refs, sent or not (call it where the thing itself is deleted). */
export async function deleteByRef(tx: Db, refs: string[]): Promise<void> {
  if (refs.length === 0) return;
  await tx.delete(outboxMessages).where(inArray(outboxMessages.ref, refs));
}

/** The wait before attempt n + 1: base · 2^(n − 1), at most the policy's maximum, ±10 %. */
export function backoffSeconds(attempts: number, policy: RetryPolicy, random = Math.random()): number {
  const plain = Math.min(policy.baseSeconds * 2 ** Math.max(0, attempts - 1), policy.maxDelaySeconds);
  return Math.max(1, Math.round(plain * (0.9 + 0.2 * random)));
}

/** An error as `last_error` shows it: its code (when the message lacks it) and its message. */
export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return typeof code === 'string' && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
  }
  return String(err);
}

/** One kind's worker in this process: its sender, and the run in progress. */
class Lane {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    readonly kind: string,
    readonly sender: OutboxSender<unknown>,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly isStopped: () => boolean,
  ) {}

  label(row: OutboxRow): string {
    return this.sender.label?.(row) ?? this.kind;
  }

  get current(): Promise<void> | null {
    return this.running;
  }

  /** Sends every due row; one run at a time (a call during a run makes it go round again). */
  drain(): Promise<void> {
    if (this.isStopped()) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const workers = Math.max(1, this.sender.concurrency ?? 1);
    const run = async () => {
      do {
        this.again = false;
        await Promise.all(Array.from({ length: workers }, () => this.work()));
      } while (this.again && !this.isStopped());
    };
    this.running = run()
      .catch((err) => this.log.warn({ err, kind: this.kind }, `outbox: the ${this.kind} run failed`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async work(): Promise<void> {
    while (!this.isStopped()) {
      const row = await this.claim();
      if (!row) return;
      await this.deliver(row);
    }
  }

  /** One due row of this kind, claimed for this process (or none). */
  private async claim(): Promise<OutboxRow | undefined> {
    const t = outboxMessages;
    const due = this.db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.kind, this.kind),
          eq(t.state, 'pending'),
          lte(t.nextAttemptAt, sql`now()`),
          or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(t.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const lease = this.sender.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    const [row] = await this.db
      .update(t)
      .set({
        attempts: sql`${t.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${lease})`,
        updatedAt: sql`now()`,
      })
      .where(inArray(t.id, due))
      .returning();
    return row;
  }

  /** The row as this claim left it: a later claim (after the lease ran out) or a reset wins. */
  private stillOurs(row: OutboxRow) {
    const t = outboxMessages;
    return and(eq(t.id, row.id), eq(t.state, 'pending'), eq(t.attempts, row.attempts));
  }

  private async deliver(row: OutboxRow): Promise<void> {
    let result: unknown;
    try {
      result = await this.sender.send(row.payload, row);
    } catch (err) {
      await this.failed(row, err);
      return;
    }
    await this.db
      .update(outboxMessages)
      .set({
        state: 'sent',
        sentAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
        lastResult: result ?? null,
        updatedAt: sql`now()`,
      })
      .where(this.stillOurs(row));
    this.log.info(
      { outbox: row.id, kind: row.kind, ref: row.ref, attempts: row.attempts },
      `${this.label(row)} sent`,
    );
  }

  private async failed(row: OutboxRow, err: unknown): Promise<void> {
    const { retry } = this.sender;
    const message = (this.sender.describeError ?? describeError)(err).slice(0, ERROR_MAX);
    const wait = backoffSeconds(row.attempts, retry);
    const ageAtNext = (Date.now() - row.createdAt.getTime()) / 1000 + wait;
    const final =
      (this.sender.isPermanent?.(err) ?? false) ||
      (retry.maxAttempts !== undefined && row.attempts >= retry.maxAttempts) ||
      (retry.maxAgeSeconds !== undefined && ageAtNext > retry.maxAgeSeconds);
    await this.db
      .update(outboxMessages)
      .set({
        state: final ? 'failed' : 'pending',
        lastError: message,
        lastResult: err instanceof OutboxSendError ? (err.result ?? null) : null,
        lockedUntil: null,
        nextAttemptAt: final ? sql`now()` : sql`now() + make_interval(secs => ${wait})`,
        updatedAt: sql`now()`,
      })
      .where(this.stillOurs(row));
    this.log.warn(
      { outbox: row.id, kind: row.kind, ref: row.ref, attempts: row.attempts, error: message },
      final ? `${this.label(row)} failed for good` : `${this.label(row)} not sent; trying again in ${wait} s`,
    );
  }
}

export class Outbox {
  private readonly lanes = new Map<string, Lane>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends this kind's messages from now on (in this process); once per kind. */
  register<P>(kind: OutboxKind<P>, sender: OutboxSender<P>): void {
    if (this.lanes.has(kind.name)) throw new Error(`outbox: ${kind.name} is registered twice`);
    const { maxAttempts, maxAgeSeconds } = sender.retry;
    if (maxAttempts === undefined && maxAgeSeconds === undefined)
      throw new Error(`outbox: ${kind.name} needs maxAttempts or maxAgeSeconds`);
    this.lanes.set(
      kind.name,
      new Lane(kind.name, sender as OutboxSender<unknown>, this.db, this.log, () => this.stopped),
    );
  }

  /** Start sending now (after a transaction that queued messages committed); never throws. */
  kick(kind?: OutboxKind<unknown>): void {
    void this.drain(kind);
  }

  /** Sends every due message of the kind (or of every kind) and resolves when done. */
  async drain(kind?: OutboxKind<unknown>): Promise<void> {
    const lanes = kind
      ? [this.lanes.get(kind.name)].filter((l) => l !== undefined)
      : [...this.lanes.values()];
    await Promise.all(lanes.map((lane) => lane.drain()));
  }

  /**
   * The embedded database has one process: claims left by a previous (killed) process are released at
   * start, and logged. Not on PostgreSQL, where another live process may hold them.
   */
  async releaseClaims(): Promise<number> {
    const rows = await this.db
      .update(outboxMessages)
      .set({ lockedUntil: null })
      .where(and(eq(outboxMessages.state, 'pending'), sql`${outboxMessages.lockedUntil} is not null`))
      .returning();
    const byLabel = new Map<string, number>();
    for (const row of rows) {
      const label = this.lanes.get(row.kind)?.label(row) ?? row.kind;
      byLabel.set(label, (byLabel.get(label) ?? 0) + 1);
    }
    for (const [label, count] of byLabel)
      this.log.warn({ count }, `${label} interrupted by the last stop will be sent again`);
    return rows.length;
  }

  /** Stops claiming; waits a little for sends in progress (their claims otherwise run out). */
  async stop(): Promise<void> {
    this.stopped = true;
    const running = [...this.lanes.values()].map((l) => l.current).filter((r) => r !== null);
    if (running.length > 0)
      await Promise.race([Promise.all(running), new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
  }

  /**
   * Queues a message again now, its attempts (and its age) starting over: a failed one by default
   * (the admin's "Send again"), a sent one (a redelivery), or with 'pending' one waiting for its next
   * attempt (that wait is dropped). A pending row under a lease is being sent right now and is left
   * alone: the claim and this update take the same row lock, so a click racing a claim (or another
   * click) never makes two attempts at once. False when the row is in none of `from`, or claimed.
   */
  async retry(id: string, from: OutboxState[] = ['failed']): Promise<boolean> {
    const t = outboxMessages;
    const done = from.filter((s) => s !== 'pending');
    const [row] = await this.db
      .update(t)
      .set({
        state: 'pending',
        attempts: 0,
        nextAttemptAt: sql`now()`,
        lockedUntil: null,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(t.id, id),
          or(
            ...(done.length > 0 ? [inArray(t.state, done)] : []),
            ...(from.includes('pending')
              ? [and(eq(t.state, 'pending'), or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now()`)))]
              : []),
          ),
        ),
      )
      .returning({ kind: t.kind });
    if (row) this.kick({ name: row.kind });
    return row !== undefined;
  }
}
