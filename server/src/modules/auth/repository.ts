/** SQL for users, sessions and per-account login throttling. */
import { randomUUID } from 'node:crypto';
import type { User } from '@vyoma/contract';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts, sessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export const toUser = (u: UserRow): User => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  phone: u.phone,
  role: u.role as User['role'],
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

export async function countAdmins(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'admin'));
  return r?.n ?? 0;
}

export async function createUser(
  db: Db,
  input: { name: string; email: string; phone: string | null; passwordHash: string },
): Promise<UserRow> {
  const [u] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      passwordHash: input.passwordHash,
      role: 'admin',
    })
    .returning();
  return u!;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<{ passwordHash: string; phone: string | null }>,
): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

// --- sessions ---------------------------------------------------------------------------------------

export async function insertSession(
  db: Db,
  s: { tokenHash: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  const now = new Date();
  await db.insert(sessions).values({ ...s, createdAt: now, lastSeenAt: now });
}

export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
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

/** Housekeeping: drop sessions past their absolute or idle limit. */
export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}

// --- login attempts ---------------------------------------------------------------------------------

export async function getAttempt(db: Db, key: string) {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).limit(1);
  return row;
}

/**
 * Records one failure atomically (works across processes): a new window starts when the old one is
 * over; reaching maxFailures inside the window locks the account until lockUntil.
 */
const tsz = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export async function recordFailure(
  db: Db,
  key: string,
  now: Date,
  windowStart: Date,
  maxFailures: number,
  lockUntil: Date,
): Promise<void> {
  await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: maxFailures <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStartedAt} < ${tsz(windowStart)} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} < ${tsz(windowStart)} then ${tsz(now)} else ${loginAttempts.windowStartedAt} end`,
        lockedUntil: sql`case when ${loginAttempts.windowStartedAt} >= ${tsz(windowStart)} and ${loginAttempts.failures} + 1 >= ${maxFailures} then ${tsz(lockUntil)} else ${loginAttempts.lockedUntil} end`,
      },
    });
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

export async function deleteStaleAttempts(db: Db, before: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.windowStartedAt, before),
        or(sql`${loginAttempts.lockedUntil} is null`, lt(loginAttempts.lockedUntil, before)),
      ),
    );
}
