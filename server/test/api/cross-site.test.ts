/**
 * The cross-site check (plugins/security.ts) in its two modes. With PUBLIC_URL set, Origin must be
 * PUBLIC_URL's origin and a refusal logs the origin expected. Unset, Origin must be the address the
 * request was sent to (Host, or X-Forwarded-Host/-Proto from a trusted proxy), or the browser says
 * same-origin. A request from another site is refused in both modes and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin, TEST_ADMIN, type TestApp } from '../support/app.ts';

const ENQUIRY = { name: 'A', email: 'a@example.test', phone: '+91 98765 43210', message: 'hello there' };
const LAN = 'http://192.168.1.20:3000';
const EVIL = 'https://evil.example';

/** PUBLIC_URL unset: the configuration's localhost default, not given by the operator. */
const UNSET = { publicUrl: 'http://localhost:3000', publicUrlSet: false };

const contact = (app: TestApp['app'], headers: Record<string, string>, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/v1/contact', headers, payload: ENQUIRY, remoteAddress });

const login = (app: TestApp['app'], headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers,
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });

async function enquiryCount(test: TestApp): Promise<number> {
  const cookie = await loginAsAdmin(test.app);
  const res = await test.app.inject({ method: 'GET', url: '/api/v1/contact', headers: { cookie } });
  return res.json().data.length;
}

/** A browser on another site's page: the Host is ours, the Origin and Sec-Fetch-Site are not. */
const fromAnotherSite = (host: string): Record<string, string>[] => [
  { host, origin: EVIL },
  { host, origin: EVIL, 'sec-fetch-site': 'cross-site' },
  { host, origin: 'https://blog.vyoma.example', 'sec-fetch-site': 'same-site' },
  { host, 'sec-fetch-site': 'cross-site' },
];

describe('with PUBLIC_URL unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(UNSET);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts sign-in and the contact form at the address the site was opened at', async () => {
    const before = await enquiryCount(t);
    for (const origin of ['http://127.0.0.1:3000', LAN, 'http://localhost:3000']) {
      const host = new URL(origin).host;
      const headers = { host, origin, 'sec-fetch-site': 'same-origin' };
      expect((await login(t.app, headers)).statusCode, origin).toBe(200);
      expect((await contact(t.app, headers)).statusCode, origin).toBe(201);
      // Browsers that send no Sec-Fetch-Site are judged by Origin alone.
      expect((await contact(t.app, { host, origin })).statusCode, origin).toBe(201);
    }
    expect(await enquiryCount(t)).toBe(before + 6);
  });

  it('refuses a request from another origin and stores nothing', async () => {
    const before = await enquiryCount(t);
    for (const headers of fromAnotherSite('192.168.1.20:3000')) {
      const res = await contact(t.app, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused.' });
      expect((await login(t.app, headers)).statusCode).toBe(403);
    }
    // Another scheme or port of the same host is another origin.
    for (const origin of ['https://192.168.1.20:3000', 'http://192.168.1.20:4000'])
      expect((await contact(t.app, { host: '192.168.1.20:3000', origin })).statusCode, origin).toBe(403);
    expect(await enquiryCount(t)).toBe(before);
  });

  it('a proxy that rewrote Host is fine when the browser says same-origin', async () => {
    const rewritten = { host: '127.0.0.1:3000', origin: 'https://www.vyoma.example' };
    expect((await contact(t.app, rewritten)).statusCode).toBe(403);
    expect((await contact(t.app, { ...rewritten, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
  });

  it('refuses a cross-site backup download (a GET with its own check)', async () => {
    const cookie = await loginAsAdmin(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/backup',
      headers: { cookie, host: '127.0.0.1:3000', origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('with PUBLIC_URL unset behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...UNSET, trustProxy: ['10.0.0.1'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the address from X-Forwarded-Host/-Proto only when the proxy sent them', async () => {
    const forwarded = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'www.vyoma.example',
      'x-forwarded-proto': 'https',
      origin: 'https://www.vyoma.example',
    };
    expect((await contact(t.app, forwarded, '10.0.0.1')).statusCode).toBe(201);
    expect((await contact(t.app, forwarded, '203.0.113.9')).statusCode).toBe(403);
    expect((await contact(t.app, { ...forwarded, origin: EVIL }, '10.0.0.1')).statusCode).toBe(403);
  });
});

describe('with PUBLIC_URL set', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { publicUrl: 'https://www.vyoma.example' },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts only its origin, whatever Host says', async () => {
    const before = await enquiryCount(t);
    const ok = { host: 'www.vyoma.example', origin: 'https://www.vyoma.example' };
    expect((await contact(t.app, ok)).statusCode).toBe(201);
    expect((await contact(t.app, { ...ok, host: '127.0.0.1:3000' })).statusCode).toBe(201);
    // The address the request was sent to is not enough: it must be PUBLIC_URL.
    const lan = { host: '192.168.1.20:3000', origin: LAN, 'sec-fetch-site': 'same-origin' };
    expect((await contact(t.app, lan)).statusCode).toBe(403);
    expect((await login(t.app, lan)).statusCode).toBe(403);
    for (const headers of fromAnotherSite('www.vyoma.example'))
      expect((await contact(t.app, headers)).statusCode, JSON.stringify(headers)).toBe(403);
    expect(await enquiryCount(t)).toBe(before + 2);
  });

  it('logs a refusal with the origin it expected and the one it got (a warning, not an error)', async () => {
    lines.length = 0;
    const res = await contact(t.app, { host: '192.168.1.20:3000', origin: LAN });
    expect(res.statusCode).toBe(403);
    const refusals = lines.map((l) => JSON.parse(l)).filter((l) => /cross-site/.test(l.msg));
    expect(refusals).toEqual([
      expect.objectContaining({
        level: 40,
        origin: LAN,
        expected: 'https://www.vyoma.example',
        msg: expect.stringContaining('set PUBLIC_URL'),
      }),
    ]);
  });
});
