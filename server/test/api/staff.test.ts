/**
 * Staff accounts (issue 10): My account (profile, password), sessions, staff management and the
 * audit log, each with bad input and anonymous refusals.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema.ts';
import { setUserAccess } from '../../src/modules/auth/repository.ts';
import {
  cookieFrom,
  createTestApp,
  loginAsAdmin,
  multipart,
  png,
  TEST_ADMIN,
  type TestApp,
} from '../support/app.ts';

async function login(app: FastifyInstance, email: string, password: string, userAgent = 'test-agent') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  return res;
}

describe('staff accounts', () => {
  let t: TestApp;
  let cookie: string;
  const req = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    c = cookie,
  ) => t.app.inject({ method, url, headers: { cookie: c }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('my account', () => {
    it('changes my name and phone, and refuses bad input', async () => {
      // A new phone (a sign-in name) needs the current password; a name alone does not.
      const unproven = await req('PATCH', '/api/v1/admin/account', {
        name: 'Asha',
        phone: '+91 99887 76655',
      });
      expect(unproven.statusCode).toBe(400);
      expect(unproven.json().errors.currentPassword).toBe('Enter your current password');
      const ok = await req('PATCH', '/api/v1/admin/account', {
        name: 'Asha Admin',
        phone: '+91 99887 76655',
        currentPassword: TEST_ADMIN.password,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user).toMatchObject({ name: 'Asha Admin', phone: '919988776655' });
      const bad = await req('PATCH', '/api/v1/admin/account', { phone: 'call me' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.phone).toMatch(/valid phone/);
      const nothing = await req('PATCH', '/api/v1/admin/account', {});
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().message).toBe('Nothing to change');
      const anonymous = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/account',
        payload: { name: 'X' },
      });
      expect(anonymous.statusCode).toBe(401);
      const [row] = await t.app.vyoma.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
      expect(row!.name).toBe('Asha Admin');
      // Back to the phone the other tests sign in with.
      await req('PATCH', '/api/v1/admin/account', {
        phone: TEST_ADMIN.phone,
        currentPassword: TEST_ADMIN.password,
      });
    });

    it('changes my password with the current one; every other session ends, this one stays', async () => {
      const other = cookieFrom(await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password));
      const wrong = await req('POST', '/api/v1/admin/account/password', {
        currentPassword: 'not-it-at-all',
        newPassword: 'a-brand-new-passphrase',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.currentPassword).toBe('Your current password is not correct');
      const short = await req('POST', '/api/v1/admin/account/password', {
        currentPassword: TEST_ADMIN.password,
        newPassword: 'short',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.newPassword).toMatch(/at least 8/);

      const ok = await req('POST', '/api/v1/admin/account/password', {
        currentPassword: TEST_ADMIN.password,
        newPassword: 'a-brand-new-passphrase',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().ended).toBeGreaterThanOrEqual(1);
      const me = (c: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: c } });
      expect((await me(other)).json().user).toBeNull();
      expect((await me(cookie)).json().user).not.toBeNull();
      expect((await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(401);
      expect((await login(t.app, TEST_ADMIN.email, 'a-brand-new-passphrase')).statusCode).toBe(200);
      // Back, for the other tests.
      await req('POST', '/api/v1/admin/account/password', {
        currentPassword: 'a-brand-new-passphrase',
        newPassword: TEST_ADMIN.password,
      });
    });
  });

  describe('sessions', () => {
    it('lists my sessions with browser, address and times, marks the current one, and ends another', async () => {
      const phoneRes = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password, 'Phone browser/1.0');
      const phone = cookieFrom(phoneRes);
      const list = await req('GET', '/api/v1/admin/sessions');
      expect(list.statusCode).toBe(200);
      const data = list.json().data as {
        _id: string;
        current: boolean;
        userAgent: string;
        ip: string;
        createdAt: string;
        lastSeenAt: string;
      }[];
      expect(data.filter((s) => s.current)).toHaveLength(1);
      const other = data.find((s) => s.userAgent === 'Phone browser/1.0')!;
      expect(other).toMatchObject({ current: false, ip: '127.0.0.1' });
      expect(Date.parse(other.createdAt)).toBeLessThanOrEqual(Date.parse(other.lastSeenAt));
      // Ids are not the token or its hash.
      expect(phone).not.toContain(other._id);

      expect((await req('DELETE', '/api/v1/admin/sessions/not-a-session')).statusCode).toBe(404);
      const end = await req('DELETE', `/api/v1/admin/sessions/${other._id}`);
      expect(end.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: phone } });
      expect(me.json()).toEqual({ user: null });
      // Another admin's session cannot be ended through my list.
      const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/sessions/${other._id}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('ends all other sessions at once', async () => {
      const a = cookieFrom(await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password));
      const b = cookieFrom(await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password));
      const res = await req('DELETE', '/api/v1/admin/sessions');
      expect(res.statusCode).toBe(200);
      expect(res.json().ended).toBeGreaterThanOrEqual(2);
      for (const c of [a, b]) {
        const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: c } });
        expect(me.json().user).toBeNull();
      }
      const list = await req('GET', '/api/v1/admin/sessions');
      expect(list.json().data).toHaveLength(1);
      expect(list.json().data[0].current).toBe(true);
    });
  });

  describe('staff', () => {
    let colleagueId: string;
    let colleaguePassword: string;

    const proof = { currentPassword: TEST_ADMIN.password };
    const auditOf = async (action: string) =>
      (
        await t.app.vyoma.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, action))
          .orderBy(sql`${auditLog.at} desc`)
          .limit(1)
      )[0];

    it('adds an admin only with my step-up proof (audited), with a generated password shown once; duplicates and bad input are refused', async () => {
      const ravi = { name: 'Ravi Kumar', email: 'Ravi@Test.example', phone: '+91 90000 12345' };
      // A session alone (a stolen one) cannot make an admin; a wrong password is refused and audited.
      for (const [given, message] of [
        [{}, 'Enter your current password'],
        [{ currentPassword: 'not-my-password' }, 'Your current password is not correct'],
      ] as const) {
        const refused = await req('POST', '/api/v1/admin/users', { ...ravi, ...given });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().errors.currentPassword).toBe(message);
      }
      expect(await t.app.vyoma.db.select().from(users).where(eq(users.email, 'ravi@test.example'))).toEqual(
        [],
      );
      expect((await auditOf('account.proof.failed'))?.fields).toEqual(['password']);

      const res = await req('POST', '/api/v1/admin/users', { ...ravi, ...proof });
      expect(res.statusCode).toBe(201);
      // The entry names what was given and how it was proven; the proof itself is no field.
      expect((await auditOf('staff.create'))?.fields).toEqual([
        'email',
        'name',
        'phone',
        'role',
        'proof:password',
      ]);
      const body = res.json();
      expect(body.user).toMatchObject({
        name: 'Ravi Kumar',
        email: 'ravi@test.example',
        phone: '919000012345',
        active: true,
        twoFactor: false,
        lastLoginAt: null,
      });
      expect(body.password).toMatch(/^[A-Za-z2-9]{20}$/);
      colleagueId = body.user._id;
      colleaguePassword = body.password;
      expect((await login(t.app, 'ravi@test.example', colleaguePassword)).statusCode).toBe(200);

      const dup = await req('POST', '/api/v1/admin/users', { name: 'Again', email: 'ravi@test.example' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errors.email).toBe('An admin with this email already exists.');
      const dupPhone = await req('POST', '/api/v1/admin/users', {
        name: 'Phone twin',
        email: 'twin@test.example',
        phone: '919000012345',
      });
      expect(dupPhone.statusCode).toBe(409);
      expect(dupPhone.json().errors.phone).toMatch(/already used/);
      const bad = await req('POST', '/api/v1/admin/users', {
        name: '',
        email: 'not-an-email',
        password: 'short',
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'password']);
      const withPassword = await req('POST', '/api/v1/admin/users', {
        name: 'Meera',
        email: 'meera@test.example',
        password: 'meera-chose-this',
        ...proof,
      });
      expect(withPassword.statusCode).toBe(201);
      expect(withPassword.json().password).toBeUndefined();
    });

    it('lists admins with 2FA state and last sign-in', async () => {
      const res = await req('GET', '/api/v1/admin/users');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { email: string; lastLoginAt: string | null; twoFactor: boolean }[];
      expect(data.map((u) => u.email).sort()).toEqual(
        [TEST_ADMIN.email, 'meera@test.example', 'ravi@test.example'].sort(),
      );
      expect(data.find((u) => u.email === 'ravi@test.example')!.lastLoginAt).not.toBeNull();
      expect(data.find((u) => u.email === 'meera@test.example')!.lastLoginAt).toBeNull();
    });

    it('deactivates an admin (their sessions end at once, they cannot sign in) and reactivates them', async () => {
      const theirs = cookieFrom(await login(t.app, 'ravi@test.example', colleaguePassword));
      const off = await req('PATCH', `/api/v1/admin/users/${colleagueId}`, { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().user.active).toBe(false);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: theirs } });
      expect(me.json()).toEqual({ user: null });
      const refused = await login(t.app, 'ravi@test.example', colleaguePassword);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/deactivated/);
      // A deactivated admin's wrong password gets the ordinary answer.
      expect((await login(t.app, 'ravi@test.example', 'wrong-password')).statusCode).toBe(401);

      // Reactivating an admin makes an admin again: my step-up proof, or nothing changes.
      const unproven = await req('PATCH', `/api/v1/admin/users/${colleagueId}`, {
        active: true,
        name: 'Ravi K.',
      });
      expect(unproven.statusCode).toBe(400);
      expect(unproven.json().errors.currentPassword).toBe('Enter your current password');
      expect((await login(t.app, 'ravi@test.example', colleaguePassword)).statusCode).toBe(403);
      const on = await req('PATCH', `/api/v1/admin/users/${colleagueId}`, {
        active: true,
        name: 'Ravi K.',
        ...proof,
      });
      expect(on.statusCode).toBe(200);
      expect((await auditOf('staff.reactivate'))?.fields).toEqual(['active', 'name', 'proof:password']);
      expect(on.json().user).toMatchObject({ active: true, name: 'Ravi K.' });
      expect((await login(t.app, 'ravi@test.example', colleaguePassword)).statusCode).toBe(200);
    });

    it("changes another admin's phone (a sign-in name) only with my step-up proof; without it nothing changes", async () => {
      const phoneOf = async (id: string) =>
        (await t.app.vyoma.db.select().from(users).where(eq(users.id, id)))[0]!.phone;
      const before = await phoneOf(colleagueId);
      const me = (await req('GET', '/api/v1/me')).json().user._id as string;
      for (const [id, proof] of [
        [colleagueId, {}],
        [colleagueId, { currentPassword: 'not-my-password' }],
        // My own phone through the staff screen: the same proof as on my account page.
        [me, {}],
      ] as const) {
        const res = await req('PATCH', `/api/v1/admin/users/${id}`, { phone: '+91 91111 22222', ...proof });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors.currentPassword).toBeTruthy();
      }
      expect(await phoneOf(colleagueId)).toBe(before);
      expect(await phoneOf(me)).toBe(TEST_ADMIN.phone);
      // A rename needs no proof; the same phone sent again is no change.
      const rename = await req('PATCH', `/api/v1/admin/users/${colleagueId}`, {
        name: 'Ravi K.',
        phone: before,
      });
      expect(rename.statusCode).toBe(200);

      const ok = await req('PATCH', `/api/v1/admin/users/${colleagueId}`, {
        phone: '+91 91111 22222',
        currentPassword: TEST_ADMIN.password,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.phone).toBe('919111122222');
      expect((await login(t.app, '919111122222', colleaguePassword)).statusCode).toBe(200);
    });

    it('refuses bad input, unknown ids, and deactivating myself', async () => {
      const me = (await req('GET', '/api/v1/me')).json().user._id as string;
      const self = await req('PATCH', `/api/v1/admin/users/${me}`, { active: false });
      expect(self.statusCode).toBe(409);
      const bad = await req('PATCH', `/api/v1/admin/users/${colleagueId}`, { active: 'no' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('active must be true or false');
      const empty = await req('PATCH', `/api/v1/admin/users/${colleagueId}`, {});
      expect(empty.statusCode).toBe(400);
      const unknown = await req('PATCH', '/api/v1/admin/users/00000000-0000-4000-8000-000000000000', {
        active: false,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Admin not found');
      const anonymous = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/users/${colleagueId}`,
        payload: { active: false },
      });
      expect(anonymous.statusCode).toBe(401);
      const list = await req('GET', '/api/v1/admin/users');
      expect(list.json().data.every((u: { active: boolean }) => u.active)).toBe(true);
    });

    it('refuses cross-site changes to staff, sessions and my account, and changes nothing', async () => {
      const before = (await req('GET', '/api/v1/admin/users')).json();
      for (const [method, url, payload] of [
        ['POST', '/api/v1/admin/users', { name: 'Evil', email: 'evil@test.example' }],
        ['PATCH', `/api/v1/admin/users/${colleagueId}`, { active: false }],
        ['DELETE', '/api/v1/admin/sessions', undefined],
        ['POST', '/api/v1/admin/account/totp', { currentPassword: TEST_ADMIN.password }],
        ['PATCH', '/api/v1/admin/account', { name: 'Evil' }],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: 'Cross-site request refused.' });
      }
      expect((await req('GET', '/api/v1/admin/users')).json()).toEqual(before);
      expect((await req('GET', '/api/v1/admin/sessions')).json().data.length).toBeGreaterThanOrEqual(1);
    });

    it('never leaves the site without an active admin, even when two admins deactivate each other at once', async () => {
      const db = t.app.vyoma.db;
      const ids = (await db.select({ id: users.id }).from(users)).map((r) => r.id);
      // Everyone but the first two is switched off first, then those two go at each other at once.
      for (const id of ids.slice(2)) expect(await setUserAccess(db, id, { active: false })).toBe(true);
      const [a, b] = ids as [string, string];
      const results = await Promise.all([
        setUserAccess(db, a, { active: false }),
        setUserAccess(db, b, { active: false }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const active = await db.select().from(users).where(eq(users.active, true));
      expect(active).toHaveLength(1);
      for (const id of ids) await setUserAccess(db, id, { active: true });
      // Deactivation ended the sessions of those it switched off, perhaps mine: sign in again.
      cookie = await loginAsAdmin(t.app);
    });
  });

  describe('audit log', () => {
    async function product(): Promise<string> {
      const cat = await req('POST', '/api/v1/admin/categories', { name: 'Audited', description: 'd' });
      const form = await multipart([
        ['name', 'Audit Widget'],
        ['description', 'Watched closely'],
        ['price', '10'],
        ['ratings', '4'],
        ['stock', '3'],
        ['category', cat.json().category._id],
        ['images', { filename: 'a.png', data: await png(), type: 'image/png' }],
      ]);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/product/new',
        headers: { ...form.headers, cookie },
        payload: form.payload,
      });
      expect(created.statusCode).toBe(201);
      return created.json().product._id;
    }

    it('records a product edit with who, what (the changed field names), when and from where', async () => {
      const id = await product();
      const before = Date.now();
      const edit = await req('PUT', `/api/v1/admin/product/${id}`, {
        name: 'Audit Widget Pro',
        price: 12,
        stock: 3,
        description: 'Watched closely',
      });
      expect(edit.statusCode).toBe(200);
      const res = await req('GET', '/api/v1/admin/audit?action=product.update');
      expect(res.statusCode).toBe(200);
      const [entry] = res.json().data;
      expect(entry).toMatchObject({
        action: 'product.update',
        actor: { email: TEST_ADMIN.email },
        target: `product:${id}`,
        targetLabel: 'Audit Widget Pro',
        ip: '127.0.0.1',
        fields: ['name', 'price'],
      });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
      const created = await req('GET', '/api/v1/admin/audit?action=product.create');
      expect(created.json().data[0]).toMatchObject({ target: `product:${id}`, targetLabel: 'Audit Widget' });
      expect(created.json().data[0].fields).toEqual(
        expect.arrayContaining(['name', 'description', 'price', 'images']),
      );
      // A refused change is not recorded.
      const refused = await req('PUT', `/api/v1/admin/product/${id}`, { name: '' });
      expect(refused.statusCode).toBe(400);
      expect((await req('GET', '/api/v1/admin/audit?action=product.update')).json().total).toBe(1);
      // A group: every product action and only those (counted along the index's range), not an
      // action that merely starts with the same letters.
      const group = (await req('GET', '/api/v1/admin/audit?action=product&limit=100')).json();
      const actions = group.data.map((e: { action: string }) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['product.create', 'product.update']));
      for (const action of actions) expect(action).toMatch(/^product\./);
      expect(group.total).toBe(actions.length);
      expect((await req('GET', '/api/v1/admin/audit?action=produc')).json().total).toBe(0);
    });

    it('records sign-ins, failed sign-ins, staff changes, backups and enquiry deletions', async () => {
      await login(t.app, TEST_ADMIN.email, 'a-wrong-password');
      await login(t.app, 'stranger@test.example', 'a-wrong-password');
      const backup = await req('GET', '/api/v1/admin/backup');
      expect(backup.statusCode).toBe(200);
      const enquiry = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: { name: 'Q', email: 'q@test.example', phone: '9876543210', message: 'Hello' },
      });
      expect(enquiry.statusCode).toBe(201);
      const list = await req('GET', '/api/v1/contact');
      const enquiryId = list.json().data[0]._id;
      expect((await req('DELETE', `/api/v1/contact/${enquiryId}`)).statusCode).toBe(200);

      const all = (await req('GET', '/api/v1/admin/audit?limit=100')).json().data as {
        action: string;
        actor: { _id: string | null; email: string | null };
        target: string | null;
        fields: string[];
      }[];
      const actions = new Set(all.map((e) => e.action));
      for (const a of [
        'login',
        'login.failed',
        'staff.create',
        'staff.deactivate',
        'staff.reactivate',
        'account.update',
        'account.password',
        'session.end',
        'session.end-others',
        'backup.download',
        'contact.delete',
        'category.create',
      ])
        expect(actions, a).toContain(a);
      const failed = all.filter((e) => e.action === 'login.failed');
      expect(failed.find((e) => e.actor.email === 'stranger@test.example')!.actor._id).toBeNull();
      expect(failed.find((e) => e.actor.email === TEST_ADMIN.email)!.actor._id).not.toBeNull();
      expect(all.find((e) => e.action === 'contact.delete')!.target).toBe(`contact:${enquiryId}`);
      // Secrets are never values in the log, only field names (and what became of the API tokens).
      expect(all.find((e) => e.action === 'account.password')!.fields).toEqual([
        'password',
        'tokens:revoked:0',
      ]);
      const raw = JSON.stringify(all);
      expect(raw).not.toContain('a-wrong-password');
      expect(raw).not.toContain(TEST_ADMIN.password);
      expect(all.find((e) => e.action === 'staff.deactivate')!.fields).toEqual(['active']);
      expect(all.find((e) => e.action === 'staff.reactivate')!.fields).toEqual([
        'active',
        'name',
        'proof:password',
      ]);
    });

    it('searches, filters by admin and action, and pages', async () => {
      const me = (await req('GET', '/api/v1/me')).json().user;
      const byEmail = await req(
        'GET',
        `/api/v1/admin/audit?actor=${encodeURIComponent(me.email)}&action=product`,
      );
      const byId = await req('GET', `/api/v1/admin/audit?actor=${me._id}&action=product`);
      expect(byEmail.json().total).toBeGreaterThanOrEqual(2);
      expect(byId.json()).toEqual(byEmail.json());
      for (const e of byEmail.json().data) expect(e.action).toMatch(/^product\./);

      const q = await req('GET', '/api/v1/admin/audit?q=widget%20pro');
      expect(q.json().data.map((e: { targetLabel: string }) => e.targetLabel)).toEqual(['Audit Widget Pro']);
      const none = await req('GET', '/api/v1/admin/audit?q=%25');
      expect(none.json().total).toBe(0);

      const total = (await req('GET', '/api/v1/admin/audit')).json().total as number;
      const page2 = await req('GET', '/api/v1/admin/audit?limit=2&page=2');
      expect(page2.json()).toMatchObject({ total, page: 2, limit: 2 });
      expect(page2.json().data).toHaveLength(2);
      const page1 = await req('GET', '/api/v1/admin/audit?limit=2&page=1');
      expect(Date.parse(page1.json().data[1].at)).toBeGreaterThanOrEqual(Date.parse(page2.json().data[0].at));

      for (const bad of ['limit=1000', 'page=0', 'limit=abc'])
        expect((await req('GET', `/api/v1/admin/audit?${bad}`)).statusCode, bad).toBe(400);
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('no API changes or deletes entries; the database refuses changes too; old entries are pruned', async () => {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
        const res = await req(method, '/api/v1/admin/audit', {});
        expect(res.statusCode, method).toBe(404);
      }
      const db = t.app.vyoma.db;
      const [entry] = await db.select().from(auditLog).limit(1);
      await expect(
        db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.id, entry!.id)),
      ).rejects.toThrow();

      const old = new Date(Date.now() - 366 * 24 * 3600_000);
      await db
        .insert(auditLog)
        .values({ id: crypto.randomUUID(), at: old, action: 'ancient', actorEmail: null });
      const recent = new Date(Date.now() - 300 * 24 * 3600_000);
      await db
        .insert(auditLog)
        .values({ id: crypto.randomUUID(), at: recent, action: 'recent', actorEmail: null });
      expect(await t.app.scheduler.runNow('audit-prune')).toBe(true);
      const left = await db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(sql`${auditLog.action} in ('ancient', 'recent')`);
      expect(left.map((r) => r.action)).toEqual(['recent']);
    });
  });
});
