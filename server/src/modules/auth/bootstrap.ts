/**
 * Makes sure an administrator exists at start. ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_PHONE are
 * authoritative (an existing account gets the env password if it no longer verifies); with none
 * given and no admin at all, a random-password admin is created and its password reported once.
 */
import { PAGE } from '@vyoma/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';
import { countAdmins, createUser, deleteUserSessions, findUserByEmail, updateUser } from './repository.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@vyoma.example';

export interface GeneratedAdmin {
  email: string;
  password: string;
}

export async function ensureAdmin(
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<GeneratedAdmin | null> {
  const wanted = config.admin;
  if (!wanted) {
    if ((await countAdmins(db)) > 0) return null;
    const password = generatePassword();
    await createUser(db, {
      name: 'Administrator',
      email: DEFAULT_ADMIN_EMAIL,
      phone: null,
      passwordHash: await hashPassword(password),
    });
    log.info({ email: DEFAULT_ADMIN_EMAIL }, 'created the first administrator with a generated password');
    return { email: DEFAULT_ADMIN_EMAIL, password };
  }

  const existing = await findUserByEmail(db, wanted.email);
  if (!existing) {
    const password = wanted.password ?? generatePassword();
    const input = {
      name: 'Administrator',
      email: wanted.email,
      phone: wanted.phone,
      passwordHash: await hashPassword(password),
    };
    try {
      await createUser(db, input);
    } catch (err) {
      if (pgErrorCode(err) !== '23505' || !wanted.phone) throw err;
      log.warn(
        { phone: wanted.phone },
        'ADMIN_PHONE is used by another account; created the admin without it',
      );
      await createUser(db, { ...input, phone: null });
    }
    log.info({ email: wanted.email }, 'created administrator from ADMIN_EMAIL');
    return wanted.password ? null : { email: wanted.email, password };
  }

  if (wanted.password && !(await verifyPassword(existing.passwordHash, wanted.password))) {
    await updateUser(db, existing.id, { passwordHash: await hashPassword(wanted.password) });
    // A changed password ends the sessions opened with the old one.
    await deleteUserSessions(db, existing.id);
    log.info({ email: wanted.email }, 'administrator password updated from ADMIN_PASSWORD');
  }
  if (wanted.phone && wanted.phone !== existing.phone) {
    try {
      await updateUser(db, existing.id, { phone: wanted.phone });
    } catch (err) {
      if (pgErrorCode(err) !== '23505') throw err;
      log.warn({ phone: wanted.phone }, 'ADMIN_PHONE is used by another account; left unchanged');
    }
  }
  return null;
}

/** The one-time notice for a generated password, boxed so it stands out in the log stream. */
export function generatedAdminBox(admin: GeneratedAdmin, publicUrl: string): string {
  const lines = [
    `Admin login: ${admin.email} / password: ${admin.password}`,
    `Open ${publicUrl}${PAGE.login} to sign in. This password is shown only once.`,
    'Change it with: npm run admin -- reset-password --email <email>',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = `+${'-'.repeat(width + 2)}+`;
  return [bar, ...lines.map((l) => `| ${l.padEnd(width)} |`), bar].join('\n');
}
