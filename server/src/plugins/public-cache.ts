/**
 * Public catalogue reads (products, blogs, second sections) are the same for every visitor and change
 * only when an admin saves. Each process keeps their answers for a few seconds, so a busy page costs
 * no database work; any successful mutation in this process drops them all before it answers, so an
 * admin always sees their own change. Other processes sharing one PostgreSQL see it within
 * PUBLIC_CACHE_SECONDS.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

export function registerPublicCache(app: FastifyInstance, ttlSeconds: number): void {
  if (ttlSeconds <= 0) return;
  const entries = new Map<string, { expires: number; payload: unknown }>();
  // Bumped by every mutation: a read that began before the change must not store what it read.
  let generation = 0;
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
    startedAt.set(request, generation);
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (hits.has(request) || reply.statusCode !== 200) return payload;
    const began = startedAt.get(request);
    if (began === undefined || began !== generation) return payload;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(request.url, { expires: Date.now() + ttlSeconds * 1000, payload });
    return payload;
  });

  // onSend runs before the answer leaves: once a client hears "saved", no cached copy predates it.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (UNSAFE.has(request.method) && reply.statusCode < 400 && !KEEPS_CACHE.test(path)) {
      generation += 1;
      entries.clear();
    }
    return payload;
  });
}
