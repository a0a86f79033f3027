/**
 * "My account" (admin, always the signed-in admin's own account): profile, password and sessions.
 * The second factors (authenticator app, recovery codes, passkeys, the step-up passkey options) are
 * in two-factor-routes.ts. With REQUIRE_2FA an admin without a second factor may use only the routes
 * marked config.allowDuring2faSetup.
 *
 * A change to how the account signs in (password, phone) carries the step-up proof
 * (modules/auth/step-up.ts), checked after the change's own preconditions so a refused change spends
 * no code.
 *
 * A password change and "end all other sessions" revoke the account's API tokens too, unless the
 * body says `revokeTokens: false` (issue 33): a token acts as its maker, so a remedy for a stolen
 * session or password must reach it. The audit entry says which (`tokens:revoked:N`, `tokens:kept:N`).
 */
import { PHONE_TAKEN, ROUTES } from '@vyoma/contract';
import {
  accountResponse,
  sessionListResponse,
  sessionsEndedResponse,
  successResponse,
} from '@vyoma/contract/responses';
import { accountUpdateSchema, passwordChangeSchema, sessionsEndSchema } from '@vyoma/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import {
  deleteOtherSessions,
  deleteUserSessionById,
  findUserById,
  hashPassword,
  listUserSessions,
  normalizePhone,
  proveItIsYou,
  type UserRow,
  updateUser,
} from '../auth/index.ts';
import { countTokensOf, revokeTokensOf } from '../tokens/index.ts';
import { accountView, own, ownRow, tags } from './me.ts';

const sessionParams = z.object({ id: z.string().max(64) });

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const me = (request: FastifyRequest) => ownRow(db, request);
  const account = (user: UserRow) => accountView(db, config, user);

  /**
   * Revokes the account's API tokens, or keeps them: answers how many were revoked, the audit field
   * that says which, and a sentence for the answer's message.
   */
  async function settleTokens(userId: string, revoke: boolean) {
    if (revoke) {
      const revoked = await revokeTokensOf(db, userId);
      return {
        revoked,
        field: `tokens:revoked:${revoked}`,
        sentence:
          revoked === 0
            ? ''
            : revoked === 1
              ? ' Your API token was revoked.'
              : ` Your ${revoked} API tokens were revoked.`,
      };
    }
    const kept = await countTokensOf(db, userId);
    return {
      revoked: 0,
      field: `tokens:kept:${kept}`,
      sentence:
        kept === 0
          ? ''
          : kept === 1
            ? ' Your API token still works.'
            : ` Your ${kept} API tokens still work.`,
    };
  }

  app.get(
    ROUTES.account,
    {
      config: own,
      schema: {
        tags,
        summary: 'My account: profile and second factors',
        response: { 200: accountResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return account(await me(request));
    },
  );

  app.patch(
    ROUTES.account,
    {
      config: { ...own, audit: { action: 'account.update', target: 'user' } },
      schema: {
        tags,
        summary: 'Change my name or phone (a new phone, a sign-in name, needs the step-up proof)',
        body: accountUpdateSchema,
        response: { 200: accountResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      const user = await me(request);
      const { name, phone, ...proof } = request.body;
      const patch: { name?: string; phone?: string | null } = {};
      if (name !== undefined) patch.name = name;
      if (phone !== undefined) patch.phone = phone === null ? null : normalizePhone(phone);
      if (patch.phone !== undefined && patch.phone !== user.phone)
        await proveItIsYou(ctx, request, user, proof);
      try {
        await updateUser(db, user.id, patch);
      } catch (err) {
        if (pgErrorCode(err) === '23505') throw new HttpError(409, PHONE_TAKEN, { phone: PHONE_TAKEN });
        throw err;
      }
      request.auditNote = { target: `user:${user.id}`, targetLabel: user.email, fields: Object.keys(patch) };
      return account((await findUserById(db, user.id))!);
    },
  );

  app.post(
    ROUTES.accountPassword,
    {
      config: { ...own, audit: { action: 'account.password', target: 'user', fields: ['password'] } },
      schema: {
        tags,
        summary:
          'Change my password (with the step-up proof); every other session ends, and my API tokens are revoked unless revokeTokens is false',
        body: passwordChangeSchema,
        response: { 200: sessionsEndedResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const user = await me(request);
      const { newPassword: _, revokeTokens, ...proof } = request.body;
      await proveItIsYou(ctx, request, user, proof);
      await updateUser(db, user.id, { passwordHash: await hashPassword(request.body.newPassword) });
      const ended = await deleteOtherSessions(db, user.id, request.sessionTokenHash!);
      const tokens = await settleTokens(user.id, revokeTokens);
      request.auditNote = {
        target: `user:${user.id}`,
        targetLabel: user.email,
        fields: ['password', tokens.field],
      };
      return {
        success: true as const,
        message: `Password changed. Your other sessions have been signed out.${tokens.sentence}`,
        ended,
        revokedTokens: tokens.revoked,
      };
    },
  );

  // --- sessions ------------------------------------------------------------------------------------

  app.get(
    ROUTES.sessions,
    {
      config: { permission: 'ownAccount' },
      schema: {
        tags: ['sessions'],
        summary: 'My active sessions (browser, address, signed in, last seen)',
        response: { 200: sessionListResponse },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      const rows = await listUserSessions(db, user.id);
      reply.header('Cache-Control', 'no-store');
      return {
        data: rows.map((s) => ({
          _id: s.id,
          current: s.tokenHash === request.sessionTokenHash,
          userAgent: s.userAgent,
          ip: s.ip,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    ROUTES.sessions,
    {
      config: {
        permission: 'ownAccount',
        keepsContent: true,
        audit: { action: 'session.end-others', target: 'user', fields: [] },
      },
      schema: {
        tags: ['sessions'],
        summary: 'End all my other sessions, and revoke my API tokens unless revokeTokens is false',
        body: sessionsEndSchema,
        response: { 200: sessionsEndedResponse, ...errorResponses(400) },
      },
      // No body at all, as clients sent before revokeTokens: the defaults.
      preValidation: async (request) => {
        request.body ??= {} as typeof request.body;
      },
    },
    async (request) => {
      const user = await me(request);
      const ended = await deleteOtherSessions(db, user.id, request.sessionTokenHash!);
      const tokens = await settleTokens(user.id, request.body.revokeTokens);
      request.auditNote = { target: `user:${user.id}`, targetLabel: user.email, fields: [tokens.field] };
      return {
        success: true as const,
        message: `${ended === 1 ? '1 other session' : `${ended} other sessions`} ended.${tokens.sentence}`,
        ended,
        revokedTokens: tokens.revoked,
      };
    },
  );

  app.delete(
    ROUTES.session,
    {
      config: {
        permission: 'ownAccount',
        keepsContent: true,
        audit: { action: 'session.end', target: 'session' },
      },
      schema: {
        tags: ['sessions'],
        summary: 'End one of my sessions (ending the current one signs out)',
        params: sessionParams,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const user = await me(request);
      const ended = await deleteUserSessionById(db, user.id, request.params.id);
      if (!ended) throw notFound('Session not found');
      request.auditNote = {
        targetLabel: [ended.ip, ended.userAgent?.slice(0, 120)].filter(Boolean).join(' · ') || null,
      };
      return { success: true as const, message: 'Session ended.' };
    },
  );
};
