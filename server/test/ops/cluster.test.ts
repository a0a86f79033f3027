/**
 * The site as deployed on PostgreSQL: three server processes on one database behind HAProxy (round
 * robin, health checks on /readyz; testkit/cluster.ts), started together on an empty database (the
 * migrations take turns), once for every check here. Each check is a visitor or an admin talking to
 * the balancer, each from a loopback address of its own (HAProxy passes it on in X-Forwarded-For):
 *
 * - a sign-in through one process is valid on all, and a sign-out on one ends it everywhere;
 * - the enquiry and sign-in limits are per address across the three: exactly the configured number
 *   is accepted through the balancer;
 * - a process told to stop (SIGTERM) answers /readyz 503 at once and serves on while HAProxy takes it
 *   out of rotation, then closes: no request through the balancer fails while it restarts;
 * - a product scheduled through the balancer goes live once, whatever the processes and restarts;
 * - a process killed (SIGKILL) in a burst of enquiries loses no acknowledged one, and the balancer
 *   sends the rest of the burst to the other two (last: the process stays dead).
 *
 * More checks belong here, on the same processes; `cluster.inFront()` puts another proxy (a cache)
 * in front of the balancer.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster, ClusterProcess } from '../../../testkit/cluster.ts';
import { haproxyInstalled } from '../../../testkit/haproxy.ts';
import type { HttpAnswer, HttpClient } from '../../../testkit/http-client.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, sleep, startOpsCluster } from './helpers.ts';

const CONTACT_LIMIT = 5;
const LOGIN_LIMIT = 4;
/** Covers HAProxy's checks here (every 500 ms, down after 2 failures) with room to spare. */
const DRAIN_SECONDS = 3;

const servedBy = (res: HttpAnswer) => String(res.headers['x-served-by'] ?? '');

const clusterTests = process.env.TEST_POSTGRES === '1' && haproxyInstalled();

describe.runIf(clusterTests)('three processes behind HAProxy', () => {
  let cluster: Cluster;
  let admin: HttpClient;
  let cookie: string;
  let scheduled: { id: string; publishAt: string };
  /** Fresh loopback addresses, one per visitor: 127.0.<block>.<n>. */
  let nextHost = 0;
  const visitor = () => {
    nextHost++;
    return cluster.client(`127.0.${1 + Math.floor(nextHost / 250)}.${1 + (nextHost % 250)}`);
  };
  const at = (path: string) => `${cluster.url}${path}`;

  const enquiry = (client: HttpClient, message: string, url = cluster.url) =>
    client.request(`${url}/api/v1/contact`, {
      method: 'POST',
      headers: cluster.origin,
      json: { name: 'Cluster Visitor', email: 'cluster@example.test', phone: '+91 98765 43210', message },
    });

  async function upload(path: string, form: FormData): Promise<HttpAnswer> {
    const res = new Response(form);
    return admin.request(at(path), {
      method: 'POST',
      headers: { ...cluster.origin, cookie, 'content-type': res.headers.get('content-type')! },
      body: Buffer.from(await res.arrayBuffer()),
    });
  }

  /** A product scheduled through the balancer to go live in a few seconds. */
  async function scheduleProduct(): Promise<{ id: string; publishAt: string }> {
    const category = await admin.request(at('/api/v1/admin/categories'), {
      method: 'POST',
      headers: { ...cluster.origin, cookie },
      json: { name: 'Cluster', description: 'Products of the cluster test' },
    });
    expect(category.status, category.body).toBe(201);
    const image = new FormData();
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    image.append('file', new Blob([png], { type: 'image/png' }), 'cluster.png');
    image.append('alt', 'A blue square');
    const media = await upload('/api/v1/admin/media', image);
    expect(media.status, media.body).toBe(201);
    const publishAt = new Date(Date.now() + 4000).toISOString();
    const product = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Cluster scheduled product',
      description: 'Goes live once',
      price: '10',
      ratings: '4',
      stock: '3',
      category: category.json<{ category: { _id: string } }>().category._id,
      images: media.json<{ data: { path: string } }>().data.path,
      status: 'scheduled',
      publishAt,
    }))
      product.append(name, value);
    const created = await upload('/api/v1/admin/product/new', product);
    expect(created.status, created.body).toBe(201);
    return { id: created.json<{ product: { _id: string } }>().product._id, publishAt };
  }

  beforeAll(async () => {
    cluster = await startOpsCluster('cluster', {
      env: {
        CONTACT_RATE_LIMIT_PER_MINUTE: String(CONTACT_LIMIT),
        LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      },
    });
    admin = cluster.client('127.0.0.2');
    const login = await admin.request(at('/api/v1/login'), {
      method: 'POST',
      headers: cluster.origin,
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.status, login.body).toBe(200);
    cookie = [login.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('vyoma_sid='))!;
    scheduled = await scheduleProduct();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('three processes started together on an empty database; a sign-in through the balancer is valid on each', async () => {
    for (const p of cluster.processes) {
      const me = await admin.request(`${p.url}/api/v1/me`, { headers: { cookie } });
      expect(me.json<{ user: { email: string } | null }>().user?.email, p.name).toBe(ADMIN_EMAIL);
    }
    // Through the balancer, three requests in a row reach the three processes.
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await admin.request(at('/api/v1/me'), { headers: { cookie } }));
    expect(new Set(answers.map(servedBy))).toEqual(new Set(['s1', 's2', 's3']));
    for (const me of answers) expect(me.json<{ user: { email: string } }>().user.email).toBe(ADMIN_EMAIL);
  });

  it(`the enquiry limit holds across the three: ${CONTACT_LIMIT} of 15 at once from one address`, async () => {
    const client = visitor();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => enquiry(client, `limit check ${i}`)),
    );
    expect(new Set(answers.map(servedBy))).toEqual(new Set(['s1', 's2', 's3']));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(CONTACT_LIMIT);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(15 - CONTACT_LIMIT);
    // Another visitor is not held up by that one.
    expect((await enquiry(visitor(), 'another visitor')).status).toBe(201);
    // The admin sees the accepted ones on every process.
    for (const p of cluster.processes) {
      const inbox = await admin.request(`${p.url}/api/v1/contact?q=limit%20check`, { headers: { cookie } });
      expect(inbox.json<{ data: unknown[] }>().data, p.name).toHaveLength(CONTACT_LIMIT);
    }
  });

  it(`the sign-in address limit holds across the three: ${LOGIN_LIMIT} of 10 at once from one address`, async () => {
    const client = visitor();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.request(at('/api/v1/login'), {
          method: 'POST',
          headers: cluster.origin,
          json: { email: `nobody-${i}@example.test`, password: 'not-the-password' },
        }),
      ),
    );
    expect(new Set(answers.map(servedBy))).toEqual(new Set(['s1', 's2', 's3']));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(LOGIN_LIMIT);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10 - LOGIN_LIMIT);
  });

  it('a restart (SIGTERM): /readyz 503 at once, HAProxy drains the process before it closes, no request fails', async () => {
    const victim: ClusterProcess = cluster.processes[0]!;
    // Steady traffic through the balancer: cached reads, and enquiries from many addresses.
    let stopLoad = false;
    let posts = 0;
    const load: { answer?: HttpAnswer; error?: string; path: string }[] = [];
    const readers = [visitor(), visitor(), visitor()];
    const worker = async (reader: HttpClient, w: number) => {
      for (let i = 0; !stopLoad; i++) {
        const post = i % 8 === w;
        const path = post ? '/api/v1/contact' : '/api/v1/products';
        try {
          const answer = post
            ? await enquiry(visitor(), `restart load ${posts++}`)
            : await reader.request(at(path));
          load.push({ answer, path });
        } catch (err) {
          load.push({ error: (err as Error).message, path });
        }
        await sleep(20);
      }
    };
    const running = Promise.all(readers.map(worker));
    await sleep(500);

    const ready = (await admin.request(`${victim.url}/readyz`)).status;
    expect(ready).toBe(200);
    victim.server.signal('SIGTERM');
    const termAt = Date.now();
    // /readyz says "not ready" from the signal on, and says it until the process is gone …
    const readyz: number[] = [];
    const watchReadyz = (async () => {
      while (victim.server.isRunning()) {
        const status = await admin
          .request(`${victim.url}/readyz`, { timeoutMs: 2000 })
          .then((r) => r.status)
          .catch(() => 0);
        if (status !== 0) readyz.push(status);
        await sleep(25);
      }
    })();
    const deadline = Date.now() + 2000;
    while (readyz.at(-1) !== 503 && Date.now() < deadline) await sleep(10);
    expect(readyz.at(-1)).toBe(503);
    // … while it still serves everything else.
    expect((await admin.request(`${victim.url}/api/v1/products`)).status).toBe(200);
    expect((await admin.request(`${victim.url}/healthz`)).status).toBe(200);

    await cluster.balancer.waitFor(victim.name, 'DOWN', DRAIN_SECONDS * 1000);
    const downAt = Date.now();
    expect(await victim.server.exited).toEqual({ code: 0, signal: null });
    const exitAt = Date.now();
    await watchReadyz;
    expect(downAt).toBeLessThan(exitAt);
    expect(exitAt - termAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(readyz.slice(readyz.indexOf(503))).not.toContain(200);

    await victim.restart();
    const backAt = load.length;
    const until = Date.now() + 10_000;
    while (
      !load.slice(backAt).some((r) => r.answer && servedBy(r.answer) === victim.name) &&
      Date.now() < until
    )
      await sleep(50);
    stopLoad = true;
    await running;

    const failures = load
      .filter((r) => !r.answer || r.answer.status >= 300)
      .map((r) => `${r.path}: ${r.answer ? `${r.answer.status} ${r.answer.body.slice(0, 80)}` : r.error}`);
    expect(failures).toEqual([]);
    expect(load.filter((r) => r.path === '/api/v1/contact').length).toBeGreaterThan(5);
    expect(load.slice(backAt).some((r) => r.answer && servedBy(r.answer) === victim.name)).toBe(true);
  });

  it('a product scheduled through the balancer goes live once: one audit entry, no revision, on every process', async () => {
    const deadline = Date.now() + 60_000;
    const live = async () => {
      for (const p of cluster.processes)
        if ((await admin.request(`${p.url}/api/v1/product/${scheduled.id}`)).status !== 200) return false;
      return true;
    };
    while (!(await live()) && Date.now() < deadline) await sleep(250);
    expect(await live()).toBe(true);

    const audits = await cluster.query('SELECT ip FROM audit_log WHERE action = $1 AND target = $2', [
      'product.publish-scheduled',
      `product:${scheduled.id}`,
    ]);
    expect(audits).toEqual([{ ip: 'scheduler' }]);
    const [product] = await cluster.query<{ status: string; published_at: Date; publish_at: Date | null }>(
      'SELECT status, published_at, publish_at FROM products WHERE id = $1',
      [scheduled.id],
    );
    expect(product).toEqual({
      status: 'published',
      published_at: new Date(scheduled.publishAt),
      publish_at: null,
    });
    // The save wrote the one revision; going live writes none.
    const revisions = await cluster.query('SELECT id FROM revisions WHERE item_id = $1', [scheduled.id]);
    expect(revisions).toHaveLength(1);
  });

  it('a sign-out through one process ends the session on all', async () => {
    const out = await admin.request(`${cluster.processes[2]!.url}/api/v1/logout`, {
      headers: { ...cluster.origin, cookie },
    });
    expect(out.status).toBe(200);
    for (const p of cluster.processes) {
      const me = await admin.request(`${p.url}/api/v1/me`, { headers: { cookie } });
      expect(me.json<{ user: unknown }>().user, p.name).toBeNull();
      expect((await admin.request(`${p.url}/api/v1/contact`, { headers: { cookie } })).status).toBe(401);
    }
  });

  it('SIGKILL mid-burst: every acknowledged enquiry is stored, the balancer routes around the dead process', async () => {
    const victim = cluster.processes[1]!;
    const tag = `burst ${Date.now()}`;
    const TOTAL = 150;
    const CONCURRENCY = 10;
    // Up to 3 enquiries per address (the limit is 5 a minute).
    const clients = Array.from({ length: TOTAL / 3 }, () => visitor());
    const results: { message: string; answer?: HttpAnswer; error?: string; startedAt: number }[] = [];
    /** When the process was seen gone (its exit), after the SIGKILL. */
    let goneAt = Number.POSITIVE_INFINITY;
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const i = next++;
        const message = `${tag} #${i}`;
        const startedAt = Date.now();
        try {
          const answer = await enquiry(clients[i % clients.length]!, message);
          results.push({ message, answer, startedAt });
        } catch (err) {
          results.push({ message, error: (err as Error).message, startedAt });
        }
        if (!killed && results.filter((r) => r.answer?.status === 201).length >= 30) {
          killed = true;
          victim.server.signal('SIGKILL');
          void victim.server.exited.then(() => {
            goneAt = Date.now();
          });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect((await victim.server.exited).signal).toBe('SIGKILL');

    const acked = results.filter((r) => r.answer?.status === 201).map((r) => r.message);
    const stored = new Set(
      (
        await cluster.query<{ message: string }>(
          'SELECT message FROM contact_messages WHERE message LIKE $1',
          [`${tag} #%`],
        )
      ).map((r) => r.message),
    );
    expect(acked.filter((m) => !stored.has(m))).toEqual([]);

    // What a client sees: a request that was on the process when it died gets 502 from HAProxy (or
    // no answer) and cannot know whether it was stored; every request sent once it is gone is
    // answered by the other two (a refused connection is sent to another server).
    const failed = results.filter((r) => r.answer?.status !== 201);
    const describe = (r: (typeof results)[number]) =>
      `${r.answer ? `${r.answer.status} ${servedBy(r.answer)}` : r.error} ${r.startedAt - goneAt} ms`;
    expect(failed.length, failed.map(describe).join('; ')).toBeLessThanOrEqual(CONCURRENCY);
    for (const r of failed) {
      expect(r.startedAt, describe(r)).toBeLessThanOrEqual(goneAt);
      if (r.answer) expect([502, 503, 504]).toContain(r.answer.status);
    }
    const after = results.filter((r) => r.startedAt > goneAt);
    expect(after.length).toBeGreaterThan(50);
    expect(after.filter((r) => r.answer && servedBy(r.answer) === victim.name)).toEqual([]);
    await cluster.balancer.waitFor(victim.name, 'DOWN');
  });
});
