/**
 * The public read cache: repeated catalogue reads are served from memory, and a successful admin
 * change is visible on the very next read (never a stale answer after "saved").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin, ORIGIN, type TestApp } from '../support/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
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

    await createCategory(t.app, cookie, 'Cloud');
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/second-sections' });
    expect(after.headers['x-cache']).toBeUndefined();
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
