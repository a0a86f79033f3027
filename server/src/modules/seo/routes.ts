/** GET /admin/seo/title-taken: the SEO panel warns when another item shows the same search title. */
import { ROUTES } from '@vyoma/contract';
import { seoTitleTakenResponse } from '@vyoma/contract/responses';
import { seoTitleTakenQuerySchema } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { contentModelOf, contentModels, staffAudience } from '../content/index.ts';

/** The types with SEO overrides. */
const seoKinds = () =>
  contentModels()
    .filter((m) => m.type.seo)
    .map((m) => m.type.name);

import { titleUsers } from './repository.ts';

export const seoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    ROUTES.adminSeoTitleTaken,
    {
      config: { permission: 'writeContent' },
      schema: {
        tags: ['content'],
        summary:
          'Other posts and products whose search title (SEO title, else title or name) is this one (an author: published ones and their own)',
        querystring: seoTitleTakenQuerySchema,
        response: { 200: seoTitleTakenResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { title, kind, exclude } = request.query;
      if (!contentModelOf(kind)?.type.seo)
        throw badRequest(`kind must be one of ${seoKinds().join(', ')}`, 'kind');
      const items = await titleUsers(ctx.db, title, { kind, id: exclude }, staffAudience(request));
      return { data: { taken: items.length > 0, items } };
    },
  );
};
