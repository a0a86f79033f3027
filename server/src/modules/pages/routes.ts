/**
 * The web app's pages, rendered on the server by React Router (framework mode) from the built app in
 * WEB_DIST_DIR: `client/` holds the browser files, `server/index.js` the server build. Every path no
 * API or file route took comes here: React Router matches it, runs the route loaders (with the
 * services of site-services.ts) and renders the page, or answers its 404.
 *
 * Anonymous GETs are answered from a per-URL cache of ready bytes (page-cache.ts) with ETag/304.
 * Requests that carry a session cookie are rendered for their user and never cached.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { User } from '@vyoma/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { AppContext } from '../../context.ts';
import { sessionCookieName } from '../../plugins/auth.ts';
import { cspDirectives, inlineScriptHashes, serializeCsp } from '../../plugins/csp.ts';
import { requestOrigin } from '../../plugins/security.ts';
import { viteDevHandler } from './dev.ts';
import { loadCodeAfterFirstPaint } from './first-paint.ts';
import { type PageCache as Cache, matchesEtag, PageCache } from './page-cache.ts';
import { siteServicesFactory } from './site-services.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';
/** Form posts to pages are small (the contact form); anything larger is refused with 413. */
const FORM_BODY_LIMIT = 64 * 1024;
/** Paths that belong to the API and the file routes: never a page, even when unknown. */
const NOT_A_PAGE = /^\/(api|uploads|assets)(\/|$)/;

interface Rendered {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Resolve the session cookie to `request.user` (API routes always do). */
    session?: boolean;
  }
}

async function productionHandler(serverEntry: string) {
  // Loaded here, not at the top: React picks its build from NODE_ENV when it first loads.
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return createRequestHandler(build, 'production');
}

export interface PageOptions {
  /** Render from the web app's sources through Vite's dev server (npm run dev). */
  dev?: boolean;
}

export async function pageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: PageOptions = {},
): Promise<void> {
  const { config } = ctx;
  const clientDir = path.join(config.webDistDir, 'client');
  const serverEntry = path.join(config.webDistDir, 'server', 'index.js');
  if (!options.dev && !existsSync(serverEntry)) {
    app.get('/*', async (request, reply) =>
      NOT_A_PAGE.test(request.url.split('?')[0] ?? '/')
        ? reply.callNotFound()
        : reply
            .status(503)
            .type('text/plain; charset=utf-8')
            .header('Cache-Control', 'no-store')
            .send('The web app is not built yet: run npm run build'),
    );
    return;
  }

  // Browser files: content-hashed names under assets/ are cached forever, the rest for an hour.
  if (!options.dev)
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build wrote .br and .gz copies (web/scripts/precompress.ts): no compressing per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const rel = path.relative(clientDir, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : SHORT_CACHE);
      },
    });

  const handle = options.dev ? await viteDevHandler(app) : await productionHandler(serverEntry);
  const servicesFor = siteServicesFactory(app, ctx);
  const fallbackOrigin = new URL(config.publicUrl).origin;
  const originOf = requestOrigin(config);
  const cookieName = sessionCookieName(config.publicUrl);
  const baseDirectives = cspDirectives(config.publicUrl.startsWith('https:'));
  // Vite's hot reloading talks over a WebSocket of its own.
  const directives = options.dev
    ? { ...baseDirectives, connectSrc: [...(baseDirectives.connectSrc ?? []), 'ws:'] }
    : baseDirectives;

  // One process owns the embedded database, so its cache is only ever stale after a change it
  // saw itself; with PostgreSQL another process may have saved something, so entries expire.
  const ttlSeconds = options.dev
    ? 0
    : config.databaseUrl
      ? config.publicCacheSeconds
      : config.publicCacheSeconds > 0
        ? 3600
        : 0;
  const cache: Cache | null = ttlSeconds > 0 ? new PageCache(ttlSeconds * 1000) : null;
  if (cache) ctx.content.onChange(() => cache.clear());
  /** Concurrent first requests for one URL share a single render. */
  const inflight = new Map<string, Promise<Rendered>>();

  async function render(request: FastifyRequest, user: User | null): Promise<Rendered> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    const body = request.method === 'POST' && Buffer.isBuffer(request.body) ? request.body : undefined;
    // PUBLIC_URL's origin, or (unset) the address the request was sent to: React Router refuses a
    // form post whose Origin is not the origin of this URL.
    const url = new URL(request.url.startsWith('/') ? request.url : '/', originOf(request) ?? fallbackOrigin);
    // HEAD is rendered as GET so its headers are the page's (Fastify drops the body).
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const response = await handle(new Request(url, { method, headers, body }), {
      site: servicesFor(request, user),
    });
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      out[name] = value;
    });
    let bytes = Buffer.from(await response.arrayBuffer());
    if ((out['content-type'] ?? '').startsWith('text/html')) {
      const html = loadCodeAfterFirstPaint(bytes.toString('utf8'));
      bytes = Buffer.from(html);
      // Allow exactly the inline scripts this page carries.
      out['content-security-policy'] = serializeCsp({
        ...directives,
        scriptSrc: [...(directives.scriptSrc ?? []), ...inlineScriptHashes(html)],
      });
    }
    return { status: response.status, headers: out, body: bytes };
  }

  function send(reply: FastifyReply, rendered: Rendered) {
    return reply.status(rendered.status).headers(rendered.headers).send(rendered.body);
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if (NOT_A_PAGE.test(pathname)) return reply.callNotFound();
    // Pages change with every deploy and content edit: browsers revalidate (cheap with the ETag).
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Encoding');

    const signedIn = request.cookies[cookieName] !== undefined;
    if (!cache || signedIn || request.method === 'POST') {
      return send(reply, await render(request, request.user));
    }

    const key = request.url;
    let entry = cache.get(key);
    if (!entry) {
      const generation = ctx.content.generation;
      let pending = inflight.get(key);
      if (!pending) {
        pending = render(request, null).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      const rendered = await pending;
      // Only complete pages are kept, and only if no content changed while they rendered.
      if (rendered.status !== 200 || generation !== ctx.content.generation) return send(reply, rendered);
      entry = cache.get(key) ?? cache.set(key, rendered.status, rendered.headers, rendered.body);
    }
    reply.headers(entry.headers).header('ETag', entry.etag);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
    const { body, encoding } = cache.encoded(entry, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.status(entry.status).send(body);
  }

  await app.register(async (scope) => {
    // Forms posted to pages (the contact form without JavaScript) reach React Router as raw bytes.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    for (const url of ['/', '/*']) {
      // A page's form only sends an enquiry: it changes no public content (keepsContent).
      scope.route({ method: ['GET', 'POST'], url, config: { session: true, keepsContent: true }, handler });
    }
  });
}
