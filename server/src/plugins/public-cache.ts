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
 *
 * Such an anonymous hit is the busiest answer of the site, so it costs as little as a bare server's
 * (decision 0017): its whole head (the security headers, which it carries itself since it comes
 * before their hook, the ETag and the rest, the CDN's tags, the length) is made once per entry and
 * form (plain, brotli, gzip, 304) and written with the bytes straight to the connection. No onSend
 * hook runs for it (none has anything to do for a stored public answer: no cookie is set, the bytes
 * are compressed already; a large unread body still closes the connection); the onResponse hooks
 * and the request's log line still do. A URL without a query is looked up by its path before the
 * route is asked anything: only this route can have stored an entry under that path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { z } from 'zod';
import type { FrontDoor } from '../http/front-door.ts';
import {
  type ReadyForm,
  ReadyResponse,
  readyForm,
  readyHeaders,
  readyPayload,
} from '../http/ready-response.ts';
import { addRouteHook } from '../http/route-config.ts';
import { type CacheEntry, type CacheLimits, TaggedCache } from '../http/tagged-cache.ts';
import { leavesBodyUnread } from '../http/unread-body.ts';
import { cdnHeaders, PRIVATE_NO_STORE } from './cdn.ts';
import { type ContentEvents, shownIn, touches } from './content-changes.ts';

/** Plenty for this catalogue's URLs (filters make the key space open, so it is bounded). */
export const PUBLIC_CACHE_LIMITS: CacheLimits = { maxEntries: 1000, maxBytes: 32 * 1024 * 1024 };
const JSON_TYPE = 'application/json; charset=utf-8';
/** How long the old bytes stand in while one request refreshes an entry (or until it fails). */
const REFRESH_GRACE_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public read cache's entries (tests and tooling read its size). */
    publicCache: TaggedCache<StoredAnswer>;
    /** How many anonymous hits the server's front door answered before Fastify (http/front-door.ts). */
    publicCacheFrontHits: () => number;
  }
}

/** The forms a hit is sent in, by index: plain, brotli, gzip, 304. */
const FORMS: readonly ReadyForm[] = [null, 'br', 'gzip', 'not-modified'];
const formIndex = (form: ReadyForm) => (form === null ? 0 : form === 'br' ? 1 : form === 'gzip' ? 2 : 3);

/** One form of a hit, ready to write: the status, the head as [name, value, name, value …], the bytes. */
interface HitForm {
  status: number;
  head: string[];
  body: Buffer | undefined;
}

/** A stored answer: its ready bytes, its CDN headers (null: not shared) and the forms of a hit made so far. */
export class StoredAnswer {
  readonly #forms: (HitForm | undefined)[] = [];

  constructor(
    readonly ready: ReadyResponse,
    readonly cdn: Readonly<Record<string, string>> | null,
  ) {}

  /** The form `form` of a hit if it was made already. */
  made(form: ReadyForm): HitForm | undefined {
    return this.#forms[formIndex(form)];
  }

  /** Makes the form `form` of a hit: `base` (the security headers), then the answer's own headers. */
  make(form: ReadyForm, base: Readonly<Record<string, string>>): HitForm {
    const i = formIndex(form);
    const body = form === 'not-modified' ? undefined : this.ready.bytes(form);
    const headers: Record<string, string> = {
      ...base,
      'x-cache': 'hit',
      ...readyHeaders(this.ready, FORMS[i]!),
      ...this.cdn,
    };
    // No length on a 304: it would have to be the 200's (RFC 9110 §8.6), and Node sends none.
    if (body) headers['content-length'] = String(body.length);
    const hit = { status: body ? 200 : 304, head: Object.entries(headers).flat(), body };
    this.#forms[i] = hit;
    return hit;
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

/** The request carries words of a `freeText` parameter: answered, never kept (route-config.ts). */
function hasFreeText(request: FastifyRequest): boolean {
  const names = request.routeOptions.config.freeText;
  if (!names) return false;
  const query = request.query as Record<string, unknown>;
  return names.some((name) => typeof query[name] === 'string' && (query[name] as string).trim() !== '');
}

export interface PublicCacheOptions {
  /** PUBLIC_CACHE_SECONDS (0: nothing is kept). */
  ttlSeconds: number;
  content: ContentEvents;
  /** CDN_MAX_AGE: anonymous answers are shared-cacheable this long, with their tags (plugins/cdn.ts). */
  cdnMaxAge: number;
  /** The security headers (plugins/security.ts): a hit answered before their hook carries them itself. */
  headers: Readonly<Record<string, string>>;
  limits?: CacheLimits;
  /** The server's check before Fastify (http/front-door.ts): anonymous hits by path are answered there. */
  front?: FrontDoor;
}

export function registerPublicCache(
  app: FastifyInstance,
  { ttlSeconds, content, cdnMaxAge, headers, limits = PUBLIC_CACHE_LIMITS, front }: PublicCacheOptions,
): void {
  const cache = new TaggedCache<StoredAnswer>(limits);
  app.decorate('publicCache', cache);
  /** Hits answered by the front door, before Fastify (tests read it). */
  let frontHits = 0;
  app.decorate('publicCacheFrontHits', () => frontHits);
  content.onChange((change) => cache.drop((shown) => touches(change, shown)));
  /** Reads in flight that were not hits: their key and the generation they started in. */
  const began = new WeakMap<FastifyRequest, { key: string; generation: number }>();

  const held = ({ ready }: StoredAnswer) => ready.body.length + ready.variantBytes;

  /** A fresh entry of `key`; a due one is left to this request to refresh (undefined). */
  function freshEntry(key: string): CacheEntry<StoredAnswer> | undefined {
    const entry = cache.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expires > now) return entry;
    // Due: this request refreshes it; the next ones keep getting the old bytes meanwhile.
    entry.expires = now + REFRESH_GRACE_MS;
    return undefined;
  }

  /** The read goes to the route; its answer is stored under `key` (keepFresh). */
  function toRoute(request: FastifyRequest, key: string): void {
    began.set(request, { key, generation: content.generation });
  }

  /** An anonymous hit: its ready head and bytes, straight to the connection. */
  function writeHit(request: IncomingMessage, res: ServerResponse, key: string, answer: StoredAnswer): void {
    const form = readyForm(request.headers, answer.ready);
    let hit = answer.made(form);
    if (!hit) {
      hit = answer.make(form, headers);
      cache.resize(key, answer, held(answer));
    }
    if (leavesBodyUnread(request)) res.setHeader('connection', 'close');
    res.writeHead(hit.status, hit.head);
    res.end(hit.body);
  }

  /** An anonymous hit caught by the first hook (a request the front door left to Fastify). */
  function sendHit(request: FastifyRequest, reply: FastifyReply, key: string, answer: StoredAnswer): void {
    reply.hijack();
    writeHit(request.raw, reply.raw, key, answer);
  }

  if (front) {
    // The same test as the first hook's below for a URL without a query, on the bare request. A due
    // entry is left to Fastify, where one request refreshes it (freshEntry); so is everything else.
    front.answer = (request, res) => {
      if (request.method !== 'GET') return false;
      const sent = request.headers;
      if (sent.cookie !== undefined || sent.authorization !== undefined) return false;
      const url = request.url;
      if (url === undefined || url.indexOf('?') !== -1) return false;
      const entry = cache.get(url);
      if (!entry || entry.expires <= Date.now()) return false;
      writeHit(request, res, url, entry.value);
      frontHits += 1;
      return true;
    };
    // A stopping server answers 503 and lets its connections go (Fastify's return503OnClosing).
    app.addHook('preClose', (done) => {
      front.answer = null;
      done();
    });
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    // A request with cookies or an API token is decided once it is resolved (afterSession).
    const sent = request.headers;
    if (sent.cookie !== undefined || sent.authorization !== undefined) return done();
    const url = request.url;
    if (url.indexOf('?') === -1) {
      // The key is the path: an entry under it was stored by this very route.
      const entry = freshEntry(url);
      if (entry) return sendHit(request, reply, url, entry.value);
      if (request.routeOptions.config.publicCache === true) toRoute(request, url);
      return done();
    }
    if (request.routeOptions.config.publicCache !== true || hasFreeText(request)) return done();
    const key = cacheKey(request);
    const entry = freshEntry(key);
    if (entry) return sendHit(request, reply, key, entry.value);
    toRoute(request, key);
    done();
  });

  const afterSession: preHandlerHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' || began.has(request)) return done();
    if (request.user) {
      // Staff: every item with its status, for this session only.
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return done();
    }
    // Anonymous after all (a cookie that is no session's): the hooks have run, so through the reply.
    if (hasFreeText(request)) return done();
    const key = cacheKey(request);
    const entry = freshEntry(key);
    if (!entry) {
      toRoute(request, key);
      return done();
    }
    const answer = entry.value;
    reply.header('x-cache', 'hit');
    const payload = readyPayload(request, reply, answer.ready);
    if (answer.cdn) reply.headers(answer.cdn);
    reply.send(payload);
    cache.resize(key, answer, held(answer));
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
    const answer = new StoredAnswer(ready, current ? cdnHeaders(cdnMaxAge, shownIn(request)) : null);
    if (ttlSeconds > 0 && current)
      cache.set(read.key, answer, {
        tags: shownIn(request),
        expires: Date.now() + ttlSeconds * 1000,
        bytes: held(answer),
      });
    const sent = readyPayload(request, reply, ready);
    if (answer.cdn) reply.headers(answer.cdn);
    done(null, sent);
    cache.resize(read.key, answer, held(answer));
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    // Fails at start, not at the first request: the key needs the names of the parameters read.
    queryParams(route.schema?.querystring);
    addRouteHook(route, 'preHandler', afterSession);
    addRouteHook(route, 'onSend', keepFresh);
  });
}
