/**
 * PUT/DELETE /admin/presence/{kind}/{id}: "{name} is editing this" (issue 18 item 5). The post and
 * product forms heartbeat every PRESENCE_HEARTBEAT_SECONDS while open and release on leaving. A
 * heartbeat is not an admin change: it writes no audit entry and keeps the page cache; a take-over
 * is one, recorded as presence.takeover. Someone who may read the item but not save it (an author
 * looking at another's post, or at a live one) is told who holds it and never claims it. Each
 * session may make PRESENCE_CALLS_PER_MINUTE calls a minute (the one limiter, keyed by the session,
 * counted after the permission check): a runaway client gets 429, not a write per request.
 */
import { PRESENCE_CALLS_PER_MINUTE, ROUTES } from '@vyoma/contract';
import { presenceResponse } from '@vyoma/contract/responses';
import { presenceParams, presenceQuerySchema } from '@vyoma/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { clientKey } from '../../plugins/security.ts';
import { contentModelOf, contentModels, itemOwner, roleLimits, staffAudience } from '../content/index.ts';
import { type Holder, heartbeat, holderOf, release } from './repository.ts';

const view = (holder: Holder | null, mine: boolean) => ({
  holder: holder ? { _id: holder.userId, name: holder.userName } : null,
  mine,
  since: holder ? holder.heartbeatAt.toISOString() : null,
});

/** Per session, not per address: staff behind one office address do not share a count. */
const perSession = {
  max: PRESENCE_CALLS_PER_MINUTE,
  timeWindow: 60_000,
  // After the session is resolved and the permission checked (401/403 first, and never counted).
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `session:${request.sessionTokenHash ?? clientKey(request)}`,
};

export const presenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** The kind, checked (400), and the item as far as this caller may see it (else 404). */
  async function target(request: FastifyRequest, kind: string, id: string) {
    const model = contentModelOf(kind);
    if (!model)
      throw badRequest(
        `kind must be one of ${contentModels()
          .map((m) => m.type.name)
          .join(', ')}`,
        'kind',
      );
    const itemId = id.toLowerCase();
    const item = await itemOwner(ctx.db, kind, itemId);
    const audience = staffAudience(request);
    const hidden =
      item === null ||
      (typeof audience === 'object' &&
        item.status !== 'published' &&
        item.createdBy?._id !== audience.authorId);
    if (hidden) throw notFound(model.type.messages.notFound);
    let mayWrite = true;
    try {
      roleLimits(request, item, undefined);
    } catch {
      mayWrite = false;
    }
    return { kind, itemId, mayWrite };
  }

  app.put(
    ROUTES.adminPresence,
    {
      config: { permission: 'writeContent', audit: false, keepsContent: true, rateLimit: perSession },
      schema: {
        tags: ['content'],
        summary:
          'Heartbeat of an open editor: claims the item or refreshes the claim; says who holds it if someone else does',
        params: presenceParams,
        querystring: presenceQuerySchema,
        response: { 200: presenceResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { kind, itemId, mayWrite } = await target(request, request.params.kind, request.params.id);
      if (!mayWrite) return { data: view(await holderOf(ctx.db, kind, itemId, new Date()), false) };
      const user = request.user!;
      const takeOver = request.query.takeOver === '1' || request.query.takeOver === 'true';
      const beat = await heartbeat(
        ctx.db,
        kind,
        itemId,
        { id: user._id, name: user.name },
        { takeOver, now: new Date() },
      );
      if (beat.tookFrom)
        await recordAudit(ctx, request, {
          action: 'presence.takeover',
          target: `${kind}:${itemId}`,
          targetLabel: beat.tookFrom.userName,
          fields: [],
        });
      return { data: view(beat.holder, beat.mine) };
    },
  );

  app.delete(
    ROUTES.adminPresence,
    {
      config: { permission: 'writeContent', audit: false, keepsContent: true, rateLimit: perSession },
      schema: {
        tags: ['content'],
        summary: 'Leave the editor: lets the item go if the caller holds it (another holder is kept)',
        params: presenceParams,
        response: { 200: presenceResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { kind, itemId } = await target(request, request.params.kind, request.params.id);
      await release(ctx.db, kind, itemId, request.user!._id);
      const holder = await holderOf(ctx.db, kind, itemId, new Date());
      return { data: view(holder, false) };
    },
  );
};
