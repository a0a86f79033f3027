/**
 * Per-address limits are counted in the database (plugins/rate-limit-store.ts), so two server
 * processes on one database together allow exactly what one allows: enquiries, sign-in attempts and
 * the search budget. A process remembers an address that is over a limit and refuses it without a
 * query until its window ends. When the count cannot be kept, sign-in and enquiries are refused with
 * 503 and a message (they fail closed), and search is answered (it fails open).
 *
 * The page-view beacon's limit is batched (counted in memory, added to the database each second): a
 * burst at both processes still takes at most the budget and a flush's worth, the processes' flushes
 * never deadlock each other, and a flush that fails is logged without the addresses it held.
 *
 * "Two processes" are two apps (buildApp) in this test process: on PostgreSQL each with its own
 * connections, on the embedded database sharing its one database.
 */
import { ANALYTICS_LIMITS, LIMIT_UNAVAILABLE, TOO_MANY_ENQUIRIES } from '@vyoma/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contactMessages, rateLimits } from '../../src/db/schema.ts';
import { countsBetweenFlushes } from '../../src/plugins/rate-limit-store.ts';
import { buildAnotherProcess, createTestApp, TEST_ADMIN, type TestApp } from '../support/app.ts';

const LIMITS = { contactRateLimitPerMinute: 6, loginRateLimitPerMinute: 4, searchRateLimitPerMinute: 5 };

/** Distinct client addresses, so each test starts with fresh budgets. */
let lastOctet = 10;
const nextAddress = () => `203.0.113.${lastOctet++}`;

function enquiry(app: FastifyInstance, address: string, message = 'Shared limits') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    remoteAddress: address,
    payload: { name: 'Limit Tester', email: 'limits@example.test', phone: '9876543210', message },
  });
}

function wrongLogin(app: FastifyInstance, address: string, login: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: address,
    payload: { email: login, password: 'not-the-password' },
  });
}

/** The admin's sign-in, from a fresh address. */
const adminSignIn = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: nextAddress(),
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });

const search = (app: FastifyInstance, address: string) =>
  app.inject({ method: 'GET', url: '/api/v1/search?q=team', remoteAddress: address });

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A page view's beacon: its limit is batched (counted in memory, added to the database each second). */
const beacon = (app: FastifyInstance, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/events',
    remoteAddress: address,
    headers: { 'user-agent': CHROME },
    payload: { type: 'pageview', path: '/' },
  });

/**
 * A batched limit declared on `app` as a module would (createRateLimit), counting keys this test
 * chooses, in the order it chooses: the limiter reads nothing of a request but its route's config and
 * what keyGenerator reads.
 */
function batchedLimit(app: FastifyInstance, name: string) {
  const limit = app.createRateLimit({
    name,
    max: 1_000_000,
    timeWindow: 60_000,
    failOpen: true,
    batched: true,
    keyGenerator: (request) => (request as unknown as { key: string }).key,
  });
  return (key: string) => limit({ routeOptions: { config: {} }, key } as unknown as FastifyRequest);
}

/** A log that keeps its lines (warnings and errors: a request's own info line names its address). */
const keptLog = (lines: string[]) => ({
  logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
});

describe('limits shared by two processes on one database', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const aLog: string[] = [];
  const bLog: string[] = [];
  /** a, b, a, b … */
  const either = (i: number) => (i % 2 === 0 ? a : b);

  beforeAll(async () => {
    t = await createTestApp(LIMITS, { scheduler: { manual: true }, ...keptLog(aLog) });
    a = t.app;
    b = await buildAnotherProcess(t, { scheduler: { manual: true }, ...keptLog(bLog) });
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  const storedCount = async (name: string, key: string) => {
    const [row] = await t.app.vyoma.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.name, name), eq(rateLimits.key, key)));
    return row?.count;
  };

  it('enquiries: the two allow CONTACT_RATE_LIMIT_PER_MINUTE from an address, together', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await enquiry(either(i), address);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe(TOO_MANY_ENQUIRIES);
    }
    expect(statuses).toEqual([...Array(6).fill(201), ...Array(6).fill(429)]);
    // Another address has its own budget, on either process.
    expect((await enquiry(b, nextAddress())).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64, so rotating the last 64 bits resets nothing', async () => {
    // Six addresses of one /64, written in different forms, share one budget; the next /64 has its own.
    const sameNetwork = [
      '2001:db8:7:1::1',
      '2001:db8:7:1::2',
      '2001:0db8:0007:0001:ffff:1:2:3',
      '2001:db8:7:1:abcd::9',
      '2001:db8:7:1::a%eth0',
      '2001:DB8:7:1::B',
      '2001:db8:7:1:dead:beef:0:1',
    ];
    const statuses: number[] = [];
    for (const [i, address] of sameNetwork.entries())
      statuses.push((await enquiry(either(i), address)).statusCode);
    expect(statuses).toEqual([...Array(6).fill(201), 429]);
    expect(await storedCount('enquiry', '2001:db8:7:1::/64')).toBe(7);
    expect((await enquiry(a, '2001:db8:7:2::1')).statusCode).toBe(201);
  });

  it('sign-in: the two allow LOGIN_RATE_LIMIT_PER_MINUTE attempts from an address, together', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    // A different unknown login each time: only the per-address limit applies.
    for (let i = 0; i < 8; i++) {
      const res = await wrongLogin(either(i), address, `nobody-${i}@example.test`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().message).toBe('Too many login attempts. Please try again in 1 minute.');
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
  });

  it('an address over a limit costs one query per process, then none until its window ends', async () => {
    const address = nextAddress();
    for (let i = 0; i < 6; i++) expect((await enquiry(a, address)).statusCode).toBe(201);
    // The 7th is counted and refused; a then remembers the address.
    expect((await enquiry(a, address)).statusCode).toBe(429);
    expect(await storedCount('enquiry', address)).toBe(7);
    for (let i = 0; i < 5; i++) expect((await enquiry(a, address)).statusCode).toBe(429);
    expect(await storedCount('enquiry', address)).toBe(7);
    // b learns it with one count of its own.
    for (let i = 0; i < 5; i++) expect((await enquiry(b, address)).statusCode).toBe(429);
    expect(await storedCount('enquiry', address)).toBe(8);
  });

  it('search, a read, has a budget of its own, shared too', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await search(either(i), address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Counted until each process had seen the address over: b at the 6th, a at the 7th.
    expect(await storedCount('GET /api/v1/search', address)).toBe(7);
  });

  it("a burst from one address at both takes the budget and at most one flush's worth more, then is refused", async () => {
    const address = nextAddress();
    const max = ANALYTICS_LIMITS.eventsPerMinute;
    let accepted = 0;
    // Three budgets' worth, twenty at a time (ten at each): far faster than a flush a second, so
    // each process would take the whole budget if it counted only against what it knew at the start.
    for (let sent = 0; sent < 3 * max; sent += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => beacon(either(i), address)));
      for (const res of answers) {
        if (res.statusCode === 202) accepted += 1;
        else expect(res.statusCode).toBe(429);
      }
    }
    // A process counts at most countsBetweenFlushes(max) of an address the database has not answered
    // for, so the other can take that much past the budget, no more.
    expect(accepted).toBeLessThanOrEqual(max + countsBetweenFlushes(max));
    expect(accepted).toBeGreaterThanOrEqual(max - 1);
    await Promise.all([a.flushRateLimits(), b.flushRateLimits()]);
    for (const app of [a, b]) expect((await beacon(app, address)).statusCode).toBe(429);
  });

  it('a count that cannot be kept is logged with how many addresses and why, never the addresses', async () => {
    const db = t.app.vyoma.db;
    const viewers = Array.from({ length: 40 }, (_, i) => `198.51.100.${i + 100}`);
    const writer = '198.51.100.99';
    const before = { a: aLog.length, b: bLog.length };
    await db.execute(sql`alter table rate_limits rename to rate_limits_away`);
    try {
      // b counts page views in memory (they pass) and cannot add them; a cannot count an enquiry.
      for (const address of viewers) expect((await beacon(b, address)).statusCode).toBe(202);
      await b.flushRateLimits();
      expect((await enquiry(a, writer)).statusCode).toBe(503);
    } finally {
      await db.execute(sql`alter table rate_limits_away rename to rate_limits`);
    }
    const logged = [...aLog.slice(before.a), ...bLog.slice(before.b)];
    const lines = logged.map((line) => JSON.parse(line));
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'rate limit: the count could not be kept; letting requests through',
        limit: 'POST /api/v1/events',
        keys: expect.any(Number),
        cause: expect.stringContaining('rate_limits'),
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'rate limit: the count could not be kept; refusing requests',
        limit: 'enquiry',
        keys: 1,
        cause: expect.stringContaining('rate_limits'),
      }),
    );
    for (const address of [...viewers, writer]) expect(logged.join('\n')).not.toContain(address);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'two processes adding the same addresses in opposite orders at once lose no count (they never deadlock)',
    async () => {
      const name = 'flush order';
      const [countOnA, countOnB] = [batchedLimit(a, name), batchedLimit(b, name)];
      const keys = Array.from({ length: 1000 }, (_, i) => `198.18.${i >> 8}.${i & 255}`);
      const stored = async () => {
        const [row] = await t.app.vyoma.db
          .select({ n: sql<number>`coalesce(sum(${rateLimits.count}), 0)`.mapWith(Number) })
          .from(rateLimits)
          .where(eq(rateLimits.name, name));
        return row?.n;
      };
      // Each round a counts every key in one order and b in the other, then both flush at once. A
      // deadlock (PostgreSQL finds it after deadlock_timeout, a second) would lose a flush's counts:
      // rounds stop at the first loss, at 10, or after two seconds.
      const until = Date.now() + 2000;
      let rounds = 0;
      do {
        for (const key of keys) await countOnA(key);
        for (const key of keys.toReversed()) await countOnB(key);
        await Promise.all([a.flushRateLimits(), b.flushRateLimits()]);
        rounds += 1;
      } while (rounds < 10 && Date.now() < until && (await stored()) === 2 * keys.length * rounds);
      expect(await stored()).toBe(2 * keys.length * rounds);
    },
  );

  it('when the count cannot be kept: sign-in and enquiries are refused with 503, search is answered', async () => {
    const db = t.app.vyoma.db;
    const stored = async () => (await db.select({ id: contactMessages.id }).from(contactMessages)).length;
    const before = await stored();
    // The counts' table is gone for a moment: every upsert fails, as when the database cannot be reached.
    await db.execute(sql`alter table rate_limits rename to rate_limits_away`);
    try {
      for (const app of [a, b]) {
        const login = await adminSignIn(app);
        expect(login.statusCode).toBe(503);
        expect(login.json().message).toBe(LIMIT_UNAVAILABLE);
        expect(login.cookies).toEqual([]);

        const sent = await enquiry(app, nextAddress());
        expect(sent.statusCode).toBe(503);
        expect(sent.json().message).toBe(LIMIT_UNAVAILABLE);

        const found = await search(app, nextAddress());
        expect(found.statusCode).toBe(200);
        expect(found.json()).toHaveProperty('data');
      }
      expect(await stored()).toBe(before);
    } finally {
      await db.execute(sql`alter table rate_limits_away rename to rate_limits`);
    }
    // Counting again: the admin signs in.
    expect((await adminSignIn(a)).statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'when PostgreSQL refuses every connection, sign-in answers 503 with a message, and works once it is back',
    async () => {
      const name = new URL(t.config.databaseUrl!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: inject('postgresUrl') });
      await admin.connect();
      const signIn = () => adminSignIn(b);
      try {
        await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        const refused = await signIn();
        expect(refused.statusCode).toBe(503);
        expect(refused.json().message).toBe(LIMIT_UNAVAILABLE);
      } finally {
        await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      expect((await signIn()).statusCode).toBe(200);
    },
  );
});

describe('the sign-in address counter (login_attempts) across two processes', () => {
  let t: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    // The request limit well above the counter's 10 free failures, so the counter decides.
    t = await createTestApp({}, { scheduler: { manual: true } });
    b = await buildAnotherProcess(t, { scheduler: { manual: true } });
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('lets an address fail 10 times in all, then makes it wait on both', async () => {
    const address = nextAddress();
    for (let i = 0; i < 10; i++) {
      const res = await wrongLogin(i % 2 === 0 ? t.app : b, address, `guess-${i}@example.test`);
      expect(res.statusCode).toBe(401);
    }
    for (const app of [t.app, b]) {
      const res = await wrongLogin(app, address, 'one-more@example.test');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    }
  });
});
