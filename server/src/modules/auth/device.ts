/**
 * The trusted-browser ("device") cookie of the OWASP pattern: after a successful sign-in the browser
 * gets `<userId>.<nonce>.<signature>`, an HMAC under the server secret (secrets.ts), valid for 400
 * days. A sign-in attempt carrying a valid one for the account it names is counted on that browser's
 * own counter (throttle.ts), apart from everyone else's attempts on the account.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { ServerSecrets } from './secrets.ts';

const MAX_AGE_SECONDS = 400 * 24 * 3600;
const PURPOSE = 'device-cookie';

export interface Device {
  userId: string;
  /** Random id of this browser (the key of its counter). */
  nonce: string;
}

export const deviceCookieName = (publicUrl: string) =>
  publicUrl.startsWith('https:') ? '__Host-vyoma_device' : 'vyoma_device';

/** The trusted browser this request comes from, if its cookie is genuine. */
export function readDevice(
  request: FastifyRequest,
  config: AppConfig,
  secrets: ServerSecrets,
): Device | null {
  const raw = request.cookies[deviceCookieName(config.publicUrl)];
  if (!raw || raw.length > 300) return null;
  const [userId, nonce, signature, extra] = raw.split('.');
  if (!userId || !nonce || !signature || extra !== undefined) return null;
  if (!secrets.verify(PURPOSE, `${userId}.${nonce}`, signature)) return null;
  return { userId, nonce };
}

/** Marks this browser as trusted for `userId` (keeps its id when it already was). */
export function rememberDevice(
  reply: FastifyReply,
  config: AppConfig,
  secrets: ServerSecrets,
  userId: string,
  current: Device | null,
): void {
  const nonce = current?.userId === userId ? current.nonce : randomBytes(16).toString('base64url');
  const value = `${userId}.${nonce}`;
  reply.setCookie(deviceCookieName(config.publicUrl), `${value}.${secrets.sign(PURPOSE, value)}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: MAX_AGE_SECONDS,
  });
}
