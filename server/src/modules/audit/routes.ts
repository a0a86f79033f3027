/** GET /admin/audit: the audit log, newest first, searchable and paged. Read-only: no route changes it. */
import { ROUTES } from '@vyoma/contract';
import { auditListResponse } from '@vyoma/contract/responses';
import { auditQuerySchema } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../http/schemas.ts';
import { searchAudit } from './repository.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    ROUTES.audit,
    {
      config: { permission: 'audit' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log: who did what, when and from where (newest first)',
        querystring: auditQuerySchema,
        response: { 200: auditListResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { actor, action, q, page, limit } = request.query;
      const result = await searchAudit(ctx.db, { actor, action, q, limit, offset: (page - 1) * limit });
      reply.header('Cache-Control', 'no-store');
      return { ...result, page, limit };
    },
  );
};
