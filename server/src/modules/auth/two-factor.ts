/**
 * Second factors: TOTP (otplib, RFC 6238: 6 digits, 30 s, ±1 step), ten one-time recovery codes and
 * passkeys (WebAuthn through @simplewebauthn/server, relying party = PUBLIC_URL's host and origin).
 *
 * - TOTP secrets are stored sealed (secrets.ts); a code is accepted once: the time step it matched is
 *   spent atomically, so a replay within its window, even on another process, is refused.
 * - Recovery codes are 12 random characters (about 60 bits) from a 32-letter alphabet; only their
 *   SHA-256 is stored (a slow hash buys nothing at that entropy), and each works once.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { generateSecret, generateURI, verifySync } from 'otplib/functional';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  listPasskeys,
  markPasskeyUsed,
  type PasskeyRow,
  resealTotp,
  spendRecoveryCode,
  spendTotpStep,
  type UserRow,
} from './repository.ts';
import type { ServerSecrets } from './secrets.ts';

export const TOTP_ISSUER = 'Vyoma Infotech';
export const RECOVERY_CODE_COUNT = 10;

/** A new random TOTP secret (base32, 160 bits). */
export const newTotpSecret = (): string => generateSecret();

export const totpUrl = (email: string, secret: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/** The time step a 6-digit code matches (now ±1 step, after `afterStep`), or null. */
export function matchTotp(secret: string, code: string, afterStep: number | null): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const r = verifySync({
      secret,
      token,
      epochTolerance: 30,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return r.valid && 'timeStep' in r ? r.timeStep : null;
  } catch {
    return null;
  }
}

const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** How a recovery code is compared: lower case, no separators, easily confused letters folded. */
export function normalizeRecoveryCode(input: string): string {
  return input
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1')
    .replace(/u/g, 'v');
}

export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(`vyoma-recovery:${normalizeRecoveryCode(code)}`)
    .digest('hex');

export function generateRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let raw = '';
    for (let i = 0; i < 12; i++) raw += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/**
 * Checks a code typed at the second step: a TOTP code when it is 6 digits, a recovery code otherwise.
 * Spends what it accepts. Returns which kind it was, or null.
 */
export async function useSecondFactorCode(
  db: Db,
  secrets: ServerSecrets,
  user: UserRow,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const compact = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(compact)) {
    if (!user.totpSecret) return null;
    const secret = secrets.open(user.totpSecret);
    if (!secret) return null;
    const step = matchTotp(secret, compact, user.totpLastStep);
    if (step === null || !(await spendTotpStep(db, user.id, step))) return null;
    if (secrets.needsReseal(user.totpSecret))
      await resealTotp(db, user.id, user.totpSecret, secrets.seal(secret));
    return 'totp';
  }
  if (normalizeRecoveryCode(compact).length !== 12) return null;
  return (await spendRecoveryCode(db, user.id, hashRecoveryCode(compact))) ? 'recovery' : null;
}

// --- passkeys --------------------------------------------------------------------------------------

export function relyingParty(config: AppConfig) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: TOTP_ISSUER };
}

const credentialOf = (p: PasskeyRow) => ({
  id: p.id,
  publicKey: new Uint8Array(Buffer.from(p.publicKey, 'base64url')),
  counter: p.counter,
  transports: p.transports,
});

const asTransports = (t: string[]) => t as ('usb' | 'nfc' | 'ble' | 'internal' | 'hybrid')[];

export async function registrationOptions(config: AppConfig, db: Db, user: UserRow) {
  const existing = await listPasskeys(db, user.id);
  return generateRegistrationOptions({
    ...relyingParty(config),
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: asTransports(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new credential of a registration response, or null when it does not verify. */
export async function verifyRegistration(config: AppConfig, response: unknown, expectedChallenge: string) {
  const rp = relyingParty(config);
  try {
    const r = await verifyRegistrationResponse({
      response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!r.verified) return null;
    const c = r.registrationInfo.credential;
    return {
      id: c.id,
      publicKey: Buffer.from(c.publicKey).toString('base64url'),
      counter: c.counter,
      transports: c.transports ?? [],
    };
  } catch {
    return null;
  }
}

export async function authenticationOptions(config: AppConfig, passkeys: PasskeyRow[]) {
  return generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: asTransports(p.transports) })),
    userVerification: 'preferred',
  });
}

/** True when the response is a valid assertion by one of the user's passkeys (its counter is updated). */
export async function verifyAuthentication(
  config: AppConfig,
  db: Db,
  userId: string,
  response: { id: string } & Record<string, unknown>,
  expectedChallenge: string,
): Promise<boolean> {
  const passkey = (await listPasskeys(db, userId)).find((p) => p.id === response.id);
  if (!passkey) return false;
  const rp = relyingParty(config);
  try {
    const r = await verifyAuthenticationResponse({
      response: response as unknown as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: credentialOf(passkey),
      requireUserVerification: false,
    });
    if (!r.verified) return false;
    await markPasskeyUsed(db, passkey.id, r.authenticationInfo.newCounter);
    return true;
  } catch {
    return false;
  }
}
