/**
 * The public read cache: repeated catalogue reads are served from memory, and a successful admin
 * change is visible on the very next read (never a stale answer after "saved").
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addRouteHook } from '../../src/http/route-config.ts';
import { insertSection } from '../../src/modules/second-sections/repository.ts';
import {
  createPost,
  createTestApp,
  libraryImage,
  loginAsAdmin,
  multipart,
  ORIGIN,
  png,
  TEST_ADMIN,
  type TestApp,
} from '../support/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

async function createCategory(app: TestApp['app'], cookie: string, name: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/categories',
    headers: { cookie, origin: ORIGIN },
    payload: { name, description: `${name} things` },
  });
  expect(res.statusCode).toBe(201);
}

describe('public read cache', () => {
  it('serves a repeated public read from memory', async () => {
    t = await createTestApp();
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/blogs' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/blogs' });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
    expect(second.headers['content-type']).toMatch(/application\/json/);
  });

  it('shows an admin change on the next read', async () => {
    t = await createTestApp();
    const cookie = await loginAsAdmin(t.app);
    const sections = await t.app.inject({ method: 'GET', url: '/api/v1/second-sections' });
    expect(sections.json().data).toEqual([]);
    // Cached now; a change must drop it.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/second-sections' })).headers['x-cache']).toBe(
      'hit',
    );

    await t.app.inject({ method: 'GET', url: '/api/v1/products' });
    // A new category shows in the products (their category names), not in the home sections.
    await createCategory(t.app, cookie, 'Cloud');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/products' })).headers['x-cache'],
    ).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/second-sections' })).headers['x-cache']).toBe(
      'hit',
    );
    // Any write to the sections announces itself (the database's triggers), even one outside a route.
    await insertSection(t.app.vyoma.db, { title: 'New', para: 'A section', imgPath: null });
    await expect
      .poll(async () => (await t!.app.inject({ method: 'GET', url: '/api/v1/second-sections' })).json().data)
      .toHaveLength(1);
  });

  it('keeps the cache through contact enquiries, and never caches admin reads or errors', async () => {
    t = await createTestApp();
    const cookie = await loginAsAdmin(t.app);
    await t.app.inject({ method: 'GET', url: '/api/v1/products' });
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { origin: ORIGIN },
      payload: { name: 'A', email: 'a@b.example', phone: '+91 90000 00000', message: 'Hello' },
    });
    expect(enquiry.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/products' })).headers['x-cache']).toBe('hit');

    for (let i = 0; i < 2; i++) {
      const admin = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/categories',
        headers: { cookie },
      });
      expect(admin.headers['x-cache']).toBeUndefined();
      const missing = await t.app.inject({ method: 'GET', url: '/api/v1/product/not-a-uuid' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-cache']).toBeUndefined();
    }
  });

  it('is off with PUBLIC_CACHE_SECONDS=0', async () => {
    t = await createTestApp({ publicCacheSeconds: 0 });
    await t.app.inject({ method: 'GET', url: '/api/v1/blogs' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/blogs' })).headers['x-cache']).toBeUndefined();
  });
});

describe('who the cache answers (issue 25)', () => {
  it('never stores or serves a staff answer, however the Cookie header is written', async () => {
    t = await createTestApp();
    const app = t.app;
    const session = await loginAsAdmin(app);
    const token = session.split('=')[1]!;
    const draft = await createPost(app, session, await libraryImage(app, session), {
      title: 'Secret draft of the week',
      status: 'draft',
    });
    const urls = ['/api/v1/blogs', '/api/v1/blogs?status=draft', `/api/v1/blogs/${draft._id}`];
    const showsDraft = (body: string) => body.includes('Secret draft of the week');
    const cookies = [
      `vyoma_sid=${token}`,
      `vyoma_sid =${token}`,
      `vyoma_sid\t=${token}`,
      ` vyoma_sid = ${token}`,
      `theme=dark; vyoma_sid =${token}`,
      `vyoma_sid=junk; vyoma_sid=${token}`,
      `vyoma_sid=${token}; vyoma_sid=junk`,
      `VYOMA_SID=${token}`,
      `Vyoma_Sid=${token}; vyoma_sid\t =${token}`,
    ];
    for (const cookie of cookies) {
      for (const url of urls) {
        // Staff first (a miss that could be stored), then anonymous twice (the second a hit).
        const staff = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (showsDraft(staff.body)) {
          expect(staff.headers['cache-control'], cookie).toBe('private, no-store');
          expect(staff.headers['x-cache'], cookie).toBeUndefined();
        }
        for (const headers of [
          {},
          {},
          { cookie: 'vyoma_sid=made-up' },
          { cookie: `vyoma_sid=${'x'.repeat(43)}` },
        ]) {
          const visitor = await app.inject({ method: 'GET', url, headers });
          expect(showsDraft(visitor.body), `${cookie} then ${url} anonymously`).toBe(false);
        }
        // And a cached anonymous answer is never what the session is sent.
        const again = await app.inject({ method: 'GET', url, headers: { cookie: session } });
        expect(again.headers['x-cache'], cookie).toBeUndefined();
        expect(showsDraft(again.body), url).toBe(true);
      }
    }

    // An API token is decided the same way: its answer is its own, never the cached one, and a
    // revoked (or made-up) token is refused, not answered from the cache.
    const made = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/tokens',
      headers: { cookie: session },
      payload: { name: 'Cache check', role: 'editor', currentPassword: TEST_ADMIN.password },
    });
    expect(made.statusCode, made.body).toBe(201);
    const apiToken = made.json().data as { _id: string; token: string };
    for (const url of urls) {
      await app.inject({ method: 'GET', url });
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${apiToken.token}` },
      });
      expect(res.headers['x-cache'], url).toBeUndefined();
      expect(showsDraft(res.body), url).toBe(true);
      expect(showsDraft((await app.inject({ method: 'GET', url })).body), url).toBe(false);
    }
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/tokens/${apiToken._id}`,
      headers: { cookie: session },
    });
    for (const authorization of [`Bearer ${apiToken.token}`, 'Bearer vyo_made-up'])
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/blogs', headers: { authorization } })).statusCode,
      ).toBe(401);
  });
});

describe('keys and bounds (issue 25)', () => {
  it('keys an answer by the parameters its route reads: a thousand junk parameters are one entry', async () => {
    t = await createTestApp();
    const app = t.app;
    const first = await app.inject({ method: 'GET', url: '/api/v1/blogs' });
    expect(first.statusCode).toBe(200);
    const entries = app.publicCache.size;
    const bytes = app.publicCache.bytes;
    for (let i = 0; i < 1000; i++) {
      const url = i % 2 ? `/api/v1/blogs?junk=${i}` : `/api/v1/blogs?utm_source=x&junk${i}=${'y'.repeat(i)}`;
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-cache'], url).toBe('hit');
    }
    expect(app.publicCache.size).toBe(entries);
    expect(app.publicCache.bytes).toBe(bytes);
    // A parameter the route reads is a key of its own, in any order with junk, each value counted.
    const category = await app.inject({ method: 'GET', url: '/api/v1/blogs?category=backOffice&x=1' });
    expect(category.headers['x-cache']).toBeUndefined();
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/blogs?y=2&category=backOffice' })).headers['x-cache'],
    ).toBe('hit');
    const twice = await app.inject({
      method: 'GET',
      url: '/api/v1/blogs?category=backOffice&category=digitalMarketing',
    });
    expect(twice.headers['x-cache']).toBeUndefined();
    expect(app.publicCache.size).toBeLessThanOrEqual(entries + 2);
  });
});

describe('ready bytes', () => {
  it('answers with an ETag, 304 for a matching If-None-Match, and brotli or gzip bytes of the same JSON', async () => {
    t = await createTestApp();
    const cookie = await loginAsAdmin(t.app);
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/second-sections' });
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(plain.headers['cache-control']).toBe('no-cache');

    for (const fresh of [false, true]) {
      // From the cache, then (after a change that leaves the sections alone) from a fresh read.
      if (fresh) await createCategory(t.app, cookie, 'Fresh');
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/v1/second-sections',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // No body, so neither a length (a 304's would have to be the 200's, RFC 9110 §8.6) nor a type.
      expect(again.headers['content-length'], `fresh: ${fresh}`).toBeUndefined();
      expect(again.headers['content-type'], `fresh: ${fresh}`).toBeUndefined();
      expect(again.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    }
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/second-sections',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('serves large answers as brotli or gzip bytes of the same JSON, from the miss and from the cache', async () => {
    t = await createTestApp();
    const cookie = await loginAsAdmin(t.app);
    await createCategory(t.app, cookie, 'Cloud');
    const long = 'A description long enough to make the product list worth compressing. '.repeat(10);
    for (const name of ['One', 'Two']) {
      const body = await multipart([
        ['name', name],
        ['description', long],
        ['price', '10'],
        ['ratings', '4'],
        ['category', 'Cloud'],
        ['stock', '1'],
        ['images', { filename: 'a.png', data: await png(8, 8) }],
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/product/new',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
    }
    const get = (encoding: string) =>
      t!.app.inject({ method: 'GET', url: '/api/v1/products', headers: { 'accept-encoding': encoding } });
    const fromMiss = await get('br');
    const plain = await get('identity');
    const gzip = await get('gzip');
    expect(fromMiss.headers['x-cache']).toBeUndefined();
    expect(fromMiss.headers['content-encoding']).toBe('br');
    expect(fromMiss.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['x-cache']).toBe('hit');
    expect(brotliDecompressSync(fromMiss.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('tells content-change listeners about saves, not about enquiries or reads', async () => {
    t = await createTestApp();
    const cookie = await loginAsAdmin(t.app);
    let changes = 0;
    const stop = t.app.vyoma.content.onChange(() => {
      changes += 1;
    });
    await t.app.inject({ method: 'GET', url: '/api/v1/products' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { origin: ORIGIN },
      payload: { name: 'A', email: 'a@b.example', phone: '+91 90000 00000', message: 'Hello' },
    });
    expect(changes).toBe(0);
    await createCategory(t.app, cookie, 'Cloud');
    expect(changes).toBe(1);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories',
      headers: { cookie, origin: ORIGIN },
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(changes).toBe(1);
    stop();
    await createCategory(t.app, cookie, 'Data');
    expect(changes).toBe(1);
  });
});

describe('an anonymous hit (issue 33)', () => {
  /** What a client can compare between two answers of the same bytes (not the clock's Date). */
  const comparable = (headers: Record<string, unknown>) => {
    const { date: _date, 'x-cache': _cache, ...rest } = headers;
    return rest;
  };

  it("is the miss's answer, headers and all, with no database query and no hook after the cache's", async () => {
    let passedOnSend = 0;
    t = await createTestApp(
      { cdn: { maxAge: 600, purgeUrl: null, purgeHeader: null } },
      {
        // A hook on every public read, as a plugin would add one: the miss passes it, a hit never does.
        onRoute: (route) => {
          if (route.config?.publicCache)
            addRouteHook(route, 'onSend', (_request, _reply, payload, done) => {
              passedOnSend += 1;
              done(null, payload);
            });
        },
      },
    );
    const cookie = await loginAsAdmin(t.app);
    await createPost(t.app, cookie, await libraryImage(t.app, cookie), { title: 'A published post' });
    // Every statement goes through the driver's query() (PGlite's or node-postgres' pool).
    const { $client } = t.app.vyoma.db as unknown as { $client: { query(...args: unknown[]): unknown } };
    const queries = vi.spyOn($client, 'query');
    const reads = () =>
      queries.mock.calls.filter(([query]) => {
        // PGlite is given the text, node-postgres a config object holding it.
        const text = typeof query === 'string' ? query : (query as { text?: string }).text;
        return /from "(blogs|products)"/i.test(String(text));
      });
    for (const url of ['/api/v1/blogs', '/api/v1/products', '/api/v1/products?page=1&junk=2']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        queries.mockClear();
        const miss = await t.app.inject({ method: 'GET', url, headers });
        expect(miss.headers['x-cache'], url).toBeUndefined();
        // The spy sees the miss's reads, so seeing none below means there were none.
        expect(reads().length, url).toBeGreaterThan(0);
        const onSendBefore = passedOnSend;
        queries.mockClear();
        for (let i = 0; i < 3; i++) {
          const hit = await t.app.inject({ method: 'GET', url, headers });
          expect(hit.headers['x-cache'], `${url} ${encoding}`).toBe('hit');
          expect(comparable(hit.headers), `${url} ${encoding}`).toEqual(comparable(miss.headers));
          expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
        }
        expect(passedOnSend, url).toBe(onSendBefore);
        expect(reads(), url).toEqual([]);
        // The next encoding is a miss again.
        t.app.publicCache.clear();
      }
    }
    // The shared cache's headers and the security headers come with the hit.
    await t.app.inject({ method: 'GET', url: '/api/v1/blogs' });
    const hit = await t.app.inject({ method: 'GET', url: '/api/v1/blogs' });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['cache-tag']).toMatch(/^site,/);
    expect(hit.headers['cache-control']).toMatch(/s-maxage=600/);
    expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(hit.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });
  it('over HTTP is answered before Fastify, the same bytes and head; anything else reaches it', async () => {
    t = await createTestApp({ publicCacheSeconds: 1 });
    const cookie = await loginAsAdmin(t.app);
    await createPost(t.app, cookie, await libraryImage(t.app, cookie), { title: 'A published post' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (url: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });
    const front = () => t!.app.publicCacheFrontHits();
    const url = '/api/v1/blogs';
    for (const encoding of ['br', 'gzip', 'identity']) {
      t.app.publicCache.clear();
      const miss = await get(url, { 'accept-encoding': encoding });
      expect(miss.headers['x-cache']).toBeUndefined();
      // The first hit through Fastify (inject never passes the server) is what the front door must send.
      const viaFastify = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      const before = front();
      const hit = await get(url, { 'accept-encoding': encoding });
      expect(front(), encoding).toBe(before + 1);
      expect(hit.status).toBe(200);
      // Node's own connection headers aside (they follow the client's, which inject makes up).
      const own = ({ connection: _c, 'keep-alive': _k, ...rest }: Record<string, unknown>) =>
        comparable(rest);
      expect(own(hit.headers)).toEqual(own(viaFastify.headers));
      expect(hit.body.equals(viaFastify.rawPayload), encoding).toBe(true);
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN');
      // A revalidation is a 304 there too.
      const etag = String(hit.headers.etag);
      const revalidated = await get(url, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(front()).toBe(before + 2);
    }
    const counted = front();
    // Signed in, or with a query: Fastify answers (the staff's answer is not the cached one).
    const staff = await get(url, { cookie });
    expect(staff.headers['cache-control']).toMatch(/private/);
    await get(`${url}?page=1`);
    expect((await get(`${url}?page=1`)).headers['x-cache']).toBe('hit');
    expect(front()).toBe(counted);
    // A change drops the entry: the next read is a miss, answered by the route with the new post.
    await createPost(t.app, cookie, await libraryImage(t.app, cookie), { title: 'Another published post' });
    const after = await get(url, { 'accept-encoding': 'identity' });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body.toString()).toContain('Another published post');
    expect(front()).toBe(counted);
    // A due entry is refreshed by one request through Fastify, never answered stale at the door.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1500);
    const due = await get(url, { 'accept-encoding': 'identity' });
    expect(due.headers['x-cache']).toBeUndefined();
    expect(front()).toBe(counted);
    vi.useRealTimers();
  });
});

describe('expiry', () => {
  it('after PUBLIC_CACHE_SECONDS one request reads afresh while the others still get the old bytes', async () => {
    t = await createTestApp({ publicCacheSeconds: 1 });
    const url = '/api/v1/second-sections';
    // The cache's clock (Date) moves only when the test moves it; timers and the database run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await t.app.inject({ method: 'GET', url })).json().data).toEqual([]);
    // A change this process does not hear of (written with the feed's triggers off).
    await t.app.vyoma.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertSection(tx, { title: 'New', para: 'Written elsewhere', imgPath: null });
    });
    expect((await t.app.inject({ method: 'GET', url })).json().data).toEqual([]);
    vi.setSystemTime(Date.now() + 1100);
    const [refresher, waiting] = await Promise.all([
      t.app.inject({ method: 'GET', url }),
      t.app.inject({ method: 'GET', url }),
    ]);
    expect(refresher.headers['x-cache']).toBeUndefined();
    expect(refresher.json().data).toHaveLength(1);
    expect(waiting.headers['x-cache']).toBe('hit');
    expect(waiting.json().data).toEqual([]);
    const next = await t.app.inject({ method: 'GET', url });
    expect(next.headers['x-cache']).toBe('hit');
    expect(next.json().data).toHaveLength(1);
  });
});
