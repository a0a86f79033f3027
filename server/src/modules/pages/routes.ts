/**
 * The web app's pages, rendered on the server by React Router (framework mode) from the built app in
 * WEB_DIST_DIR: `client/` holds the browser files, `server/index.js` the server build. Every path no
 * API or file route took comes here: React Router matches it, runs the route loaders (with the
 * services of site-services.ts) and renders the page, or answers its 404.
 *
 * Anonymous GETs are answered from a cache of ready bytes (page-cache.ts) with ETag/304, keyed by
 * the path and the query parameters pages read (page-key.ts): a made-up session cookie or a tracking
 * parameter gets the cached page. Only a valid session (the auth plugin resolved `request.user`) is
 * rendered for its user, uncached. Renders for anonymous visitors are limited per process
 * (render-limit.ts); beyond the limit a stale copy is served, or 503 with Retry-After.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { PAGE, UNCACHED_PAGES, type User } from '@vyoma/contract';
import { localPath } from '@vyoma/contract/language-rules';
import { type Language, splitLangPath } from '@vyoma/contract/languages';
import { refusalBodyIn } from '@vyoma/contract/refusals';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { AppContext } from '../../context.ts';
import { TAG } from '../../db/change-feed.ts';
import { PRIVATE_NO_STORE, shareWithCdn } from '../../plugins/cdn.ts';
import { touches } from '../../plugins/content-changes.ts';
import { cspDirectives, inlineScriptHashes, serializeCsp } from '../../plugins/csp.ts';
import { requestOrigin } from '../../plugins/security.ts';
import { spendEnquiryBudget } from '../contact/index.ts';
import { isLivePage } from '../redirects/index.ts';
import { readSettings } from '../settings/index.ts';
import { viteDevHandler } from './dev.ts';
import { loadCodeAfterFirstPaint } from './first-paint.ts';
import { PAGE_POSTS, type PagePost, refusal } from './form-posts.ts';
import { type HandlerFor, perBasename } from './handlers.ts';
import { movedTo } from './moved.ts';
import { type PageCache as Cache, matchesEtag, PageCache, type PageEntry } from './page-cache.ts';
import { pageKey } from './page-key.ts';
import { RenderLimit, type RenderLimitOptions } from './render-limit.ts';
import { siteServicesFactory } from './site-services.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';
/** A moved post may move again (its slug edited once more): browsers keep the 301 for a day at most. */
const MOVED_CACHE = 'public, max-age=86400';
/** A staff redirect can be deleted again: browsers keep it for an hour at most. */
const REDIRECT_CACHE = 'public, max-age=3600';
/** Form posts to pages are small (the contact form); anything larger is refused with 413. */
const FORM_BODY_LIMIT = 64 * 1024;
const FORM = 'application/x-www-form-urlencoded';
/** Paths that belong to the API and the file routes: never a page, even when unknown. */
const NOT_A_PAGE = /^\/(api|uploads|assets)(\/|$)/;
/**
 * A preview link's page (docs/decisions/0044), and its `.data`: rendered for every request, never
 * kept in the page cache or by the browser, never indexed, sending no Referer (the token is in the
 * path), and never noted in the 404 log (a revoked token is nobody's broken link).
 */
const PREVIEW_PREFIX = PAGE.preview('').toLowerCase();
const isPreviewPath = (pathname: string) => pathname.toLowerCase().startsWith(PREVIEW_PREFIX);
const isCanvasPath = (url: string) => url.split('?')[0]!.toLowerCase() === PAGE.canvas;
const PREVIEW_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
};
/**
 * Anonymous renders per process (render-limit.ts): at most four at once (on PostgreSQL they overlap
 * while waiting for the database), at most one started per turn of the event loop, and up to 32
 * requests wait up to a second for their turn. A render takes 15–25 ms, so the 32 are served within
 * the second; more than that is a flood, refused at once.
 */
export const RENDER_LIMIT: RenderLimitOptions = { max: 4, waitMs: 1000, maxWaiting: 32 };
const BUSY_TEXT = 'The site is busy right now. Please try again in a moment.';

interface Rendered {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** What the page shows: the tags its loaders' services noted (site-services.ts). */
  shown: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Resolve the session cookie to `request.user` (API routes always do). */
    session?: boolean;
  }
}

/**
 * One build serves every language: the handler made with a language's prefix as its basename matches
 * `/hi/cart` as `/cart` and prints every link as `/hi/…` (decision 0063 §1.5). Made on first need.
 */
async function productionHandler(serverEntry: string): Promise<HandlerFor> {
  // Loaded here, not at the top: React picks its build from NODE_ENV when it first loads.
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return perBasename((basename) =>
    createRequestHandler(basename ? { ...build, basename } : build, 'production'),
  );
}

/**
 * React Router's route manifest (lazy route discovery: `/__manifest?paths=…&version=…`): it answers
 * from its own parameters without loaders, so it is neither cached nor limited.
 */
const MANIFEST_PATH = '/__manifest';

/** Paths that are never a page in another language: the admin, previews and the editor's frame. */
const DEFAULT_LANGUAGE_ONLY = /^\/(admin|preview)(\/|$)/i;
/** A first path segment that may be a language's prefix (languages.ts LANGUAGE_CODE). */
const MAY_HAVE_PREFIX = /^\/[a-z]{2,3}(\/|$)/;

/**
 * Pages whose content follows free text in the URL (search, contract UNCACHED_PAGES): one cache entry
 * per made-up query would be a flood vector, so each request is rendered within the render limit.
 * Their React Router data requests (`/search.data?…`) too; paths match ignoring case, as routes do.
 */
const UNCACHED = new Set(UNCACHED_PAGES.map((p) => p.toLowerCase()));
const isUncachedPage = (pathname: string) => UNCACHED.has(pathname.toLowerCase().replace(/\.data$/, ''));

export interface PageOptions {
  /** Render from the web app's sources through Vite's dev server (npm run dev). */
  dev?: boolean;
  /** Tests: other render limits than RENDER_LIMIT, or a limit of their own (to take its turns). */
  renderLimit?: Partial<RenderLimitOptions> | RenderLimit;
}

export async function pageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: PageOptions = {},
): Promise<void> {
  const { config } = ctx;
  app.decorateRequest('postedForm', null);
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

  const handlerFor = options.dev ? await viteDevHandler(app) : await productionHandler(serverEntry);
  const servicesFor = siteServicesFactory(app, ctx);

  // The site's languages as the settings list them, read again after a change to the settings (the
  // same change drops every cached page, so no page of a language just hidden is kept).
  let languagesRead: Promise<readonly Language[]> | null = null;
  const languages = () => {
    languagesRead ??= readSettings(ctx.db).then(
      (settings) => settings.languages,
      (error: unknown) => {
        languagesRead = null;
        throw error;
      },
    );
    return languagesRead;
  };
  ctx.content.onChange((change) => {
    if (change.all || change.tags.has(TAG.settings)) languagesRead = null;
  });
  /**
   * The language a path is in, and the path without its prefix: a public language's (not the
   * default's) whose code is the first segment; anything else is the default language's, as it is.
   */
  async function languageOf(pathname: string): Promise<{ lang: Language | null; path: string }> {
    if (!MAY_HAVE_PREFIX.test(pathname)) return { lang: null, path: pathname };
    const shown = (await languages()).slice(1).filter((l) => l.public);
    const split = splitLangPath(
      pathname,
      shown.map((l) => l.code),
    );
    const lang = shown.find((l) => l.code === split.lang);
    if (!lang || DEFAULT_LANGUAGE_ONLY.test(split.path)) return { lang: null, path: pathname };
    return { lang, path: split.path };
  }
  const fallbackOrigin = new URL(config.publicUrl).origin;
  /** A 301 browsers may keep, which a CDN must not (no tag could purge it). */
  const notShared = (cacheControl: string) =>
    config.cdn.maxAge > 0 ? `${cacheControl}, s-maxage=0` : cacheControl;
  const originOf = requestOrigin(config);
  // Pages may show a Turnstile or hCaptcha challenge in their forms (CAPTCHA_PROVIDER).
  const baseDirectives = cspDirectives(config.publicUrl.startsWith('https:'), config.captcha?.provider);
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
  // A change drops the pages that show what it touched, before a mutation's answer leaves.
  if (cache) ctx.content.onChange((change) => cache.drop((shown) => touches(change, shown)));
  /** Concurrent first requests for one key share a single render (null: no turn was had). */
  const inflight = new Map<string, Promise<Rendered | null>>();
  const renders =
    options.renderLimit instanceof RenderLimit
      ? options.renderLimit
      : new RenderLimit({ ...RENDER_LIMIT, ...options.renderLimit });

  /**
   * Renders `target` (a path and query) for the request's visitor. `answered`: a form with files was
   * read and answered already (form-posts.ts); the page's action gets an empty form and reads the
   * answer from SiteServices.postedForm.
   */
  async function render(
    request: FastifyRequest,
    target: string,
    user: User | null,
    answered = false,
    lang: Language | null = null,
  ): Promise<Rendered> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      if (answered && (name === 'content-type' || name === 'content-length')) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    let body: Buffer | undefined;
    if (answered) body = Buffer.alloc(0);
    else if (request.method === 'POST') {
      // Only forms get here (the parser below); a post without a body is an empty form, so a page's
      // action answers it like any incomplete form instead of failing to read it.
      body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!headers.has('content-type')) headers.set('content-type', FORM);
    }
    // Always a path on our origin (`//evil.example/x` is a path here): PUBLIC_URL's, or (unset) the
    // address the request was sent to. React Router builds redirects from it and checks a form's
    // Origin against it.
    const origin = originOf(request) ?? fallbackOrigin;
    const url = new URL(`${origin}${target.startsWith('/') ? target : '/'}`);
    // HEAD is rendered as GET so its headers are the page's (Fastify drops the body).
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const shown = new Set<string>();
    const response = await handlerFor(lang ? `/${lang.code}` : '')(
      new Request(url, { method, headers, body }),
      {
        site: servicesFor(request, user, shown, lang ?? undefined),
        // A document's render takes the HTML inside a block page's static blocks from here rather than
        // from the loader's data (web/src/blocks/static-html.ts); in-app navigation's `.data` carries it.
        staticHtml: url.pathname.endsWith('.data') ? null : new Map<string, string>(),
      },
    );
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
    return { status: response.status, headers: out, body: bytes, shown };
  }

  function send(reply: FastifyReply, rendered: Rendered) {
    // The 404 log (modules/redirects): page reads only (the API and files never get here).
    const { request } = reply;
    if (rendered.status === 404 && (request.method === 'GET' || request.method === 'HEAD')) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (!pathname.endsWith(MANIFEST_PATH)) ctx.redirects.noteNotFound(pathname, request.headers.referer);
    }
    return reply.status(rendered.status).headers(rendered.headers).send(rendered.body);
  }

  /** The limit is full and there is no copy to fall back on. */
  function busy(reply: FastifyReply) {
    return reply
      .status(503)
      .header('Retry-After', '1')
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(BUSY_TEXT);
  }

  /**
   * An anonymous render within the limit; null when no turn came. With a stale copy to serve instead
   * it does not wait: a slightly old page now beats the same page in a second.
   */
  async function limitedRender(
    request: FastifyRequest,
    target: string,
    canWait: boolean,
    answered = false,
    lang: Language | null = null,
  ) {
    const release = canWait ? await renders.acquire() : renders.tryAcquire();
    if (!release) return null;
    try {
      return await render(request, target, null, answered, lang);
    } finally {
      release();
    }
  }

  function sendEntry(
    request: FastifyRequest,
    reply: FastifyReply,
    cached: Cache,
    key: string,
    entry: PageEntry,
    source?: 'hit' | 'stale',
  ) {
    reply.headers(entry.headers).header('ETag', entry.etag);
    if (source) reply.header('X-Cache', source);
    // A CDN may keep what this process keeps as current (never a stale stand-in).
    if (source !== 'stale') shareWithCdn(reply, config.cdn.maxAge, entry.tags);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
    const { body, encoding } = cached.encoded(key, entry, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.status(entry.status).send(body);
  }

  /**
   * The language of a version's preview link (`/hi/preview/{token}`): any of the settings' other
   * languages, shown to visitors or not (staff preview a translation before switching it on).
   */
  async function previewLanguageOf(pathname: string): Promise<Language | null> {
    if (!MAY_HAVE_PREFIX.test(pathname)) return null;
    const others = (await languages()).slice(1);
    const split = splitLangPath(
      pathname,
      others.map((l) => l.code),
    );
    if (!split.lang || !isPreviewPath(split.path)) return null;
    return others.find((l) => l.code === split.lang) ?? null;
  }

  /** A preview page: its own render each time (limited like any anonymous one), never cached. */
  async function preview(request: FastifyRequest, reply: FastifyReply, lang: Language | null = null) {
    const rendered = request.user
      ? await render(request, request.url, request.user, false, lang)
      : await limitedRender(request, request.url, true, false, lang);
    if (!rendered) return busy(reply);
    const headers: Record<string, string> = { ...rendered.headers, ...PREVIEW_HEADERS };
    // The page editor's frame is the one page the site's own pages may frame (the admin's editor).
    const csp = headers['content-security-policy'];
    if (isCanvasPath(request.url) && rendered.status === 200 && csp)
      headers['content-security-policy'] = csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
    return reply.status(rendered.status).headers(headers).send(rendered.body);
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if (NOT_A_PAGE.test(pathname)) return reply.callNotFound();
    if (isPreviewPath(pathname)) return preview(request, reply);
    const previewIn = await previewLanguageOf(pathname);
    if (previewIn) return preview(request, reply, previewIn);
    // Pages change with every deploy and content edit: browsers revalidate (cheap with the ETag).
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Encoding');

    // An old address of a post or product: 301 to where it lives now (moved.ts). A page in the
    // cache rendered, so it is no old address: hits cost no query.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && (request.user || !cache?.get(pageKey(request.url)))) {
      // In another language, its own old addresses, under its prefix.
      const { lang, path: unprefixed } = await languageOf(pathname);
      const moved = lang
        ? await movedTo(ctx.db, unprefixed + request.url.slice(pathname.length), lang.code).then(
            (to) => to && localPath(lang.code, to),
          )
        : await movedTo(ctx.db, request.url);
      if (moved)
        return reply
          .status(301)
          .header('Location', moved)
          .header('Cache-Control', notShared(MOVED_CACHE))
          .send();
      // A redirect staff added (an in-memory map; a page published at its address since wins).
      const redirect = await ctx.redirects.match(request.url, (p) => isLivePage(ctx.db, p));
      if (redirect)
        return reply
          .status(301)
          .header('Location', redirect)
          .header('Cache-Control', notShared(REDIRECT_CACHE))
          .send();
    }

    // Taken before anything the render depends on is read (the languages below, the page's data): a
    // change to any of them while this request runs keeps its page out of the cache.
    const generation = ctx.content.generation;
    // A page in another language (issue 36): its home is `/hi`, without the slash.
    const { lang, path: inner } = await languageOf(pathname);
    if (lang && pathname === `/${lang.code}/` && isRead)
      return reply
        .status(301)
        .header('Location', `/${lang.code}${request.url.slice(pathname.length)}`)
        .header('Cache-Control', notShared(REDIRECT_CACHE))
        .send();

    // A signed-in user's pages are their own (an admin is sent on to the admin screens), and staff
    // are never kept waiting behind anonymous renders. A cookie alone proves nothing.
    if (request.user) {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return send(reply, await render(request, request.url, request.user, false, lang));
    }
    if (inner === MANIFEST_PATH) return send(reply, await render(request, request.url, null, false, lang));
    // A form's answer is for the one who sent it.
    if (request.method === 'POST') reply.header('Cache-Control', PRIVATE_NO_STORE);
    if (!cache || request.method === 'POST' || isUncachedPage(inner)) {
      const rendered = await limitedRender(request, request.url, true, false, lang);
      return rendered ? send(reply, rendered) : busy(reply);
    }

    const key = pageKey(request.url);
    const entry = cache.get(key);
    if (entry) return sendEntry(request, reply, cache, key, entry, 'hit');
    // A stale copy stands in only while this process hears every change (its content is still public).
    const stale = ctx.content.live ? cache.getStale(key) : undefined;
    let pending = inflight.get(key);
    if (!pending) {
      pending = limitedRender(request, key, !stale, false, lang).finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    const rendered = await pending;
    if (!rendered) return stale ? sendEntry(request, reply, cache, key, stale, 'stale') : busy(reply);
    // Only complete pages are kept, and only if no content changed while they rendered. A page that
    // now answers anything else (404, 410, a redirect) loses its old copy: it never stands in again.
    if (rendered.status !== 200) cache.delete(key);
    if (rendered.status !== 200 || generation !== ctx.content.generation) return send(reply, rendered);
    const fresh =
      cache.get(key) ?? cache.set(key, rendered.status, rendered.headers, rendered.body, rendered.shown);
    return sendEntry(request, reply, cache, key, fresh);
  }

  await app.register(async (scope) => {
    // Forms posted to pages (the contact form without JavaScript) reach React Router as raw bytes.
    // Nothing else is a form our pages read: any other body (JSON, text, multipart) is refused here
    // with 400 like the API's, never handed to an action that cannot read it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      FORM,
      { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    for (const url of ['/', '/*']) {
      // A page's form only sends an enquiry: it changes no public content (keepsContent).
      scope.route({ method: ['GET', 'POST'], url, config: { session: true, keepsContent: true }, handler });
    }
  });

  // Forms with files posted without JavaScript (form-posts.ts): read with the API's limits and
  // answered by its services, then shown on the page they belong to, refusals included.
  const slugOf = (request: FastifyRequest) => String((request.params as { slug?: unknown }).slug ?? '');
  async function answer(post: PagePost, request: FastifyRequest, reply: FastifyReply, lang: Language | null) {
    // A language's handler takes its pages by their addresses there, prefix and all.
    const target = localPath(lang?.code, post.page(slugOf(request)));
    const rendered = request.user
      ? await render(request, target, request.user, true, lang)
      : await limitedRender(request, target, true, true, lang);
    if (!rendered) return busy(reply);
    reply.header('Cache-Control', 'no-store');
    return send(reply, rendered);
  }
  /** The language a post's address is in (`/hi/careers/…/apply`), when the site shows it; else null. */
  async function postLanguage(request: FastifyRequest): Promise<Language | null> {
    const code = String((request.params as { lang?: unknown }).lang ?? '');
    return (await languages()).slice(1).find((l) => l.public && l.code === code) ?? null;
  }
  /**
   * A post's route: at its address, or (`inLanguage`) under a shown language's prefix (issue 36),
   * where its URL name is the version's, the page answering is that language's and a refusal is in
   * its words.
   */
  function postRoute(post: PagePost, inLanguage: boolean) {
    const languageOf = async (request: FastifyRequest) => (inLanguage ? await postLanguage(request) : null);
    /** The item posted to: under a language, the one its URL name there names (null: none public there). */
    const keyOf = (request: FastifyRequest, lang: Language | null) =>
      lang ? post.itemIn!(ctx, slugOf(request), lang.code) : Promise.resolve(slugOf(request));
    app.route({
      method: 'POST',
      url: inLanguage ? `/:lang${post.url}` : post.url,
      // The form's validation problems are the page's to show, not a JSON error.
      attachValidation: true,
      config: { session: true, keepsContent: true },
      // The same per-address budget as the API's door to the same form.
      onRequest: spendEnquiryBudget(app),
      schema: { consumes: ['multipart/form-data'], body: post.body },
      errorHandler: async (error, request, reply) => {
        const lang = await languageOf(request);
        if (inLanguage && (!lang || (await keyOf(request, lang)) === null)) return reply.callNotFound();
        const outcome = refusal(post, error, request);
        if (!outcome) throw error;
        request.postedForm = lang ? refusalBodyIn(lang.code, outcome) : outcome;
        return answer(post, request, reply, lang);
      },
      handler: async (request, reply) => {
        const lang = await languageOf(request);
        const key = await keyOf(request, lang);
        if (inLanguage && (!lang || key === null)) return reply.callNotFound();
        if (request.validationError) throw request.validationError;
        request.postedForm = await post.accept(ctx, request, originOf(request), key!, lang?.code ?? null);
        return answer(post, request, reply, lang);
      },
    });
  }
  for (const post of PAGE_POSTS) {
    postRoute(post, false);
    if (post.itemIn) postRoute(post, true);
    // The address a refused or answered post leaves in the address bar: back to its page's form.
    if (post.url.endsWith('/apply')) {
      app.get(post.url, async (request, reply) =>
        reply
          .status(303)
          .header('Location', `${post.page(slugOf(request))}#apply`)
          .send(),
      );
      if (post.itemIn)
        app.get(`/:lang${post.url}`, async (request, reply) => {
          const lang = await postLanguage(request);
          if (!lang) return reply.callNotFound();
          return reply
            .status(303)
            .header('Location', `${encodeURI(localPath(lang.code, post.page(slugOf(request))))}#apply`)
            .send();
        });
    }
  }
}
