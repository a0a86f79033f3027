/** GET /admin/schedule: what the scheduler will publish in the next weeks (staff only, read-only). */
import { ROUTES, SCHEDULE_WEEKS } from '@vyoma/contract';
import { scheduleResponse } from '@vyoma/contract/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { staffAudience } from '../content/index.ts';
import { upcoming } from './repository.ts';

export const scheduleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    ROUTES.adminSchedule,
    {
      config: { permission: 'writeContent' },
      schema: {
        tags: ['content'],
        summary: `Posts and products scheduled to go live in the next ${SCHEDULE_WEEKS} weeks, soonest first (an author: their own)`,
        response: { 200: scheduleResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        data: await upcoming(ctx.db, new Date(), staffAudience(request)),
        timeZone: ctx.config.siteTimezone,
      };
    },
  );
};
