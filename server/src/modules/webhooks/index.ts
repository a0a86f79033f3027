/**
 * What other modules and the app may use of webhooks (issue 28): `emitWebhook(tx, event, data)`,
 * called where a change happens, inside its transaction (the event names are contract
 * integrations.ts WEBHOOK_EVENTS); the sender, the kick after a request that queued, and the
 * scheduler's jobs.
 */
import type { FastifyInstance } from 'fastify';
import type { Outbox } from '../outbox/index.ts';
import { takeQueued, WEBHOOK } from './repository.ts';

export {
  deleteDeliveriesAbout,
  emitStatusChange,
  emitWebhook,
  pruneDeliveries,
  WEBHOOK,
} from './repository.ts';
export { registerWebhooks, WEBHOOK_RETRY } from './sender.ts';

/**
 * After an answer whose request queued deliveries (its transaction has committed by then), the
 * webhook lane starts at once; the scheduler's outbox job catches anything else within seconds.
 */
export function registerWebhookKicks(app: FastifyInstance, outbox: Outbox): void {
  app.addHook('onResponse', (_request, _reply, done) => {
    if (takeQueued()) outbox.kick(WEBHOOK);
    done();
  });
}

/** The same for work outside a request (the scheduler's jobs). */
export function kickQueuedWebhooks(outbox: Outbox): void {
  if (takeQueued()) outbox.kick(WEBHOOK);
}
