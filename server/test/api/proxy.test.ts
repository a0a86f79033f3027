/**
 * TRUST_PROXY: the client address is read right to left past the trusted hops only, so entries a
 * client writes into X-Forwarded-For change nothing; X-Forwarded-Host never satisfies the cross-site
 * check (it compares with PUBLIC_URL).
 */
import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.ts';
import { createTestApp, ORIGIN, TEST_ADMIN, type TestApp } from '../support/app.ts';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const wrongLogin = (app: TestApp['app'], xff: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress,
    headers: { 'x-forwarded-for': xff },
    // A new account each time, so only the per-address limit can answer 429.
    payload: { email: `nobody-${randomUUID()}@example.test`, password: 'wrong-password-1' },
  });

async function loginIp(app: TestApp['app'], xff: string, remoteAddress: string): Promise<string | null> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress,
    headers: { 'x-forwarded-for': xff },
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await app.vyoma.db.select().from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
  return row?.ip ?? null;
}

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  it('forged left-most X-Forwarded-For entries do not escape the per-address login limit', async () => {
    t = await createTestApp({ trustProxy: 1, loginRateLimitPerMinute: 10 });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // What the proxy appends (the real client, 203.0.113.7) is last; the rest is the client's forgery.
      const res = await wrongLogin(t.app, `198.51.100.${i}, 203.0.113.7`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // Another real client behind the same proxy is not affected.
    expect((await wrongLogin(t.app, '203.0.113.8')).statusCode).toBe(401);
  });

  it('takes the client address from the right, past the one trusted hop', async () => {
    t = await createTestApp({ trustProxy: 1 });
    expect(await loginIp(t.app, '6.6.6.6, 203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
  });
});

describe('with a list of trusted proxies (TRUST_PROXY=127.0.0.1,10.0.0.0/8)', () => {
  it('skips trusted hops only', async () => {
    t = await createTestApp({ trustProxy: ['127.0.0.1', '10.0.0.0/8'] });
    // 10.1.2.3 is a trusted inner proxy; 203.0.113.5 is the first untrusted hop: the client.
    expect(await loginIp(t.app, '6.6.6.6, 203.0.113.5, 10.1.2.3', '127.0.0.1')).toBe('203.0.113.5');
    // A request straight from an untrusted address: its header is ignored.
    expect(await loginIp(t.app, '6.6.6.6', '192.0.2.44')).toBe('192.0.2.44');
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For entirely', async () => {
    t = await createTestApp();
    expect(await loginIp(t.app, '6.6.6.6', '192.0.2.10')).toBe('192.0.2.10');
  });
});

describe('cross-site check', () => {
  it('is not satisfied by X-Forwarded-Host / -Proto naming the attacker', async () => {
    t = await createTestApp({ trustProxy: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        host: 'evil.example',
      },
      payload: { name: 'A', email: 'a@example.test', phone: '+91 98765 43210', message: 'hello there' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused.' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { origin: ORIGIN },
      payload: { name: 'A', email: 'a@example.test', phone: '+91 98765 43210', message: 'hello there' },
    });
    expect(ok.statusCode).toBe(201);
  });
});
