/**
 * Every route that declares `config.permission` refuses an anonymous caller with 401 before it reads the
 * body or touches the database. (Each module's own tests also check that nothing changed.)
 */
import { API_PREFIX } from '@vyoma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_TOKEN } from '../../src/plugins/auth.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('admin routes', () => {
  let t: TestApp;
  const adminRoutes: { method: string; url: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (route) => {
          if (!route.config?.permission) return;
          for (const method of [route.method].flat())
            if (method !== 'HEAD') adminRoutes.push({ method, url: route.url });
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuse anonymous callers with 401, whatever they send', async () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(14);
    for (const { method, url } of adminRoutes) {
      expect(url.startsWith(API_PREFIX), url).toBe(true);
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(':id', MISSING),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { name: 'x' } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Please log in as an administrator.' });
      // A made-up API token (issue 28) is refused just the same, before anything is read.
      const forged = await t.app.inject({
        method: method as 'GET',
        url: url.replace(':id', MISSING),
        headers: { authorization: `Bearer vyo_${'A'.repeat(43)}` },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { name: 'x' } }),
      });
      expect(forged.statusCode, `token ${method} ${url}`).toBe(401);
      expect(forged.json()).toEqual({ message: INVALID_TOKEN });
    }
  });
});
