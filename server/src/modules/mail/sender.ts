/**
 * Mail, the outbox's `mail` kind: a message is a composed mail (recipients, subject, both bodies),
 * queued with `enqueue(tx, MAIL, …)` and sent through nodemailer over SMTP_URL. Retries follow
 * OUTBOX_RETRY_SECONDS (doubling, at most an hour) up to OUTBOX_MAX_ATTEMPTS; a 5xx answer is final.
 * Each mail keeps one Message-ID across attempts (`<row id@outbox.vyoma>`), so a receiving system can
 * tell the rare duplicate of at-least-once delivery (docs/operations.md#the-outbox).
 */
import type { SendMailOptions } from 'nodemailer';
import type { MailConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loadOnce } from '../../load-once.ts';
import { describeError, type Outbox, type OutboxRow, outboxKind } from '../outbox/index.ts';
import { readSettings } from '../settings/index.ts';

export interface MailPayload {
  to: string[];
  /** A bare address (never a display name someone typed). */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** The team (NOTIFY_EMAILS and the like), or the person who wrote in (a confirmation). */
  audience: 'staff' | 'visitor';
}

export const MAIL = outboxKind<MailPayload>('mail');

/** The longest wait between two attempts. */
const MAX_BACKOFF_SECONDS = 3600;

/** Whether mail can be sent at all (SMTP_URL is set). */
export const mailConfigured = (config: MailConfig): boolean => config.smtpUrl !== null;

/** A 5xx answer is the SMTP server's final word (unknown mailbox, relaying refused, bad login). */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** The URL's password (raw and decoded), for redaction. */
function secretsOf(smtpUrl: string): string[] {
  try {
    const u = new URL(smtpUrl);
    return [u.password, decodeURIComponent(u.password)]
      .filter((s) => s.length >= 4)
      .sort((a, b) => b.length - a.length);
  } catch {
    return [];
  }
}

export interface MailSenderOptions {
  /** Replaces nodemailer (tests of the bookkeeping). */
  send?: (mail: SendMailOptions) => Promise<{ response?: string } | undefined>;
}

/** Registers the mail sender when SMTP_URL is set; without it mail stays queued (and none is queued). */
export function registerMail(
  outbox: Outbox,
  db: Db,
  config: MailConfig,
  options: MailSenderOptions = {},
): void {
  const { smtpUrl } = config;
  if (!smtpUrl) return;
  const secrets = secretsOf(smtpUrl);
  let send = options.send;
  if (!send) {
    // nodemailer loads with the first mail, not with the server (a twentieth of a CPU-second).
    const transport = loadOnce(async () =>
      (await import('nodemailer')).default.createTransport({
        url: smtpUrl,
        // Every send ends well inside the lease: connect, greeting, then no silence longer than this.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
        dnsTimeout: 10_000,
        disableFileAccess: true,
        disableUrlAccess: true,
      }),
    );
    send = async (mail) => (await transport()).sendMail(mail);
  }
  const deliver = send;
  outbox.register(MAIL, {
    retry: {
      baseSeconds: config.retrySeconds,
      maxDelaySeconds: MAX_BACKOFF_SECONDS,
      maxAttempts: config.maxAttempts,
    },
    leaseSeconds: 120,
    isPermanent,
    // Never let the SMTP password reach a log line or the admin.
    describeError: (err) =>
      secrets.reduce((text, secret) => text.replaceAll(secret, '***'), describeError(err)),
    label: (row: OutboxRow) => (row.ref ? `${row.ref.split(':')[0]} mail` : 'mail'),
    async send(mail, row) {
      const info = await deliver({
        // Without SMTP_FROM, mail is from the site's name as the settings hold it when it is sent.
        from: config.from ?? { name: (await readSettings(db)).siteName, address: config.fromAddress },
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${row.id}@outbox.vyoma>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      return info?.response ? { response: info.response.slice(0, 200) } : null;
    },
  });
}
