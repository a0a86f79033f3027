/** Nothing a client sends may produce a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/app.ts';

describe('hostile input never causes a 500', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const jsonTargets: [string, string][] = [
    ['POST', '/api/v1/login'],
    ['POST', '/api/v1/contact'],
    ['POST', '/api/v1/admin/categories'],
    ['PUT', '/api/v1/admin/product/00000000-0000-4000-8000-000000000000'],
  ];
  const bodies: unknown[] = [
    null,
    [],
    'a string',
    42,
    { email: ['a'], password: { $ne: 1 } },
    { name: { toString: 1 }, description: [], price: 'NaN', stock: '1e400' },
    { name: 'x'.repeat(200_000), description: 'y', message: 'z' },
    { __proto__: { admin: true }, constructor: { prototype: {} } },
  ];

  it('JSON endpoints answer 4xx with a message for wrong types and shapes', async () => {
    for (const [method, url] of jsonTargets) {
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(
          res.statusCode,
          `${method} ${url} ${JSON.stringify(payload)?.slice(0, 60)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().message).toBe('string');
      }
    }
  });

  it('malformed bodies and content types are 400, oversized JSON is 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Malformed JSON body');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Request body too large');
    const weird = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories',
      headers: { cookie, 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(weird.statusCode).toBe(400);
  });

  it('broken multipart bodies are 400, not 500', async () => {
    const broken = [
      {
        ct: 'multipart/form-data; boundary=XYZ',
        body: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
      },
      { ct: 'multipart/form-data', body: 'no boundary at all' },
      { ct: 'multipart/form-data; boundary=XYZ', body: 'garbage without parts' },
      {
        ct: 'multipart/form-data; boundary=XYZ',
        body: '--XYZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--XYZ--\r\n',
      },
    ];
    for (const url of ['/api/v1/admin/product/new', '/api/v1/blogs']) {
      for (const b of broken) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie, 'content-type': b.ct },
          payload: b.body,
        });
        expect(res.statusCode, `${url} ${b.body.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().message).toBe('string');
      }
    }
  });

  it('odd query strings and paths are handled', async () => {
    const urls = [
      '/api/v1/products?keyword[]=a',
      '/api/v1/products?price[gte][x]=1',
      '/api/v1/products?keyword=%00',
      '/api/v1/products?page=1e999',
      `/api/v1/product/${'a'.repeat(5000)}`,
      '/api/v1/blogs/%E0%A4%A',
      '/api/v1/blogs?category[]=backOffice',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
