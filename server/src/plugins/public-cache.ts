/**
 * Public catalogue reads (products, blogs, second sections) are the same for every visitor and change
 * only when an admin saves. Each process keeps their answers for a few seconds, so a busy page costs
 * no database work; any successful mutation in this process drops them all before it answers, so an
 * admin always sees their own change. Other processes sharing one PostgreSQL see it within
 * PUBLIC_CACHE_SECONDS.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentEvents } from '../content-events.ts';

const CACHEABLE =
  /^\/api\/v1\/(products|product\/[^/]+|blogs|blogs\/[^/]+|second-sections|second-sections\/[^/]+)$/;
/** Plenty for this catalogue's URLs (filters make the key space open, so it is bounded). */
const MAX_ENTRIES = 1000;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Mutations that never change public content (enquiries, sign-in) keep the cache. */
const KEEPS_CACHE = /^\/api\/v1\/(contact(\/[^/]+)?|login)$/;

export function isPublicCacheable(method: string, url: string): boolean {
  return method === 'GET' && CACHEABLE.test(url.split('?')[0] ?? '');
}

export function registerPublicCache(app: FastifyInstance, ttlSeconds: number, content: ContentEvents): void {
  // A content change is announced even with this cache off: the page cache listens too.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    const changesContent = path.startsWith('/api/') && UNSAFE.has(request.method) && !KEEPS_CACHE.test(path);
    if (changesContent && reply.statusCode < 400) content.changed();
    return payload;
  });
  if (ttlSeconds <= 0) return;
  const entries = new Map<string, { expires: number; payload: unknown }>();
  content.onChange(() => entries.clear());
  const generation = () => content.generation;
  const startedAt = new WeakMap<FastifyRequest, number>();
  const hits = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicCacheable(request.method, request.url)) return;
    const entry = entries.get(request.url);
    if (entry && entry.expires > Date.now()) {
      hits.add(request);
      reply.header('x-cache', 'hit');
      return reply.send(entry.payload);
    }
    startedAt.set(request, generation());
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (hits.has(request) || reply.statusCode !== 200) return payload;
    const began = startedAt.get(request);
    if (began === undefined || began !== generation()) return payload;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(request.url, { expires: Date.now() + ttlSeconds * 1000, payload });
    return payload;
  });
}
