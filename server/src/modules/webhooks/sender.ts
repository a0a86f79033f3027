/**
 * The outbox's `webhook` kind (issue 28): each delivery is POSTed to its subscription's URL, signed
 * per Standard Webhooks with the row id as `webhook-id` (the same on every retry and redelivery) and
 * a new timestamp and signature per attempt. Failed attempts are retried with a doubling wait (30 s,
 * 1 min, 2 min … at most a day) until the delivery is three days old, then it is failed; the admin
 * can send it again. A refused target (a private address, http:// without the flag), a subscription
 * turned off or deleted, fail at once. A subscription whose deliveries have failed without a success
 * for WEBHOOK_DISABLE_AFTER_HOURS is turned off, audited, and the active admins are told by mail.
 */
import { ADMIN_PAGE, type WebhookFormat } from '@vyoma/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { insertAudit } from '../audit/index.ts';
import type { ServerSecrets } from '../auth/index.ts';
import { MAIL, mailConfigured } from '../mail/index.ts';
import { describeError, enqueue, type Outbox, OutboxSendError } from '../outbox/index.ts';
import { readSettings } from '../settings/index.ts';
import { type ChatSite, escapeHtml, renderBody } from './chat.ts';
import { RefusedTargetError } from './guard.ts';
import { postWebhook, TIMEOUT_MS, WebhookHttpError } from './http.ts';
import {
  activeAdminEmails,
  disableWebhook,
  getWebhook,
  noteFailure,
  noteSuccess,
  WEBHOOK,
  type WebhookPayload,
  type WebhookRow,
} from './repository.ts';
import { signatureHeaders } from './signature.ts';

/** The retry schedule of a delivery. */
export const WEBHOOK_RETRY = {
  baseSeconds: 30,
  maxDelaySeconds: 24 * 3600,
  maxAgeSeconds: 3 * 24 * 3600,
} as const;

/** A failure retrying cannot fix as things are. */
class PermanentWebhookError extends Error {}

export interface WebhookDeps {
  db: Db;
  config: AppConfig;
  secrets: ServerSecrets;
  /** The clock (tests move it to see a subscription turned off). */
  now?: () => Date;
}

export function registerWebhooks(outbox: Outbox, deps: WebhookDeps): void {
  const { db, config, secrets } = deps;
  const now = deps.now ?? (() => new Date());
  const userAgent = `Vyoma-Webhooks/1 (+${config.publicUrl})`;

  async function site(): Promise<ChatSite> {
    return { publicUrl: config.publicUrl, siteName: (await readSettings(db)).siteName };
  }

  async function failed(hook: WebhookRow): Promise<void> {
    const at = now();
    const since = await noteFailure(db, hook.id, at);
    if (!since || !hook.enabled) return;
    const hours = (at.getTime() - since.getTime()) / 3_600_000;
    if (hours < config.webhooks.disableAfterHours) return;
    await db.transaction(async (tx) => {
      const reason = `Every delivery since ${since.toISOString().slice(0, 16).replace('T', ' ')} UTC failed (${Math.floor(hours)} hours).`;
      if (!(await disableWebhook(tx, hook.id, reason))) return;
      await insertAudit(tx, {
        actorId: null,
        actorEmail: null,
        ip: 'webhooks',
        action: 'webhook.disabled',
        target: `webhook:${hook.id}`,
        targetLabel: hook.url,
        fields: ['enabled'],
      });
      if (!mailConfigured(config.mail)) return;
      const to = await activeAdminEmails(tx);
      if (to.length === 0) return;
      const link = `${config.publicUrl}${ADMIN_PAGE.webhook(hook.id)}`;
      const text = [
        `The webhook to ${hook.url} has been turned off.`,
        reason,
        `Open ${link} to read what the receiver answered, fix it, turn the webhook on again and send the failed deliveries again.`,
      ].join('\n\n');
      await enqueue(
        tx,
        MAIL,
        {
          audience: 'staff',
          to,
          replyTo: null,
          subject: `Webhook turned off: ${new URL(hook.url).host}`,
          text,
          html: text
            .split('\n\n')
            .map((p) => `<p>${escapeHtml(p)}</p>`)
            .join(''),
        },
        { ref: `webhook:${hook.id}:disabled` },
      );
    });
    outbox.kick(MAIL);
  }

  outbox.register(WEBHOOK, {
    retry: WEBHOOK_RETRY,
    concurrency: 4,
    // A send ends within its 10 s timeout; the lease leaves room for the bookkeeping around it.
    leaseSeconds: Math.ceil(TIMEOUT_MS / 1000) + 50,
    isPermanent: (err) => err instanceof PermanentWebhookError || err instanceof RefusedTargetError,
    describeError: (err) => describeError(err),
    label: () => 'webhook',
    async send(payload: WebhookPayload, row) {
      const hook = await getWebhook(db, payload.webhookId);
      if (!hook) throw new PermanentWebhookError('the webhook was deleted');
      if (!hook.enabled) throw new PermanentWebhookError('the webhook is turned off');
      const secret = secrets.open(hook.secret);
      if (!secret)
        throw new PermanentWebhookError('the signing secret cannot be read (AUTH_SECRET changed?)');
      const body = renderBody(
        hook.format as WebhookFormat,
        { type: payload.type, timestamp: payload.timestamp, data: payload.data },
        await site(),
      );
      try {
        const answer = await postWebhook(
          hook.url,
          body,
          {
            'content-type': 'application/json',
            'user-agent': userAgent,
            ...signatureHeaders(secret, row.id, body, now().getTime()),
          },
          { allowPrivate: config.webhooks.allowPrivate },
        );
        await noteSuccess(db, hook.id);
        return answer;
      } catch (err) {
        await failed(hook);
        if (err instanceof WebhookHttpError) throw new OutboxSendError(err.message, err.answer);
        throw err;
      }
    },
  });
}
