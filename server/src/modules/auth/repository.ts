/** SQL for users, sessions, second factors, sign-in challenges and login throttling records. */
import { randomUUID } from 'node:crypto';
import type { StaffRole, User } from '@vyoma/contract';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authChallenges,
  loginAttempts,
  recoveryCodes,
  sessions,
  users,
  webauthnCredentials,
} from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type PasskeyRow = typeof webauthnCredentials.$inferSelect;

/** Whether the account has a second factor (TOTP or a passkey). */
// Qualified by hand: drizzle writes columns unqualified in a one-table select, and an unqualified
// "id" inside the subquery would be the credential's own id (the test: a passkey-only account).
const hasPasskey = sql<boolean>`exists (select 1 from "webauthn_credentials" where "webauthn_credentials"."user_id" = "users"."id")`;

export interface FactorFlags {
  /** TOTP on or at least one passkey. */
  twoFactor: boolean;
  /** REQUIRE_2FA is on and the account has no factor yet. */
  require2fa: boolean;
}

export const toUser = (u: UserRow, flags: FactorFlags): User => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  phone: u.phone,
  role: u.role as User['role'],
  twoFactor: flags.twoFactor,
  setupTwoFactor: flags.require2fa && !flags.twoFactor,
});

/** Phones are stored as digits only. */
export const normalizePhone = (raw: string) => raw.replace(/\D/g, '');

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  if (value.includes('@')) {
    const [u] = await db.select().from(users).where(eq(users.email, value)).limit(1);
    return u;
  }
  const digits = normalizePhone(value);
  if (digits.length < 6) return undefined;
  const [u] = await db.select().from(users).where(eq(users.phone, digits)).limit(1);
  return u;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return u;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u;
}

export async function userHasFactor(db: Db, userId: string): Promise<boolean> {
  const [r] = await db
    .select({ totp: isNotNull(users.totpSecret).mapWith(Boolean), passkey: hasPasskey })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(r && (r.totp || r.passkey));
}

export async function countAdmins(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'admin'));
  return r?.n ?? 0;
}

export async function createUser(
  db: Db,
  input: { name: string; email: string; phone: string | null; passwordHash: string; role?: StaffRole },
): Promise<UserRow> {
  const [u] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      passwordHash: input.passwordHash,
      role: input.role ?? 'admin',
    })
    .returning();
  return u!;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<{ passwordHash: string; phone: string | null; name: string; lastLoginAt: Date }>,
): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

// --- staff -------------------------------------------------------------------------------------------

export interface StaffRow {
  user: UserRow;
  twoFactor: boolean;
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  const rows = await db
    .select({ user: users, passkey: hasPasskey })
    .from(users)
    .orderBy(desc(users.active), asc(users.name), asc(users.email));
  return rows.map((r) => ({ user: r.user, twoFactor: r.user.totpSecret !== null || Boolean(r.passkey) }));
}

export async function getStaff(db: Db, id: string): Promise<StaffRow | undefined> {
  const [r] = await db.select({ user: users, passkey: hasPasskey }).from(users).where(eq(users.id, id));
  return r && { user: r.user, twoFactor: r.user.totpSecret !== null || Boolean(r.passkey) };
}

/** Key of the transaction lock that serialises changes to who is active. */
const ACTIVE_ADMINS_LOCK = 7_305_112_020;

/**
 * Changes an account's name, phone, role or whether it is active, in one transaction (a refusal or a
 * taken phone changes nothing), never leaving the site without an active
 * admin: the check and the change happen under one transaction-level advisory lock, so two admins
 * demoting or deactivating each other at once cannot both succeed. A deactivated account's sessions
 * end in the same transaction. Returns false when it would have left no active admin.
 */
export async function setUserAccess(
  db: Db,
  id: string,
  change: { active?: boolean; role?: StaffRole; name?: string; phone?: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVE_ADMINS_LOCK})`);
    const [current] = await tx.select().from(users).where(eq(users.id, id));
    if (!current) return false;
    const active = change.active ?? current.active;
    const role = change.role ?? current.role;
    if (current.active && current.role === 'admin' && !(active && role === 'admin')) {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.active, true), eq(users.role, 'admin'), ne(users.id, id)));
      if ((r?.n ?? 0) === 0) return false;
    }
    if (!active) {
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.delete(authChallenges).where(eq(authChallenges.userId, id));
    }
    const { name, phone } = change;
    await tx
      .update(users)
      .set({ active, role, ...(name !== undefined && { name }), ...(phone !== undefined && { phone }) })
      .where(eq(users.id, id));
    return true;
  });
}

// --- sessions ---------------------------------------------------------------------------------------

export async function insertSession(
  db: Db,
  s: { tokenHash: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  const now = new Date();
  await db.insert(sessions).values({ ...s, createdAt: now, lastSeenAt: now });
}

/** The session of a token hash with its (active) user and whether the user has a passkey. */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users, hasPasskey })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.active, true)))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The token hashes of every stored session (the embedded database's in-process index, plugins/auth.ts). */
export async function sessionTokenHashes(db: Db): Promise<string[]> {
  return (await db.select({ tokenHash: sessions.tokenHash }).from(sessions)).map((r) => r.tokenHash);
}

export async function touchSession(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the user except the one with `keepTokenHash`; returns how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepTokenHash: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ id: sessions.id });
  return gone.length;
}

/** Ends one of the user's own sessions by its public id; null when they have none with that id. */
export async function deleteUserSessionById(
  db: Db,
  userId: string,
  id: string,
): Promise<{ ip: string | null; userAgent: string | null } | null> {
  const [gone] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ ip: sessions.ip, userAgent: sessions.userAgent });
  return gone ?? null;
}

export async function listUserSessions(db: Db, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Housekeeping: drop sessions past their absolute lifetime, or idle since before `idleSince`. */
export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}

// --- TOTP --------------------------------------------------------------------------------------------

export async function setPendingTotp(db: Db, userId: string, sealed: string): Promise<void> {
  await db.update(users).set({ totpPendingSecret: sealed }).where(eq(users.id, userId));
}

/** Turns TOTP on with the pending secret (the step of the confirming code is spent). */
export async function enableTotp(db: Db, userId: string, sealed: string, step: number): Promise<boolean> {
  const done = await db
    .update(users)
    .set({ totpSecret: sealed, totpPendingSecret: null, totpLastStep: step })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, sealed)))
    .returning({ id: users.id });
  return done.length > 0;
}

export async function disableTotp(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(users.id, userId));
}

export async function resealTotp(db: Db, userId: string, from: string, to: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: to })
    .where(and(eq(users.id, userId), eq(users.totpSecret, from)));
}

/**
 * Spends TOTP time step `step` for the user: true only for the first use of a step later than any
 * used before (atomic, so a code replayed in its window, even to another process, is refused).
 */
export async function spendTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const done = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.totpSecret),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return done.length > 0;
}

// --- recovery codes ------------------------------------------------------------------------------------

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (hashes.length > 0)
      await tx
        .insert(recoveryCodes)
        .values(hashes.map((codeHash) => ({ id: randomUUID(), userId, codeHash })));
  });
}

/** Marks an unused code spent; false when the user has no unused code with that hash. */
export async function spendRecoveryCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const done = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return done.length > 0;
}

export async function countRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return r?.n ?? 0;
}

// --- passkeys ------------------------------------------------------------------------------------------

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId))
    .orderBy(asc(webauthnCredentials.createdAt));
}

export async function insertPasskey(db: Db, row: typeof webauthnCredentials.$inferInsert): Promise<void> {
  await db.insert(webauthnCredentials).values(row);
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(webauthnCredentials)
    .where(and(eq(webauthnCredentials.userId, userId), eq(webauthnCredentials.id, id)))
    .returning({ id: webauthnCredentials.id });
  return gone.length > 0;
}

export async function markPasskeyUsed(db: Db, id: string, counter: number): Promise<void> {
  await db
    .update(webauthnCredentials)
    .set({ counter, lastUsedAt: new Date() })
    .where(eq(webauthnCredentials.id, id));
}

/** Everything that makes up an account's second factor goes (npm run admin -- reset-2fa). */
export async function removeAllFactors(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(webauthnCredentials).where(eq(webauthnCredentials.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(users.id, userId));
  });
}

// --- challenges ----------------------------------------------------------------------------------------

export type ChallengeRow = typeof authChallenges.$inferSelect;

export async function insertChallenge(db: Db, row: typeof authChallenges.$inferInsert): Promise<void> {
  await db
    .insert(authChallenges)
    .values(row)
    .onConflictDoUpdate({
      target: authChallenges.key,
      set: { challenge: row.challenge, expiresAt: row.expiresAt, attempts: 0, userId: row.userId },
    });
}

export async function findChallenge(
  db: Db,
  key: string,
  kind: ChallengeRow['kind'],
  now: Date,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(eq(authChallenges.key, key), eq(authChallenges.kind, kind), gt(authChallenges.expiresAt, now)),
    );
  return row;
}

export async function setChallengeValue(db: Db, key: string, challenge: string): Promise<void> {
  await db.update(authChallenges).set({ challenge }).where(eq(authChallenges.key, key));
}

/** Counts a failed attempt; returns the attempts so far (0 when the challenge is gone). */
export async function countChallengeFailure(db: Db, key: string): Promise<number> {
  const [r] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.key, key))
    .returning({ attempts: authChallenges.attempts });
  return r?.attempts ?? 0;
}

/** Deletes a challenge; true for the one caller that deleted it (a second use of it finds nothing). */
export async function takeChallenge(db: Db, key: string): Promise<boolean> {
  const gone = await db
    .delete(authChallenges)
    .where(eq(authChallenges.key, key))
    .returning({ key: authChallenges.key });
  return gone.length > 0;
}

export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, now));
}

// --- login attempts ---------------------------------------------------------------------------------

/** Housekeeping: throttling records whose last failure and wait both ended before `before`. */
export async function deleteStaleAttempts(db: Db, before: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      and(
        lt(sql`coalesce(${loginAttempts.lastFailureAt}, ${loginAttempts.windowStartedAt})`, before),
        or(sql`${loginAttempts.lockedUntil} is null`, lt(loginAttempts.lockedUntil, before)),
      ),
    );
}
