/**
 * Public catalogue reads (routes with `config.publicCache`) are the same for every visitor and change
 * only when an admin saves. Each answer is kept as ready bytes (with brotli/gzip variants and an ETag,
 * see http/ready-response.ts) for PUBLIC_CACHE_SECONDS, so a busy page costs neither database work
 * nor serialisation nor compression. A content change (content-changes.ts) drops everything
 * before the mutation's answer leaves, so an admin always sees their own change; other processes
 * sharing one PostgreSQL see it within PUBLIC_CACHE_SECONDS. When an entry is due, one request reads
 * it afresh while the others are still answered from the old bytes (for at most REFRESH_GRACE_MS),
 * so a busy URL never waits for the database. With the cache off (0) these answers still carry an
 * ETag and answer If-None-Match with 304.
 *
 * app.ts registers this before the cookie, session and cross-site hooks: a hit is the same for
 * everyone, so it is answered before they run (the security headers are already set). Staff read
 * unpublished items too, so a request carrying a session cookie is decided once the session is
 * resolved: a valid staff session gets its own answer (never stored), any other cookie the cached one.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { ReadyResponse, readyPayload } from '../http/ready-response.ts';
import { addRouteHook } from '../http/route-config.ts';
import type { ContentEvents } from './content-changes.ts';

/** Plenty for this catalogue's URLs (filters make the key space open, so it is bounded). */
const MAX_ENTRIES = 1000;
const JSON_TYPE = 'application/json; charset=utf-8';
/** How long the old bytes stand in while one request refreshes an entry (or until it fails). */
const REFRESH_GRACE_MS = 2000;

export function registerPublicCache(
  app: FastifyInstance,
  ttlSeconds: number,
  content: ContentEvents,
  sessionCookie: string,
): void {
  const entries = new Map<string, { expires: number; ready: ReadyResponse }>();
  content.onChange(() => entries.clear());
  /** Reads in flight that were not hits, with the generation they started in. */
  const began = new WeakMap<FastifyRequest, number>();
  const cookiePrefix = `${sessionCookie}=`;
  const hasSessionCookie = (request: FastifyRequest) =>
    request.headers.cookie?.includes(cookiePrefix) ?? false;

  /** Answers from the cache (true), or marks the request as one whose answer is to be stored. */
  function fromCache(request: FastifyRequest, reply: FastifyReply): boolean {
    const entry = entries.get(request.url);
    if (entry) {
      const now = Date.now();
      if (entry.expires > now) {
        reply.header('x-cache', 'hit');
        reply.send(readyPayload(request, reply, entry.ready));
        return true;
      }
      // Due: this request refreshes it; the next ones keep getting the old bytes meanwhile.
      entry.expires = now + REFRESH_GRACE_MS;
    }
    began.set(request, content.generation);
    return false;
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.routeOptions.config.publicCache !== true) return done();
    // With a session cookie, wait for the auth plugin to say whether it is a valid one.
    if (hasSessionCookie(request)) return done();
    if (!fromCache(request, reply)) done();
  });

  const afterSession: preHandlerHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' || began.has(request) || !hasSessionCookie(request)) return done();
    if (request.user) {
      // Staff: every item with its status, for this session only.
      reply.header('Cache-Control', 'private, no-store');
      return done();
    }
    if (!fromCache(request, reply)) done();
  };

  /** A fresh answer becomes ready bytes: stored (unless content changed meanwhile), then sent. */
  const keepFresh: onSendHookHandler = (request, reply, payload, done) => {
    const startedIn = began.get(request);
    if (startedIn === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      return done(null, payload);
    }
    const ready = new ReadyResponse(
      Buffer.from(payload),
      String(reply.getHeader('content-type') ?? JSON_TYPE),
    );
    // A read that began before a content change must not store what it read.
    if (ttlSeconds > 0 && startedIn === content.generation) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(request.url, { expires: Date.now() + ttlSeconds * 1000, ready });
    }
    done(null, readyPayload(request, reply, ready));
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    addRouteHook(route, 'preHandler', afterSession);
    addRouteHook(route, 'onSend', keepFresh);
  });
}
