/**
 * The mail outbox: rows in `mail_outbox` are written in the enquiry's own transaction, so a stored
 * enquiry always has its mail queued and a failed transaction queues nothing. A worker in every server
 * process sends them:
 *
 * - it claims one due row at a time with `FOR UPDATE SKIP LOCKED` and, in the same statement, takes a
 *   lease (`locked_until`, 2 minutes) and counts the attempt; on PostgreSQL two processes therefore
 *   never pick the same row, and a row claimed by a process that died becomes due again when the lease
 *   runs out (on the embedded database, whose one process just started, at once: `releaseClaims`);
 * - it sends through nodemailer (timeouts bound every send well inside the lease) and marks the row
 *   sent, or due again after a backoff (OUTBOX_RETRY_SECONDS doubling, at most an hour), or failed
 *   after OUTBOX_MAX_ATTEMPTS or at once on a permanent (5xx) refusal; the last error is kept.
 *
 * It runs when an enquiry is stored (kick) and every few seconds (the scheduler's `enquiry-mail` job),
 * so mail queued by another process, or before a restart, or waiting for a retry, goes out too.
 * A kill after the SMTP server accepted a mail and before the row is marked sent leaves the row to be
 * sent again: at-least-once delivery (docs/operations.md#enquiry-mail). Each mail keeps one
 * Message-ID across attempts, so receiving systems can tell such a duplicate.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { readSettings } from '../settings/index.ts';
import type { ComposedMail } from './mail.ts';

/** A claimed row is this process's to send for this long. */
export const LEASE_SECONDS = 120;
/** The longest wait between two attempts. */
const MAX_BACKOFF_SECONDS = 3600;
/** How long shutdown waits for a send in progress. */
const STOP_WAIT_MS = 5000;

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface QueuedMail extends ComposedMail {
  kind: 'staff' | 'autoreply';
  recipients: string[];
}

/** Adds the mails to the outbox; call it inside the transaction that stores the enquiry. */
export async function queueMails(tx: Db, enquiryId: string, mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((m) => ({
      id: randomUUID(),
      enquiryId,
      kind: m.kind,
      recipients: m.recipients,
      replyTo: m.replyTo,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
    })),
  );
}

/** The wait before attempt n + 1: base · 2^(n − 1), at most an hour, ±10 % so retries spread out. */
export function backoffSeconds(attempts: number, baseSeconds: number, random = Math.random()): number {
  const plain = Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS);
  return Math.max(1, Math.round(plain * (0.9 + 0.2 * random)));
}

/** A 5xx answer is the SMTP server's final word (unknown mailbox, relaying refused, bad login). */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export interface OutboxOptions {
  /** Replaces nodemailer (tests of the worker's bookkeeping). */
  send?: (mail: SendMailOptions) => Promise<unknown>;
}

export class Outbox {
  readonly enabled: boolean;
  private readonly send: ((mail: SendMailOptions) => Promise<unknown>) | null;
  private readonly secrets: string[];
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly config: MailConfig,
    private readonly log: FastifyBaseLogger,
    options: OutboxOptions = {},
  ) {
    this.enabled = config.smtpUrl !== null;
    this.secrets = secretsOf(config.smtpUrl);
    if (options.send) this.send = options.send;
    else if (config.smtpUrl) {
      const transport = nodemailer.createTransport({
        url: config.smtpUrl,
        // Every send ends well inside the lease: connect, greeting, then no silence longer than this.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
        dnsTimeout: 10_000,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      this.send = (mail) => transport.sendMail(mail);
    } else this.send = null;
  }

  /** Staff notifications go out only with an SMTP server and someone to tell. */
  get staffEnabled(): boolean {
    return this.enabled && this.config.notify.length > 0;
  }

  get autoreplyEnabled(): boolean {
    return this.enabled && this.config.autoreply;
  }

  /** Start sending now (after an enquiry was stored); never throws. */
  kick(): void {
    void this.drain();
  }

  /** Sends every due mail; one run at a time per process (a call during a run makes it go round again). */
  drain(): Promise<void> {
    if (!this.send || this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async () => {
      do {
        this.again = false;
        await this.drainOnce();
      } while (this.again && !this.stopped);
    };
    this.running = run()
      .catch((err) => this.log.warn({ err: this.redact(String(err)) }, 'enquiry mail: outbox run failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /**
   * The embedded database has one process: claims left by a previous (killed) process can be released
   * at start. Not on PostgreSQL, where another live process may hold them.
   */
  async releaseClaims(): Promise<number> {
    const rows = await this.db
      .update(mailOutbox)
      .set({ lockedUntil: null })
      .where(and(eq(mailOutbox.state, 'pending'), sql`${mailOutbox.lockedUntil} is not null`))
      .returning({ id: mailOutbox.id });
    return rows.length;
  }

  /** Stops claiming; waits a little for a send in progress (its claim otherwise runs out). */
  async stop(): Promise<void> {
    this.stopped = true;
    const running = this.running;
    if (running) await Promise.race([running, new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
  }

  /** Retry a failed mail now (the admin's "Send again"); false when there is no failed mail. */
  async retryFailed(enquiryId: string): Promise<boolean> {
    const rows = await this.db
      .update(mailOutbox)
      .set({
        state: 'pending',
        attempts: 0,
        nextAttemptAt: sql`now()`,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(mailOutbox.enquiryId, enquiryId),
          eq(mailOutbox.kind, 'staff'),
          eq(mailOutbox.state, 'failed'),
        ),
      )
      .returning({ id: mailOutbox.id });
    if (rows.length > 0) this.kick();
    return rows.length > 0;
  }

  private async drainOnce(): Promise<void> {
    while (!this.stopped) {
      const row = await this.claim();
      if (!row) return;
      await this.deliver(row);
    }
  }

  /** One due row, claimed for this process (or none). */
  private async claim(): Promise<OutboxRow | undefined> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.state, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        updatedAt: sql`now()`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return row;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      await this.send!({
        // Without SMTP_FROM, mail is from the site's name as the settings hold it when it is sent.
        from: this.config.from ?? {
          name: (await readSettings(this.db)).siteName,
          address: this.config.fromAddress,
        },
        to: row.recipients,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        messageId: `<${row.id}@outbox.vyoma>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (err) {
      await this.failed(row, err);
      return;
    }
    await this.db
      .update(mailOutbox)
      .set({ state: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null, updatedAt: sql`now()` })
      .where(eq(mailOutbox.id, row.id));
    this.log.info(
      { mail: row.id, enquiry: row.enquiryId, kind: row.kind, attempts: row.attempts },
      'enquiry mail sent',
    );
  }

  private async failed(row: OutboxRow, err: unknown): Promise<void> {
    const message = this.redact(describe(err));
    const final = isPermanent(err) || row.attempts >= this.config.maxAttempts;
    const wait = backoffSeconds(row.attempts, this.config.retrySeconds);
    await this.db
      .update(mailOutbox)
      .set({
        state: final ? 'failed' : 'pending',
        lastError: message,
        lockedUntil: null,
        nextAttemptAt: final ? sql`now()` : sql`now() + make_interval(secs => ${wait})`,
        updatedAt: sql`now()`,
      })
      .where(eq(mailOutbox.id, row.id));
    this.log.warn(
      { mail: row.id, enquiry: row.enquiryId, kind: row.kind, attempts: row.attempts, error: message },
      final
        ? 'enquiry mail failed for good; the admin shows the error'
        : `enquiry mail not sent; trying again in ${wait} s`,
    );
  }

  /** Never let the SMTP password reach a log line or the admin. */
  private redact(text: string): string {
    let out = text;
    for (const secret of this.secrets) out = out.replaceAll(secret, '***');
    return out.slice(0, 500);
  }
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return typeof code === 'string' && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
  }
  return String(err);
}

/** The URL's password (raw and decoded) and its whole user-info part, for redaction. */
function secretsOf(smtpUrl: string | null): string[] {
  if (!smtpUrl) return [];
  try {
    const u = new URL(smtpUrl);
    return [u.password, decodeURIComponent(u.password)]
      .filter((s) => s.length >= 4)
      .sort((a, b) => b.length - a.length);
  } catch {
    return [];
  }
}
