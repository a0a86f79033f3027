/**
 * The server's secret keys: HMAC signatures (the trusted-browser cookie) and sealed values (TOTP
 * secrets, AES-256-GCM).
 *
 * Where the key comes from: AUTH_SECRET when it is set (then a copy of the database alone cannot open
 * the TOTP secrets); otherwise a random key generated once and kept in the database (`app_secrets`), so
 * every process on one database shares it without any setup. The database key is generated in both
 * cases, so values sealed before AUTH_SECRET was set stay readable (and are resealed with AUTH_SECRET
 * the next time they are used). Each purpose gets its own key, derived with HMAC-SHA256.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';

type KeyId = 'env' | 'db';

export interface ServerSecrets {
  /** HMAC-SHA256 of `value` under the key of `purpose`, base64url. */
  sign(purpose: string, value: string): string;
  /** Constant-time check of a signature made by sign(). */
  verify(purpose: string, value: string, signature: string): boolean;
  /** Encrypts and authenticates a short text: `v1.<key>.<iv>.<ciphertext>.<tag>`. */
  seal(plain: string): string;
  /** The text of a sealed value, or null when it was tampered with or its key is gone. */
  open(sealed: string): string | null;
  /** True when `sealed` is not under the current key (it was sealed before AUTH_SECRET was set). */
  needsReseal(sealed: string): boolean;
}

const derive = (master: Buffer, purpose: string) =>
  createHmac('sha256', master).update(`vyoma:${purpose}`).digest();

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createSecrets(masters: Partial<Record<KeyId, Buffer>>): ServerSecrets {
  const current: KeyId = masters.env ? 'env' : 'db';
  const master = (id: KeyId) => {
    const m = masters[id];
    if (!m) throw new Error(`no ${id} key`);
    return m;
  };
  const sign = (purpose: string, value: string) =>
    createHmac('sha256', derive(master(current), `sign:${purpose}`))
      .update(value)
      .digest('base64url');
  return {
    sign,
    verify: (purpose, value, signature) => safeEqual(sign(purpose, value), signature),
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', derive(master(current), 'seal'), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', current, iv, body, cipher.getAuthTag()]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, keyId, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || (keyId !== 'env' && keyId !== 'db') || !masters[keyId]) return null;
      try {
        const decipher = createDecipheriv(
          'aes-256-gcm',
          derive(master(keyId), 'seal'),
          Buffer.from(iv ?? '', 'base64url'),
        );
        decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body ?? '', 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
    needsReseal: (sealed) => sealed.split('.')[1] !== current,
  };
}

const DB_KEY = 'master-key';

/** The keys of this site: AUTH_SECRET, and the database's own key (created by the first process). */
export async function loadSecrets(db: Db, authSecret: string | null): Promise<ServerSecrets> {
  await db
    .insert(appSecrets)
    .values({ name: DB_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = ${DB_KEY}`);
  if (!row) throw new Error('app_secrets has no master key');
  return createSecrets({
    db: Buffer.from(row.value, 'base64url'),
    ...(authSecret ? { env: createHmac('sha256', 'vyoma-auth-secret').update(authSecret).digest() } : {}),
  });
}
