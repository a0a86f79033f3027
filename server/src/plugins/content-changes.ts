/**
 * Raises "public content changed" (content-events.ts) for every successful mutation, unless its
 * route declares `config.keepsContent` (enquiries, sign-in), from an onSend hook: that is before its
 * answer leaves, so whoever listens (the public read cache, the page cache) has dropped stale copies
 * by the time a client hears "saved". Changes made by another process on the same PostgreSQL are
 * not seen here: those caches expire on their own.
 */
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { ContentEvents } from '../content-events.ts';
import { addRouteHook } from '../http/route-config.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerContentChanges(app: FastifyInstance, content: ContentEvents): void {
  const notifyOnSuccess: onSendHookHandler = (request, reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) content.changed();
    done(null, payload);
  };
  // Only mutation routes carry the hook, so reads pay nothing for it.
  app.addHook('onRoute', (route) => {
    const mutates = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
    if (mutates && !route.config?.keepsContent) addRouteHook(route, 'onSend', notifyOnSuccess);
  });
}
