/** What other modules may use of the CDN purge: its outbox kind, its sender and the queue (app.ts, the scheduler). */
export { CDN_PURGE, type PurgePayload, PurgeQueue, purgeBatches, purgeSender } from './purge.ts';
