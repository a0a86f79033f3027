/**
 * The step-up proof. A session alone changes nothing about how its account signs in: changing the
 * password or the phone (a sign-in name), adding or removing an authenticator app or a passkey, and
 * making new recovery codes each need, in the same request, the current password and — when the
 * account has a second factor — a current code from the authenticator app, a recovery code, or a
 * passkey's answer to a challenge from stepUpPasskeyOptions. Every such route calls proveItIsYou().
 *
 * Wrong proofs count on the sign-in counters (throttle.ts): the password on this browser's counter
 * (or the account's and the address's), the code or passkey on the second-step counter. So a stolen
 * session guesses no faster than a sign-in form, and while a counter waits the proof is refused (429)
 * without being checked. Each wrong proof is audited as `account.proof.failed`; each refusal is
 * tallied like a refused sign-in (refusals.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { clientKey } from '../../plugins/security.ts';
import { readDevice } from './device.ts';
import { verifyPassword } from './passwords.ts';
import {
  findChallenge,
  insertChallenge,
  listPasskeys,
  takeChallenge,
  type UserRow,
  userHasFactor,
} from './repository.ts';
import {
  type Counter,
  clearCounters,
  passwordCounters,
  reserveAttempt,
  secondStepCounter,
  waitingUntil,
  waitMessage,
} from './throttle.ts';
import { authenticationOptions, useSecondFactorCode, verifyAuthentication } from './two-factor.ts';

export const WRONG_PASSWORD = 'Your current password is not correct';
export const NEED_SECOND_FACTOR =
  'Enter a code from your authenticator app or a recovery code, or use a passkey.';
export const WRONG_CODE =
  'That code is not valid (each code works once). Check it, or wait for the next one, and try again.';
export const WRONG_PASSKEY = 'The passkey could not be verified. Try again.';
const PASSKEY_MS = 5 * 60_000;

export interface Proof {
  currentPassword?: string | undefined;
  code?: string | undefined;
  passkey?: ({ id: string } & Record<string, unknown>) | undefined;
}

export type ProofMethod = 'password' | 'totp' | 'recovery' | 'passkey';

/** One pending passkey challenge per session. */
const challengeKey = (request: FastifyRequest) => `step-up:${request.sessionTokenHash}`;

/** The counters this request's proofs count on, as a sign-in from the same browser would. */
async function countersFor(ctx: AppContext, request: FastifyRequest, user: UserRow, now: Date) {
  const device = readDevice(request, ctx.config, ctx.secrets);
  const { counters, trusted } = await passwordCounters(
    ctx.db,
    request,
    `user:${user.id}`,
    device?.userId === user.id ? device : null,
    now,
  );
  return { password: counters, secondStep: secondStepCounter(user.id, trusted?.nonce ?? null) };
}

async function reserve(ctx: AppContext, request: FastifyRequest, user: UserRow, counters: Counter[]) {
  const now = new Date();
  const until = await reserveAttempt(ctx.db, counters, now);
  if (!until) return;
  ctx.refusedSignIns.note(clientKey(request), 'proof', { id: user.id, login: user.email });
  throw new HttpError(429, waitMessage(until, now, 'wrong attempts'));
}

async function refused(ctx: AppContext, request: FastifyRequest, user: UserRow, what: string) {
  await recordAudit(ctx, request, {
    action: 'account.proof.failed',
    target: `user:${user.id}`,
    targetLabel: user.email,
    fields: [what],
  });
}

/**
 * Checks the proof carried by a request that changes how `user` signs in; answers how it was proven
 * or throws (400 naming the field that was wrong, 429 while a counter waits).
 */
export async function proveItIsYou(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  proof: Proof,
): Promise<ProofMethod> {
  const { db, config, secrets } = ctx;
  // An API token never reaches a route that asks for this (contract tokenNever); and if it did, a
  // token proves nothing about the person: refused.
  if (request.apiToken) throw new HttpError(403, 'An API token cannot prove it is you.');
  if (!proof.currentPassword) throw badRequest('Enter your current password', 'currentPassword');
  const hasFactor = await userHasFactor(db, user.id);
  const code = proof.code?.trim() || undefined;
  // Incomplete proofs are refused before anything is counted or checked.
  if (hasFactor && !code && !proof.passkey) throw badRequest(NEED_SECOND_FACTOR, 'code');

  const counters = await countersFor(ctx, request, user, new Date());
  await reserve(ctx, request, user, counters.password);
  if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) {
    await refused(ctx, request, user, 'password');
    throw badRequest(WRONG_PASSWORD, 'currentPassword');
  }
  await clearCounters(
    db,
    counters.password.map((c) => c.key),
  );
  if (!hasFactor) return 'password';

  await reserve(ctx, request, user, [counters.secondStep]);
  let method: ProofMethod | null;
  if (proof.passkey) {
    const key = challengeKey(request);
    const pending = await findChallenge(db, key, 'step-up', new Date());
    const ok =
      pending?.challenge &&
      pending.userId === user.id &&
      (await takeChallenge(db, key)) &&
      (await verifyAuthentication(config, db, user.id, proof.passkey, pending.challenge));
    method = ok ? 'passkey' : null;
  } else {
    method = await useSecondFactorCode(db, secrets, user, code!);
  }
  if (!method) {
    await refused(ctx, request, user, proof.passkey ? 'passkey' : 'code');
    throw proof.passkey ? badRequest(WRONG_PASSKEY, 'passkey') : badRequest(WRONG_CODE, 'code');
  }
  await clearCounters(db, [counters.secondStep.key]);
  return method;
}

/** WebAuthn request options for proving it is you with one of your passkeys (one per session). */
export async function stepUpPasskeyOptions(ctx: AppContext, request: FastifyRequest, user: UserRow) {
  const { db, config } = ctx;
  const passkeys = await listPasskeys(db, user.id);
  if (passkeys.length === 0) throw new HttpError(409, 'You have no passkey. Use a code instead.');
  const counters = await countersFor(ctx, request, user, new Date());
  const until = await waitingUntil(db, [counters.secondStep], new Date());
  if (until) {
    ctx.refusedSignIns.note(clientKey(request), 'proof', { id: user.id, login: user.email });
    throw new HttpError(429, waitMessage(until, new Date(), 'wrong attempts'));
  }
  const options = await authenticationOptions(config, passkeys);
  await insertChallenge(db, {
    key: challengeKey(request),
    userId: user.id,
    kind: 'step-up',
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + PASSKEY_MS),
  });
  return options;
}
