/**
 * Raises "public content changed" (content-events.ts) for every successful mutation, unless its
 * route declares `config.keepsContent` (enquiries, sign-in), from an onSend hook: that is before its
 * answer leaves, so whoever listens (the public read cache, the page cache) has dropped stale copies
 * by the time a client hears "saved". Changes made by another process on the same PostgreSQL are
 * not seen here: those caches expire on their own.
 */
import type { FastifyInstance } from 'fastify';
import type { ContentEvents } from '../content-events.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerContentChanges(app: FastifyInstance, content: ContentEvents): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      reply.statusCode < 400 &&
      !request.routeOptions.config.keepsContent
    ) {
      content.changed();
    }
    return payload;
  });
}
