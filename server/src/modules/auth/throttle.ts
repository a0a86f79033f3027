/**
 * Failed sign-ins slow down guessing without locking the owner out (the OWASP "device cookie"
 * pattern, modules/auth/device.ts). Each failure is counted on the counters that apply to the attempt
 * (passwordCounters):
 *
 * - from a browser that signed in to this account before (a valid device cookie): that browser's own
 *   counter only, so an attacker hammering the account from elsewhere does not stop the owner;
 * - from any other browser: the account's counter for unknown browsers, and the client address's;
 * - from a trusted browser whose cookie has failed `COUNTERS.device.free` times: like any other
 *   browser. A copied cookie is slowed down with the account's counters instead of making the
 *   owner's browser wait; the owner's next sign-in gives their browser a new id (a new cookie), so
 *   the copy stays untrusted while the owner's browser is trusted again.
 *
 * The step-up proof of My account (step-up.ts) counts wrong passwords and codes on the same counters.
 *
 * A counter allows a few failures freely, then each further failure makes the next attempt wait
 * longer (1, 2, 4, 8 minutes … at most 15), and it starts afresh after a day without failures.
 * Attempts made while a counter waits are refused (429) without checking the password, so they cost
 * nothing and prove nothing. Counters live in `login_attempts`, shared by every server process; every
 * change is one atomic upsert.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema.ts';
import { clientKey } from '../../plugins/security.ts';
import type { Device } from './device.ts';

export interface CounterKind {
  /** Failures allowed before the first wait. */
  free: number;
}

export const COUNTERS = {
  /** An account, tried from browsers it has not signed in from. */
  account: { free: 5 },
  /** A client address (offices share one, so a little more room). */
  address: { free: 10 },
  /** One trusted browser of one account: after this many failures its cookie stops being trusted. */
  device: { free: 5 },
  /** Second-step codes of one account (per trusted browser, or from unknown browsers). */
  secondStep: { free: 5 },
} as const satisfies Record<string, CounterKind>;

const MINUTE = 60_000;
export const FIRST_DELAY_MS = MINUTE;
export const MAX_DELAY_MS = 15 * MINUTE;
/** A counter with no failure for this long starts again from zero. */
export const RESET_AFTER_MS = 24 * 60 * MINUTE;

/** How long the next attempt waits after `failures` failures. */
export function delayAfter(kind: CounterKind, failures: number): number {
  if (failures < kind.free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - kind.free));
}

export interface Counter {
  key: string;
  kind: CounterKind;
}

const tsz = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The latest time until which any of these counters makes attempts wait, or null. */
export async function waitingUntil(db: Db, counters: Counter[], now: Date): Promise<Date | null> {
  if (counters.length === 0) return null;
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(
      inArray(
        loginAttempts.key,
        counters.map((c) => c.key),
      ),
    );
  let until: Date | null = null;
  for (const r of rows)
    if (r.lockedUntil && r.lockedUntil > now && (!until || r.lockedUntil > until)) until = r.lockedUntil;
  return until;
}

/**
 * Counts this attempt on each counter before the password is checked, atomically: a counter that is
 * waiting is not counted and the attempt is refused. So many attempts at once (from many addresses,
 * on several processes) get no more checks than one after another: the counter's row decides. A
 * successful attempt clears its counters afterwards (clearCounters). Returns null when the attempt may
 * go ahead, or the time until which it must wait.
 */
export async function reserveAttempt(db: Db, counters: Counter[], now: Date): Promise<Date | null> {
  const waiting = await waitingUntil(db, counters, now);
  if (waiting) return waiting;
  const resetBefore = new Date(now.getTime() - RESET_AFTER_MS);
  for (const { key, kind } of counters) {
    const t = loginAttempts;
    const fresh = sql`(${t.lastFailureAt} is null or ${t.lastFailureAt} < ${tsz(resetBefore)})`;
    const next = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
    const wait = sql`least(${MAX_DELAY_MS}, ${FIRST_DELAY_MS} * power(2, ${next} - ${kind.free}))`;
    const counted = await db
      .insert(t)
      .values({
        key,
        failures: 1,
        windowStartedAt: now,
        lastFailureAt: now,
        lockedUntil: kind.free <= 1 ? new Date(now.getTime() + FIRST_DELAY_MS) : null,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: next,
          windowStartedAt: sql`case when ${fresh} then ${tsz(now)} else ${t.windowStartedAt} end`,
          lastFailureAt: now,
          lockedUntil: sql`case when ${next} >= ${kind.free} then ${tsz(now)} + ${wait} * interval '1 millisecond' else null end`,
        },
        // A counter that is waiting stays as it is: the attempt is refused, not counted.
        setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${tsz(now)}`,
      })
      .returning({ key: t.key });
    if (counted.length === 0)
      return (await waitingUntil(db, counters, now)) ?? new Date(now.getTime() + 1000);
  }
  return null;
}

/** Failures counted on one counter in its current window (0 once it has reset). */
export async function failuresOf(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ failures: loginAttempts.failures, lastFailureAt: loginAttempts.lastFailureAt })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, key));
  if (!row?.lastFailureAt || row.lastFailureAt.getTime() < now.getTime() - RESET_AFTER_MS) return 0;
  return row.failures;
}

/**
 * The counters a password attempt on `accountKey` is subject to, and the trusted browser it counts
 * as (null once that browser's cookie has failed too often: see the note at the top).
 */
export async function passwordCounters(
  db: Db,
  request: FastifyRequest,
  accountKey: string,
  device: Device | null,
  now: Date,
): Promise<{ counters: Counter[]; trusted: Device | null }> {
  if (device) {
    const counter = { key: `device:${device.nonce}`, kind: COUNTERS.device };
    if ((await failuresOf(db, counter.key, now)) < COUNTERS.device.free)
      return { counters: [counter], trusted: device };
  }
  return {
    counters: [
      { key: `account:${accountKey}`, kind: COUNTERS.account },
      { key: `address:${clientKey(request)}`, kind: COUNTERS.address },
    ],
    trusted: null,
  };
}

/** The counter of second-step codes: per trusted browser, or the account's for unknown browsers. */
export const secondStepCounter = (userId: string, device: string | null): Counter => ({
  key: device ? `2fa-device:${device}` : `2fa:${userId}`,
  kind: COUNTERS.secondStep,
});

export async function clearCounters(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
}

/** "Too many login attempts. Please try again in 3 minutes." */
export function waitMessage(until: Date, now = new Date(), what = 'login attempts'): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
