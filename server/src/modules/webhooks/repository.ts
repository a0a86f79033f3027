/**
 * Webhook subscriptions and their deliveries (issue 28). A delivery is an outbox message of kind
 * `webhook` (modules/outbox) with ref `webhook:<subscription id>`: queued by `emitWebhook` in the
 * transaction of the change, one per subscription to the event, so a rolled-back change sends nothing
 * and every subscriber gets its own `webhook-id`, retries and log.
 */
import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_EVENT_NAMES,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookFormat,
} from '@vyoma/contract';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages, users, webhooks } from '../../db/schema.ts';
import { enqueue, type OutboxRow, outboxKind } from '../outbox/index.ts';
import type { WebhookAnswer } from './http.ts';

/** What a delivery row holds: which subscription, and the envelope of the event. */
export interface WebhookPayload {
  webhookId: string;
  type: string;
  timestamp: string;
  data: unknown;
}

export const WEBHOOK = outboxKind<WebhookPayload>('webhook');

export type WebhookRow = typeof webhooks.$inferSelect;

export const webhookRef = (id: string) => `webhook:${id}`;

/** Set when an event was queued in this process: the next answer's onResponse kicks the lane. */
const queued = { pending: false };
export const takeQueued = (): boolean => {
  const was = queued.pending;
  queued.pending = false;
  return was;
};

/**
 * Queues `event` for every enabled subscription to it, inside the caller's transaction (the change
 * that causes it). `data` is the item as the API shows it, read only when someone subscribes.
 * `idempotencyKey` makes a repeated emission (two processes noticing the same expiry) queue once.
 */
export async function emitWebhook(
  tx: Db,
  event: WebhookEvent,
  data: unknown | (() => Promise<unknown>),
  options: { idempotencyKey?: string } = {},
): Promise<number> {
  const subscribers = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.enabled, true), sql`${webhooks.events} @> ${JSON.stringify([event])}::jsonb`));
  if (subscribers.length === 0) return 0;
  const item = typeof data === 'function' ? await (data as () => Promise<unknown>)() : data;
  const timestamp = new Date().toISOString();
  let count = 0;
  for (const { id } of subscribers) {
    const queuedId = await enqueue(
      tx,
      WEBHOOK,
      { webhookId: id, type: event, timestamp, data: item },
      {
        ref: webhookRef(id),
        idempotencyKey: options.idempotencyKey ? `${options.idempotencyKey}:${id}` : null,
      },
    );
    if (queuedId) count++;
  }
  if (count > 0) queued.pending = true;
  return count;
}

/**
 * The one place `post.published` / `post.unpublished` and `product.…` are queued (issue 28): called
 * with the item as it was before a save (null for a new one; the scheduler's going live passes
 * `{ status: 'scheduled' }`) and the item as the API shows it after; a deleted item is `deleted`.
 * `published` carries the item after the save; `unpublished` the item as it was public before it
 * (issue 33 item 8): a title or text changed in the same save was never public and is not sent.
 */
export async function emitStatusChange(
  tx: Db,
  kind: 'post' | 'product',
  before: { status: string } | null,
  item: { status: string } | (() => Promise<{ status: string }>),
  options: { deleted?: boolean } = {},
): Promise<void> {
  const after = options.deleted ? null : typeof item === 'function' ? 'published' : item.status;
  const was = before?.status === 'published';
  const is = after === 'published';
  if (was === is) return;
  if (is) {
    await emitWebhook(tx, `${kind}.published`, async () => (typeof item === 'function' ? item() : item));
    return;
  }
  await emitWebhook(tx, `${kind}.unpublished`, options.deleted ? { ...before, deleted: true } : before);
}

/**
 * Deliveries that carry what a person wrote go with it when it is deleted or erased: waiting ones are
 * not sent, sent ones leave the log. `about` names the item: an enquiry (its enquiry.* and form.*
 * events, whose data is the enquiry) or an application (its application.* events).
 */
export async function deleteDeliveriesAbout(
  tx: Db,
  ids: string[],
  about: 'enquiry' | 'application' = 'enquiry',
): Promise<void> {
  if (ids.length === 0) return;
  const types = about === 'enquiry' ? ['enquiry.%', 'form.%'] : ['application.%'];
  await tx
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, WEBHOOK.name),
        or(...types.map((t) => sql`${outboxMessages.payload}->>'type' like ${t}`)),
        inArray(sql`${outboxMessages.payload}->'data'->>'_id'`, ids),
      ),
    );
}

/** Queues one delivery to one subscription (the admin's test event); answers its id. */
export async function queueTo(tx: Db, webhookId: string, type: string, data: unknown): Promise<string> {
  queued.pending = true;
  return (await enqueue(
    tx,
    WEBHOOK,
    { webhookId, type, timestamp: new Date().toISOString(), data },
    { ref: webhookRef(webhookId) },
  ))!;
}

// --- subscriptions ----------------------------------------------------------------------------------

export function toWebhook(row: WebhookRow): Webhook {
  return {
    _id: row.id,
    url: row.url,
    events: row.events.filter((e): e is WebhookEvent => (WEBHOOK_EVENT_NAMES as string[]).includes(e)),
    format: row.format as WebhookFormat,
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listWebhooks(db: Db): Promise<WebhookRow[]> {
  return db.select().from(webhooks).orderBy(webhooks.createdAt, webhooks.id);
}

export async function getWebhook(db: Db, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  return row;
}

export async function insertWebhook(
  db: Db,
  values: { url: string; events: string[]; format: string; description: string; secret: string },
  createdBy: string | null,
): Promise<WebhookRow> {
  const [row] = await db
    .insert(webhooks)
    .values({ id: randomUUID(), ...values, createdBy })
    .returning();
  return row!;
}

export async function updateWebhook(
  db: Db,
  id: string,
  patch: Partial<Pick<WebhookRow, 'url' | 'events' | 'format' | 'description' | 'secret' | 'enabled'>>,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({
      ...patch,
      // Turned on again by an admin: the failure run starts over.
      ...(patch.enabled === true ? { failingSince: null, disabledReason: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhooks.id, id))
    .returning();
  return row;
}

/** Deletes a subscription and its deliveries (sent or waiting) in one transaction. */
export async function deleteWebhook(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id });
    await tx.delete(outboxMessages).where(eq(outboxMessages.ref, webhookRef(id)));
    return gone.length > 0;
  });
}

/** Who is told when a subscription is turned off: every active admin. */
export async function activeAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)));
  return rows.map((r) => r.email);
}

/** A delivery succeeded: the failure run (if any) is over. */
export async function noteSuccess(db: Db, id: string): Promise<void> {
  await db
    .update(webhooks)
    .set({ failingSince: null })
    .where(and(eq(webhooks.id, id), sql`${webhooks.failingSince} is not null`));
}

/** A delivery failed: the run's start, set by the first failure after a success. */
export async function noteFailure(db: Db, id: string, at: Date): Promise<Date | null> {
  const [row] = await db
    .update(webhooks)
    .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${at.toISOString()}::timestamptz)` })
    .where(eq(webhooks.id, id))
    .returning({ failingSince: webhooks.failingSince });
  return row?.failingSince ?? null;
}

/** Turns the subscription off with a reason; true only for the call that turned it off. */
export async function disableWebhook(db: Db, id: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(webhooks)
    .set({ enabled: false, disabledReason: reason, updatedAt: new Date() })
    .where(and(eq(webhooks.id, id), eq(webhooks.enabled, true)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

// --- deliveries -------------------------------------------------------------------------------------

/** How many deliveries the admin lists per subscription (newest first). */
export const DELIVERIES_LISTED = 100;

export function toDelivery(row: OutboxRow): WebhookDelivery {
  const payload = row.payload as Partial<WebhookPayload>;
  const answer = (row.lastResult ?? null) as Partial<WebhookAnswer> | null;
  return {
    _id: row.id,
    event: payload.type ?? 'unknown',
    status: row.state,
    attempts: row.attempts,
    responseStatus: typeof answer?.status === 'number' ? answer.status : null,
    durationMs: typeof answer?.durationMs === 'number' ? Math.round(answer.durationMs) : null,
    response: typeof answer?.body === 'string' ? answer.body : null,
    error: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

export async function listDeliveries(db: Db, webhookId: string): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.ref, webhookRef(webhookId)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(DELIVERIES_LISTED);
  return rows.map(toDelivery);
}

export async function getDelivery(db: Db, webhookId: string, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.ref, webhookRef(webhookId))));
  return row;
}

/** Retention: delivered and failed deliveries last changed before `before` are deleted. */
export async function pruneDeliveries(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, WEBHOOK.name),
        inArray(outboxMessages.state, ['sent', 'failed']),
        lt(outboxMessages.updatedAt, before),
      ),
    )
    .returning({ id: outboxMessages.id });
  return gone.length;
}
