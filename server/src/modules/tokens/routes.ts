/**
 * API tokens (issue 28): admins make a named token with a role or scopes and an optional lifetime
 * (the token itself is in that answer only), list them with their last use, and revoke them. A token
 * can never call these routes (contract tokenNever): only a signed-in admin makes or revokes tokens.
 * A token that may do more than an author takes the admin's step-up proof (issue 33), as making an
 * admin does: a stolen session alone leaves no key behind.
 */
import { ROUTES, tokenNeedsProof } from '@vyoma/contract';
import {
  apiTokenCreatedResponse,
  apiTokenCreateSchema,
  apiTokenListResponse,
} from '@vyoma/contract/integrations-schema';
import { successResponse } from '@vyoma/contract/responses';
import { idParams } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { findUserById, proveItIsYou } from '../auth/index.ts';
import { createToken, deleteToken, listTokens, tokenSnapshot } from './repository.ts';

const tags = ['tokens'];
const NOT_FOUND = 'API token not found';
const params = idParams(NOT_FOUND);

export const tokenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const snapshot = (id: string) => tokenSnapshot(db, id);

  app.get(
    ROUTES.adminTokens,
    {
      config: { permission: 'tokens' },
      schema: {
        tags,
        summary: 'Every API token: name, role or scopes, prefix, creator, expiry and last use',
        response: { 200: apiTokenListResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listTokens(db) };
    },
  );

  app.post(
    ROUTES.adminTokens,
    {
      config: { permission: 'tokens', keepsContent: true, audit: { action: 'token.create' } },
      schema: {
        tags,
        summary:
          'Make an API token (the token is in this answer only; it acts in your name). An admin or editor token, or scopes, needs your step-up proof',
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { name, role, scopes, expiresInDays, ...proof } = request.body;
      let proven: string | undefined;
      if (tokenNeedsProof({ role })) {
        const maker = await findUserById(db, request.user!._id);
        if (!maker) throw new HttpError(401, 'Please log in as an administrator.');
        proven = await proveItIsYou(ctx, request, maker, proof);
      }
      const data = await createToken(db, {
        name,
        role: role ?? null,
        scopes: scopes ?? [],
        expiresInDays: expiresInDays ?? null,
        createdBy: request.user!._id,
      });
      request.auditNote = {
        targetLabel: `${data.name} (${data.prefix}…)`,
        fields: ['name', data.role ? 'role' : 'scopes', ...(data.expiresAt ? ['expiresAt'] : [])],
        ...(proven && { proof: proven }),
      };
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    ROUTES.adminToken,
    {
      config: { permission: 'tokens', keepsContent: true, audit: { action: 'token.revoke', snapshot } },
      schema: {
        tags,
        summary: 'Revoke an API token: refused from the next request on, by every server process',
        params,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const before = await snapshot(request.params.id);
      if (!before || !(await deleteToken(db, request.params.id))) throw notFound(NOT_FOUND);
      request.auditNote = { targetLabel: `${before.name} (${before.prefix}…)` };
      return { success: true as const, message: 'API token revoked.' };
    },
  );
};
