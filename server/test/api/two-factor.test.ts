/**
 * Sign-in security (issue 10): throttling that never locks the owner out of their usual browser,
 * TOTP enrolment and the second sign-in step (codes computed here with otplib), recovery codes,
 * REQUIRE_2FA, and the passkey endpoints' refusals.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateSync } from 'otplib/functional';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginAttempts, users } from '../../src/db/schema.ts';
import { cookieFrom, createTestApp, loginAsAdmin, ORIGIN, TEST_ADMIN, type TestApp } from '../support/app.ts';

const LOGIN = '/api/v1/login';
const WAIT_MESSAGE = /^Too many login attempts\. Please try again in \d+ minutes?\.$/;

/** The `name=value` pairs of every cookie an answer set, joined for a Cookie header. */
function cookies(res: LightMyRequestResponse, ...names: string[]): string {
  return res.cookies
    .filter((c) => names.includes(c.name))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

async function signIn(
  app: FastifyInstance,
  opts: { email?: string; password?: string; cookie?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: LOGIN,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: { email: opts.email ?? TEST_ADMIN.email, password: opts.password ?? TEST_ADMIN.password },
  });
}

describe('throttling that does not lock the owner out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('50 wrong passwords from 50 addresses: the browser that signed in before still gets in, a new one waits', async () => {
    // The owner's usual browser: it signed in before and holds the trusted-browser cookie.
    const first = await signIn(t.app);
    expect(first.statusCode).toBe(200);
    const device = cookies(first, 'vyoma_device');
    expect(device).toMatch(/^vyoma_device=[^.;]+\.[^.;]+\.[^.;]+$/);
    expect(String(first.headers['set-cookie'])).toMatch(/vyoma_device=.*HttpOnly/i);

    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const r = await signIn(t.app, { password: `guess-${i}`, ip: `203.0.113.${i + 1}` });
      statuses.push(r.statusCode);
      if (r.statusCode === 429) expect(r.json().message).toMatch(WAIT_MESSAGE);
    }
    // Five guesses were checked; after that the account makes unknown browsers wait.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);

    const owner = await signIn(t.app, { cookie: device, ip: '198.51.100.7' });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(TEST_ADMIN.email);

    const newBrowser = await signIn(t.app, { ip: '198.51.100.7' });
    expect(newBrowser.statusCode).toBe(429);
    expect(newBrowser.json().message).toMatch(WAIT_MESSAGE);
    // A forged or altered trusted-browser cookie counts for nothing.
    const forged = await signIn(t.app, { cookie: `${device.slice(0, -3)}abc`, ip: '198.51.100.7' });
    expect(forged.statusCode).toBe(429);
  });

  it('guesses sent all at once get no more checks than one after another', async () => {
    const other = await createTestApp();
    try {
      const all = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          signIn(other.app, { password: `burst-${i}`, ip: `192.0.2.${100 + i}` }),
        ),
      );
      const statuses = all.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    } finally {
      await other.close();
    }
  });

  // An app of its own and many password checks: longer than the default limit on a busy machine.
  it('a copied trusted-browser cookie is slowed down with the account, and never locks its owner out', async () => {
    const other = await createTestApp();
    try {
      // The thief's copy is the owner's cookie, byte for byte.
      const owner = cookies(await signIn(other.app), 'vyoma_device');
      const copy = owner;
      for (let i = 0; i < 5; i++)
        expect(
          (await signIn(other.app, { cookie: copy, password: `nope-${i}`, ip: '192.0.2.66' })).statusCode,
        ).toBe(401);
      // The owner's browser still gets in at once (its cookie now counts like any browser's)…
      const back = await signIn(other.app, { cookie: owner, ip: '198.51.100.20' });
      expect(back.statusCode).toBe(200);
      // …and is given a new browser id: the copy no longer matches it.
      const renewed = cookies(back, 'vyoma_device');
      expect(renewed).toMatch(/^vyoma_device=/);
      expect(renewed.split('.')[1]).not.toBe(owner.split('.')[1]);

      // Further guesses with the copy are the account's and the address's: five, then it waits.
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push(
          (await signIn(other.app, { cookie: copy, password: `again-${i}`, ip: '192.0.2.66' })).statusCode,
        );
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // A browser the owner never used waits too; the owner's renewed browser does not.
      expect((await signIn(other.app, { ip: '198.51.100.21' })).statusCode).toBe(429);
      expect((await signIn(other.app, { cookie: renewed, ip: '198.51.100.20' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  }, 90_000);

  // An app of its own and many password checks: longer than the default limit on a busy machine.
  it('refused sign-ins (429) leave one audit entry per address and minute, with the count', async () => {
    const other = await createTestApp({ loginRateLimitPerMinute: 20 });
    try {
      const refused = () =>
        other.app.vyoma.db.select().from(auditLog).where(eq(auditLog.action, 'login.refused'));
      const statuses: number[] = [];
      // 5 wrong passwords are checked, the account then waits (15 refused), then the address's
      // requests per minute run out (5 more refused before the body is read).
      for (let i = 0; i < 25; i++)
        statuses.push((await signIn(other.app, { password: `guess-${i}`, ip: '203.0.113.77' })).statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      await signIn(other.app, { password: 'guess', ip: '203.0.113.78' });
      // Tallied in memory, not one entry each: written by the once-a-minute job.
      expect(await refused()).toEqual([]);
      expect(await other.app.scheduler.runNow('refused-sign-ins')).toBe(true);
      const entries = await refused();
      expect(entries.map((e) => [e.ip, e.targetLabel, e.actorEmail, e.fields])).toEqual(
        expect.arrayContaining([
          ['203.0.113.77', '20 attempts refused (too many)', TEST_ADMIN.email, ['password']],
          ['203.0.113.78', '1 attempt refused (too many)', TEST_ADMIN.email, ['password']],
        ]),
      );
      expect(entries).toHaveLength(2);
      // Nothing new refused: the next run writes nothing.
      await other.app.scheduler.runNow('refused-sign-ins');
      expect(await refused()).toHaveLength(2);
    } finally {
      await other.close();
    }
  }, 90_000);

  it('unknown and known logins behave alike: same answers, same waits, similar time', async () => {
    const other = await createTestApp();
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      const answers: string[] = [];
      // Alternate, so load on the machine hits both alike.
      for (let i = 0; i < 6; i++) {
        for (const [email, times] of [
          [TEST_ADMIN.email, known],
          ['nobody@test.example', unknown],
        ] as const) {
          const started = performance.now();
          const r = await signIn(other.app, { email, password: `wrong-${i}`, ip: `192.0.2.${i + 10}` });
          times.push(performance.now() - started);
          answers.push(`${r.statusCode} ${r.json().message}`);
        }
      }
      // 5 checked failures, then a wait, for both.
      const expected = [
        ...Array(10).fill('401 Invalid email/phone or password'),
        '429 Too many login attempts. Please try again in 1 minute.',
        '429 Too many login attempts. Please try again in 1 minute.',
      ];
      expect(answers).toEqual(expected);
      const median = (xs: number[]) => [...xs.slice(0, 5)].sort((a, b) => a - b)[2]!;
      // Both pay for a password hash check (skipping it for unknown e-mails makes them 10–100× faster);
      // the margin is wide because parallel test files load the machine unevenly.
      const ratio = median(known) / median(unknown);
      expect(ratio, `known ${median(known)} ms, unknown ${median(unknown)} ms`).toBeGreaterThan(0.25);
      expect(ratio, `known ${median(known)} ms, unknown ${median(unknown)} ms`).toBeLessThan(4);
    } finally {
      await other.close();
    }
  });
});

describe('TOTP and recovery codes', () => {
  let t: TestApp;
  let cookie: string;
  let secret: string;
  let recoveryCodes: string[];
  /** A code for the current time step, or one `steps` steps later (still within the ±1 window). */
  /** The TOTP code the sign-in test used, replayed by the next test. */
  let spent = '';
  const code = (steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
  const clearSecondStepCounters = () =>
    t.app.vyoma.db.delete(loginAttempts).where(like(loginAttempts.key, '2fa:%'));
  const post = (url: string, payload?: object, c = cookie) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: c }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('enrols: a secret and otpauth URI, a wrong code refused, the right one turns it on with ten recovery codes', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/admin/account/totp' });
    expect(anonymous.statusCode).toBe(401);

    const setup = await post('/api/v1/admin/account/totp', { currentPassword: TEST_ADMIN.password });
    expect(setup.statusCode).toBe(200);
    ({ secret } = setup.json());
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.json().otpauthUrl).toBe(
      `otpauth://totp/Vyoma%20Infotech:${encodeURIComponent(TEST_ADMIN.email)}?secret=${secret}&issuer=Vyoma%20Infotech`,
    );
    // Stored sealed, never as the plain secret.
    const [row] = await t.app.vyoma.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(row!.totpPendingSecret).toMatch(/^v1\.db\./);
    expect(row!.totpPendingSecret).not.toContain(secret);

    const empty = await post('/api/v1/admin/account/totp/verify', { code: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter the code');
    const wrong = await post('/api/v1/admin/account/totp/verify', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/not valid/);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/admin/account', headers: { cookie } });
    expect(me.json().totp).toBe(false);

    const ok = await post('/api/v1/admin/account/totp/verify', { code: code() });
    expect(ok.statusCode).toBe(200);
    recoveryCodes = ok.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/admin/account', headers: { cookie } });
    expect(after.json()).toMatchObject({ totp: true, recoveryCodesLeft: 10, user: { twoFactor: true } });
    // A second setup is refused while it is on.
    expect(
      (await post('/api/v1/admin/account/totp', { currentPassword: TEST_ADMIN.password })).statusCode,
    ).toBe(409);
  });

  it('sign-in now needs the second step: no session from the password alone', async () => {
    const first = await signIn(t.app);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, methods: ['totp'] });
    expect(first.cookies.map((c) => c.name)).not.toContain('vyoma_sid');
    const pending = cookies(first, 'vyoma_2fa');
    expect(pending).not.toBe('');
    // The pending step is not a session.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: pending } });
    expect(me.json()).toEqual({ user: null });

    const bad = await post('/api/v1/login/2fa', { code: '123456' }, pending);
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toMatch(/not valid/);
    const blank = await post('/api/v1/login/2fa', {}, pending);
    expect(blank.statusCode).toBe(400);

    // The step after the one spent at enrolment.
    spent = code(1);
    const done = await post('/api/v1/login/2fa', { code: spent }, pending);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email: TEST_ADMIN.email, twoFactor: true });
    const session = cookieFrom(done);
    const me2 = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: session } });
    expect(me2.json().user.email).toBe(TEST_ADMIN.email);
    // The pending step is spent.
    expect((await post('/api/v1/login/2fa', { code: code(1) }, pending)).statusCode).toBe(401);
  });

  it('a TOTP code works once: replaying it in its window is refused', async () => {
    const pending = cookies(await signIn(t.app), 'vyoma_2fa');
    // The very code spent above (computing it again could cross into the next 30-second step).
    const replay = await post('/api/v1/login/2fa', { code: spent }, pending);
    expect(replay.statusCode).toBe(401);
  });

  it('the second step needs the first: no pending cookie, a made-up one, or too many wrong codes', async () => {
    const none = await post('/api/v1/login/2fa', { code: '123456' }, '');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Your sign-in has expired. Please log in again.');
    const madeUp = await post('/api/v1/login/2fa', { code: '123456' }, 'vyoma_2fa=made-up');
    expect(madeUp.statusCode).toBe(401);

    await clearSecondStepCounters();
    const pending = cookies(await signIn(t.app, { ip: '192.0.2.50' }), 'vyoma_2fa');
    for (let i = 0; i < 4; i++)
      expect((await post('/api/v1/login/2fa', { code: '000000' }, pending)).statusCode).toBe(401);
    const fifth = await post('/api/v1/login/2fa', { code: '000000' }, pending);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toMatch(/expired/);
    // Even the right code cannot finish that sign-in now…
    expect((await post('/api/v1/login/2fa', { code: code(1) }, pending)).statusCode).toBe(401);
    // …and the account's second step waits a minute, for a fresh first step too.
    const again = cookies(await signIn(t.app, { ip: '192.0.2.51' }), 'vyoma_2fa');
    const waiting = await post('/api/v1/login/2fa', { code: code(1) }, again);
    expect(waiting.statusCode).toBe(429);
    await clearSecondStepCounters();
  });

  it('a recovery code signs in once, in any case and with or without dashes', async () => {
    const pending = cookies(await signIn(t.app), 'vyoma_2fa');
    const used = recoveryCodes[0]!;
    const res = await post(
      '/api/v1/login/2fa',
      { code: ` ${used.toUpperCase().replaceAll('-', '')} ` },
      pending,
    );
    expect(res.statusCode).toBe(200);
    const again = cookies(await signIn(t.app), 'vyoma_2fa');
    const spent = await post('/api/v1/login/2fa', { code: used }, again);
    expect(spent.statusCode).toBe(401);
    const account = await t.app.inject({ method: 'GET', url: '/api/v1/admin/account', headers: { cookie } });
    expect(account.json().recoveryCodesLeft).toBe(9);
  });

  it('new recovery codes replace the old ones', async () => {
    const res = await post('/api/v1/admin/account/recovery-codes', {
      currentPassword: TEST_ADMIN.password,
      code: recoveryCodes[2]!,
    });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const pending = cookies(await signIn(t.app), 'vyoma_2fa');
    expect((await post('/api/v1/login/2fa', { code: recoveryCodes[1]! }, pending)).statusCode).toBe(401);
    expect((await post('/api/v1/login/2fa', { code: fresh[0]! }, pending)).statusCode).toBe(200);
    recoveryCodes = fresh.slice(1);
  });

  it('turning TOTP off needs the password and a code; then the password alone signs in again', async () => {
    const del = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/v1/admin/account/totp', headers: { cookie }, payload });
    expect((await del({ currentPassword: TEST_ADMIN.password, code: '000000' })).statusCode).toBe(400);
    expect((await del({ code: recoveryCodes[0]! })).statusCode).toBe(400);
    expect((await del({ currentPassword: TEST_ADMIN.password })).statusCode).toBe(400);
    await clearSecondStepCounters();
    const off = await del({ currentPassword: TEST_ADMIN.password, code: recoveryCodes[0]! });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ totp: false, recoveryCodesLeft: 0, user: { twoFactor: false } });
    const plain = await signIn(t.app);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().user.email).toBe(TEST_ADMIN.email);
  });
});

describe('REQUIRE_2FA', () => {
  it('an admin without a second factor may only set one up; after that everything works', async () => {
    const t = await createTestApp({ require2fa: true });
    try {
      const res = await signIn(t.app);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ twoFactor: false, setupTwoFactor: true });
      const cookie = cookieFrom(res);
      const blocked = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/categories',
        headers: { cookie },
      });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toMatch(/^Set up two-factor sign-in first/);
      const account = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/account',
        headers: { cookie },
      });
      expect(account.statusCode).toBe(200);
      expect(account.json()).toMatchObject({ require2fa: true, totp: false });

      const setup = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/account/totp',
        headers: { cookie },
        payload: { currentPassword: TEST_ADMIN.password },
      });
      const secret = setup.json().secret as string;
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/account/totp/verify',
        headers: { cookie },
        payload: { code: generateSync({ secret }) },
      });
      expect(verify.statusCode).toBe(200);
      const open = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/categories',
        headers: { cookie },
      });
      expect(open.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
      expect(me.json().user).toMatchObject({ twoFactor: true, setupTwoFactor: false });
      // The last factor cannot be removed while 2FA is required.
      const off = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/admin/account/totp',
        headers: { cookie },
        payload: { currentPassword: TEST_ADMIN.password, code: verify.json().recoveryCodes[0] },
      });
      expect(off.statusCode).toBe(409);
    } finally {
      await t.close();
    }
  });
});

describe('passkey endpoints', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registration options name this site as the relying party and leave out nothing the browser needs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/account/passkeys/options',
      headers: { cookie, origin: ORIGIN },
      payload: { currentPassword: TEST_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options.rp).toEqual({ name: 'Vyoma Infotech', id: 'localhost' });
    expect(options.user.name).toBe(TEST_ADMIN.email);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(options.pubKeyCredParams.length).toBeGreaterThan(0);
  });

  it('refuses a response that is not a passkey registration, and one without options first', async () => {
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/account/passkeys',
      headers: { cookie },
      payload: {
        response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30' } },
      },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Not a passkey registration response');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/account/passkeys',
      headers: { cookie },
      payload: {
        name: 'Forged',
        response: {
          id: 'abc',
          rawId: 'abc',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'o2Nmb3Jt' },
        },
      },
    });
    expect(forged.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/account/passkeys/bm90LWEta2V5',
      headers: { cookie },
      payload: { currentPassword: TEST_ADMIN.password },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the passkey sign-in step needs a pending sign-in', async () => {
    const options = await t.app.inject({ method: 'POST', url: '/api/v1/login/passkey/options' });
    expect(options.statusCode).toBe(401);
    const finish = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/passkey',
      payload: {
        response: {
          id: 'abc',
          rawId: 'abc',
          type: 'public-key',
          response: { clientDataJSON: 'e30', signature: 'c2ln' },
        },
      },
    });
    expect(finish.statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('npm run admin -- reset-2fa (a lost phone)', () => {
  it('removes the authenticator app, passkeys and recovery codes, ends sessions, and is audited', async () => {
    const t = await createTestApp();
    try {
      const cookie = await loginAsAdmin(t.app);
      const setup = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/account/totp',
        headers: { cookie },
        payload: { currentPassword: TEST_ADMIN.password },
      });
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/account/totp/verify',
        headers: { cookie },
        payload: { code: generateSync({ secret: setup.json().secret }) },
      });
      expect(verify.statusCode).toBe(200);
      expect((await signIn(t.app)).json().twoFactorRequired).toBe(true);

      const out = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'server/src/cli/admin.ts', 'reset-2fa', '--email', TEST_ADMIN.email],
          {
            cwd: fileURLToPath(new URL('../../..', import.meta.url)),
            env: { ...process.env, DATABASE_URL: t.config.databaseUrl!, DATA_DIR: t.config.dataDir },
          },
        );
        let stdout = '';
        child.stdout.on('data', (d) => {
          stdout += d;
        });
        child.on('exit', (code) => resolve({ code, stdout }));
      });
      expect(out.code).toBe(0);
      expect(out.stdout).toContain(`Two-factor sign-in removed for ${TEST_ADMIN.email}`);

      const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
      expect(me.json()).toEqual({ user: null });
      const plain = await signIn(t.app);
      expect(plain.statusCode).toBe(200);
      expect(plain.json().user.twoFactor).toBe(false);
      const audit = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/audit?action=staff.reset-2fa',
        headers: { cookie: cookieFrom(plain) },
      });
      expect(audit.json().data[0]).toMatchObject({
        actor: { _id: null },
        ip: 'command line',
        targetLabel: TEST_ADMIN.email,
      });
    } finally {
      await t.close();
    }
  });
});
