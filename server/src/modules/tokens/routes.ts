/**
 * API tokens (issue 28): admins make a named token with a role or scopes and an optional lifetime
 * (the token itself is in that answer only), list them with their last use, and revoke them. A token
 * can never call these routes (contract tokenNever): only a signed-in admin makes or revokes tokens.
 */
import { ROUTES } from '@vyoma/contract';
import {
  apiTokenCreatedResponse,
  apiTokenCreateSchema,
  apiTokenListResponse,
} from '@vyoma/contract/integrations-schema';
import { successResponse } from '@vyoma/contract/responses';
import { idParams } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
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
        summary: 'Make an API token (the token is in this answer only; it acts in your name)',
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { name, role, scopes, expiresInDays } = request.body;
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
