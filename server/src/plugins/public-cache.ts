/**
 * Public catalogue reads (routes with `config.publicCache`) are the same for every visitor and change
 * only when an admin saves. Each answer is kept as ready bytes (with brotli/gzip variants and an ETag,
 * see http/ready-response.ts) for PUBLIC_CACHE_SECONDS, so a busy page costs neither database work
 * nor serialisation nor compression. A change (the change feed, content-changes.ts) drops the
 * answers that show what it touched (the tags a route noted with `shows()`): before the mutation's
 * answer leaves in the process that saved it, within a second everywhere else. PUBLIC_CACHE_SECONDS
 * stays as a safety net (a change this process did not hear of). When an entry is due, one request reads
 * it afresh while the others are still answered from the old bytes (for at most REFRESH_GRACE_MS),
 * so a busy URL never waits for the database. With the cache off (0) these answers still carry an
 * ETag and answer If-None-Match with 304.
 *
 * The key is the path and only the query parameters the route reads (its querystring schema), as
 * the rendered pages do (modules/pages/page-key.ts): `?junk=1` … `?junk=1000` are one entry. Entries
 * are bounded in number and in bytes (http/tagged-cache.ts).
 *
 * Staff read unpublished items through the same URLs, so who is asking is decided from the resolved
 * session or API token (`request.user`, set by plugins/auth.ts), never from the headers' text: a
 * request with neither a Cookie nor an Authorization header cannot carry either and is answered
 * before the cookie, session and cross-site hooks run (app.ts registers this first); any other is
 * answered once they are resolved (an unknown token is refused there). A signed-in answer is never
 * stored and never answered from the cache.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { z } from 'zod';
import { ReadyResponse, readyPayload } from '../http/ready-response.ts';
import { addRouteHook } from '../http/route-config.ts';
import { type CacheLimits, TaggedCache } from '../http/tagged-cache.ts';
import { PRIVATE_NO_STORE, shareWithCdn } from './cdn.ts';
import { type ContentEvents, shownIn, touches } from './content-changes.ts';

/** Plenty for this catalogue's URLs (filters make the key space open, so it is bounded). */
export const PUBLIC_CACHE_LIMITS: CacheLimits = { maxEntries: 1000, maxBytes: 32 * 1024 * 1024 };
const JSON_TYPE = 'application/json; charset=utf-8';
/** How long the old bytes stand in while one request refreshes an entry (or until it fails). */
const REFRESH_GRACE_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public read cache's entries (tests and tooling read its size). */
    publicCache: TaggedCache<ReadyResponse>;
  }
}

/** The names of the query parameters a route reads: the keys of its querystring schema. */
const paramNames = new WeakMap<object, readonly string[]>();
function queryParams(schema: unknown): readonly string[] {
  if (schema === undefined) return [];
  let names = paramNames.get(schema as object);
  if (!names) {
    // Every querystring schema of the contract is an object; anything else could not be keyed.
    if (!(schema instanceof z.ZodObject))
      throw new Error('a publicCache route needs an object querystring schema');
    names = Object.keys(schema.shape).sort();
    paramNames.set(schema as object, names);
  }
  return names;
}

/**
 * The path as sent and, in a fixed order, every value of each parameter the route reads, as Fastify
 * parsed them (the same parser the route's schema reads). Anything else in the query is left out.
 */
export function cacheKey(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  const path = q === -1 ? request.url : request.url.slice(0, q);
  const names = queryParams(request.routeOptions.schema?.querystring);
  if (q === -1 || names.length === 0) return path;
  const query = request.query as Record<string, string | string[] | undefined>;
  const kept = names.flatMap((name) => {
    const value = query[name];
    return value === undefined ? [] : [[name, value]];
  });
  return kept.length === 0 ? path : `${path}?${JSON.stringify(kept)}`;
}

export interface PublicCacheOptions {
  /** PUBLIC_CACHE_SECONDS (0: nothing is kept). */
  ttlSeconds: number;
  content: ContentEvents;
  /** CDN_MAX_AGE: anonymous answers are shared-cacheable this long, with their tags (plugins/cdn.ts). */
  cdnMaxAge: number;
  limits?: CacheLimits;
}

export function registerPublicCache(
  app: FastifyInstance,
  { ttlSeconds, content, cdnMaxAge, limits = PUBLIC_CACHE_LIMITS }: PublicCacheOptions,
): void {
  const cache = new TaggedCache<ReadyResponse>(limits);
  app.decorate('publicCache', cache);
  content.onChange((change) => cache.drop((shown) => touches(change, shown)));
  /** Reads in flight that were not hits: their key and the generation they started in. */
  const began = new WeakMap<FastifyRequest, { key: string; generation: number }>();

  const held = (ready: ReadyResponse) => ready.body.length + ready.variantBytes;

  /** Answers from the cache (true), or marks the request as one whose answer is to be stored. */
  function fromCache(request: FastifyRequest, reply: FastifyReply): boolean {
    const key = cacheKey(request);
    const entry = cache.get(key);
    if (entry) {
      const now = Date.now();
      if (entry.expires > now) {
        reply.header('x-cache', 'hit');
        const payload = readyPayload(request, reply, entry.value);
        shareWithCdn(reply, cdnMaxAge, entry.tags);
        reply.send(payload);
        cache.resize(key, entry.value, held(entry.value));
        return true;
      }
      // Due: this request refreshes it; the next ones keep getting the old bytes meanwhile.
      entry.expires = now + REFRESH_GRACE_MS;
    }
    began.set(request, { key, generation: content.generation });
    return false;
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.routeOptions.config.publicCache !== true) return done();
    // A request with cookies or an API token is decided once it is resolved (afterSession).
    if (request.headers.cookie !== undefined || request.headers.authorization !== undefined) return done();
    if (!fromCache(request, reply)) done();
  });

  const afterSession: preHandlerHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' || began.has(request)) return done();
    if (request.user) {
      // Staff: every item with its status, for this session only.
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return done();
    }
    if (!fromCache(request, reply)) done();
  };

  /** A fresh answer becomes ready bytes: stored (unless content changed meanwhile), then sent. */
  const keepFresh: onSendHookHandler = (request, reply, payload, done) => {
    const read = began.get(request);
    if (read === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      // Not found, gone, refused: never kept by a CDN either (it could not be purged).
      if (read !== undefined && cdnMaxAge > 0) reply.header('Cache-Control', 'no-store');
      return done(null, payload);
    }
    const ready = new ReadyResponse(
      Buffer.from(payload),
      String(reply.getHeader('content-type') ?? JSON_TYPE),
    );
    // Only an answer for nobody in particular is kept (decided by the session, not the header), and
    // never a read that began before a content change.
    const current = request.user === null && read.generation === content.generation;
    if (ttlSeconds > 0 && current)
      cache.set(read.key, ready, {
        tags: shownIn(request),
        expires: Date.now() + ttlSeconds * 1000,
        bytes: held(ready),
      });
    const sent = readyPayload(request, reply, ready);
    if (current) shareWithCdn(reply, cdnMaxAge, shownIn(request));
    done(null, sent);
    cache.resize(read.key, ready, held(ready));
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    // Fails at start, not at the first request: the key needs the names of the parameters read.
    queryParams(route.schema?.querystring);
    addRouteHook(route, 'preHandler', afterSession);
    addRouteHook(route, 'onSend', keepFresh);
  });
}
