/** POST /login, GET /me, GET /logout (spec §7). */
import { ROUTES } from '@vyoma/contract';
import { loginResponse, meResponse, successResponse } from '@vyoma/contract/responses';
import { loginSchema } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../http/schemas.ts';
import { HttpError } from '../../http-error.ts';
import { endSession, startSession } from '../../plugins/auth.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import {
  clearAttempts,
  findUserByLogin,
  getAttempt,
  normalizePhone,
  recordFailure,
  toUser,
} from './repository.ts';

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;
const INVALID = 'Invalid email/phone or password';
const tags = ['auth'];

const lockedMessage = (until: Date) =>
  `Too many login attempts. Please try again in ${Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000))} minutes.`;

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    ROUTES.login,
    {
      config: {
        keepsContent: true,
        rateLimit: {
          max: ctx.config.loginRateLimitPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (_req: unknown, c: { ttl: number }) =>
            new HttpError(
              429,
              `Too many login attempts. Please try again in ${Math.max(1, Math.ceil(c.ttl / 60_000))} minutes.`,
            ),
        },
      },
      schema: {
        tags,
        summary: 'Sign in with email or phone and password; sets the session cookie',
        body: loginSchema,
        response: { 200: loginResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const login = input.email.trim().toLowerCase();
      const key = `login:${login.includes('@') ? login : normalizePhone(login)}`;
      const now = new Date();
      const attempt = await getAttempt(db, key);
      if (attempt?.lockedUntil && attempt.lockedUntil > now)
        throw new HttpError(429, lockedMessage(attempt.lockedUntil));

      const user = await findUserByLogin(db, login);
      // Unknown accounts cost the same argon2 verification, so timing does not reveal who exists.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
      if (!user || !ok) {
        await recordFailure(
          db,
          key,
          now,
          new Date(now.getTime() - WINDOW_MS),
          MAX_FAILURES,
          new Date(now.getTime() + LOCK_MS),
        );
        throw new HttpError(401, INVALID);
      }
      await clearAttempts(db, key);
      await endSession(ctx, request, reply);
      await startSession(ctx, request, reply, user.id);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, user: toUser(user) };
    },
  );

  app.get(
    ROUTES.me,
    {
      schema: {
        tags,
        summary: 'The signed-in user, or null',
        response: { 200: meResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { user: request.user };
    },
  );

  app.get(
    ROUTES.logout,
    {
      config: { changesState: true },
      schema: {
        tags,
        summary: 'Sign out: ends the session and clears its cookie',
        response: { 200: successResponse, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await endSession(ctx, request, reply);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, message: 'Logged out successfully.' };
    },
  );
};
