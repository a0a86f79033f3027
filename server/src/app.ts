/**
 * buildApp(config): opens (and migrates, bootstraps, seeds) the database and returns the whole
 * Fastify instance. Tests call it directly and use app.inject; main.ts adds listen and signals.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '@vyoma/contract';
import type { ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { MENU_SEEDS, PAGE_SEEDS } from '@vyoma/contract/page-seeds';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { changeSource, TAG } from './db/change-feed.ts';
import { type Database, openDatabase } from './db/client.ts';
import { acquireDataDirLock, type DataDirLock } from './db/lock.ts';
import { seedDemo } from './demo/index.ts';
import { FrontDoor } from './http/front-door.ts';
import { registerOpenApi } from './http/openapi.ts';
import { createSerializerCompiler, validatorCompiler } from './http/schemas.ts';
import { closeWhenBodyUnread } from './http/unread-body.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { twoFactorRoutes } from './modules/account/two-factor-routes.ts';
import { Analytics } from './modules/analytics/index.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { insertAudit } from './modules/audit/repository.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { ensureAdmin, type GeneratedAdmin, generatedAdminBox } from './modules/auth/bootstrap.ts';
import { RefusedSignIns } from './modules/auth/refusals.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { loadSecrets } from './modules/auth/secrets.ts';
import { sessionStore } from './modules/auth/sessions.ts';
import { backupRoutes } from './modules/backup/routes.ts';
import { blogRoutes } from './modules/blogs/routes.ts';
import { candidateRoutes } from './modules/candidates/routes.ts';
import { careerRoutes } from './modules/careers/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { CDN_PURGE, PurgeQueue, purgeSender } from './modules/cdn/index.ts';
import { enquiryMails } from './modules/contact/index.ts';
import { enquiryReportRoutes } from './modules/contact/report-routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import {
  contentTypeRoutes,
  ensureMenus,
  ensureSeededPages,
  registerContentType,
  reslugMigratedFallbacks,
} from './modules/content/index.ts';
import { feedRoutes } from './modules/feeds/routes.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { LEGAL_DEFAULTS } from './modules/legal/defaults.ts';
import { ensureLegalPages } from './modules/legal/index.ts';
import { legalRoutes } from './modules/legal/routes.ts';
import { registerMail } from './modules/mail/index.ts';
import { mediaLibraryRoutes } from './modules/media/library-routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { MediaService } from './modules/media/service.ts';
import { servedMediaDir } from './modules/media/store.ts';
import { Outbox } from './modules/outbox/index.ts';
import { type PageOptions, pageRoutes } from './modules/pages/routes.ts';
import { presenceRoutes } from './modules/presence/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { type RedirectLimits, RedirectService } from './modules/redirects/index.ts';
import { redirectRoutes } from './modules/redirects/routes.ts';
import { scheduleRoutes } from './modules/schedule/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { secondSectionRoutes } from './modules/second-sections/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { tokenStore } from './modules/tokens/index.ts';
import { tokenRoutes } from './modules/tokens/routes.ts';
import { registerWebhookKicks, registerWebhooks } from './modules/webhooks/index.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { registerAudit } from './plugins/audit.ts';
import { registerAuth, sessionCookieName } from './plugins/auth.ts';
import { ContentEvents, registerContentChanges, touches } from './plugins/content-changes.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import { registerSecurity, registerSecurityHeaders, securityHeaders } from './plugins/security.ts';
import { registerUploads } from './plugins/uploads.ts';
import { type Scheduler, type SchedulerOptions, startScheduler } from './scheduler.ts';
import {
  loggerOptions,
  RequestLog,
  requestLogger,
  serverTimeouts,
  trustProxyOption,
} from './server-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context (config, database, media), for tests and tooling. */
    vyoma: AppContext;
    /** Housekeeping jobs (scheduler.ts); tests call runNow. */
    scheduler: Scheduler;
  }
}

export interface BuildOptions {
  /** An already opened database (tests); buildApp then owns it and closes it with the app. */
  database?: Database;
  /** Keep the embedded database in memory instead of DATA_DIR/db (tests). */
  inMemory?: boolean;
  /** Pino options, or false for silence. Default: JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Render pages from the web sources through Vite (npm run dev). */
  webDev?: boolean;
  /** Scheduler options (tests: { manual: true }). */
  scheduler?: SchedulerOptions;
  /** Where the one-time generated admin password goes. Default: stdout. */
  onGeneratedAdmin?: (admin: GeneratedAdmin, notice: string) => void;
  /** Parse every answer with its response schema before sending it (tests): a mismatch is a 500. */
  checkResponses?: boolean;
  /** Called for every route as it is registered (the OpenAPI test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests: other limits on concurrent page renders than the default, or a limit of their own (modules/pages). */
  renderLimit?: PageOptions['renderLimit'];
  /** Tests: other caps on the 404 log than REDIRECT_LIMITS (modules/redirects). */
  redirectLimits?: Partial<RedirectLimits>;
  /** Tests: fewer URLs per sitemap file than SITEMAP_FILE_URLS (modules/site). */
  sitemapFileUrls?: number;
  /**
   * Tests: the clock of visit analytics (which day a view falls on, its salt) and of the scheduler's
   * runs, so a test can move to the next day without waiting. Default: the system clock.
   */
  now?: () => Date;
  /**
   * Content types declared outside the built-in list (a test's fixture type): each gets the generic
   * API, revisions, search and the rest from its declaration. Their tables must exist already.
   */
  contentTypes?: ContentTypeDeclaration[];
}

/** What the redirects' in-memory map shows. */
const REDIRECTS_SHOWN: ReadonlySet<string> = new Set([TAG.redirects]);
/** What the analytics switch reads. */
const SETTINGS_SHOWN: ReadonlySet<string> = new Set([TAG.settings]);

/** The API's modules, registered together under API_PREFIX. */
const API_MODULES = [
  authRoutes,
  categoryRoutes,
  productRoutes,
  blogRoutes,
  contactRoutes,
  enquiryReportRoutes,
  secondSectionRoutes,
  settingsRoutes,
  mediaLibraryRoutes,
  careerRoutes,
  legalRoutes,
  backupRoutes,
  accountRoutes,
  twoFactorRoutes,
  staffRoutes,
  auditRoutes,
  scheduleRoutes,
  redirectRoutes,
  seoRoutes,
  presenceRoutes,
  searchRoutes,
  tokenRoutes,
  webhookRoutes,
  candidateRoutes,
  formRoutes,
  analyticsRoutes,
  contentTypeRoutes,
];

/** JSON bodies are small; uploads go through multipart with their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  mkdirSync(config.dataDir, { recursive: true });
  const addedTypes = (options.contentTypes ?? []).map((type) => registerContentType(type));
  const uploadsDir = servedMediaDir(config);
  mkdirSync(uploadsDir, { recursive: true });

  const timeouts = serverTimeouts(config);
  // Anonymous cached reads are answered there, before Fastify (the public read cache sets it up).
  const front = new FrontDoor(timeouts);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // A hop count or a list of proxy addresses; never `true` (see config.ts parseTrustProxy).
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: 200 },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // One line per request instead of Fastify's two, its logger made when it writes (server-options.ts).
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
    ...timeouts,
    serverFactory: front.serverFactory,
  });
  app.server.maxConnections = config.maxConnections;

  let lock: DataDirLock | null = null;
  let database: Database | undefined = options.database;
  try {
    if (!database) {
      const embedded = !config.databaseUrl && !options.inMemory;
      if (embedded) lock = acquireDataDirLock(config.dataDir);
      database = await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: embedded ? path.join(config.dataDir, 'db') : null,
      });
    }
    const db = database.db;
    const media = new MediaService(db, config.mediaStore, uploadsDir, app.log);
    // On PostgreSQL each process hears the others' changes (CHANGE_FEED); the embedded database has one.
    const content = new ContentEvents(changeSource(database), {
      poll: database.kind === 'postgres' && config.changeFeed === 'poll',
      onError: (err, what) => app.log.warn({ err }, `change feed: ${what}`),
    });
    const outbox = new Outbox(db, app.log);
    registerMail(outbox, db, config.mail);
    // CDN_PURGE_URL: every change's tags are POSTed there, through the outbox (modules/cdn).
    const { purgeUrl } = config.cdn;
    if (purgeUrl) outbox.register(CDN_PURGE, purgeSender({ ...config.cdn, purgeUrl }));

    const started = Date.now();
    const { generated, secrets } = await database.withStartupLock(async () => {
      await database!.migrate();
      await reslugMigratedFallbacks(db);
      const secrets = await loadSecrets(db, config.authSecret);
      const admin = await ensureAdmin(db, config, app.log);
      if (config.seedDemo) await seedDemo(db, media, app.log, config.seedCacheDir);
      // Demo or not, a site has its three legal pages (a site from before issue 19 gets them once).
      const legal = await ensureLegalPages(db, LEGAL_DEFAULTS);
      if (legal.length > 0) app.log.info({ pages: legal }, 'added the legal pages');
      // The pages of the site that were code become pages staff edit, each once (issue 35).
      const seeded = await ensureSeededPages(db, PAGE_SEEDS, app.log);
      if (seeded.length > 0) app.log.info({ pages: seeded }, 'added the site’s own pages');
      // Then the menus, whose links name those pages (issue 35).
      const menus = await ensureMenus(db, MENU_SEEDS, app.log);
      if (menus.length > 0) app.log.info({ menus }, 'added the site’s menus');
      return { generated: admin, secrets };
    });
    await content.start();
    // Stopped before the database closes (the main onClose hook below), or here if start-up fails.
    app.addHook('onClose', () => content.stop());
    const refusedSignIns = new RefusedSignIns();
    // Another process's change reaches this one through the change feed; PUBLIC_CACHE_SECONDS stays
    // the safety net on PostgreSQL, as for the other caches.
    const redirects = new RedirectService(
      db,
      { ttlMs: config.databaseUrl ? config.publicCacheSeconds * 1000 : 0, ...options.redirectLimits },
      app.log,
    );
    content.onChange((change) => {
      if (touches(change, REDIRECTS_SHOWN)) redirects.markStale();
    });
    const cdnPurges = purgeUrl ? new PurgeQueue(database, outbox, app.log) : null;
    if (cdnPurges) {
      await cdnPurges.start();
      content.onChange(() => void cdnPurges.run());
    }
    const now = options.now ?? (() => new Date());
    const analytics = new Analytics(database, config, app.log, now);
    // The site settings' switch: read again when the settings change, in any process.
    content.onChange((change) => {
      if (touches(change, SETTINGS_SHOWN)) void analytics.readSwitch();
    });
    await analytics.readSwitch();
    const ctx: AppContext = {
      cdnPurges,
      config,
      database,
      db,
      media,
      uploadsDir,
      content,
      outbox,
      secrets,
      refusedSignIns,
      redirects,
      sessions: sessionStore(db, config.require2fa),
      tokens: tokenStore(db),
      writeAudit: (record) => insertAudit(db, record),
      analytics,
      now,
    };
    app.log.info({ ms: Date.now() - started, database: database.kind }, 'database ready');
    // The embedded database has one process: messages claimed by a killed predecessor are due at once.
    if (database.kind === 'pglite') await outbox.releaseClaims();
    if (!enquiryMails(config.mail).enabled)
      app.log.info(
        config.mail.smtpUrl
          ? 'enquiry notifications off: NOTIFY_EMAILS is empty'
          : 'enquiry notifications off: no SMTP_URL',
      );
    if (generated) {
      const notice = generatedAdminBox(generated, config.publicUrl);
      (options.onGeneratedAdmin ?? ((_a, n) => process.stdout.write(`\n${n}\n\n`)))(generated, notice);
    }

    registerWebhooks(outbox, { db, config, secrets });

    app.decorate('vyoma', ctx);
    if (options.onRoute) app.addHook('onRoute', options.onRoute);
    // Routes declare their requests and answers with the contract's zod schemas (http/schemas.ts).
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(createSerializerCompiler({ check: options.checkResponses ?? false }));
    registerErrorHandler(app);
    closeWhenBodyUnread(app);
    // Hook order matters: an anonymous cached public read is answered first, whole (with the
    // security headers), before cookies, sessions and cross-site checks run (they are the same for
    // every visitor); then the security headers go on everything else.
    registerPublicCache(app, {
      ttlSeconds: config.publicCacheSeconds,
      content,
      cdnMaxAge: config.cdn.maxAge,
      headers: securityHeaders(config),
      front,
    });
    registerSecurityHeaders(app, config);
    await registerSecurity(app, config, db);
    await registerUploads(app);
    registerAuth(app, ctx);
    registerAudit(app, ctx);
    registerContentChanges(app, content);
    registerWebhookKicks(app, outbox);
    await registerOpenApi(app, config, sessionCookieName(config.publicUrl));

    await app.register(
      async (api) => {
        for (const routes of API_MODULES) await api.register(routes, { ctx });
      },
      { prefix: API_PREFIX },
    );
    await mediaRoutes(app, ctx);
    await siteRoutes(app, ctx, { sitemapFileUrls: options.sitemapFileUrls });
    await feedRoutes(app, ctx);
    // Last: the pages answer every path no API or file route took.
    await pageRoutes(app, ctx, { dev: options.webDev, renderLimit: options.renderLimit });

    const scheduler = startScheduler(ctx, app.log, { now, ...options.scheduler });
    app.decorate('scheduler', scheduler);
    // What fell due while no process ran (scheduled posts) is live before the first answer.
    await scheduler.runAtStart();
    const db0 = database;
    app.addHook('onClose', async () => {
      await content.stop();
      cdnPurges?.stop();
      await outbox.stop();
      await scheduler.stop();
      // The last minute's refused sign-ins are written before the database closes.
      await refusedSignIns.flush(db).catch((err) => app.log.warn({ err }, 'refused sign-ins not audited'));
      await redirects.flush().catch((err) => app.log.warn({ err }, 'redirect hits and 404s not written'));
      // The page views of the last second, and their counts of batched limits, are written before
      // the database closes.
      await analytics.flush();
      await app.flushRateLimits();
      await db0.close();
      lock?.release();
      for (const type of addedTypes) type.release();
    });
    await app.ready();
    return app;
  } catch (err) {
    await app.close().catch(() => {});
    await database?.close().catch(() => {});
    lock?.release();
    for (const type of addedTypes) type.release();
    throw err;
  }
}
