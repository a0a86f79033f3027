/**
 * Security headers, compression, rate limiting (routes opt in with `config.rateLimit`; enquiries share
 * one budget, `app.spendEnquiry`) and the cross-site request check (every mutation, and GETs that
 * declare `config.changesState`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../http-error.ts';
import { cspDirectives } from './csp.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const TOO_MANY_ENQUIRIES =
  'You have sent several messages in a short time. Please try again in a minute.';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one enquiry from this request's address; false once the address has sent
     * CONTACT_RATE_LIMIT_PER_MINUTE in the minute. One budget for POST /api/v1/contact and the
     * contact page's form posted without JavaScript, so the two doors do not double it.
     */
    spendEnquiry(request: FastifyRequest): Promise<boolean>;
  }
}

/**
 * helmet's headers depend only on its options, so they are computed once here and set on every
 * response (building them per request cost a cached read about a tenth of its CPU). A route that
 * needs another policy sets its own header: reply.header() replaces these.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
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

/** The security headers on every response; registered first of all hooks (app.ts). */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const https = config.publicUrl.startsWith('https:');
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(https) },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
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
    return request.ip || request.socket?.remoteAddress || 'unknown';
  } catch {
    return 'unknown';
  }
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  });
  const enquiries = app.createRateLimit({ max: config.contactRateLimitPerMinute, timeWindow: 60_000 });
  app.decorate('spendEnquiry', async (request: FastifyRequest) => {
    const limit = await enquiries(request);
    // isAllowed means "on the allow list"; otherwise the count decides.
    return limit.isAllowed || !limit.isExceeded;
  });

  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    // Every state-changing request: API mutations, GETs that say so (logout), and forms posted to pages.
    const unsafe = !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
    if (!unsafe) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, 'Cross-site request refused.');
    }
    // Compared with PUBLIC_URL only: Host and X-Forwarded-Host are written by the client.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin) {
      throw new HttpError(403, 'Cross-site request refused.');
    }
  });
}
