/**
 * Roles (issue 18): the matrix of every staff route × admin, editor, author and anonymous (allowed,
 * or 401/403 with the message and nothing changed), an author's limits on posts and products, and
 * role changes (audited; the last admin stays). The same matrix for API tokens (issue 28): each
 * role's token and a scoped token × every staff route, and what no token may do; a demoted maker's
 * tokens × every staff route (issue 33: never more than the maker may do now).
 */
import {
  API_PREFIX,
  can,
  type Permission,
  ROLE_MESSAGES,
  type StaffRole,
  type TokenGrant,
  tokenAllows,
  tokenNever,
} from '@vyoma/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { setUserAccess } from '../../src/modules/auth/repository.ts';
import { TOKEN_NEVER_MESSAGE } from '../../src/plugins/auth.ts';
import {
  cookieFrom,
  createTestApp,
  libraryImage,
  loginAsAdmin,
  multipart,
  TEST_ADMIN,
  type TestApp,
  webm,
} from '../support/app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
const PASSWORD = 'correct horse battery staple 42';

/** Row counts of the tables a staff route could change: equal before and after means nothing changed. */
const COUNTED = [
  'blogs',
  'products',
  'categories',
  'contact_messages',
  'enquiry_notes',
  'second_sections',
  'users',
  'sessions',
  'audit_log',
  'revisions',
  'media',
  'site_settings',
  'legal_pages',
  'api_tokens',
  'webhooks',
  'outbox_messages',
  'forms',
  'applications',
  'application_notes',
  'application_events',
  'entry_files',
];

describe('roles', () => {
  let t: TestApp;
  const cookies = {} as Record<StaffRole, string>;
  const ids = {} as Record<StaffRole, string>;
  const staffRoutes: { method: string; url: string; permission: Permission }[] = [];
  /** API tokens made by the admin: one per role, and one with scopes instead. */
  const tokens: { label: string; grant: TokenGrant; token: string }[] = [];

  const as = (role: StaffRole | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: role ? { cookie: cookies[role] } : {},
      ...(payload ? { payload } : {}),
    });

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const table of COUNTED) {
      const r = (await t.app.vyoma.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as {
        rows: { n: number }[];
      };
      out[table] = Number(r.rows[0]!.n);
    }
    return out;
  }

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (route) => {
          const permission = route.config?.permission;
          if (!permission) return;
          for (const method of [route.method].flat())
            if (method !== 'HEAD') staffRoutes.push({ method, url: route.url, permission });
        },
      },
    );
    cookies.admin = await loginAsAdmin(t.app);
    const me = await as('admin', 'GET', '/api/v1/me');
    ids.admin = me.json().user._id;
    for (const role of ['editor', 'author'] as const) {
      const res = await as('admin', 'POST', '/api/v1/admin/users', {
        name: `The ${role}`,
        email: `${role}@roles.test`,
        password: PASSWORD,
        role,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user.role).toBe(role);
      ids[role] = res.json().user._id;
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: `${role}@roles.test`, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      cookies[role] = cookieFrom(login);
    }
    const grants: [string, TokenGrant][] = [
      ['admin token', { role: 'admin', scopes: [], makerRole: 'admin' }],
      ['editor token', { role: 'editor', scopes: [], makerRole: 'admin' }],
      ['author token', { role: 'author', scopes: [], makerRole: 'admin' }],
      [
        'content:read + media + candidates token',
        { role: null, scopes: ['content:read', 'media', 'candidates'], makerRole: 'admin' },
      ],
    ];
    for (const [label, grant] of grants) {
      const res = await as('admin', 'POST', '/api/v1/admin/tokens', {
        name: label,
        ...(grant.role ? { role: grant.role } : { scopes: grant.scopes }),
        currentPassword: TEST_ADMIN.password,
      });
      expect(res.statusCode, res.body).toBe(201);
      tokens.push({ label, grant, token: res.json().data.token });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /me tells each account its role', async () => {
    for (const role of ['admin', 'editor', 'author'] as const)
      expect((await as(role, 'GET', '/api/v1/me')).json().user.role).toBe(role);
  });

  it('refuse every staff route to a role without its permission (403, nothing changed), and to nobody', async () => {
    expect(staffRoutes.length).toBeGreaterThanOrEqual(40);
    const before = await counts();
    let refused = 0;
    for (const { method, url, permission } of staffRoutes) {
      expect(url.startsWith(API_PREFIX), url).toBe(true);
      const target = url.replace(/:(\w+)/g, MISSING);
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' };
      const anonymous = await as(null, method, target, body);
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
      for (const role of ['editor', 'author'] as const) {
        if (can(role, permission)) continue;
        const res = await as(role, method, target, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: ROLE_MESSAGES.notAllowed });
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(20);
    expect(await counts()).toEqual(before);
  });

  it('let each role read what its permissions cover', async () => {
    // Every GET staff route without a path parameter, as every role: let in (answered, perhaps 400 for
    // a missing query) or refused (403).
    for (const { method, url, permission } of staffRoutes) {
      if (method !== 'GET' || url.includes(':')) continue;
      for (const role of ['admin', 'editor', 'author'] as const) {
        const res = await as(role, method, url);
        if (can(role, permission))
          expect([401, 403], `${role} GET ${url}: ${res.body}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${role} GET ${url}`).toBe(403);
      }
    }
  });

  const withToken = (token: string, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('refuse every staff route to a token whose role or scopes lack it, and accounts and tokens to every token (403, nothing changed)', async () => {
    const before = await counts();
    let refused = 0;
    let never = 0;
    for (const { method, url, permission } of staffRoutes) {
      const target = url.replace(/:(\w+)/g, MISSING);
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' };
      for (const { label, grant, token } of tokens) {
        if (tokenAllows(grant, permission, method)) continue;
        const res = await withToken(token, method, target, body);
        expect(res.statusCode, `${label} ${method} ${url}`).toBe(403);
        const message = tokenNever(permission, method) ? TOKEN_NEVER_MESSAGE : ROLE_MESSAGES.notAllowed;
        expect(res.json(), `${label} ${method} ${url}`).toEqual({ message });
        refused++;
        if (grant.role === 'admin') never++;
      }
    }
    expect(refused).toBeGreaterThan(60);
    // Even an admin's token: its own account, staff changes and tokens.
    expect(never).toBeGreaterThan(10);
    expect(await counts()).toEqual(before);
  });

  it('let each token read what its role or scopes cover, as the same account would', async () => {
    for (const { method, url, permission } of staffRoutes) {
      if (method !== 'GET' || url.includes(':')) continue;
      for (const { label, grant, token } of tokens) {
        const res = await withToken(token, method, url);
        if (tokenAllows(grant, permission, method))
          expect([401, 403], `${label} GET ${url}: ${res.body}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${label} GET ${url}`).toBe(403);
      }
    }
    // Spelled out: a read-only scope writes nothing; a token never lists tokens, even an admin's.
    const scoped = tokens.find((x) => x.grant.role === null)!.token;
    const admin = tokens.find((x) => x.grant.role === 'admin')!.token;
    expect((await withToken(scoped, 'GET', '/api/v1/admin/categories')).statusCode).toBe(200);
    expect((await withToken(scoped, 'POST', '/api/v1/admin/categories', { name: 'x' })).statusCode).toBe(403);
    expect((await withToken(scoped, 'GET', '/api/v1/contact')).statusCode).toBe(403);
    // The candidates scope reads applications but may not erase a person (admins' personalData).
    expect((await withToken(scoped, 'GET', '/api/v1/admin/applications')).statusCode).toBe(200);
    expect(
      (await withToken(scoped, 'DELETE', '/api/v1/admin/applications?email=a@example.com')).statusCode,
    ).toBe(403);
    expect((await withToken(admin, 'GET', '/api/v1/admin/tokens')).statusCode).toBe(403);
    expect((await withToken(admin, 'GET', '/api/v1/admin/users')).statusCode).toBe(200);
    expect((await withToken(admin, 'GET', '/api/v1/admin/webhooks')).statusCode).toBe(200);
  });

  it('match the issue’s rules, spelled out (not read from the permission map)', async () => {
    const expected: [string, Record<StaffRole, number>][] = [
      ['/api/v1/admin/users', { admin: 200, editor: 403, author: 403 }],
      ['/api/v1/admin/audit', { admin: 200, editor: 403, author: 403 }],
      ['/api/v1/admin/backup', { admin: 200, editor: 403, author: 403 }],
      ['/api/v1/contact', { admin: 200, editor: 200, author: 403 }],
      ['/api/v1/admin/analytics/summary', { admin: 200, editor: 200, author: 403 }],
      ['/api/v1/admin/categories', { admin: 200, editor: 200, author: 200 }],
      ['/api/v1/admin/schedule', { admin: 200, editor: 200, author: 200 }],
      ['/api/v1/admin/account', { admin: 200, editor: 200, author: 200 }],
      ['/api/v1/admin/tokens', { admin: 200, editor: 403, author: 403 }],
      ['/api/v1/admin/webhooks', { admin: 200, editor: 403, author: 403 }],
      // Issue 29: candidates and forms for admins and editors; one person's data for admins only.
      ['/api/v1/admin/applications', { admin: 200, editor: 200, author: 403 }],
      ['/api/v1/admin/forms', { admin: 200, editor: 200, author: 403 }],
      ['/api/v1/admin/form-choices', { admin: 200, editor: 200, author: 200 }],
      [
        '/api/v1/admin/applications/export?email=nobody@example.com',
        { admin: 200, editor: 403, author: 403 },
      ],
    ];
    for (const [url, byRole] of expected)
      for (const role of ['admin', 'editor', 'author'] as const)
        expect((await as(role, 'GET', url)).statusCode, `${role} GET ${url}`).toBe(byRole[role]);
  });

  describe('an author', () => {
    const FORM = {
      heading: 'Heading',
      description: 'Summary',
      author: 'Roles test',
      category: 'backOffice',
      'content[0][heading]': 'One',
      'content[0][description]': 'Section text',
    };
    const images: Partial<Record<StaffRole, string>> = {};
    async function createBlog(role: StaffRole, title: string, extra: Record<string, string> = {}) {
      images[role] ??= await libraryImage(t.app, cookies[role]!);
      const body = await multipart([
        ...Object.entries({ ...FORM, title, ...extra }),
        ['iconImage', { filename: 'icon.webm', data: webm(), type: 'video/webm' }],
        // A described library image, one per role: an editor may publish the post later (alt text is
        // required to publish).
        ['content[0][image]', images[role]!],
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/blogs',
        headers: { ...body.headers, cookie: cookies[role] },
        payload: body.payload,
      });
    }
    /** A whole-form save, as the admin sends it, with these fields changed. */
    async function put(role: StaffRole, id: string, fields: Record<string, string>) {
      const current = (await as('editor', 'GET', `/api/v1/blogs/${id}`)).json().data;
      const body = await multipart(Object.entries({ ...FORM, title: current.title, ...fields }));
      return t.app.inject({
        method: 'PUT',
        url: `/api/v1/blogs/${id}`,
        headers: { ...body.headers, cookie: cookies[role] },
        payload: body.payload,
      });
    }

    it('writes drafts, submits them for review, and never publishes', async () => {
      const created = await createBlog('author', 'Author draft one');
      expect(created.statusCode, created.body).toBe(201);
      const draft = created.json().data;
      expect(draft.status).toBe('draft');
      expect(draft.createdBy._id).toBe(ids.author);

      const before = await counts();
      const publish = await createBlog('author', 'Author tries to publish', { status: 'published' });
      expect(publish.statusCode).toBe(403);
      expect(publish.json().message).toBe(ROLE_MESSAGES.authorPublish);
      const schedule = await put('author', draft._id, {
        status: 'scheduled',
        publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      expect(schedule.statusCode).toBe(403);
      expect(await counts()).toEqual(before);

      const review = await put('author', draft._id, { status: 'review', title: 'Author draft, for review' });
      expect(review.statusCode, review.body).toBe(200);
      expect(review.json().data.status).toBe('review');

      // Nobody outside sees it; the editor publishes it; then it is the editors' to change.
      expect((await as(null, 'GET', `/api/v1/blogs/${draft._id}`)).statusCode).toBe(404);
      const published = await put('editor', draft._id, { status: 'published' });
      expect(published.statusCode, published.body).toBe(200);
      expect((await as(null, 'GET', `/api/v1/blogs/${draft._id}`)).statusCode).toBe(200);
      const late = await put('author', draft._id, { title: 'Changed after going live' });
      expect(late.statusCode).toBe(403);
      expect(late.json().message).toBe(ROLE_MESSAGES.authorPublished);
      const gone = await as('author', 'DELETE', `/api/v1/blogs/${draft._id}`);
      expect(gone.statusCode).toBe(403);
      expect((await as(null, 'GET', `/api/v1/blogs/${draft._id}`)).json().data.title).toBe(
        'Author draft, for review',
      );
    });

    it("sees what is published and their own work, never another's draft, and cannot touch it", async () => {
      const theirs = (await createBlog('editor', 'Editor private draft', { status: 'draft' })).json().data;
      const mine = (await createBlog('author', 'Author own draft')).json().data;
      const list = (await as('author', 'GET', '/api/v1/blogs')).json().data as {
        _id: string;
        status: string;
      }[];
      expect(list.some((b) => b._id === mine._id)).toBe(true);
      expect(list.some((b) => b._id === theirs._id)).toBe(false);
      expect(list.every((b) => b.status === 'published' || b._id === mine._id)).toBe(true);
      expect((await as('author', 'GET', `/api/v1/blogs/${theirs._id}`)).statusCode).toBe(404);
      expect((await as('author', 'GET', `/api/v1/blogs/${theirs._id}/revisions`)).statusCode).toBe(404);
      expect((await put('author', theirs._id, { title: 'Not yours' })).statusCode).toBe(404);
      expect((await as('author', 'DELETE', `/api/v1/blogs/${theirs._id}`)).statusCode).toBe(404);
      expect((await as('editor', 'GET', `/api/v1/blogs/${theirs._id}`)).json().data.title).toBe(
        'Editor private draft',
      );

      // A published post of someone else's: readable, not changeable.
      const live = (await createBlog('editor', 'Editor live post')).json().data;
      expect(live.status).toBe('published');
      const edit = await put('author', live._id, { title: 'Not yours either' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().message).toBe(ROLE_MESSAGES.authorOthers);

      // Their own draft: restore from history and delete.
      const revisions = (await as('author', 'GET', `/api/v1/blogs/${mine._id}/revisions`)).json().data;
      const restore = await as(
        'author',
        'POST',
        `/api/v1/blogs/${mine._id}/revisions/${revisions[0]._id}/restore`,
      );
      expect(restore.statusCode, restore.body).toBe(200);
      expect((await as('author', 'DELETE', `/api/v1/blogs/${mine._id}`)).statusCode).toBe(200);
    });

    it('is told only of what they may see (media usedBy, title clashes, the schedule), and describes only images nothing live uses, or their own', async () => {
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      const image = (role: StaffRole, alt: string) => libraryImage(t.app, cookies[role]!, alt);
      const [draftImg, scheduledImg, liveImg, ownImg] = [
        await image('editor', 'Issue25 draft image'),
        await image('editor', 'Issue25 scheduled image'),
        await image('editor', 'Issue25 live image'),
        await image('author', 'Issue25 own image'),
      ];
      const post = async (role: StaffRole, title: string, img: string, extra: Record<string, string>) => {
        const body = await multipart([
          ...Object.entries({ ...FORM, title, ...extra }),
          ['iconImage', { filename: 'icon.webm', data: webm(), type: 'video/webm' }],
          ['content[0][image]', img],
        ]);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/blogs',
          headers: { ...body.headers, cookie: cookies[role] },
          payload: body.payload,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data._id as string;
      };
      const secret = await post('editor', 'Issue25 secret launch', draftImg, { status: 'draft' });
      const scheduled = await post('editor', 'Issue25 scheduled launch', scheduledImg, {
        status: 'scheduled',
        publishAt: tomorrow,
      });
      await post('editor', 'Issue25 live launch', liveImg, { status: 'published' });
      await post('editor', 'Issue25 live with the author image', ownImg, { status: 'published' });
      // The author's own draft, which an editor schedules: the author sees it in the schedule.
      const mine = await post('author', 'Issue25 author piece', ownImg, {});
      expect((await put('editor', mine, { status: 'scheduled', publishAt: tomorrow })).statusCode).toBe(200);
      const hidden = [secret, scheduled, 'Issue25 secret launch', 'Issue25 scheduled launch'];

      const usedBy = async (role: StaffRole, alt: string) => {
        const res = await as(role, 'GET', `/api/v1/admin/media?q=${encodeURIComponent(alt)}`);
        expect(res.statusCode).toBe(200);
        const [item] = res.json().data as { usedBy: { id: string; title: string }[] }[];
        return { titles: item!.usedBy.map((u) => u.title), body: res.body };
      };
      for (const role of ['admin', 'editor', 'author'] as const) {
        const staff = role !== 'author';
        // The media library: where each file is used.
        const draftUse = await usedBy(role, 'Issue25 draft image');
        expect(draftUse.titles, role).toEqual(staff ? ['Issue25 secret launch — section 1'] : []);
        const scheduledUse = await usedBy(role, 'Issue25 scheduled image');
        expect(scheduledUse.titles, role).toEqual(staff ? ['Issue25 scheduled launch — section 1'] : []);
        expect((await usedBy(role, 'Issue25 live image')).titles, role).toEqual([
          'Issue25 live launch — section 1',
        ]);
        const whole = await as(role, 'GET', '/api/v1/admin/media?limit=100');
        for (const word of hidden) expect(whole.body.includes(word), `${role} media: ${word}`).toBe(staff);

        // The SEO panel's title clash.
        const taken = await as(
          role,
          'GET',
          '/api/v1/admin/seo/title-taken?title=issue25%20secret%20launch&kind=post',
        );
        expect(taken.statusCode).toBe(200);
        expect(taken.json().data, role).toEqual(
          staff
            ? { taken: true, items: [{ kind: 'post', _id: secret, title: 'Issue25 secret launch' }] }
            : { taken: false, items: [] },
        );

        // The schedule: an author sees their own scheduled work only.
        const schedule = await as(role, 'GET', '/api/v1/admin/schedule');
        const ids = (schedule.json().data as { _id: string }[]).map((i) => i._id);
        expect(ids.includes(scheduled), `${role} schedule`).toBe(staff);
        expect(ids.includes(mine), `${role} schedule`).toBe(true);
        for (const word of [scheduled, 'Issue25 scheduled launch'])
          expect(schedule.body.includes(word), `${role} schedule: ${word}`).toBe(staff);
      }

      // Alt text: an author describes their own upload and files nothing live uses; not one on a live
      // (or scheduled) page that someone else uploaded. Refused: 403, nothing changed.
      const idOf = async (alt: string) =>
        (await as('editor', 'GET', `/api/v1/admin/media?q=${encodeURIComponent(alt)}`)).json().data[0]
          ._id as string;
      const describe = (role: StaffRole, id: string, alt: string) =>
        as(role, 'PATCH', `/api/v1/admin/media/${id}`, { alt });
      for (const alt of ['Issue25 live image', 'Issue25 scheduled image']) {
        const id = await idOf(alt);
        const refused = await describe('author', id, 'Changed by the author');
        expect(refused.statusCode, alt).toBe(403);
        expect(refused.json().message).toBe(ROLE_MESSAGES.authorLiveImage);
        expect(
          (await as('editor', 'GET', `/api/v1/admin/media?q=${encodeURIComponent(alt)}`)).json().total,
        ).toBe(1);
      }
      const draftOnly = await describe(
        'author',
        await idOf('Issue25 draft image'),
        'Issue25 draft image, described',
      );
      expect(draftOnly.statusCode, draftOnly.body).toBe(200);
      // The answer, too, tells the author nothing of the draft that uses it.
      expect(draftOnly.json().data.usedBy).toEqual([]);
      const own = await describe('author', await idOf('Issue25 own image'), 'Issue25 own image, described');
      expect(own.statusCode, own.body).toBe(200);
      const editor = await describe(
        'editor',
        await idOf('Issue25 live image'),
        'Issue25 live image, described',
      );
      expect(editor.statusCode, editor.body).toBe(200);
    });
  });

  describe('role changes', () => {
    it('are made by an admin, audited, and refused for bad input or one’s own account', async () => {
      const bad = await as('admin', 'PATCH', `/api/v1/admin/users/${ids.author}`, { role: 'owner' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Role must be admin, editor or author');
      const own = await as('admin', 'PATCH', `/api/v1/admin/users/${ids.admin}`, { role: 'editor' });
      expect(own.statusCode).toBe(409);
      const promote = await as('admin', 'PATCH', `/api/v1/admin/users/${ids.author}`, { role: 'editor' });
      expect(promote.statusCode, promote.body).toBe(200);
      expect(promote.json().user.role).toBe('editor');
      // The session they have gets the new rights at once.
      expect((await as('author', 'GET', '/api/v1/contact')).statusCode).toBe(200);
      const audit = (await as('admin', 'GET', '/api/v1/admin/audit?action=staff.role')).json().data;
      expect(audit[0]).toMatchObject({ action: 'staff.role', target: `user:${ids.author}` });
      expect(audit[0].fields).toContain('role');
      await as('admin', 'PATCH', `/api/v1/admin/users/${ids.author}`, { role: 'author' });
      expect((await as('author', 'GET', '/api/v1/contact')).statusCode).toBe(403);
    });

    it('a promotion to admin takes the acting admin’s step-up proof; without it nothing changes', async () => {
      for (const proof of [{}, { currentPassword: 'not-the-password' }]) {
        const res = await as('admin', 'PATCH', `/api/v1/admin/users/${ids.author}`, {
          role: 'admin',
          ...proof,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors.currentPassword).toBeTruthy();
      }
      expect((await as('author', 'GET', '/api/v1/admin/users')).statusCode).toBe(403);
      const promote = await as('admin', 'PATCH', `/api/v1/admin/users/${ids.author}`, {
        role: 'admin',
        currentPassword: TEST_ADMIN.password,
      });
      expect(promote.statusCode, promote.body).toBe(200);
      expect((await as('author', 'GET', '/api/v1/admin/users')).statusCode).toBe(200);
      const audit = (await as('admin', 'GET', '/api/v1/admin/audit?action=staff.role')).json().data;
      expect(audit[0]).toMatchObject({ target: `user:${ids.author}`, fields: ['role', 'proof:password'] });
      // Back to author: taking rights away needs no proof.
      expect(
        (await as('admin', 'PATCH', `/api/v1/admin/users/${ids.author}`, { role: 'author' })).statusCode,
      ).toBe(200);
    });

    it('demote the account’s API tokens with it: every staff route refuses them as it refuses the account (issue 33)', async () => {
      const email = 'maker@roles.test';
      const added = await as('admin', 'POST', '/api/v1/admin/users', {
        name: 'Token maker',
        email,
        password: PASSWORD,
        role: 'admin',
        currentPassword: TEST_ADMIN.password,
      });
      expect(added.statusCode, added.body).toBe(201);
      const maker = added.json().user._id as string;
      const theirs = cookieFrom(
        await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: PASSWORD } }),
      );
      const made: { name: string; _id: string; token: string }[] = [];
      for (const access of [
        { role: 'admin' },
        { scopes: ['content:write', 'enquiries', 'media', 'candidates'] },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/tokens',
          headers: { cookie: theirs },
          payload: { name: `Maker’s ${access.role ?? 'scoped'} token`, ...access, currentPassword: PASSWORD },
        });
        expect(res.statusCode, res.body).toBe(201);
        made.push(res.json().data);
      }
      const [adminToken, scoped] = made as [(typeof made)[0], (typeof made)[0]];
      const status = async (token: string, url: string) => (await withToken(token, 'GET', url)).statusCode;
      /** What the admin's token list says of each: limited to the maker's role now, or not. */
      const limits = async () => {
        const list = (await as('admin', 'GET', '/api/v1/admin/tokens')).json().data as {
          _id: string;
          limitedTo: StaffRole | null;
        }[];
        return made.map((x) => list.find((r) => r._id === x._id)!.limitedTo);
      };
      expect(await status(adminToken.token, '/api/v1/admin/audit')).toBe(200);
      expect(await status(scoped.token, '/api/v1/contact')).toBe(200);
      expect(await limits()).toEqual([null, null]);
      const demote = async (role: StaffRole) =>
        expect((await as('admin', 'PATCH', `/api/v1/admin/users/${maker}`, { role })).statusCode).toBe(200);

      // An editor now: the admin token does what an editor may; the scoped one (an editor's at most)
      // is unchanged.
      await demote('editor');
      expect(await status(adminToken.token, '/api/v1/admin/audit')).toBe(403);
      expect(await status(adminToken.token, '/api/v1/admin/backup')).toBe(403);
      expect(await status(adminToken.token, '/api/v1/contact')).toBe(200);
      expect(await status(scoped.token, '/api/v1/contact')).toBe(200);
      expect(await limits()).toEqual(['editor', null]);

      // An author now: every staff route an author may not use refuses both tokens as it refuses the
      // maker's own session, and nothing changes.
      await demote('author');
      expect(await limits()).toEqual(['author', 'author']);
      for (const { token } of made)
        expect((await withToken(token, 'GET', '/api/v1/me')).json().user.role).toBe('author');
      const before = await counts();
      let refused = 0;
      for (const { method, url, permission } of staffRoutes) {
        if (can('author', permission)) continue;
        const target = url.replace(/:(\w+)/g, MISSING);
        const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' };
        const session = await t.app.inject({
          method: method as 'GET',
          url: target,
          headers: { cookie: theirs },
          ...(body ? { payload: body } : {}),
        });
        expect(session.statusCode, `maker ${method} ${url}`).toBe(403);
        expect(session.json()).toEqual({ message: ROLE_MESSAGES.notAllowed });
        const message = tokenNever(permission, method) ? TOKEN_NEVER_MESSAGE : ROLE_MESSAGES.notAllowed;
        for (const { name, token } of made) {
          const res = await withToken(token, method, target, body);
          expect(res.statusCode, `${name} ${method} ${url}`).toBe(403);
          expect(res.json(), `${name} ${method} ${url}`).toEqual({ message });
          refused++;
        }
      }
      expect(refused).toBeGreaterThan(100);
      expect(await counts()).toEqual(before);
      // What an author may do, the tokens still do within their own grant.
      expect(await status(adminToken.token, '/api/v1/admin/categories')).toBe(200);
      expect(await status(scoped.token, '/api/v1/admin/media')).toBe(200);
      // The test admin's own tokens are not touched.
      expect(await status(tokens.find((x) => x.grant.role === 'admin')!.token, '/api/v1/admin/audit')).toBe(
        200,
      );
    });

    it('never leave the site without an active admin, even when two admins demote each other at once', async () => {
      const db = t.app.vyoma.db;
      expect(await setUserAccess(db, ids.admin, { role: 'editor' })).toBe(false);
      expect((await db.select().from(users).where(eq(users.id, ids.admin)))[0]!.role).toBe('admin');
      expect(await setUserAccess(db, ids.editor, { role: 'admin' })).toBe(true);
      const results = await Promise.all([
        setUserAccess(db, ids.admin, { role: 'author' }),
        setUserAccess(db, ids.editor, { role: 'author' }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const admins = await db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
      await setUserAccess(db, ids.admin, { role: 'admin' });
      await setUserAccess(db, ids.editor, { role: 'editor' });
    });
  });
});
