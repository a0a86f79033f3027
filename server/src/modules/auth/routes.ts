/** POST /login, GET /me, GET /logout (spec §7). */
import { API, type LoginResponse, type LogoutResponse, type MeResponse } from '@vyoma/contract';
import { loginSchema } from '@vyoma/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import { endSession, startSession } from '../../plugins/auth.ts';
import { parseWith } from '../../plugins/errors.ts';
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

const lockedMessage = (until: Date) =>
  `Too many login attempts. Please try again in ${Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000))} minutes.`;

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.post(
    API.login,
    {
      config: {
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
    },
    async (request, reply): Promise<LoginResponse> => {
      const input = parseWith(loginSchema, request.body);
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
      return { success: true, user: toUser(user) };
    },
  );

  app.get(API.me, async (request, reply): Promise<MeResponse> => {
    reply.header('Cache-Control', 'no-store');
    return { user: request.user };
  });

  app.get(API.logout, async (request, reply): Promise<LogoutResponse> => {
    await endSession(ctx, request, reply);
    reply.header('Cache-Control', 'no-store');
    return { success: true, message: 'Logged out successfully.' };
  });
}
