/**
 * POST /login, its second step (POST /login/2fa, POST /login/passkey[/options]), GET /me, GET /logout.
 *
 * The first step checks the password under the throttling of throttle.ts (counters chosen by the
 * trusted-browser cookie of device.ts). An account with a second factor gets no session from it:
 * the answer is { twoFactorRequired, methods } and an HttpOnly cookie holding a random token whose
 * sha256 keys a pending sign-in (auth_challenges) for 5 minutes and 5 wrong codes. Unknown and known
 * logins take the same path and the same argon2 work, so neither the answer nor its timing tells
 * whether an account exists.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ROUTES } from '@vyoma/contract';
import {
  loginResponse,
  loginStepResponse,
  meResponse,
  passkeyOptionsResponse,
  successResponse,
} from '@vyoma/contract/responses';
import { loginSchema, passkeyLoginSchema, twoFactorCodeSchema } from '@vyoma/contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { endSession, startSession } from '../../plugins/auth.ts';
import { clientKey } from '../../plugins/security.ts';
import { type Device, readDevice, rememberDevice } from './device.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import type { RefusedStep } from './refusals.ts';
import {
  countChallengeFailure,
  findChallenge,
  findUserById,
  findUserByLogin,
  insertChallenge,
  listPasskeys,
  normalizePhone,
  setChallengeValue,
  takeChallenge,
  toUser,
  type UserRow,
  userHasFactor,
} from './repository.ts';
import {
  clearCounters,
  passwordCounters,
  reserveAttempt,
  secondStepCounter,
  waitingUntil,
  waitMessage,
} from './throttle.ts';
import { authenticationOptions, useSecondFactorCode, verifyAuthentication } from './two-factor.ts';

const INVALID = 'Invalid email/phone or password';
const INVALID_CODE = 'That code is not valid. Check it and try again.';
const STEP_EXPIRED = 'Your sign-in has expired. Please log in again.';
const DEACTIVATED = 'This account is deactivated. Ask another administrator to reactivate it.';
const PENDING_MS = 5 * 60_000;
const MAX_CODE_ATTEMPTS = 5;
const tags = ['auth'];

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

export const pendingCookieName = (publicUrl: string) =>
  publicUrl.startsWith('https:') ? '__Host-vyoma_2fa' : 'vyoma_2fa';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config, secrets } = ctx;
  const pendingCookie = pendingCookieName(config.publicUrl);
  const secure = config.publicUrl.startsWith('https:');

  const flags = async (user: UserRow) => ({
    twoFactor: await userHasFactor(db, user.id),
    require2fa: config.require2fa,
  });

  async function completeSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    device: Device | null,
    method: string,
  ) {
    await endSession(ctx, request, reply);
    await startSession(ctx, request, reply, user.id);
    rememberDevice(reply, config, secrets, user.id, device);
    const fresh = (await findUserById(db, user.id)) ?? user;
    const signedIn = toUser(fresh, await flags(fresh));
    await recordAudit(ctx, request, {
      actor: { id: user.id, email: user.email },
      action: 'login',
      target: `user:${user.id}`,
      targetLabel: user.email,
      fields: [method],
    });
    reply.header('Cache-Control', 'no-store');
    return { success: true as const, user: signedIn };
  }

  /** The pending sign-in this browser is in, with its user, or a 401. */
  async function pendingSignIn(request: FastifyRequest) {
    const token = request.cookies[pendingCookie];
    const row =
      token && token.length <= 200 ? await findChallenge(db, sha256(token), 'login', new Date()) : undefined;
    const user = row ? await findUserById(db, row.userId) : undefined;
    if (!row || !user?.active) throw new HttpError(401, STEP_EXPIRED);
    return { row, user };
  }

  /** A wrong code (already counted on the second-step counter by reserveSecondStep). */
  async function secondStepFailure(request: FastifyRequest, key: string, user: UserRow) {
    const attempts = await countChallengeFailure(db, key);
    await recordAudit(ctx, request, {
      actor: { id: user.id, email: user.email },
      action: 'login.failed',
      target: `user:${user.id}`,
      targetLabel: user.email,
      fields: ['code'],
    });
    if (attempts >= MAX_CODE_ATTEMPTS) {
      await takeChallenge(db, key);
      throw new HttpError(401, `${INVALID_CODE.split('.')[0]}. ${STEP_EXPIRED}`);
    }
    throw new HttpError(401, INVALID_CODE);
  }

  /** A 429: tallied for the audit log (refusals.ts), then answered. */
  function refuse(
    request: FastifyRequest,
    step: RefusedStep,
    until: Date,
    who: { id: string | null; login: string },
  ) {
    ctx.refusedSignIns.note(clientKey(request), step, who);
    return new HttpError(429, waitMessage(until));
  }
  const whoIs = (user: UserRow) => ({ id: user.id, login: user.email });

  /** Counts a second-step attempt before the code is checked; refuses it while the counter waits. */
  async function reserveSecondStep(request: FastifyRequest, user: UserRow, device: string | null) {
    const until = await reserveAttempt(db, [secondStepCounter(user.id, device)], new Date());
    if (until) throw refuse(request, 'code', until, whoIs(user));
  }

  const loginRateLimit = (step: RefusedStep) => ({
    max: config.loginRateLimitPerMinute,
    timeWindow: 60_000,
    // Refused before the body is read: the address is all that is known.
    onExceeded: (request: FastifyRequest) => ctx.refusedSignIns.note(clientKey(request), step),
    errorResponseBuilder: (_req: unknown, c: { ttl: number }) =>
      new HttpError(429, waitMessage(new Date(Date.now() + c.ttl))),
  });

  app.post(
    ROUTES.login,
    {
      config: { keepsContent: true, rateLimit: loginRateLimit('password') },
      schema: {
        tags,
        summary:
          'Sign in with email or phone and password; sets the session cookie, or asks for the second step',
        body: loginSchema,
        response: { 200: loginStepResponse, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const login = input.email.trim().toLowerCase();
      const now = new Date();
      const user = await findUserByLogin(db, login);
      const device = readDevice(request, config, secrets);
      // Unknown logins get counters of their own, keyed by what was typed: they behave alike.
      const accountKey = user
        ? `user:${user.id}`
        : `login:${login.includes('@') ? login : normalizePhone(login)}`;
      const { counters, trusted } = await passwordCounters(
        db,
        request,
        accountKey,
        device && user && device.userId === user.id ? device : null,
        now,
      );
      // Counted before the check, so parallel guesses get no more checks than sequential ones.
      const until = await reserveAttempt(db, counters, now);
      if (until) throw refuse(request, 'password', until, user ? whoIs(user) : { id: null, login });

      // Unknown accounts cost the same argon2 verification, so timing does not reveal who exists.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
      if (!user || !ok) {
        await recordAudit(ctx, request, {
          actor: { id: user?.id ?? null, email: user?.email ?? login.slice(0, 254) },
          action: 'login.failed',
          target: user ? `user:${user.id}` : null,
          targetLabel: user?.email ?? null,
          fields: ['password'],
        });
        throw new HttpError(401, INVALID);
      }
      await clearCounters(
        db,
        counters.map((c) => c.key),
      );
      if (!user.active) throw new HttpError(403, DEACTIVATED);

      const passkeys = await listPasskeys(db, user.id);
      if (!user.totpSecret && passkeys.length === 0)
        return completeSignIn(request, reply, user, trusted, 'password');

      const token = randomBytes(32).toString('base64url');
      await insertChallenge(db, {
        key: sha256(token),
        userId: user.id,
        kind: 'login',
        device: trusted?.nonce ?? null,
        expiresAt: new Date(now.getTime() + PENDING_MS),
      });
      reply.setCookie(pendingCookie, token, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure,
        maxAge: PENDING_MS / 1000,
      });
      reply.header('Cache-Control', 'no-store');
      const methods: ('totp' | 'webauthn')[] = [];
      if (user.totpSecret) methods.push('totp');
      if (passkeys.length > 0) methods.push('webauthn');
      return { twoFactorRequired: true as const, methods };
    },
  );

  app.post(
    ROUTES.login2fa,
    {
      config: { keepsContent: true, rateLimit: loginRateLimit('code') },
      schema: {
        tags,
        summary: 'Second sign-in step: a TOTP code or a recovery code; sets the session cookie',
        body: twoFactorCodeSchema,
        response: { 200: loginResponse, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const { row, user } = await pendingSignIn(request);
      await reserveSecondStep(request, user, row.device);
      const method = await useSecondFactorCode(db, secrets, user, request.body.code);
      if (!method) return secondStepFailure(request, row.key, user);
      // Whoever deletes the pending sign-in first completes it: a code raced twice signs in once.
      if (!(await takeChallenge(db, row.key))) throw new HttpError(401, STEP_EXPIRED);
      await clearCounters(db, [secondStepCounter(user.id, row.device).key]);
      reply.clearCookie(pendingCookie, { path: '/', httpOnly: true, sameSite: 'strict', secure });
      const device = row.device ? { userId: user.id, nonce: row.device } : null;
      return completeSignIn(request, reply, user, device, method === 'totp' ? 'totp' : 'recovery-code');
    },
  );

  app.post(
    ROUTES.loginPasskeyOptions,
    {
      config: { keepsContent: true, rateLimit: loginRateLimit('code') },
      schema: {
        tags,
        summary: 'Second sign-in step with a passkey: the WebAuthn request options',
        response: { 200: passkeyOptionsResponse, ...errorResponses(401, 429, 503) },
      },
    },
    async (request, reply) => {
      const { row, user } = await pendingSignIn(request);
      const until = await waitingUntil(db, [secondStepCounter(user.id, row.device)], new Date());
      if (until) throw refuse(request, 'code', until, whoIs(user));
      const passkeys = await listPasskeys(db, user.id);
      if (passkeys.length === 0) throw new HttpError(401, 'This account has no passkey. Use a code instead.');
      const options = await authenticationOptions(config, passkeys);
      await setChallengeValue(db, row.key, options.challenge);
      reply.header('Cache-Control', 'no-store');
      return { ...options };
    },
  );

  app.post(
    ROUTES.loginPasskey,
    {
      config: { keepsContent: true, rateLimit: loginRateLimit('code') },
      schema: {
        tags,
        summary: 'Second sign-in step with a passkey: the signed assertion; sets the session cookie',
        body: passkeyLoginSchema,
        response: { 200: loginResponse, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const { row, user } = await pendingSignIn(request);
      if (!row.challenge) throw new HttpError(401, STEP_EXPIRED);
      await reserveSecondStep(request, user, row.device);
      const ok = await verifyAuthentication(config, db, user.id, request.body.response, row.challenge);
      if (!ok) return secondStepFailure(request, row.key, user);
      if (!(await takeChallenge(db, row.key))) throw new HttpError(401, STEP_EXPIRED);
      await clearCounters(db, [secondStepCounter(user.id, row.device).key]);
      reply.clearCookie(pendingCookie, { path: '/', httpOnly: true, sameSite: 'strict', secure });
      const device = row.device ? { userId: user.id, nonce: row.device } : null;
      return completeSignIn(request, reply, user, device, 'passkey');
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
      const user = request.user;
      await endSession(ctx, request, reply);
      if (user) {
        await recordAudit(ctx, request, {
          actor: { id: user._id, email: user.email },
          action: 'logout',
          target: `user:${user._id}`,
          targetLabel: user.email,
        });
      }
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, message: 'Logged out successfully.' };
    },
  );
};
