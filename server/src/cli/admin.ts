/**
 * Admin accounts from the command line, on the same database as the server (DATA_DIR / DATABASE_URL):
 *   npm run admin -- create --email a@b.c [--phone …] [--name …] [--password …] [--role admin|editor|author]
 *   npm run admin -- reset-password --email a@b.c [--password …]
 *   npm run admin -- reset-2fa --email a@b.c      (a lost phone: removes TOTP, passkeys, recovery codes)
 *   npm run admin -- token create --name … (--role admin|editor|author | --scopes content:read,…)
 *                     [--expires-in-days N] [--email the admin it acts for; default: the first admin]
 * Without --password a strong one is generated and printed. With the embedded database the command
 * refuses while a server holds DATA_DIR (two processes must never open it).
 */
import { parseArgs } from 'node:util';
import { PHONE_TAKEN, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@vyoma/contract';
import { apiTokenCreateSchema } from '@vyoma/contract/integrations-schema';
import { passwordSchema } from '@vyoma/contract/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pgErrorCode } from '../db/errors.ts';
import { users } from '../db/schema.ts';
import { insertAudit } from '../modules/audit/repository.ts';
import { generatePassword, hashPassword } from '../modules/auth/passwords.ts';
import {
  createUser,
  deleteUserSessions,
  findUserByEmail,
  normalizePhone,
  removeAllFactors,
  updateUser,
} from '../modules/auth/repository.ts';
import { createToken, tokenLabel } from '../modules/tokens/index.ts';
import { cliConfig, fail, openCliDatabase } from './common.ts';

const USAGE = `Usage:
  npm run admin -- create --email <email> [--phone <phone>] [--name <name>] [--password <password>] [--role admin|editor|author]
  npm run admin -- reset-password --email <email> [--password <password>]
  npm run admin -- reset-2fa --email <email>
  npm run admin -- token create --name <name> (--role admin|editor|author | --scopes content:read,content:write,enquiries,media) [--expires-in-days <days>] [--email <admin it acts for>]`;

const COMMANDS = ['create', 'reset-password', 'reset-2fa', 'token'];

/**
 * `token create`: an API token for automation, acting for the admin --email names (default: the
 * earliest active admin). The token is printed once; the audit log records it as made from the
 * command line.
 */
async function tokenCommand(values: Record<string, string | boolean | undefined>, sub: string | undefined) {
  if (sub !== 'create') fail(`token takes one subcommand: create.\n${USAGE}`);
  const scopes =
    typeof values.scopes === 'string' ? values.scopes.split(',').map((s) => s.trim()) : undefined;
  const days = typeof values['expires-in-days'] === 'string' ? Number(values['expires-in-days']) : undefined;
  const parsed = apiTokenCreateSchema.safeParse({
    name: values.name,
    role: values.role,
    scopes,
    expiresInDays: days,
  });
  if (!parsed.success) fail(`${parsed.error.issues[0]?.message ?? 'Invalid token'}\n${USAGE}`);
  const { database, close } = await openCliDatabase(cliConfig());
  try {
    await database.withStartupLock(() => database.migrate());
    const db = database.db;
    const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : null;
    const admin = await actingAdmin(db, email);
    if (!admin) fail(email ? `No active admin with ${email}.` : 'There is no active admin to act for.');
    const made = await createToken(db, {
      name: parsed.data.name,
      role: parsed.data.role ?? null,
      scopes: parsed.data.scopes ?? [],
      expiresInDays: parsed.data.expiresInDays ?? null,
      createdBy: admin.id,
    });
    await insertAudit(db, {
      actorId: null,
      actorEmail: null,
      action: 'token.create',
      target: `token:${made._id}`,
      targetLabel: tokenLabel(made),
      ip: 'command line',
      fields: ['name', made.role ? 'role' : 'scopes', ...(made.expiresAt ? ['expiresAt'] : [])],
    });
    process.stdout.write(
      `Created ${tokenLabel(made)}, acting for ${admin.email}${made.expiresAt ? `, expires ${made.expiresAt}` : ''}.\n` +
        'Send it as "Authorization: Bearer <token>". It is shown this once:\n' +
        `${made.token}\n`,
    );
  } finally {
    await close();
  }
}

async function actingAdmin(db: Db, email: string | null) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), ...(email ? [eq(users.email, email)] : [])))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      phone: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      scopes: { type: 'string' },
      'expires-in-days': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command || !COMMANDS.includes(command)) fail(USAGE);
  if (command === 'token') return tokenCommand(values, positionals[1]);
  if (command === 'reset-2fa' && values.password !== undefined)
    fail(`reset-2fa takes no --password.\n${USAGE}`);
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`A valid --email is required.\n${USAGE}`);
  if (values.password !== undefined) {
    const r = passwordSchema.safeParse(values.password);
    if (!r.success) fail(r.error.issues[0]?.message ?? 'Invalid password');
  }
  if (values.role !== undefined && (command !== 'create' || !STAFF_ROLES.includes(values.role as StaffRole)))
    fail(`--role is one of ${STAFF_ROLES.join(', ')}, and only for create.\n${USAGE}`);
  const role = (values.role ?? 'admin') as StaffRole;
  const phone = values.phone ? normalizePhone(values.phone) : null;
  if (phone !== null && (phone.length < 6 || phone.length > 20)) fail('--phone must have 6 to 20 digits');

  const { database, close } = await openCliDatabase(cliConfig());
  try {
    await database.withStartupLock(() => database.migrate());
    const db = database.db;
    const password = values.password ?? generatePassword();
    const existing = await findUserByEmail(db, email);
    if (command === 'reset-2fa') {
      if (!existing) fail(`No account with ${email}.`);
      await removeAllFactors(db, existing.id);
      await deleteUserSessions(db, existing.id);
      await insertAudit(db, {
        actorId: null,
        actorEmail: null,
        action: 'staff.reset-2fa',
        target: `user:${existing.id}`,
        targetLabel: existing.email,
        ip: 'command line',
        fields: ['totp', 'passkeys', 'recoveryCodes'],
      });
      process.stdout.write(
        `Two-factor sign-in removed for ${email} (authenticator app, passkeys and recovery codes); existing sessions were signed out.\n` +
          'They sign in with their password alone now and can set up a new factor on My account.\n',
      );
      return;
    }
    if (command === 'create') {
      if (existing)
        fail(`An account with ${email} already exists. Use reset-password to change its password.`);
      try {
        await createUser(db, {
          name: values.name?.trim() || ROLE_LABELS[role],
          email,
          phone,
          passwordHash: await hashPassword(password),
          role,
        });
      } catch (err) {
        if (pgErrorCode(err) === '23505') fail(PHONE_TAKEN);
        throw err;
      }
      process.stdout.write(`Created ${ROLE_LABELS[role].toLowerCase()} ${email}\n`);
    } else {
      if (!existing) fail(`No account with ${email}. Use create to add it.`);
      await updateUser(db, existing.id, { passwordHash: await hashPassword(password) });
      await deleteUserSessions(db, existing.id);
      await insertAudit(db, {
        actorId: null,
        actorEmail: null,
        action: 'staff.reset-password',
        target: `user:${existing.id}`,
        targetLabel: existing.email,
        ip: 'command line',
        fields: ['password'],
      });
      process.stdout.write(`Password reset for ${email}; existing sessions were signed out.\n`);
    }
    if (values.password === undefined) process.stdout.write(`Password: ${password}\n`);
  } finally {
    await close();
  }
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
