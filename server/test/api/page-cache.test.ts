/**
 * The page cache cannot be skipped at will (issue 15): a made-up session cookie or a tracking
 * parameter gets the cached page, the filters a page reads still make pages of their own, and renders
 * for anonymous visitors are limited per process, with a stale copy or a 503 beyond the limit.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RenderLimit } from '../../src/modules/pages/render-limit.ts';
import { createTestApp, loginAsAdmin, ORIGIN, requireWebBuild, type TestApp } from '../support/app.ts';

const WEB_DIST = requireWebBuild();

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A token of the real shape that no session has. */
const unknownToken = () => randomBytes(32).toString('base64url');

describe('page cache: keys and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: WEB_DIST, seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the cached page to a request with a made-up or unknown session cookie', async () => {
    const first = await get(t, '/products');
    expect(first.statusCode).toBe(200);
    for (const cookie of ['vyoma_sid=x', `vyoma_sid=${unknownToken()}`, `vyoma_sid=${'a'.repeat(300)}`]) {
      const res = await get(t, '/products', { cookie });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.headers['x-cache'], cookie).toBe('hit');
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    // The same unknown token again (now known to be unknown): still the cached page.
    const token = unknownToken();
    for (let i = 0; i < 2; i++)
      expect((await get(t, '/careers', { cookie: `vyoma_sid=${token}` })).statusCode).toBe(200);
    expect((await get(t, '/careers', { cookie: `vyoma_sid=${token}` })).headers['x-cache']).toBe('hit');
  });

  it('gives a valid session its own render (an admin is sent on to the admin screens)', async () => {
    await get(t, '/contactUs');
    const cookie = await loginAsAdmin(t.app);
    const res = await get(t, '/contactUs', { cookie });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/products');
    expect(res.headers['x-cache']).toBeUndefined();
  });

  it('lets tracking parameters share one entry', async () => {
    const plain = await get(t, '/webdevelopment');
    for (const query of [
      'fbclid=IwAR0abc',
      'gclid=Cj0KCQ',
      'utm_source=news&utm_medium=email&utm_campaign=spring',
      `x=${randomBytes(8).toString('hex')}`,
    ]) {
      const res = await get(t, `/webdevelopment?${query}`);
      expect(res.headers['x-cache'], query).toBe('hit');
      expect(res.headers.etag, query).toBe(plain.headers.etag);
    }
  });

  it('still makes a page of its own for every product filter and page, in any order', async () => {
    const all = await get(t, '/products');
    const seo = await get(t, '/products?keyword=seo&fbclid=1');
    expect(seo.headers['x-cache']).toBeUndefined();
    expect(seo.headers.etag).not.toBe(all.headers.etag);
    const again = await get(t, '/products?gclid=2&keyword=seo');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers.etag).toBe(seo.headers.etag);
    const etags = new Set([all.headers.etag, seo.headers.etag]);
    for (const query of ['page=2', 'minPrice=100', 'maxPrice=500', 'rating=4', 'keyword=seo&page=2']) {
      const res = await get(t, `/products?${query}&utm_source=ad`);
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['x-cache'], query).toBeUndefined();
      etags.add(res.headers.etag);
    }
    expect(etags.size).toBe(7);
  });

  it('keeps the loaders a data request asks for (_routes) in its key, and nothing else', async () => {
    const list = await get(t, '/products.data?_routes=routes/products&fbclid=1');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('filters');
    const again = await get(t, '/products.data?_routes=routes/products&fbclid=2');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(list.body);
    const layout = await get(t, '/products.data?_routes=routes/public-layout&fbclid=3');
    expect(layout.headers['x-cache']).toBeUndefined();
    expect(layout.body).not.toBe(list.body);
    const filtered = await get(t, '/products.data?_routes=routes/products&keyword=seo');
    expect(filtered.body).not.toBe(list.body);
  });

  it('renders /search for every request and never keeps it: each query gets its own results', async () => {
    const texts = (body: string) =>
      [...body.matchAll(/class="search-result__title"><a[^>]*>([^<]*)</g)].map((m) => m[1]);
    for (let i = 0; i < 2; i++) {
      const flutter = await get(t, '/search?q=flutter');
      expect(flutter.statusCode).toBe(200);
      expect(flutter.headers['x-cache']).toBeUndefined();
      expect(texts(flutter.body)).toContain('Flutter App Development');
      expect(flutter.body).toMatch(/<meta name="robots" content="noindex/);
    }
    // `q` is not one of the cached parameters, yet it is never dropped: another query, other results.
    const careers = await get(t, '/search?q=careers&fbclid=x');
    expect(texts(careers.body)).toContain('Careers');
    expect(texts(careers.body)).not.toContain('Flutter App Development');
    expect(careers.headers['x-cache']).toBeUndefined();
    // Any letter case, and the data requests of in-app navigation, alike.
    expect((await get(t, '/Search?q=flutter')).headers['x-cache']).toBeUndefined();
    const data = await get(t, '/search.data?q=flutter&_routes=routes%2Fsearch');
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain('Flutter App Development');
    expect(
      (await get(t, '/search.data?q=flutter&_routes=routes%2Fsearch')).headers['x-cache'],
    ).toBeUndefined();
  });
});

describe('page cache: the render limit', () => {
  let t: TestApp;
  // Two renders at once, two more may wait (a second): small numbers to count.
  const limit = new RenderLimit({ max: 2, waitMs: 1000, maxWaiting: 2 });
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: WEB_DIST, seedDemo: true }, { renderLimit: limit });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Holds the products table until released: every render of /products waits on it. */
  async function holdProducts() {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const done = t.app.vyoma.db.transaction(async (tx) => {
      await tx.execute(sql`lock table products in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    return {
      async release() {
        release();
        await done;
      },
    };
  }

  /**
   * A flood in progress: every render turn taken (as renders of distinct uncached URLs would hold
   * them, while the database stays free), and distinct catalogue URLs arriving meanwhile.
   */
  async function busyFlood() {
    const releases: (() => void)[] = [];
    while (releases.length < limit.options.max) {
      const release = limit.tryAcquire();
      if (release) releases.push(release);
      else await new Promise((resolve) => setImmediate(resolve));
    }
    const requests = Array.from({ length: 6 }, () =>
      get(t, `/products?keyword=flood-${randomBytes(4).toString('hex')}`),
    );
    return {
      async end() {
        for (const release of releases) release();
        return Promise.all(requests);
      },
    };
  }

  /** The page cache's clock (Date) moves past an entry's expiry; timers and the database run as usual. */
  function pastExpiry(extraMs = 1000) {
    // On PostgreSQL entries expire after PUBLIC_CACHE_SECONDS, on the embedded database after an hour.
    const ttl = t.config.databaseUrl ? t.config.publicCacheSeconds : 3600;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ttl * 1000 + extraMs);
  }

  it('never runs more renders than the limit; the rest get a stale copy or 503, cached pages answer', async () => {
    // A page that will be stale (its time is up), and one that is fresh.
    expect((await get(t, '/products?keyword=kit')).statusCode).toBe(200);
    pastExpiry();
    expect((await get(t, '/careers')).statusCode).toBe(200);

    const hold = await holdProducts();
    let settled = 0;
    const answers: (LightMyRequestResponse | undefined)[] = [];
    const flood = Array.from({ length: 6 }, (_, i) =>
      get(t, `/products?keyword=flood-${i}`).then((res) => {
        answers[i] = res;
        settled++;
        return res;
      }),
    );
    // Two renders take both turns (they start one event-loop turn apart); two more wait their second
    // out and two are refused at once: four 503s while the two renders go on.
    await expect.poll(() => settled, { timeout: 10_000 }).toBe(4);
    const refused = answers.filter((a) => a !== undefined);
    for (const res of refused) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Meanwhile: a cached page answers at once, and a page with a stale copy gets that copy.
    const cached = await get(t, '/careers');
    expect(cached.headers['x-cache']).toBe('hit');
    const stale = await get(t, '/products?keyword=kit');
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-cache']).toBe('stale');
    expect(settled).toBe(4);

    await hold.release();
    const rendered = (await Promise.all(flood)).filter((res) => res.statusCode === 200);
    expect(rendered).toHaveLength(2);
    // With turns free again (from the next turn of the event loop) the stale page is rendered afresh.
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await get(t, '/products?keyword=kit');
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.statusCode).toBe(200);
  });

  it('never serves an unpublished or deleted product from an old copy, however busy (issue 25)', async () => {
    const cookie = await loginAsAdmin(t.app);
    const demo = (await t.app.inject({ method: 'GET', url: '/api/v1/products' })).json().products as {
      _id: string;
      slug: string;
      name: string;
      price: number;
      stock: number;
      description: string;
    }[];
    const [unpublished, deleted] = demo;
    for (const p of [unpublished!, deleted!]) {
      for (let i = 0; i < 2; i++) expect((await get(t, `/product/${p.slug}`)).statusCode).toBe(200);
      expect((await get(t, `/product/${p.slug}`)).headers['x-cache']).toBe('hit');
    }
    const { _id, name, price, stock, description } = unpublished!;
    const draft = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${_id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { name, price, stock, description, status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/product/${deleted!._id}`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(gone.statusCode, gone.body).toBe(200);

    // Busy: every turn taken. The withdrawn pages are never sent again, not even as a stale copy.
    const flood = await busyFlood();
    for (const p of [unpublished!, deleted!]) {
      const res = await get(t, `/product/${p.slug}`);
      expect(res.statusCode, p.slug).not.toBe(200);
      expect(res.headers['x-cache'], p.slug).toBeUndefined();
      expect(res.body).not.toContain(p.description);
    }
    await flood.end();
    for (const p of [unpublished!, deleted!])
      expect((await get(t, `/product/${p.slug}`)).statusCode).toBe(404);
  });

  it('never keeps a 200 copy over a later 404, and no copy stands in once it is a minute past its time', async () => {
    const [product] = (await t.app.inject({ method: 'GET', url: '/api/v1/products' })).json().products as {
      _id: string;
      slug: string;
      description: string;
    }[];
    expect((await get(t, `/product/${product!.slug}`)).statusCode).toBe(200);
    // Withdrawn behind the cache's back (as by a process it did not hear from), then found 404.
    pastExpiry();
    await t.app.vyoma.db.transaction(async (tx) => {
      // The change feed's triggers off: nothing announces this write.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update products set status = 'draft' where id = ${product!._id}`);
    });
    // (A turn of the event loop first: a render may start only once per turn, or the copy stands in.)
    await new Promise((resolve) => setImmediate(resolve));
    expect((await get(t, `/product/${product!.slug}`)).statusCode).toBe(404);
    let flood = await busyFlood();
    const withdrawn = await get(t, `/product/${product!.slug}`);
    expect(withdrawn.statusCode).not.toBe(200);
    expect(withdrawn.body).not.toContain(product!.description);
    await flood.end();
    vi.useRealTimers();

    // A copy more than a minute past its expiry is no stand-in either (a key of its own, rendered now).
    expect((await get(t, '/products?keyword=a-minute-past')).statusCode).toBe(200);
    pastExpiry(61_000);
    flood = await busyFlood();
    const old = await get(t, '/products?keyword=a-minute-past');
    expect(old.statusCode).toBe(503);
    expect(old.headers['x-cache']).toBeUndefined();
    await flood.end();
  });
});
