/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` and 32
 * random bytes in base64; each attempt is signed as `v1,<base64 HMAC-SHA256>` of
 * `<webhook-id>.<webhook-timestamp>.<body>` with the decoded secret. The tests verify deliveries with
 * the `standardwebhooks` package.
 */
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

export const newWebhookSecret = (): string => `${PREFIX}${randomBytes(32).toString('base64')}`;

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one attempt (a new timestamp, so a new signature, each time). */
export function signatureHeaders(secret: string, id: string, body: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
