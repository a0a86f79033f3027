/**
 * Public catalogue reads (routes with `config.publicCache`) are the same for every visitor and change
 * only when an admin saves. Each answer is kept as ready bytes (with brotli/gzip variants and an ETag,
 * see http/ready-response.ts) for PUBLIC_CACHE_SECONDS, so a busy page costs neither database work
 * nor serialisation nor compression. A content change (content-events.ts) drops everything
 * before the mutation's answer leaves, so an admin always sees their own change; other processes
 * sharing one PostgreSQL see it within PUBLIC_CACHE_SECONDS. With the cache off (0) these answers
 * still carry an ETag and answer If-None-Match with 304.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentEvents } from '../content-events.ts';
import { ReadyResponse, readyPayload, sendReady } from '../http/ready-response.ts';

/** Plenty for this catalogue's URLs (filters make the key space open, so it is bounded). */
const MAX_ENTRIES = 1000;
const JSON_TYPE = 'application/json; charset=utf-8';

export function registerPublicCache(app: FastifyInstance, ttlSeconds: number, content: ContentEvents): void {
  const entries = new Map<string, { expires: number; ready: ReadyResponse }>();
  content.onChange(() => entries.clear());
  /** Misses in flight, with the generation they started in. */
  const began = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    const entry = entries.get(request.url);
    if (entry && entry.expires > Date.now()) {
      reply.header('x-cache', 'hit');
      return sendReady(request, reply, entry.ready);
    }
    began.set(request, content.generation);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const startedIn = began.get(request);
    if (startedIn === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const ready = new ReadyResponse(
      Buffer.from(payload),
      String(reply.getHeader('content-type') ?? JSON_TYPE),
    );
    // A read that began before a content change must not store what it read.
    if (ttlSeconds > 0 && startedIn === content.generation) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(request.url, { expires: Date.now() + ttlSeconds * 1000, ready });
    }
    return readyPayload(request, reply, ready);
  });
}
