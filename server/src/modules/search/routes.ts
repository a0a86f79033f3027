/**
 * GET /api/v1/search?q=…&page=…: public site search (issue 17). Not a public-cache read: every query
 * string would be an entry (a flood of made-up words would push the catalogue's answers out). Each
 * answer is still sent as ready bytes with an ETag (304 when unchanged) and `no-cache`, like the
 * other public reads; the work per request is bounded (q at most SEARCH_QUERY_MAX characters, pages
 * up to SEARCH_PAGE_MAX, one query on the GIN indexes), and so are an address's requests
 * (SEARCH_RATE_LIMIT_PER_MINUTE).
 */
import { ROUTES } from '@vyoma/contract';
import { searchResponse } from '@vyoma/contract/responses';
import { searchQuerySchema } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ReadyResponse, readyPayload } from '../../http/ready-response.ts';
import { errorResponses } from '../../http/schemas.ts';
import { searchSite } from './repository.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  app.get(
    ROUTES.search,
    {
      // Uncached and a query each: a per-address budget (a read, so it fails open).
      config: { rateLimit: { max: ctx.config.searchRateLimitPerMinute, timeWindow: 60_000 } },
      // The answer as ready bytes (ETag, 304, brotli/gzip), made for this request and not kept.
      onSend: (request, reply, payload, done) => {
        if (reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
        done(null, readyPayload(request, reply, new ReadyResponse(Buffer.from(payload), JSON_TYPE)));
      },
      schema: {
        tags: ['search'],
        summary: 'Search published posts, pages and products (ranked, with excerpts)',
        querystring: searchQuerySchema,
        response: { 200: searchResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      return searchSite(db, q, page);
    },
  );
};
