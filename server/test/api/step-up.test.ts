/**
 * The step-up proof (issue 15): a session alone changes nothing about how its account signs in. Every
 * such change needs the current password and, with a second factor, a code or a passkey; wrong proofs
 * count on the sign-in counters (and so are throttled like sign-in), and each change and each refused
 * proof is audited.
 */
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib/functional';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authChallenges, loginAttempts } from '../../src/db/schema.ts';
import {
  countRecoveryCodes,
  findUserByEmail,
  insertPasskey,
  listPasskeys,
  replaceRecoveryCodes,
} from '../../src/modules/auth/repository.ts';
import { generateRecoveryCodes } from '../../src/modules/auth/two-factor.ts';
import { createTestApp, loginAsAdmin, TEST_ADMIN, type TestApp } from '../support/app.ts';

const ACCOUNT = '/api/v1/admin/account';
const PASSWORD = TEST_ADMIN.password;
const WAIT = /^Too many (wrong|login) attempts\. Please try again in \d+ minutes?\.$/;
/** A well-formed passkey assertion that no passkey signed. */
const FORGED_ASSERTION = {
  id: 'c3RlcC11cC1rZXk',
  rawId: 'c3RlcC11cC1rZXk',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'e30', signature: 'c2ln' },
};

type Method = 'POST' | 'PATCH' | 'DELETE';

describe('step-up proof', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  const send = (method: Method, url: string, payload?: object, c = cookie) =>
    t.app.inject({ method, url, headers: c ? { cookie: c } : {}, ...(payload ? { payload } : {}) });
  const audit = async (action: string) =>
    t.app.vyoma.db.select().from(auditLog).where(eq(auditLog.action, action));
  const user = async () => (await findUserByEmail(t.app.vyoma.db, TEST_ADMIN.email))!;
  const resetCounters = () => t.app.vyoma.db.delete(loginAttempts);

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
    userId = (await user()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('without a second factor: each sign-in change needs the current password, and a wrong one changes nothing', async () => {
    const before = await user();
    const changes: [Method, string, object][] = [
      ['PATCH', ACCOUNT, { phone: '+91 90000 11111' }],
      ['POST', `${ACCOUNT}/password`, { newPassword: 'a-brand-new-passphrase' }],
      ['POST', `${ACCOUNT}/totp`, {}],
      ['POST', `${ACCOUNT}/passkeys/options`, {}],
    ];
    for (const [method, url, body] of changes) {
      const bare = await send(method, url, body);
      expect(bare.statusCode, `${method} ${url}`).toBe(400);
      expect(bare.json().errors.currentPassword, `${method} ${url}`).toBe('Enter your current password');
      await resetCounters();
      const wrong = await send(method, url, { ...body, currentPassword: 'not-my-password' });
      expect(wrong.statusCode, `${method} ${url}`).toBe(400);
      expect(wrong.json().errors.currentPassword).toBe('Your current password is not correct');
    }
    const after = await user();
    expect(after.phone).toBe(before.phone);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.totpPendingSecret).toBeNull();
    const pending = await t.app.vyoma.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.userId, userId));
    expect(pending).toEqual([]);
    const failed = await audit('account.proof.failed');
    expect(failed).toHaveLength(4);
    expect(failed.every((e) => e.actorId === userId && e.ip && e.fields[0] === 'password')).toBe(true);

    // A name alone is no sign-in change; the right password lets the phone change, audited.
    expect((await send('PATCH', ACCOUNT, { name: 'Asha' })).statusCode).toBe(200);
    const phone = await send('PATCH', ACCOUNT, { phone: '+91 90000 11111', currentPassword: PASSWORD });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().user.phone).toBe('919000011111');
    expect((await audit('account.update')).at(-1)?.fields).toEqual(['phone']);
    await resetCounters();
  });

  it('wrong passwords count on the sign-in counters: five, then proofs and sign-ins from new browsers wait', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (
          await send('POST', `${ACCOUNT}/password`, {
            currentPassword: `guess-${i}`,
            newPassword: 'stolen-session-1',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // Refused unchecked: the right password waits too, and so does the sign-in form.
    const right = await send('POST', `${ACCOUNT}/password`, {
      currentPassword: PASSWORD,
      newPassword: 'x'.repeat(12),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(WAIT);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: TEST_ADMIN.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
    await resetCounters();
  });

  describe('with an authenticator app', () => {
    let secret: string;
    let recovery: string[];
    /** A code for a later time step than any spent so far (each step works once). */
    let step = 0;
    const nextCode = () => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * step++ });

    beforeAll(async () => {
      const setup = await send('POST', `${ACCOUNT}/totp`, { currentPassword: PASSWORD });
      expect(setup.statusCode).toBe(200);
      secret = setup.json().secret;
      const on = await send('POST', `${ACCOUNT}/totp/verify`, { code: nextCode() });
      expect(on.statusCode).toBe(200);
      recovery = on.json().recoveryCodes;
    });

    it('new recovery codes: not from the session alone, nor the password alone; with a code they are made and audited', async () => {
      const url = `${ACCOUNT}/recovery-codes`;
      const anonymous = await send('POST', url, { currentPassword: PASSWORD, code: recovery[0] }, '');
      expect(anonymous.statusCode).toBe(401);
      const sessionOnly = await send('POST', url);
      expect(sessionOnly.statusCode).toBe(400);
      const passwordOnly = await send('POST', url, { currentPassword: PASSWORD });
      expect(passwordOnly.statusCode).toBe(400);
      expect(passwordOnly.json().errors.code).toBe(
        'Enter a code from your authenticator app or a recovery code, or use a passkey.',
      );
      const wrongCode = await send('POST', url, { currentPassword: PASSWORD, code: '000000' });
      expect(wrongCode.statusCode).toBe(400);
      expect(wrongCode.json().errors.code).toMatch(/^That code is not valid/);
      // Nothing was replaced: all ten old codes are left.
      expect(await countRecoveryCodes(t.app.vyoma.db, userId)).toBe(10);
      expect((await audit('account.recovery-codes')).length).toBe(0);
      expect((await audit('account.proof.failed')).at(-1)?.fields).toEqual(['code']);

      const ok = await send('POST', url, { currentPassword: PASSWORD, code: nextCode() });
      expect(ok.statusCode).toBe(200);
      recovery = ok.json().recoveryCodes;
      expect(recovery).toHaveLength(10);
      expect(await audit('account.recovery-codes')).toHaveLength(1);
      await resetCounters();
    });

    it('turning TOTP off: wrong codes are throttled like the sign-in step (429 after five), then the right one waits too', async () => {
      const del = (payload: object) => send('DELETE', `${ACCOUNT}/totp`, payload);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push((await del({ currentPassword: PASSWORD, code: String(100000 + i) })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
      const right = await del({ currentPassword: PASSWORD, code: recovery[0] });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toMatch(WAIT);
      expect((await user()).totpSecret).not.toBeNull();
      // Five wrong codes checked and audited; the refusals are tallied for the audit log.
      expect((await audit('account.proof.failed')).filter((e) => e.fields[0] === 'code')).toHaveLength(6);
      await resetCounters();

      const off = await del({ currentPassword: PASSWORD, code: recovery[0] });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ totp: false });
      expect(await audit('account.totp.disable')).toHaveLength(1);
    });
  });

  describe('with a passkey', () => {
    const KEY_ID = 'cGFzc2tleS0x';
    let recovery: string[];

    beforeAll(async () => {
      const db = t.app.vyoma.db;
      await insertPasskey(db, { id: KEY_ID, userId, publicKey: 'AAAA', name: 'Laptop' });
      const { codes, hashes } = generateRecoveryCodes();
      await replaceRecoveryCodes(db, userId, hashes);
      recovery = codes;
    });

    it('the passkey options for a step-up need a session, a passkey, and change nothing else', async () => {
      const url = `${ACCOUNT}/step-up/passkey-options`;
      const anonymous = await send('POST', url, undefined, '');
      expect(anonymous.statusCode).toBe(401);
      const db = t.app.vyoma.db;
      const stepUps = () => db.select().from(authChallenges).where(eq(authChallenges.kind, 'step-up'));
      expect(await stepUps()).toEqual([]);

      const options = await send('POST', url);
      expect(options.statusCode).toBe(200);
      expect(options.json().allowCredentials.map((c: { id: string }) => c.id)).toEqual([KEY_ID]);
      expect(options.json().challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(await stepUps()).toHaveLength(1);
    });

    it('removing a passkey needs the password and a second factor; a forged passkey answer is refused', async () => {
      const url = `${ACCOUNT}/passkeys/${KEY_ID}`;
      const anonymous = await send('DELETE', url, { currentPassword: PASSWORD, code: recovery[0] }, '');
      expect(anonymous.statusCode).toBe(401);
      expect((await send('DELETE', url, { currentPassword: PASSWORD })).statusCode).toBe(400);
      const forged = await send('DELETE', url, { currentPassword: PASSWORD, passkey: FORGED_ASSERTION });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().errors.passkey).toBe('The passkey could not be verified. Try again.');
      expect((await audit('account.proof.failed')).at(-1)?.fields).toEqual(['passkey']);
      expect(await listPasskeys(t.app.vyoma.db, userId)).toHaveLength(1);

      const removed = await send('DELETE', url, { currentPassword: PASSWORD, code: recovery[0] });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().passkeys).toEqual([]);
      const [entry] = await audit('account.passkey.remove');
      expect(entry).toMatchObject({ actorId: userId, target: `passkey:${KEY_ID}`, targetLabel: 'Laptop' });
    });
  });

  it('the password change needs the proof too, and is audited without values', async () => {
    const ok = await send('POST', `${ACCOUNT}/password`, {
      currentPassword: PASSWORD,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(ok.statusCode).toBe(200);
    const [entry] = await audit('account.password');
    expect(entry).toMatchObject({ actorId: userId, fields: ['password', 'tokens:revoked:0'] });
    await send('POST', `${ACCOUNT}/password`, {
      currentPassword: 'a-brand-new-passphrase',
      newPassword: PASSWORD,
    });
  });
});
