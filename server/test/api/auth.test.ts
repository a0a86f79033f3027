import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.ts';
import { sha256 } from '../../src/plugins/auth.ts';
import { cookieFrom, createTestApp, loginAsAdmin, ORIGIN, TEST_ADMIN, type TestApp } from '../support/app.ts';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs in with email and returns the user and an HttpOnly session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin', phone: TEST_ADMIN.phone });
    expect(typeof body.user._id).toBe('string');
    expect(body.user.passwordHash).toBeUndefined();
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^vyoma_sid=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
  });

  it('logs in with the phone number in any format', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: '98765-43210', password: TEST_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(TEST_ADMIN.email);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: TEST_ADMIN.email, password: 'nope-nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'nobody@test.example', password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email/phone or password' });
    expect(unknown.json()).toEqual({ message: 'Invalid email/phone or password' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('validates the login body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: '', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email or phone is required');
    expect(res.json().errors.email).toBe('Email or phone is required');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('GET /me answers the user with a session and null without', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toEqual({ user: null });
    const cookie = await loginAsAdmin(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: 'vyoma_sid=garbage' },
    });
    expect(garbage.json()).toEqual({ user: null });
  });

  it('logout deletes the session: the old cookie no longer works', async () => {
    const cookie = await loginAsAdmin(t.app);
    const out = await t.app.inject({ method: 'GET', url: '/api/v1/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(String(out.headers['set-cookie'])).toMatch(/vyoma_sid=;/);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.json()).toEqual({ user: null });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/contact', headers: { cookie } });
    expect(list.statusCode).toBe(401);
  });

  it('each login issues a new token', async () => {
    const a = await loginAsAdmin(t.app);
    const b = await loginAsAdmin(t.app);
    expect(a).not.toBe(b);
  });

  it('refuses cross-site mutations and logout', async () => {
    const cookie = await loginAsAdmin(t.app);
    const viaFetchSite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: { name: 'X', description: 'Y' },
    });
    expect(viaFetchSite.statusCode).toBe(403);
    expect(viaFetchSite.json()).toEqual({ message: 'Cross-site request refused.' });
    const viaOrigin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(viaOrigin.statusCode).toBe(403);
    // The session survived the refused logout.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.json().user).not.toBeNull();
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories',
      headers: { cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: { name: 'Same origin', description: 'ok' },
    });
    expect(sameOrigin.statusCode).toBe(201);
    const cats = await t.app.inject({ method: 'GET', url: '/api/v1/admin/categories', headers: { cookie } });
    expect(cats.json().categories.map((c: { name: string }) => c.name)).toEqual(['Same origin']);
  });
});

describe('login throttling', () => {
  it('slows an account down after 5 failures: the right password is refused while it waits', async () => {
    const t = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email: TEST_ADMIN.email, password: `wrong-${i}` },
        });
        expect(r.statusCode).toBe(401);
      }
      const locked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Too many login attempts. Please try again in 1 minute.');
      // The same account by its phone number waits too: the counter is the account's.
      const byPhone = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: TEST_ADMIN.phone, password: TEST_ADMIN.password },
      });
      expect(byPhone.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('success resets the counter', async () => {
    const t = await createTestApp();
    try {
      const fail = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email: TEST_ADMIN.email, password: 'bad-pass' },
        });
      for (let i = 0; i < 4; i++) expect((await fail()).statusCode).toBe(401);
      await loginAsAdmin(t.app);
      for (let i = 0; i < 4; i++) expect((await fail()).statusCode).toBe(401);
      await loginAsAdmin(t.app);
    } finally {
      await t.close();
    }
  });

  it('limits login requests per IP', async () => {
    const t = await createTestApp({ loginRateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email: `u${i}@test.example`, password: 'whatever1' },
        });
        codes.push(r.statusCode);
        if (r.statusCode === 429) expect(r.json().message).toMatch(/Too many login attempts/);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('session lifetime', () => {
  /** Sets the stored last-seen time of the session behind a cookie; returns its token hash. */
  async function lastSeen(t: TestApp, cookie: string, at: Date): Promise<string> {
    const hash = sha256(cookie.split('=')[1]!);
    await t.app.vyoma.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, hash));
    return hash;
  }
  const storedLastSeen = async (t: TestApp, hash: string) =>
    (await t.app.vyoma.db.select().from(sessions).where(eq(sessions.tokenHash, hash)))[0]?.lastSeenAt;

  it('the idle limit is exact to the minute although last-seen is written at most once a minute', async () => {
    const t = await createTestApp({ sessionIdleMinutes: 120 });
    try {
      const cookie = await loginAsAdmin(t.app);
      const me = () => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
      const MIN = 60_000;
      // Used 30 s ago: not written again (reads stay reads).
      const recent = new Date(Date.now() - 30_000);
      const hash = await lastSeen(t, cookie, recent);
      expect((await me()).json().user).not.toBeNull();
      expect((await storedLastSeen(t, hash))?.getTime()).toBe(recent.getTime());
      // Written 90 s ago: written again now.
      await lastSeen(t, cookie, new Date(Date.now() - 90_000));
      expect((await me()).json().user).not.toBeNull();
      expect(Date.now() - (await storedLastSeen(t, hash))!.getTime()).toBeLessThan(10_000);
      // Stored 120 min + 50 s ago: the last request may have been up to a minute after that write,
      // so the session is still on (never ends early)…
      await lastSeen(t, cookie, new Date(Date.now() - 120 * MIN - 50_000));
      expect((await me()).json().user).not.toBeNull();
      // …and once the stored time is 121 minutes old, it is over, and its row is gone.
      await lastSeen(t, cookie, new Date(Date.now() - 121 * MIN - 1000));
      expect((await me()).json()).toEqual({ user: null });
      expect(await storedLastSeen(t, hash)).toBeUndefined();
      const refused = await t.app.inject({ method: 'GET', url: '/api/v1/contact', headers: { cookie } });
      expect(refused.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('an https PUBLIC_URL gives a Secure __Host- cookie', async () => {
    const t = await createTestApp({ publicUrl: 'https://vyoma.example' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-vyoma_sid=/);
      expect(setCookie).toMatch(/Secure/);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: { cookie: cookieFrom(res) },
      });
      expect(me.json().user.email).toBe(TEST_ADMIN.email);
      const hsts = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(hsts.headers['strict-transport-security']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
