/**
 * My account's second factors (admin, always the signed-in admin's own account): the authenticator
 * app (TOTP), recovery codes, passkeys, and the passkey options of a step-up proof. With REQUIRE_2FA
 * an admin without a second factor may use these routes only (config.allowDuring2faSetup).
 *
 * Adding or removing a factor and new recovery codes carry the step-up proof
 * (modules/auth/step-up.ts), checked after the change's own preconditions so a refused change spends
 * no code.
 */
import { ROUTES } from '@vyoma/contract';
import {
  accountResponse,
  passkeyCreatedResponse,
  passkeyOptionsResponse,
  recoveryCodesResponse,
  totpSetupResponse,
} from '@vyoma/contract/responses';
import {
  passkeyParams,
  passkeyRegisterSchema,
  stepUpSchema,
  twoFactorCodeSchema,
} from '@vyoma/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import {
  deletePasskey,
  disableTotp,
  enableTotp,
  findChallenge,
  findUserById,
  generateRecoveryCodes,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  matchTotp,
  newTotpSecret,
  proveItIsYou,
  registrationOptions,
  replaceRecoveryCodes,
  setPendingTotp,
  stepUpPasskeyOptions,
  takeChallenge,
  totpUrl,
  type UserRow,
  userHasFactor,
  verifyRegistration,
} from '../auth/index.ts';

import { accountView, own, ownRow, tags } from './me.ts';

const REGISTER_MS = 5 * 60_000;
const LAST_FACTOR =
  'Two-factor sign-in is required on this site: add another method before removing this one.';

export const twoFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config, secrets } = ctx;
  const me = (request: FastifyRequest) => ownRow(db, request);
  const account = (user: UserRow) => accountView(db, config, user);

  /** New recovery codes replace the old ones; the codes themselves are answered once. */
  async function freshRecoveryCodes(userId: string): Promise<string[]> {
    const { codes, hashes } = generateRecoveryCodes();
    await replaceRecoveryCodes(db, userId, hashes);
    return codes;
  }

  // --- TOTP ----------------------------------------------------------------------------------------

  app.post(
    ROUTES.accountTotp,
    {
      config: { ...own, audit: { action: 'account.totp.setup', target: 'user', fields: [] } },
      schema: {
        tags,
        summary:
          'Start setting up an authenticator app (with the step-up proof): a new secret and its otpauth:// URI',
        body: stepUpSchema,
        response: { 200: totpSetupResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      if (user.totpSecret)
        throw new HttpError(409, 'An authenticator app is already set up. Turn it off first.');
      await proveItIsYou(ctx, request, user, request.body);
      const secret = newTotpSecret();
      await setPendingTotp(db, user.id, secrets.seal(secret));
      request.auditNote = { target: `user:${user.id}`, targetLabel: user.email };
      reply.header('Cache-Control', 'no-store');
      return { secret, otpauthUrl: totpUrl(user.email, secret) };
    },
  );

  app.post(
    ROUTES.accountTotpVerify,
    {
      config: { ...own, audit: { action: 'account.totp.enable', target: 'user', fields: ['totp'] } },
      schema: {
        tags,
        summary: 'Confirm the authenticator app with a code: TOTP is on; answers new recovery codes (once)',
        body: twoFactorCodeSchema,
        response: { 200: recoveryCodesResponse, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      if (user.totpSecret) throw new HttpError(409, 'An authenticator app is already set up.');
      const pending = user.totpPendingSecret;
      const secret = pending ? secrets.open(pending) : null;
      if (!pending || !secret)
        throw badRequest('Start the setup again: no authenticator app is being set up.', 'code');
      const step = matchTotp(secret, request.body.code, null);
      if (step === null)
        throw badRequest('That code is not valid. Check the time on your phone and try again.', 'code');
      if (!(await enableTotp(db, user.id, pending, step)))
        throw new HttpError(409, 'The setup changed meanwhile. Start it again.');
      request.auditNote = { target: `user:${user.id}`, targetLabel: user.email };
      reply.header('Cache-Control', 'no-store');
      return { recoveryCodes: await freshRecoveryCodes(user.id) };
    },
  );

  app.delete(
    ROUTES.accountTotp,
    {
      config: { ...own, audit: { action: 'account.totp.disable', target: 'user', fields: ['totp'] } },
      schema: {
        tags,
        summary: 'Turn the authenticator app off (with the step-up proof)',
        body: stepUpSchema,
        response: { 200: accountResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      const user = await me(request);
      if (!user.totpSecret) throw new HttpError(409, 'No authenticator app is set up.');
      if (config.require2fa && (await listPasskeys(db, user.id)).length === 0)
        throw new HttpError(409, LAST_FACTOR);
      await proveItIsYou(ctx, request, user, request.body);
      await disableTotp(db, user.id);
      if (!(await userHasFactor(db, user.id))) await replaceRecoveryCodes(db, user.id, []);
      request.auditNote = { target: `user:${user.id}`, targetLabel: user.email };
      return account((await findUserById(db, user.id))!);
    },
  );

  app.post(
    ROUTES.accountRecoveryCodes,
    {
      config: {
        ...own,
        audit: { action: 'account.recovery-codes', target: 'user', fields: ['recoveryCodes'] },
      },
      schema: {
        tags,
        summary: 'New recovery codes, with the step-up proof (the old ones stop working); answered once',
        body: stepUpSchema,
        response: { 200: recoveryCodesResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      if (!(await userHasFactor(db, user.id)))
        throw new HttpError(409, 'Set up an authenticator app or a passkey first.');
      await proveItIsYou(ctx, request, user, request.body);
      request.auditNote = { target: `user:${user.id}`, targetLabel: user.email };
      reply.header('Cache-Control', 'no-store');
      return { recoveryCodes: await freshRecoveryCodes(user.id) };
    },
  );

  // --- passkeys ------------------------------------------------------------------------------------

  const registerKey = (request: FastifyRequest) => `register:${request.sessionTokenHash}`;

  app.post(
    ROUTES.accountPasskeyOptions,
    {
      config: { ...own, audit: false },
      schema: {
        tags,
        summary: 'Start adding a passkey (with the step-up proof): the WebAuthn creation options',
        body: stepUpSchema,
        response: { 200: passkeyOptionsResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      await proveItIsYou(ctx, request, user, request.body);
      const options = await registrationOptions(config, db, user);
      await insertChallenge(db, {
        key: registerKey(request),
        userId: user.id,
        kind: 'register',
        challenge: options.challenge,
        expiresAt: new Date(Date.now() + REGISTER_MS),
      });
      reply.header('Cache-Control', 'no-store');
      return { ...options };
    },
  );

  app.post(
    ROUTES.accountPasskeys,
    {
      config: { ...own, audit: { action: 'account.passkey.add', target: 'passkey', fields: ['passkey'] } },
      schema: {
        tags,
        summary: 'Add a passkey from the browser’s registration response',
        body: passkeyRegisterSchema,
        response: { 201: passkeyCreatedResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      const key = registerKey(request);
      const pending = await findChallenge(db, key, 'register', new Date());
      if (!pending?.challenge || pending.userId !== user.id || !(await takeChallenge(db, key)))
        throw badRequest('Start adding the passkey again: the request expired.', 'response');
      const credential = await verifyRegistration(config, request.body.response, pending.challenge);
      if (!credential) throw badRequest('The passkey could not be verified. Try again.', 'response');
      const hadFactor = await userHasFactor(db, user.id);
      const name = request.body.name || `Passkey ${(await listPasskeys(db, user.id)).length + 1}`;
      try {
        await insertPasskey(db, { ...credential, userId: user.id, name });
      } catch (err) {
        if (pgErrorCode(err) === '23505') throw badRequest('This passkey is already registered.', 'response');
        throw err;
      }
      const recoveryCodes = hadFactor ? undefined : await freshRecoveryCodes(user.id);
      request.auditNote = { target: `passkey:${credential.id}`, targetLabel: name };
      reply.status(201).header('Cache-Control', 'no-store');
      return {
        passkey: { _id: credential.id, name, createdAt: new Date().toISOString(), lastUsedAt: null },
        ...(recoveryCodes ? { recoveryCodes } : {}),
      };
    },
  );

  app.delete(
    ROUTES.accountPasskey,
    {
      config: { ...own, audit: { action: 'account.passkey.remove', target: 'passkey' } },
      schema: {
        tags,
        summary: 'Remove one of my passkeys (with the step-up proof)',
        params: passkeyParams,
        body: stepUpSchema,
        response: { 200: accountResponse, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const user = await me(request);
      const passkeys = await listPasskeys(db, user.id);
      const passkey = passkeys.find((p) => p.id === request.params.id);
      if (!passkey) throw notFound('Passkey not found');
      if (config.require2fa && !user.totpSecret && passkeys.length === 1)
        throw new HttpError(409, LAST_FACTOR);
      await proveItIsYou(ctx, request, user, request.body);
      await deletePasskey(db, user.id, passkey.id);
      if (!(await userHasFactor(db, user.id))) await replaceRecoveryCodes(db, user.id, []);
      request.auditNote = { targetLabel: passkey.name };
      return account(user);
    },
  );

  app.post(
    ROUTES.accountStepUpOptions,
    {
      // Changes nothing but the session's pending challenge; the change it proves is audited.
      config: { ...own, audit: false },
      schema: {
        tags,
        summary: 'Prove it is you with a passkey before a sign-in change: the WebAuthn request options',
        response: { 200: passkeyOptionsResponse, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const options = await stepUpPasskeyOptions(ctx, request, await me(request));
      reply.header('Cache-Control', 'no-store');
      return { ...options };
    },
  );
};
