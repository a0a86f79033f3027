/**
 * The outbox as any module uses it (modules/outbox), with kinds registered here: queueing inside the
 * caller's transaction (a rollback queues nothing, an idempotency key queues once); a sender that
 * fails twice and then succeeds, waiting its kind's backoff; permanent failures, the attempt and age
 * limits, and "send again"; a lease that runs out (another worker takes the row over, and the first
 * worker's late outcome changes nothing); one kind's slow sends never hold up another's; two workers
 * (on PostgreSQL, two connection pools) never claim the same row. Mail, the kind the site sends
 * today, is tested in enquiry-mail.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { outboxMessages } from '../../src/db/schema.ts';
import { MAIL } from '../../src/modules/mail/index.ts';
import {
  backoffSeconds,
  enqueue,
  Outbox,
  type OutboxRow,
  OutboxSendError,
  outboxKind,
} from '../../src/modules/outbox/index.ts';
import { createTestApp, loginAsAdmin, ORIGIN, type TestApp } from '../support/app.ts';

interface Ping {
  n: number;
}

/** A promise and the functions that settle it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for a condition (never for a fixed time), with a generous bound. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe('the outbox', () => {
  let t: TestApp;
  const rowOf = async (id: string): Promise<OutboxRow> => {
    const [row] = await t.app.vyoma.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    return row!;
  };
  /** Makes a waiting row due now, as if its backoff had passed. */
  const due = (id: string) =>
    t.app.vyoma.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` }).where(eq(outboxMessages.id, id));
  const queue = async <P>(kind: ReturnType<typeof outboxKind<P>>, payload: P, ref?: string) =>
    (await t.app.vyoma.db.transaction((tx) => enqueue(tx, kind, payload, { ref })))!;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('queues inside the caller’s transaction: a rollback queues nothing, a repeated idempotency key queues once', async () => {
    const KIND = outboxKind<Ping>('test-queue'); // nobody sends it: rows stay as queued
    const db = t.app.vyoma.db;
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, KIND, { n: 1 }, { ref: 'thing:rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const first = await db.transaction((tx) => enqueue(tx, KIND, { n: 2 }, { idempotencyKey: 'evt-1' }));
    const again = await db.transaction((tx) => enqueue(tx, KIND, { n: 3 }, { idempotencyKey: 'evt-1' }));
    // Another kind may use the same key.
    const other = await db.transaction((tx) =>
      enqueue(tx, outboxKind<Ping>('test-queue-2'), { n: 4 }, { idempotencyKey: 'evt-1' }),
    );
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, KIND.name));
    expect(rows.map((r) => [r.payload, r.state, r.attempts])).toEqual([[{ n: 2 }, 'pending', 0]]);
  });

  it('retries a failing sender with its kind’s backoff until it succeeds, keeping the last error and answer', async () => {
    const KIND = outboxKind<Ping>('test-flaky');
    const calls: { payload: Ping; id: string; attempts: number }[] = [];
    t.app.vyoma.outbox.register(KIND, {
      retry: { baseSeconds: 100, maxDelaySeconds: 150, maxAttempts: 5 },
      async send(payload, row) {
        calls.push({ payload, id: row.id, attempts: row.attempts });
        if (calls.length <= 2) throw Object.assign(new Error(`refused ${calls.length}`), { code: 'EFLAKY' });
        return { status: 200, body: 'ok' };
      },
    });
    const id = await queue(KIND, { n: 7 }, 'thing:7');
    const waits: number[] = [];
    for (const attempt of [1, 2]) {
      await t.app.vyoma.outbox.drain(KIND);
      const row = await rowOf(id);
      expect(row).toMatchObject({ state: 'pending', attempts: attempt, lockedUntil: null });
      expect(row.lastError).toBe(`EFLAKY: refused ${attempt}`);
      waits.push((row.nextAttemptAt.getTime() - row.updatedAt.getTime()) / 1000);
      // Not due yet: another run sends nothing.
      await t.app.vyoma.outbox.drain(KIND);
      expect(calls).toHaveLength(attempt);
      await due(id);
    }
    // 100 s, then 200 s capped at the kind's 150 s; each ±10 %.
    expect(waits[0]).toBeGreaterThanOrEqual(90);
    expect(waits[0]).toBeLessThanOrEqual(110);
    expect(waits[1]).toBeGreaterThanOrEqual(135);
    expect(waits[1]).toBeLessThanOrEqual(165);
    expect(backoffSeconds(9, { baseSeconds: 100, maxDelaySeconds: 150 }, 0.5)).toBe(150);

    await t.app.vyoma.outbox.drain(KIND);
    const sent = await rowOf(id);
    expect(sent).toMatchObject({
      state: 'sent',
      attempts: 3,
      lastError: null,
      lastResult: { status: 200, body: 'ok' },
      lockedUntil: null,
      ref: 'thing:7',
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(calls).toEqual([1, 2, 3].map((attempts) => ({ payload: { n: 7 }, id, attempts })));
    // Sent is final: nothing more goes out, however often the workers run.
    await t.app.vyoma.outbox.drain();
    expect(calls).toHaveLength(3);
  });

  it('fails a message for good on a permanent error, after the last attempt, or past its age; "send again" starts over', async () => {
    const KIND = outboxKind<{ answer: 'gone' | 'busy' | 'ok' }>('test-failing');
    let sends = 0;
    t.app.vyoma.outbox.register(KIND, {
      retry: { baseSeconds: 1, maxDelaySeconds: 1, maxAttempts: 2, maxAgeSeconds: 3600 },
      isPermanent: (err) =>
        err instanceof OutboxSendError && (err.result as { status: number }).status === 410,
      async send({ answer }) {
        sends += 1;
        if (answer === 'gone') throw new OutboxSendError('HTTP 410', { status: 410, body: 'no such hook' });
        if (answer === 'busy') throw new OutboxSendError('HTTP 503', { status: 503, body: 'later' });
        return null;
      },
    });
    const gone = await queue(KIND, { answer: 'gone' });
    const busy = await queue(KIND, { answer: 'busy' });
    const old = await queue(KIND, { answer: 'busy' });
    await t.app.vyoma.db
      .update(outboxMessages)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(outboxMessages.id, old));
    await t.app.vyoma.outbox.drain(KIND);

    // Permanent: failed at the first attempt, with the receiver's answer.
    expect(await rowOf(gone)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'HTTP 410',
      lastResult: { status: 410, body: 'no such hook' },
    });
    // Older than the kind's maximum age: failed at its first failure.
    expect(await rowOf(old)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'HTTP 503' });
    // Transient: retried, and failed at the kind's last attempt.
    expect(await rowOf(busy)).toMatchObject({ state: 'pending', attempts: 1 });
    await due(busy);
    await t.app.vyoma.outbox.drain(KIND);
    expect(await rowOf(busy)).toMatchObject({ state: 'failed', attempts: 2, lastResult: { status: 503 } });
    const before = sends;
    await t.app.vyoma.db.update(outboxMessages).set({ nextAttemptAt: sql`now() - interval '1 day'` });
    await t.app.vyoma.outbox.drain(KIND);
    expect(sends).toBe(before);

    // "Send again": due now, attempts (and age) start over; only from the states asked for.
    await t.app.vyoma.db
      .update(outboxMessages)
      .set({ payload: { answer: 'ok' } })
      .where(eq(outboxMessages.id, old));
    expect(await t.app.vyoma.outbox.retry(old)).toBe(true);
    await until(async () => (await rowOf(old)).state === 'sent');
    expect(await rowOf(old)).toMatchObject({ attempts: 1, lastError: null, lastResult: null });
    expect(await t.app.vyoma.outbox.retry(old)).toBe(false);
    expect(await t.app.vyoma.outbox.retry(old, ['sent'])).toBe(true);
    await until(async () => (await rowOf(old)).state === 'sent');
    expect(await t.app.vyoma.outbox.retry('no-such-message')).toBe(false);
  });

  it('gives a row whose lease ran out to another worker; the first worker’s late outcome changes nothing', async () => {
    const KIND = outboxKind<Ping>('test-lease');
    const hung = deferred();
    const started = deferred();
    const log = t.app.log;
    const a = new Outbox(t.app.vyoma.db, log);
    const b = new Outbox(t.app.vyoma.db, log);
    const retry = { baseSeconds: 1, maxDelaySeconds: 1, maxAttempts: 5 };
    let bSends = 0;
    a.register(KIND, {
      retry,
      leaseSeconds: 300,
      async send() {
        started.resolve();
        await hung.promise; // a worker that stalls (or died) mid-send
        throw new Error('too late');
      },
    });
    b.register(KIND, {
      retry,
      async send() {
        bSends += 1;
        return { by: 'b' };
      },
    });
    const id = await queue(KIND, { n: 1 });
    const aRun = a.drain(KIND);
    await started.promise;
    const claimed = await rowOf(id);
    expect(claimed.attempts).toBe(1);
    expect(claimed.lockedUntil!.getTime() - claimed.updatedAt.getTime()).toBe(300_000);
    // Within the lease, nobody else takes it.
    await b.drain(KIND);
    expect(bSends).toBe(0);

    // The lease runs out: the next worker claims it (a second attempt) and sends it.
    await t.app.vyoma.db
      .update(outboxMessages)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.id, id));
    await b.drain(KIND);
    expect(bSends).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2, lastResult: { by: 'b' } });

    // The stalled worker's failure arrives after all: the newer claim's outcome stands.
    hung.resolve();
    await aRun;
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    await Promise.all([a.stop(), b.stop()]);
  });

  it('keeps kinds apart: a slow kind (two sends at once) never holds up another, nor the scheduler’s round', async () => {
    const SLOW = outboxKind<Ping>('test-slow');
    const FAST = outboxKind<Ping>('test-fast');
    const release = deferred();
    let inFlight = 0;
    let fastSent = 0;
    const retry = { baseSeconds: 1, maxDelaySeconds: 1, maxAttempts: 3 };
    t.app.vyoma.outbox.register(SLOW, {
      retry,
      concurrency: 2,
      async send() {
        inFlight += 1;
        await release.promise; // a receiver that takes its time
        inFlight -= 1;
        return null;
      },
    });
    t.app.vyoma.outbox.register(FAST, {
      retry,
      async send() {
        fastSent += 1;
        return null;
      },
    });
    const slow = [await queue(SLOW, { n: 1 }), await queue(SLOW, { n: 2 }), await queue(SLOW, { n: 3 })];
    await t.app.scheduler.runNow('outbox'); // a kick: it does not wait for the slow lane
    await until(() => inFlight === 2);
    const fast = await queue(FAST, { n: 4 });
    await t.app.scheduler.runNow('outbox');
    await until(async () => (await rowOf(fast)).state === 'sent');
    expect(fastSent).toBe(1);
    expect(inFlight).toBe(2);
    expect((await Promise.all(slow.map(rowOf))).map((r) => r.state)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    release.resolve();
    await t.app.vyoma.outbox.drain(SLOW);
    expect((await Promise.all(slow.map(rowOf))).map((r) => r.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('never lets two workers claim the same row (on PostgreSQL: two processes’ worth of connections)', async () => {
    const KIND = outboxKind<Ping>('test-race');
    const TOTAL = 30;
    // Each worker its own database handle on PostgreSQL (its own pool); PGlite has one connection.
    const url = t.config.databaseUrl;
    const second: Database | null = url ? await openDatabase({ databaseUrl: url, pgliteDir: null }) : null;
    const workers = [
      new Outbox(t.app.vyoma.db, t.app.log),
      new Outbox(second?.db ?? t.app.vyoma.db, t.app.log),
    ];
    const sentBy: string[][] = [[], []];
    const bothSending = deferred();
    try {
      for (const [w, worker] of workers.entries())
        worker.register(KIND, {
          retry: { baseSeconds: 1, maxDelaySeconds: 1, maxAttempts: 3 },
          concurrency: 3,
          async send(_payload, row) {
            sentBy[w]!.push(row.id);
            // Both workers hold claims at the same time before any finishes.
            if (sentBy[0]!.length > 0 && sentBy[1]!.length > 0) bothSending.resolve();
            await Promise.race([bothSending.promise, sleep(20_000)]);
            return null;
          },
        });
      const ids: string[] = [];
      for (let n = 0; n < TOTAL; n++) ids.push(await queue(KIND, { n }));
      await Promise.all(workers.map((w) => w.drain(KIND)));

      const all = [...sentBy[0]!, ...sentBy[1]!];
      expect(all).toHaveLength(TOTAL);
      expect(new Set(all)).toEqual(new Set(ids));
      expect(sentBy[0]!.length).toBeGreaterThan(0);
      expect(sentBy[1]!.length).toBeGreaterThan(0);
      const rows = await Promise.all(ids.map(rowOf));
      expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await second?.close();
    }
  });

  it('refuses a kind registered twice or without a limit', () => {
    const KIND = outboxKind<Ping>('test-flaky');
    const send = async () => null;
    expect(() =>
      t.app.vyoma.outbox.register(KIND, {
        retry: { baseSeconds: 1, maxDelaySeconds: 1, maxAttempts: 1 },
        send,
      }),
    ).toThrow('outbox: test-flaky is registered twice');
    expect(() =>
      t.app.vyoma.outbox.register(outboxKind<Ping>('test-unbounded'), {
        retry: { baseSeconds: 1, maxDelaySeconds: 1 },
        send,
      }),
    ).toThrow('outbox: test-unbounded needs maxAttempts or maxAgeSeconds');
  });

  it('deletes an enquiry’s messages with the enquiry (they hold what the visitor wrote)', async () => {
    const cookie = await loginAsAdmin(t.app);
    const ids: string[] = [];
    for (const name of ['Gone Soon', 'Staying']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: { name, email: 'v@example.com', phone: '+91 98765 00000', message: 'Hello there' },
      });
      expect(res.statusCode).toBe(201);
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/contact?limit=1', headers: { cookie } });
      ids.push(list.json().data[0]._id);
    }
    // No SMTP_URL in this app: nobody sends mail, so the rows stay as queued.
    const mail = { to: ['sales@vyoma.test'], replyTo: null, subject: 's', text: 't', html: 'h' };
    for (const id of ids) {
      await queue(MAIL, { ...mail, audience: 'staff' }, `enquiry:${id}`);
      await queue(MAIL, { ...mail, audience: 'visitor' }, `enquiry:${id}`);
    }
    const refs = async () =>
      (await t.app.vyoma.db.select({ ref: outboxMessages.ref }).from(outboxMessages))
        .map((r) => r.ref)
        .filter((r) => r?.startsWith('enquiry:'));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/contact/${ids[0]}`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(await refs()).toEqual([`enquiry:${ids[1]}`, `enquiry:${ids[1]}`]);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/bulk',
      headers: { cookie, origin: ORIGIN },
      payload: { ids: [ids[1]], action: 'delete' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await refs()).toEqual([]);
  });
});
