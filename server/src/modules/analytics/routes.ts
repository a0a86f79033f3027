/**
 * Visit analytics over HTTP (issue 27): the beacon (POST /events, JSON or the text/plain body
 * navigator.sendBeacon sends; 202 with no body, never a cookie), the image that counts a page read
 * without JavaScript, and the dashboard's reads for admins and editors (`analytics` permission).
 */
import { Readable } from 'node:stream';
import {
  ANALYTICS_LIMITS,
  type AnalyticsRow,
  type AnalyticsTable,
  CSV_BOM,
  csvRow,
  ROUTES,
} from '@vyoma/contract';
import {
  analyticsBlocksResponse,
  analyticsFunnelResponse,
  analyticsRealtimeResponse,
  analyticsSummaryResponse,
  analyticsTableResponse,
  analyticsTimeseriesResponse,
} from '@vyoma/contract/responses';
import {
  type AnalyticsQuery,
  analyticsBlocksQuerySchema,
  analyticsEventSchema,
  analyticsExportQuerySchema,
  analyticsQuerySchema,
  analyticsTimeseriesQuerySchema,
} from '@vyoma/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { PRIVATE_NO_STORE } from '../../plugins/cdn.ts';
import { crossSiteCheck, crossSiteSender } from '../../plugins/security.ts';
import { blockFigures, pageExists } from './blocks.ts';
import { parseLanding } from './classify.ts';
import { addDays, daysIn } from './days.ts';
import { languageRows } from './languages.ts';
import type { Dimension } from './levels.ts';
import { funnel, type Scope, summaryFigures, tableRows, timeseries } from './queries.ts';
import { visitorsSince } from './repository.ts';

const tags = ['analytics'];
/** The smallest transparent GIF: what a <noscript> image gets back. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/**
 * The beacon's and the image's per-address budget, counted by the shared limiter (rate_limits: every
 * process draws on one budget). A page view is no write worth refusing when the count cannot be
 * kept: such beacons pass (the batches' backlog is bounded), where other writes answer 503. Counted
 * in memory and added to the database each second (`batched`): an upsert per beacon cost more than
 * the beacon; processes learn of each other's counts at most a second late.
 */
const BEACON_LIMIT = {
  max: ANALYTICS_LIMITS.eventsPerMinute,
  timeWindow: 60_000,
  failOpen: true,
  batched: true,
};
/**
 * The beacon's event. A control character in its page's path or campaign tags once decoded (a %00,
 * say) is refused: no page of the site has one, and PostgreSQL text cannot hold a NUL.
 */
const eventBody = analyticsEventSchema.superRefine((event, issues) => {
  const field = parseLanding(event.path).control;
  if (field)
    issues.addIssue({
      code: 'custom',
      path: ['path'],
      message: `${field} must not contain control characters (such as %00)`,
    });
});
/** The dashboard's default period: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/** The tables read straight from a dimension of the rollups; languages sum the entry pages' rows. */
const TABLE_DIMENSION: Record<Exclude<AnalyticsTable, 'languages'>, Dimension> = {
  pages: 'path',
  entries: 'entry',
  sources: 'source',
  campaigns: 'campaign',
  devices: 'device',
  browsers: 'browser',
};
const TABLE_ROUTE: Record<AnalyticsTable, string> = {
  pages: ROUTES.adminAnalyticsPages,
  entries: ROUTES.adminAnalyticsEntries,
  sources: ROUTES.adminAnalyticsSources,
  campaigns: ROUTES.adminAnalyticsCampaigns,
  devices: ROUTES.adminAnalyticsDevices,
  browsers: ROUTES.adminAnalyticsBrowsers,
  languages: ROUTES.adminAnalyticsLanguages,
};
const TABLE_SUMMARY: Record<AnalyticsTable, string> = {
  pages: 'Pages by visits that saw them (key: the path)',
  entries: 'Entry pages: where visits began (key: the path)',
  sources: 'Sources (key: Google, LinkedIn, a site by its host, Direct …)',
  campaigns: 'Campaigns (key: utm_campaign)',
  devices: 'Device classes (key: desktop, mobile, tablet)',
  browsers: 'Browser families (key: Chrome, Safari …)',
  languages:
    "Languages: every one of the site's settings, the default first (key: its code, en, hi …; a visit's language is its entry page's: /hi/… is Hindi, an unprefixed path the default)",
};

/** One table's rows: the most visited `limit` (all without one); every language for languages. */
function tableOf(db: Db, scope: Scope, table: AnalyticsTable, limit?: number): Promise<AnalyticsRow[]> {
  return table === 'languages'
    ? languageRows(db, scope)
    : tableRows(db, scope, TABLE_DIMENSION[table], limit);
}

export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config, analytics } = ctx;
  const crossSite = crossSiteSender(config);

  /** The period and filters of a dashboard read, in SITE_TIMEZONE; raw views are written first. */
  async function scopeOf(query: AnalyticsQuery): Promise<Scope> {
    await analytics.flush();
    const to = query.to ?? (query.from && query.from > analytics.today() ? query.from : analytics.today());
    const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    if (from > to) throw badRequest('from must be on or before to', 'from');
    return {
      from,
      to,
      timeZone: config.siteTimezone,
      page: query.page,
      source: query.source,
      campaign: query.campaign,
    };
  }

  await app.register(async (scope) => {
    const beacon = scope.withTypeProvider<ZodTypeProvider>();
    // navigator.sendBeacon sends a string as text/plain: read as the JSON it is.
    beacon.removeContentTypeParser('text/plain');
    beacon.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, 'Malformed JSON body'), undefined);
      }
    });
    beacon.post(
      ROUTES.events,
      {
        bodyLimit: ANALYTICS_LIMITS.eventBytes,
        config: {
          keepsContent: true,
          rateLimit: BEACON_LIMIT,
        },
        schema: {
          tags,
          summary:
            'Count a page view (the beacon, after hydration and on each navigation) or a click in a block of a page of blocks: 202, no body, no cookie',
          body: eventBody,
          consumes: ['application/json', 'text/plain'],
          response: {
            202: z.null().describe('Accepted (counted, or left out: a bot, staff, counting off): no body'),
            ...errorResponses(400, 413, 429),
          },
        },
      },
      async (request, reply) => {
        const event = request.body;
        if (event.type === 'click') await analytics.click(request, analytics.siteOf(request), event);
        else await analytics.pageView(request, analytics.siteOf(request), event);
        // No body at all (not even `null`): the documented 202 is empty.
        return (reply as FastifyReply).status(202).header('Cache-Control', PRIVATE_NO_STORE).send();
      },
    );
  });

  app.get(
    ROUTES.eventsPixel,
    {
      config: { rateLimit: BEACON_LIMIT },
      schema: {
        tags,
        summary: 'Count a page read without JavaScript (the 1×1 GIF inside <noscript>)',
        querystring: z.object({ p: z.string().max(1000).optional() }),
        produces: ['image/gif'],
        response: {
          200: z.string().meta({ description: 'image/gif, 1×1, transparent' }),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const origin = analytics.siteOf(request);
      const referer = request.headers.referer || undefined;
      let from: URL | null = null;
      try {
        from = referer ? new URL(referer) : null;
      } catch {
        // not an address: another site's, as far as the rule below is concerned
      }
      // Any site's page can show this image (and add its own visitors' views): counted only when the
      // browser says it is this site's (Sec-Fetch-Site same-origin or absent, and a Referer, when
      // sent, of this site: the cross-site guard's rule, with the Referer's origin for Origin).
      const site = request.headers['sec-fetch-site'];
      const ours =
        (site === undefined || site === 'same-origin') &&
        crossSite(request, referer === undefined ? undefined : (from?.origin ?? 'null')) === null;
      // The page's own address (its query holds the campaign tags) is the image's referrer; without
      // one, the path the page wrote into the image's address. The page's referrer is not known.
      const address = from?.origin === origin ? `${from.pathname}${from.search}` : (request.query.p ?? '/');
      if (ours && address.startsWith('/') && !address.startsWith('//'))
        await analytics.pageView(request, origin, { path: address }, false);
      return reply
        .type('image/gif')
        .header('Cache-Control', PRIVATE_NO_STORE)
        .send(PIXEL as unknown as string);
    },
  );

  const adminRead = { config: { permission: 'analytics' as const } };

  app.get(
    ROUTES.adminAnalyticsSummary,
    {
      ...adminRead,
      schema: {
        tags,
        summary:
          'Visitors, visits, page views, bounce rate, enquiries, conversion, won work; and the period before',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSummaryResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      const scope = await scopeOf(request.query);
      const length = daysIn(scope.from, scope.to);
      const previousTo = addDays(scope.from, -1);
      const previous = { ...scope, from: addDays(previousTo, -(length - 1)), to: previousTo };
      const [now, before] = await Promise.all([summaryFigures(db, scope), summaryFigures(db, previous)]);
      const counting = analytics.counting();
      return {
        success: true as const,
        data: {
          ...now,
          previous: before,
          from: scope.from,
          to: scope.to,
          timeZone: scope.timeZone,
          counting,
        },
      };
    },
  );

  for (const [table, route] of Object.entries(TABLE_ROUTE) as [AnalyticsTable, string][]) {
    app.get(
      route,
      {
        ...adminRead,
        schema: {
          tags,
          summary: `${TABLE_SUMMARY[table]}, each with ${
            table === 'languages'
              ? 'visitors (summed over its entry pages: an upper bound, as a visitor counts once per day and entry page)'
              : 'visitors'
          }, visits, page views, enquiries, conversion and won`,
          querystring: analyticsQuerySchema,
          response: { 200: analyticsTableResponse, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', PRIVATE_NO_STORE);
        const scope = await scopeOf(request.query);
        const data = await tableOf(db, scope, table, ANALYTICS_LIMITS.tableRows);
        return { success: true as const, data };
      },
    );
  }

  app.get(
    ROUTES.adminAnalyticsTimeseries,
    {
      ...adminRead,
      schema: {
        tags,
        summary: 'Visitors, page views and enquiries per hour or per day of the period',
        querystring: analyticsTimeseriesQuerySchema,
        response: { 200: analyticsTimeseriesResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      const scope = await scopeOf(request.query);
      const interval = request.query.interval;
      if (interval === 'hour' && daysIn(scope.from, scope.to) > ANALYTICS_LIMITS.hourlyDaysMax)
        throw badRequest(
          `An hourly chart covers at most ${ANALYTICS_LIMITS.hourlyDaysMax} days: choose a shorter period or daily figures`,
          'interval',
        );
      return { success: true as const, data: await timeseries(db, scope, interval), interval };
    },
  );

  app.get(
    ROUTES.adminAnalyticsFunnel,
    {
      ...adminRead,
      schema: {
        tags,
        summary: 'Visits → saw a service, product or post → opened contact or cart → sent an enquiry → won',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsFunnelResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return { success: true as const, data: await funnel(db, await scopeOf(request.query)) };
    },
  );

  app.get(
    ROUTES.adminAnalyticsRealtime,
    {
      ...adminRead,
      schema: {
        tags,
        summary: `Visitors with a page view in the last ${ANALYTICS_LIMITS.realtimeMinutes} minutes`,
        response: { 200: analyticsRealtimeResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      await analytics.flush();
      const minutes = ANALYTICS_LIMITS.realtimeMinutes;
      const today = analytics.today();
      const since = new Date(analytics.now().getTime() - minutes * 60_000);
      const visitors = await visitorsSince(db, since, [addDays(today, -1), today]);
      return { success: true as const, data: { visitors, minutes } };
    },
  );

  app.get(
    ROUTES.adminAnalyticsBlocks,
    {
      ...adminRead,
      schema: {
        tags,
        summary:
          'Per block of a page of blocks (or of every page with figures): clicks, visitors, and the enquiries and won work of the visits that clicked it last, over `from`–`to` or the last `days` days',
        querystring: analyticsBlocksQuerySchema,
        response: { 200: analyticsBlocksResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      const { page, days } = request.query;
      await analytics.flush();
      const to = request.query.to ?? analytics.today();
      const from = request.query.from ?? addDays(to, -(days - 1));
      const pages = await blockFigures(db, {
        from,
        to,
        timeZone: config.siteTimezone,
        page: page?.toLowerCase(),
      });
      if (page && pages.length === 0 && !(await pageExists(db, page.toLowerCase())))
        throw notFound('No page has this id');
      return { success: true as const, data: { from, to, pages } };
    },
  );

  app.get(
    ROUTES.adminAnalyticsExport,
    {
      ...adminRead,
      onRequest: crossSiteCheck(config),
      schema: {
        tags,
        summary: 'One table of the dashboard, every row, as CSV',
        querystring: analyticsExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().meta({ description: 'text/csv; charset=utf-8, with a BOM' }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { table } = request.query;
      const scope = await scopeOf(request.query);
      const rows = await tableOf(db, scope, table);
      const columns = [
        'key',
        'visitors',
        'visits',
        'pageviews',
        'enquiries',
        'conversionRate',
        'won',
        'wonValue',
      ] as const;
      async function* csv() {
        yield CSV_BOM +
          csvRow([
            table === 'pages' || table === 'entries' ? 'page' : table.replace(/s$/, ''),
            ...columns.slice(1),
          ]);
        for (let i = 0; i < rows.length; i += 500)
          yield rows
            .slice(i, i + 500)
            .map((r) => csvRow(columns.map((c) => (c === 'conversionRate' ? Number(r[c].toFixed(4)) : r[c]))))
            .join('');
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="analytics-${table}-${scope.from}-to-${scope.to}.csv"`,
        )
        .header('Cache-Control', PRIVATE_NO_STORE)
        .send(Readable.from(csv()) as unknown as string);
    },
  );
};
