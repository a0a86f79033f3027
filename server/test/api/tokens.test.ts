/**
 * API tokens (issue 28): made by an admin and shown once (stored as a hash); Bearer on /api/v1 with
 * the token's role, no cross-site check, last use recorded; refused with a cookie too, when revoked,
 * expired or its admin deactivated, all at once, and back at once when they are reactivated, in every
 * process; its own rate limit; audit entries name the token; the OpenAPI document declares the bearer
 * scheme; `npm run admin -- token create`. Issue 33: the step-up proof to make one that may do more
 * than an author; revoked with a password change or "end all other sessions" unless kept. The matrix
 * of every route × each role's token, and a demoted maker's tokens on every route, are in
 * roles.test.ts (its budget of requests per token is this file's rate limit's many times over).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../src/db/schema.ts';
import { setUserAccess } from '../../src/modules/auth/repository.ts';
import { AMBIGUOUS_CREDENTIALS, INVALID_TOKEN } from '../../src/plugins/auth.ts';
import {
  buildAnotherProcess,
  cookieFrom,
  createTestApp,
  loginAsAdmin,
  TEST_ADMIN,
  type TestApp,
} from '../support/app.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('API tokens', () => {
  let t: TestApp;
  let cookie: string;
  /** Makes a token as `as` (by default the test admin), with their step-up proof. */
  const make = async (
    body: Record<string, unknown>,
    as = { cookie, password: TEST_ADMIN.password as string },
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/tokens',
      headers: { cookie: as.cookie },
      payload: { currentPassword: as.password, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; token: string; prefix: string; name: string };
  };
  const asAdmin = (method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** A new admin account, signed in: its id, cookie and password. */
  const newAdmin = async (name: string, email: string) => {
    const password = 'correct horse battery 42';
    const create = await asAdmin('POST', '/api/v1/admin/users', {
      name,
      email,
      password,
      role: 'admin',
      currentPassword: TEST_ADMIN.password,
    });
    expect(create.statusCode, create.body).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
    expect(login.statusCode, login.body).toBe(200);
    return { id: create.json().user._id as string, cookie: cookieFrom(login), password };
  };
  const bearer = (token: string, method: string, url: string, payload?: object, headers = {}) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ tokenRateLimitPerMinute: 40 }, { scheduler: { manual: true } });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are made by an admin, shown once and stored as a hash', async () => {
    const made = await make({ name: 'CRM sync', role: 'editor', expiresInDays: 30 });
    expect(made.token).toMatch(/^vyo_[A-Za-z0-9_-]{43}$/);
    expect(made.prefix).toBe(made.token.slice(0, 12));
    const [row] = await t.app.vyoma.db.select().from(apiTokens).where(eq(apiTokens.id, made._id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.token);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/tokens', headers: { cookie } });
    expect(list.body).not.toContain(made.token);
    expect(list.json().data.find((x: { _id: string }) => x._id === made._id)).toMatchObject({
      name: 'CRM sync',
      role: 'editor',
      scopes: [],
      prefix: made.prefix,
      lastUsedAt: null,
      createdBy: { name: expect.any(String) },
    });
    expect(Date.parse(list.json().data.at(-1).expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    for (const [body, message] of [
      [{ name: 'x' }, 'Choose a role or at least one scope'],
      [{ name: 'x', role: 'editor', scopes: ['media'] }, 'Choose a role or scopes, not both'],
      [{ name: 'x', role: 'owner' }, 'Role must be admin, editor or author'],
      [{ name: 'x', scopes: ['everything'] }, /Scopes are/],
      [{ name: 'x', role: 'author', expiresInDays: 0 }, 'Expires in must be at least 1 day'],
      [{ name: '', role: 'author' }, 'Name is required'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/tokens',
        headers: { cookie },
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('that may do more than an author take the step-up proof to make, as making an admin does (issue 33)', async () => {
    const tokensNow = async () => Number((await t.app.vyoma.db.select({ n: count() }).from(apiTokens))[0]!.n);
    const before = await tokensNow();
    for (const access of [{ role: 'admin' }, { role: 'editor' }, { scopes: ['content:read'] }]) {
      const bare = await asAdmin('POST', '/api/v1/admin/tokens', { name: 'No proof', ...access });
      expect(bare.statusCode, JSON.stringify(access)).toBe(400);
      expect(bare.json().errors.currentPassword).toBe('Enter your current password');
    }
    const wrong = await asAdmin('POST', '/api/v1/admin/tokens', {
      name: 'Wrong proof',
      role: 'admin',
      currentPassword: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe('Your current password is not correct');
    expect(await tokensNow()).toBe(before);

    // An author's token needs none; the audit entry says how the others were proven.
    const author = await asAdmin('POST', '/api/v1/admin/tokens', { name: 'Drafts bot', role: 'author' });
    expect(author.statusCode, author.body).toBe(201);
    const proven = await make({ name: 'Proven bot', role: 'admin' });
    const made = (await asAdmin('GET', '/api/v1/admin/audit?action=token.create')).json().data;
    expect(made.find((e: { target: string }) => e.target === `token:${proven._id}`).fields).toEqual([
      'name',
      'role',
      'proof:password',
    ]);
    expect(
      made.find((e: { target: string }) => e.target === `token:${author.json().data._id}`).fields,
    ).toEqual(['name', 'role']);
  });

  it('act with their role on /api/v1, without a cross-site check, recording their last use and address', async () => {
    const { token, _id } = await make({ name: 'Publisher', role: 'editor' });
    const me = await bearer(token, 'GET', '/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ role: 'editor', setupTwoFactor: false });
    // A mutation with another site's Origin: no browser sends a bearer token on its own.
    const created = await bearer(
      token,
      'POST',
      '/api/v1/admin/categories',
      { name: 'From a script', description: 'Made with a token' },
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.app.vyoma.db.select().from(apiTokens).where(eq(apiTokens.id, _id));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
    expect(row!.lastUsedIp).toBe('127.0.0.1');
    // The same request with the session cookie and no token is refused as cross-site.
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories',
      headers: { cookie, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      payload: { name: 'Cross', description: 'x' },
    });
    expect(cross.statusCode).toBe(403);
    // Pages do not read the header: a page request with a token is a visitor's.
    const page = await bearer(token, 'GET', '/rss.xml');
    expect(page.statusCode).toBe(200);
  });

  it('are written in the audit log as the actor, by name and prefix', async () => {
    const { token, _id, prefix } = await make({ name: 'Audited bot', scopes: ['content:write'] });
    const res = await bearer(token, 'POST', '/api/v1/admin/categories', {
      name: 'Audited',
      description: 'x',
    });
    expect(res.statusCode).toBe(201);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?actor=${_id}`,
      headers: { cookie },
    });
    expect(audit.json().data).toHaveLength(1);
    expect(audit.json().data[0]).toMatchObject({
      action: 'category.create',
      targetLabel: 'Audited',
      actor: { _id: null, email: `API token “Audited bot” (${prefix}…)`, tokenId: _id },
    });
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?action=token.create',
      headers: { cookie },
    });
    expect(made.json().data[0]).toMatchObject({
      target: `token:${_id}`,
      targetLabel: `Audited bot (${prefix}…)`,
    });
  });

  it('are refused at once when revoked, expired, sent with a cookie or their admin is deactivated', async () => {
    const ok = (token: string) => bearer(token, 'GET', '/api/v1/admin/categories');
    const revoked = await make({ name: 'Revoked', role: 'admin' });
    expect((await ok(revoked.token)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/tokens/${revoked._id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(200);
    for (const url of ['/api/v1/admin/categories', '/api/v1/blogs', '/api/v1/me']) {
      const res = await bearer(revoked.token, 'GET', url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: INVALID_TOKEN });
    }
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?action=token.revoke',
      headers: { cookie },
    });
    expect(audit.json().data[0]).toMatchObject({ target: `token:${revoked._id}` });

    const expired = await make({ name: 'Expired', role: 'admin', expiresInDays: 1 });
    expect((await ok(expired.token)).statusCode).toBe(200);
    await t.app.vyoma.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired._id));
    expect((await ok(expired.token)).json()).toEqual({ message: INVALID_TOKEN });

    const both = await make({ name: 'Both', role: 'admin' });
    const ambiguous = await bearer(both.token, 'GET', '/api/v1/admin/categories', undefined, { cookie });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json()).toEqual({ message: AMBIGUOUS_CREDENTIALS });
    expect((await bearer('vyo_made-up', 'GET', '/api/v1/blogs')).statusCode).toBe(401);
    expect((await bearer('', 'GET', '/api/v1/blogs')).statusCode).toBe(401);

    // A token acts for the admin who made it: deactivated, the token stops too.
    const leaver = await newAdmin('Leaver', 'leaver@tokens.test');
    const theirs = (await make({ name: 'Leaver’s', role: 'editor' }, leaver)).token;
    expect((await ok(theirs)).statusCode).toBe(200);
    await setUserAccess(t.app.vyoma.db, leaver.id, { active: false });
    expect((await ok(theirs)).statusCode).toBe(401);

    // Reactivated, it works again at once, here and in another process that refused it meanwhile
    // (issue 33: no process remembers it as unknown).
    const other = await buildAnotherProcess(t);
    try {
      const there = () =>
        other.inject({
          method: 'GET',
          url: '/api/v1/admin/categories',
          headers: { authorization: `Bearer ${theirs}` },
        });
      expect((await there()).statusCode).toBe(401);
      expect((await ok(theirs)).statusCode).toBe(401);
      await setUserAccess(t.app.vyoma.db, leaver.id, { active: true });
      expect((await ok(theirs)).statusCode).toBe(200);
      expect((await there()).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('are revoked with a password change or "end all other sessions", unless kept; the audit entry says which (issue 33)', async () => {
    const owner = await newAdmin('Remedy', 'remedy@tokens.test');
    const as = { cookie: owner.cookie, password: owner.password };
    const own = (method: string, url: string, payload?: object) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: owner.cookie },
        ...(payload ? { payload } : {}),
      });
    const works = async (token: string) => (await bearer(token, 'GET', '/api/v1/me')).statusCode === 200;
    const lastAudit = async (action: string) =>
      (await asAdmin('GET', `/api/v1/admin/audit?action=${action}&actor=${owner.id}`)).json().data[0];
    const others = await make({ name: 'Not theirs', role: 'author' });
    const first = [
      await make({ name: 'Remedy one', role: 'editor' }, as),
      await make({ name: 'Remedy two', role: 'author' }, as),
    ];
    expect((await own('GET', '/api/v1/admin/account')).json().apiTokens).toBe(2);

    // Bad input changes nothing.
    const bad = await own('DELETE', '/api/v1/admin/sessions', { revokeTokens: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('revokeTokens must be true or false');
    // Kept when asked: said in the answer and the audit log.
    const kept = await own('DELETE', '/api/v1/admin/sessions', { revokeTokens: false });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      revokedTokens: 0,
      message: '0 other sessions ended. Your 2 API tokens still work.',
    });
    expect((await lastAudit('session.end-others')).fields).toEqual(['tokens:kept:2']);
    for (const x of first) expect(await works(x.token)).toBe(true);

    // A password change revokes them by default, and only theirs.
    const changed = await own('POST', '/api/v1/admin/account/password', {
      currentPassword: owner.password,
      newPassword: 'a new remedy passphrase',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      revokedTokens: 2,
      message: 'Password changed. Your other sessions have been signed out. Your 2 API tokens were revoked.',
    });
    expect((await lastAudit('account.password')).fields).toEqual(['password', 'tokens:revoked:2']);
    for (const x of first) expect(await works(x.token)).toBe(false);
    expect(await works(others.token)).toBe(true);
    expect((await own('GET', '/api/v1/admin/account')).json().apiTokens).toBe(0);

    // … or keeps them when asked; "end all other sessions" with no body revokes them.
    const second = await make({ name: 'Remedy three', role: 'author' }, as);
    const keep = await own('POST', '/api/v1/admin/account/password', {
      currentPassword: 'a new remedy passphrase',
      newPassword: 'another remedy passphrase',
      revokeTokens: false,
    });
    expect(keep.json()).toMatchObject({ revokedTokens: 0 });
    expect((await lastAudit('account.password')).fields).toEqual(['password', 'tokens:kept:1']);
    expect(await works(second.token)).toBe(true);
    const ended = await own('DELETE', '/api/v1/admin/sessions');
    expect(ended.json()).toMatchObject({
      revokedTokens: 1,
      message: '0 other sessions ended. Your API token was revoked.',
    });
    expect((await lastAudit('session.end-others')).fields).toEqual(['tokens:revoked:1']);
    expect(await works(second.token)).toBe(false);
  });

  it('have a rate limit each, and the OpenAPI document declares the bearer scheme', async () => {
    const a = await make({ name: 'Busy', role: 'author' });
    const b = await make({ name: 'Quiet', role: 'author' });
    for (let i = 0; i < 40; i++) expect((await bearer(a.token, 'GET', '/api/v1/me')).statusCode).toBe(200);
    const limited = await bearer(a.token, 'GET', '/api/v1/me');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests with this API token/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await bearer(b.token, 'GET', '/api/v1/me')).statusCode).toBe(200);

    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v1/admin/categories'].post.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(doc.paths['/api/v1/admin/tokens'].post.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/v1/admin/account/password'].post.security).toEqual([{ session: [] }]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('are made from the command line for automation', async () => {
    const out = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'server/src/cli/admin.ts',
          'token',
          'create',
          '--name',
          'CI deploy',
          '--role',
          'editor',
        ],
        { cwd: ROOT, env: { ...process.env, DATABASE_URL: t.config.databaseUrl!, LOG_LEVEL: 'silent' } },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => {
        stdout += d;
      });
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(out.code, out.stderr).toBe(0);
    const token = /^(vyo_\S+)$/m.exec(out.stdout)![1]!;
    expect(out.stdout).toMatch(/Created API token “CI deploy”/);
    const me = await bearer(token, 'GET', '/api/v1/me');
    expect(me.json().user.role).toBe('editor');
  });
});
