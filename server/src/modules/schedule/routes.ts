/** GET /admin/schedule: what the scheduler will publish in the next weeks (staff only, read-only). */
import { ROUTES, SCHEDULE_WEEKS } from '@vyoma/contract';
import { scheduleResponse } from '@vyoma/contract/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { upcoming } from './repository.ts';

export const scheduleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    ROUTES.adminSchedule,
    {
      config: { permission: 'writeContent' },
      schema: {
        tags: ['content'],
        summary: `Posts and products scheduled to go live in the next ${SCHEDULE_WEEKS} weeks, soonest first`,
        response: { 200: scheduleResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await upcoming(ctx.db, new Date()), timeZone: ctx.config.siteTimezone };
    },
  );
};
