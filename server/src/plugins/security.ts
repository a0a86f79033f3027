/**
 * Security headers, compression, rate limiting (routes opt in with `config.rateLimit`; enquiries share
 * one budget, `app.spendEnquiry`; every limit is counted in the database, so all processes share it:
 * rate-limit-store.ts) and the cross-site request check (every mutation, and GETs that declare
 * `config.changesState`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { bearerToken } from './auth.ts';
import { cspDirectives } from './csp.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one enquiry from this request's address; false once the address has sent
     * CONTACT_RATE_LIMIT_PER_MINUTE in the minute. One budget for POST /api/v1/contact and the
     * contact page's form posted without JavaScript, so the two doors do not double it. Throws a 503
     * HttpError when the count cannot be kept (it fails closed).
     */
    spendEnquiry(request: FastifyRequest): Promise<boolean>;
    /** Adds this process's counts of batched limits (the beacon's) to the database now. */
    flushRateLimits(): Promise<void>;
  }
}

/**
 * helmet's headers depend only on its options, so they are computed once here and set on every
 * response (building them per request cost a cached read about a tenth of its CPU). A route that
 * needs another policy sets its own header: reply.header() replaces these.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

const computed = new WeakMap<AppConfig, Readonly<Record<string, string>>>();

/**
 * The security headers every response carries (once per configuration). The public read cache
 * sends them itself with a hit, which it answers before registerSecurityHeaders' hook runs.
 */
export function securityHeaders(config: AppConfig): Readonly<Record<string, string>> {
  let headers = computed.get(config);
  if (!headers) {
    const https = config.publicUrl.startsWith('https:');
    headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(https) },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    computed.set(config, headers);
  }
  return headers;
}

/**
 * The security headers on every response: the first hook of all but the public read cache's, which
 * sends them with its hits (app.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The rate-limit key: the client address (past trusted proxies). A client that hung up before its
 * hooks ran has no address any more; reading it must not turn the client's fault into our error.
 */
export function clientKey(request: FastifyRequest): string {
  try {
    return addressKey(request.ip || request.socket?.remoteAddress || 'unknown');
  } catch {
    return 'unknown';
  }
}

/**
 * One address as a limit counts it. An IPv6 client gets a whole /64 (ISPs hand one to each
 * customer, so it could otherwise rotate through 2^64 addresses to reset every per-address limit);
 * an IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address; IPv4 stays as it is.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An IPv4 tail (…:1.2.3.4) stands for two groups; only the first four groups matter here.
  const width = (parts: string[]) => parts.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const front = groups(head);
  const all =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - width(front) - width(groups(tail))).fill('0'), ...groups(tail)];
  return `${all
    .slice(0, 4)
    .map((g) => (g.includes('.') ? g : g.replace(/^0+(?=.)/, '')))
    .join(':')}::/64`;
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig, db: Db): Promise<void> {
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  const store = databaseRateLimitStore(db, app.log);
  app.decorate('flushRateLimits', () => store.flush());
  // The last second's counts of batched limits, before the database closes.
  app.addHook('onClose', () => store.close());
  await app.register(rateLimit, {
    global: false,
    store,
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  });
  const enquiries = app.createRateLimit({
    name: 'enquiry',
    max: config.contactRateLimitPerMinute,
    timeWindow: 60_000,
  });
  app.decorate('spendEnquiry', async (request: FastifyRequest) => {
    const limit = await enquiries(request);
    // isAllowed means "on the allow list"; otherwise the count decides.
    return limit.isAllowed || !limit.isExceeded;
  });

  const checkOrigin = crossSiteCheck(config);
  app.addHook('onRequest', async (request) => {
    // Every state-changing request: API mutations, GETs that say so (logout), and forms posted to pages.
    // Not an API request with a bearer token: no browser adds that header on its own, so another
    // site's page cannot make one (the session plugin refuses one that also carries the cookie).
    const unsafe = !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
    if (unsafe && bearerToken(request) === null) await checkOrigin(request);
  });
}

/** A Host header that names a host (and port), nothing more. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The origin a request was sent to. With PUBLIC_URL set, always PUBLIC_URL's. Without it, the address
 * the browser opened: the Host header and the connection's scheme, or X-Forwarded-Host and
 * X-Forwarded-Proto when a hop that TRUST_PROXY trusts sent them (Fastify's request.host and
 * request.protocol). Null when that is not a host.
 */
export function requestOrigin(config: AppConfig): (request: FastifyRequest) => string | null {
  const configured = new URL(config.publicUrl).origin;
  if (config.publicUrlSet) return () => configured;
  return (request) => {
    const host = request.host;
    return HOST.test(host) ? new URL(`${request.protocol}://${host}`).origin : null;
  };
}

/**
 * Why a request looks sent by another site's page, or null when it does not. Browsers say where a
 * request comes from: Sec-Fetch-Site, and `origin` (the Origin header a POST carries; for an image,
 * which carries none, its Referer's origin); a request with neither was not sent by another site's
 * page in a current browser. With PUBLIC_URL set, `origin` must be its origin, and Host and
 * X-Forwarded-Host play no part. Without it, `origin` must be the address the request was sent to
 * (requestOrigin), or the browser must say same-origin: another site's page cannot choose the Host
 * its request goes to.
 */
export function crossSiteSender(
  config: AppConfig,
): (
  request: FastifyRequest,
  origin: string | undefined,
) => { reason: string; expected: string | null } | null {
  const ownOrigin = requestOrigin(config);
  return (request, origin) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none')
      return { reason: `Sec-Fetch-Site is ${site.slice(0, 20)}`, expected: ownOrigin(request) };
    if (origin === undefined) return null;
    const expected = ownOrigin(request);
    if (origin === expected) return null;
    if (config.publicUrlSet)
      return {
        reason: `Origin ${origin.slice(0, 200)} is not PUBLIC_URL's origin ${expected} (if visitors open the site at that address, set PUBLIC_URL to it)`,
        expected,
      };
    if (site !== 'same-origin')
      return {
        reason: `Origin ${origin.slice(0, 200)} is not the address the request was sent to`,
        expected,
      };
    return null;
  };
}

/**
 * Refuses a request another site's page made the browser send (403; crossSiteSender). A refusal is
 * logged with the origin that was expected, so that a PUBLIC_URL that differs from the address
 * visitors use shows up in the log.
 */
export function crossSiteCheck(config: AppConfig): (request: FastifyRequest) => Promise<void> {
  const crossSite = crossSiteSender(config);
  // A route hook: async, so Fastify waits for it and routes what it throws to the error handler.
  return async (request) => {
    const origin = request.headers.origin;
    const found = crossSite(request, origin);
    if (!found) return;
    request.log.warn(
      {
        origin: origin?.slice(0, 200),
        secFetchSite: request.headers['sec-fetch-site'],
        expected: found.expected,
      },
      `cross-site request refused: ${found.reason}`,
    );
    throw new HttpError(403, 'Cross-site request refused.');
  };
}
