/**
 * Scheduled housekeeping (server/src/scheduler.ts): expired sessions, stale login attempts and ended
 * rate-limit windows are deleted, and the media sweep removes stored files no media row knows once
 * they are an hour old; it never deletes a media row (the library keeps unused files,
 * docs/decisions/0049). On PostgreSQL a job runs in one process at a time (advisory lock).
 */
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authChallenges, loginAttempts, media, rateLimits, sessions, users } from '../../src/db/schema.ts';
import { jobLockKey } from '../../src/scheduler.ts';
import {
  createProductWithImage,
  createTestApp,
  loginAsAdmin,
  type TestApp,
  uploadedFiles,
} from '../support/app.ts';

const HOUR = 3_600_000;

describe('scheduled housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicCacheSeconds: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes expired and idle sessions, keeps live ones', async () => {
    const cookie = await loginAsAdmin(t.app);
    const db = t.app.vyoma.db;
    const [admin] = await db.select().from(users).limit(1);
    const now = Date.now();
    await db.insert(sessions).values([
      {
        tokenHash: 'expired',
        userId: admin!.id,
        expiresAt: new Date(now - 1000),
        lastSeenAt: new Date(now - 2000),
      },
      {
        tokenHash: 'idle',
        userId: admin!.id,
        expiresAt: new Date(now + HOUR),
        lastSeenAt: new Date(now - 3 * HOUR),
      },
    ]);
    expect(await t.app.scheduler.runNow('expired-sessions')).toBe(true);
    const left = (await db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h);
    expect(left).not.toContain('expired');
    expect(left).not.toContain('idle');
    expect(left).toHaveLength(1);
    // The live session still works.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.json().user).not.toBeNull();
  });

  it('deletes second sign-in steps and passkey challenges once they expired', async () => {
    const db = t.app.vyoma.db;
    const [admin] = await db.select().from(users).limit(1);
    const now = Date.now();
    await db.insert(authChallenges).values([
      { key: 'expired-step', userId: admin!.id, kind: 'login', expiresAt: new Date(now - 1000) },
      { key: 'live-step', userId: admin!.id, kind: 'login', expiresAt: new Date(now + 60_000) },
    ]);
    expect(await t.app.scheduler.runNow('expired-sign-in-steps')).toBe(true);
    const keys = (await db.select({ k: authChallenges.key }).from(authChallenges)).map((r) => r.k);
    expect(keys).toEqual(['live-step']);
  });

  it('deletes login attempts a day past their window and lock, keeps recent ones', async () => {
    const db = t.app.vyoma.db;
    const now = Date.now();
    await db.insert(loginAttempts).values([
      { key: 'login:old@example.test', failures: 3, windowStartedAt: new Date(now - 30 * HOUR) },
      { key: 'login:recent@example.test', failures: 2, windowStartedAt: new Date(now - HOUR) },
      {
        key: 'login:locked@example.test',
        failures: 5,
        windowStartedAt: new Date(now - 30 * HOUR),
        lockedUntil: new Date(now + HOUR),
      },
    ]);
    expect(await t.app.scheduler.runNow('stale-login-attempts')).toBe(true);
    const keys = (await db.select({ k: loginAttempts.key }).from(loginAttempts)).map((r) => r.k).sort();
    expect(keys).toEqual(['login:locked@example.test', 'login:recent@example.test']);
  });

  it('deletes the per-address limits whose window has ended, keeps running ones', async () => {
    const db = t.app.vyoma.db;
    const now = Date.now();
    await db.insert(rateLimits).values([
      { name: 'enquiry', key: '198.51.100.1', count: 3, windowEndsAt: new Date(now - 1000) },
      { name: 'enquiry', key: '198.51.100.2', count: 9, windowEndsAt: new Date(now + 60_000) },
    ]);
    expect(await t.app.scheduler.runNow('rate-limit-prune')).toBe(true);
    const keys = (await db.select({ k: rateLimits.key }).from(rateLimits)).map((r) => r.k);
    expect(keys).toContain('198.51.100.2');
    expect(keys).not.toContain('198.51.100.1');
  });

  it('vacuums the embedded database (no autovacuum there), so the inbox can count from its indexes', async () => {
    for (let i = 0; i < 20; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: { name: `V ${i}`, email: 'v@example.com', phone: '9876543210', message: 'Vacuum me' },
      });
    const allVisible = async () => {
      const r = (await t.app.vyoma.db.execute(
        sql`SELECT relallvisible FROM pg_class WHERE relname = 'contact_messages'`,
      )) as unknown as { rows: { relallvisible: number }[] };
      return Number(r.rows[0]?.relallvisible);
    };
    expect(await t.app.scheduler.runNow('vacuum')).toBe(true);
    // PostgreSQL leaves it to autovacuum; the embedded database's pages are now all-visible.
    if (t.app.vyoma.database.kind === 'pglite') expect(await allVisible()).toBeGreaterThan(0);
  });

  it('sweeps stray files older than an hour and keeps every media row, used or not', async () => {
    const cookie = await loginAsAdmin(t.app);
    const db = t.app.vyoma.db;
    const uploads = path.join(t.config.dataDir, 'uploads');
    // A referenced image (through the API).
    const product = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Sweep', product: 'Kept' },
      { width: 40, height: 40 },
    );
    const kept = (product.image[0] as string).slice('/uploads/'.length);
    const old = new Date(Date.now() - 2 * HOUR);
    utimesSync(path.join(uploads, kept), old, old);
    // Stray files: one old, one fresh (an upload may be mid-transaction).
    for (const name of ['stray-old.png', 'stray-new.png']) writeFileSync(path.join(uploads, name), 'x');
    utimesSync(path.join(uploads, 'stray-old.png'), old, old);
    // An old library file nothing references, with its file and a rendition; and a fresh one.
    for (const [name, createdAt] of [
      ['orphan-old.png', old],
      ['orphan-new.png', new Date()],
    ] as const) {
      writeFileSync(path.join(uploads, name), 'x');
      writeFileSync(path.join(uploads, name.replace('.png', '-w480.webp')), 'x');
      await db.insert(media).values({
        path: `/uploads/${name}`,
        kind: 'image',
        mime: 'image/png',
        bytes: 1,
        variants: [{ width: 480, path: `/uploads/${name.replace('.png', '-w480.webp')}` }],
        createdAt,
      });
    }
    expect(await t.app.scheduler.runNow('media-sweep')).toBe(true);
    const files = uploadedFiles(t.config);
    expect(files).toContain(kept);
    expect(files).toContain('stray-new.png');
    expect(files).toContain('orphan-new.png');
    expect(files).toContain('orphan-new-w480.webp');
    expect(files).not.toContain('stray-old.png');
    // Unused library files stay until staff delete them.
    expect(files).toContain('orphan-old.png');
    expect(files).toContain('orphan-old-w480.webp');
    expect(await db.select().from(media).where(eq(media.path, '/uploads/orphan-old.png'))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(media)
        .where(eq(media.path, `/uploads/${kept}`)),
    ).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${kept}` })).statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'on PostgreSQL a job is skipped while another process holds its lock',
    async () => {
      const db = t.app.vyoma.db;
      const [admin] = await db.select().from(users).limit(1);
      await db.insert(sessions).values({
        tokenHash: 'expired-2',
        userId: admin!.id,
        expiresAt: new Date(Date.now() - 1000),
      });
      const other = new pg.Client({ connectionString: t.config.databaseUrl! });
      await other.connect();
      try {
        const key = jobLockKey('expired-sessions').toString();
        await other.query('SELECT pg_advisory_lock($1)', [key]);
        expect(await t.app.scheduler.runNow('expired-sessions')).toBe(false);
        expect(await db.select().from(sessions).where(eq(sessions.tokenHash, 'expired-2'))).toHaveLength(1);
        await other.query('SELECT pg_advisory_unlock($1)', [key]);
        expect(await t.app.scheduler.runNow('expired-sessions')).toBe(true);
        expect(await db.select().from(sessions).where(eq(sessions.tokenHash, 'expired-2'))).toEqual([]);
      } finally {
        await other.end();
      }
    },
  );
});
