/**
 * Edit presence (issue 18 item 5): a heartbeat claims a post or product; a second editor sees the
 * first by name; a holder silent for PRESENCE_STALE_SECONDS no longer holds it; take-over (audited as
 * presence.takeover), release (only your own), a missing item, a bad kind, and nobody signed in.
 */
import { API, type EditPresence, PRESENCE_CALLS_PER_MINUTE, PRESENCE_STALE_SECONDS } from '@vyoma/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, editPresence } from '../../src/db/schema.ts';
import {
  cookieFrom,
  createProductWithImage,
  createTestApp,
  loginAsAdmin,
  multipart,
  ORIGIN,
  png,
  type TestApp,
  webm,
} from '../support/app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
const PASSWORD = 'correct horse battery staple 42';

describe('edit presence', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let editorId: string;
  let postId: string;
  let productId: string;

  const call = (method: 'PUT' | 'DELETE', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
  const beat = async (url: string, cookie: string): Promise<EditPresence> => {
    const res = await call('PUT', url, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** Moves the holder's last heartbeat into the past, as if their browser had gone quiet. */
  const age = (itemId: string, seconds: number) =>
    t.app.vyoma.db
      .update(editPresence)
      .set({ heartbeatAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(editPresence.itemId, itemId));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAsAdmin(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: { cookie: admin, origin: ORIGIN },
      payload: { name: 'Meera Editor', email: 'meera@presence.test', password: PASSWORD, role: 'editor' },
    });
    expect(created.statusCode, created.body).toBe(201);
    editorId = created.json().user._id;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'meera@presence.test', password: PASSWORD },
    });
    editor = cookieFrom(login);

    const body = await multipart([
      ['title', 'Presence post'],
      ['heading', 'A heading'],
      ['description', 'A summary'],
      ['author', 'Priya'],
      ['category', 'digitalMarketing'],
      ['status', 'draft'],
      ['content[0][heading]', 'Part one'],
      ['content[0][description]', 'Some text.'],
      ['content[0][image]', { filename: 'a.png', data: await png(30, 30), type: 'image/png' }],
      ['iconImage', { filename: 'icon.webm', data: webm(), type: 'video/webm' }],
    ]);
    const post = await t.app.inject({
      method: 'POST',
      url: API.blogs,
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(post.statusCode, post.body).toBe(201);
    postId = post.json().data._id;
    productId = (
      await createProductWithImage(
        t.app,
        admin,
        { category: 'Presence things', product: 'Presence product' },
        { width: 20, height: 20 },
      )
    )._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('claims an item for the first editor; a second one sees who holds it', async () => {
    const first = await beat(API.adminPresence('post', postId), admin);
    expect(first.mine).toBe(true);
    expect(first.holder?.name).toBeTruthy();
    expect(Date.parse(first.since ?? '')).not.toBeNaN();

    const second = await beat(API.adminPresence('post', postId), editor);
    expect(second.mine).toBe(false);
    expect(second.holder).toEqual(first.holder);

    // The holder's next heartbeat keeps it; the other one still sees them.
    expect((await beat(API.adminPresence('post', postId), admin)).mine).toBe(true);
    expect((await beat(API.adminPresence('post', postId), editor)).mine).toBe(false);
  });

  it('lets the next editor claim an item whose holder has gone quiet for longer than the limit', async () => {
    await beat(API.adminPresence('product', productId), admin);
    await age(productId, PRESENCE_STALE_SECONDS - 10);
    expect((await beat(API.adminPresence('product', productId), editor)).mine).toBe(false);

    await age(productId, PRESENCE_STALE_SECONDS + 5);
    const claimed = await beat(API.adminPresence('product', productId), editor);
    expect(claimed).toMatchObject({ mine: true, holder: { _id: editorId, name: 'Meera Editor' } });
    // The one who went quiet comes back to find it taken.
    const back = await beat(API.adminPresence('product', productId), admin);
    expect(back).toMatchObject({ mine: false, holder: { name: 'Meera Editor' } });
    // Not a take-over: nothing in the audit log.
    const entries = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'presence.takeover'), eq(auditLog.target, `product:${productId}`)));
    expect(entries).toEqual([]);
  });

  it('takes an item over from its holder, audited; the holder then sees who took it', async () => {
    const before = await beat(API.adminPresence('post', postId), admin);
    expect(before.mine).toBe(true);
    const taken = await beat(API.adminPresence('post', postId, true), editor);
    expect(taken).toMatchObject({ mine: true, holder: { _id: editorId, name: 'Meera Editor' } });
    const [entry] = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'presence.takeover'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ target: `post:${postId}`, actorId: editorId });

    const holder = await beat(API.adminPresence('post', postId), admin);
    expect(holder).toMatchObject({ mine: false, holder: { name: 'Meera Editor' } });
  });

  it('releases only your own claim', async () => {
    // The editor holds the post (previous test); the admin's DELETE leaves it with them.
    const other = await call('DELETE', API.adminPresence('post', postId), admin);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data).toMatchObject({ holder: { name: 'Meera Editor' } });

    const own = await call('DELETE', API.adminPresence('post', postId), editor);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.holder).toBeNull();
    const rows = await t.app.vyoma.db.select().from(editPresence).where(eq(editPresence.itemId, postId));
    expect(rows).toEqual([]);
    // Free again: the next heartbeat claims it without taking over.
    expect((await beat(API.adminPresence('post', postId), admin)).mine).toBe(true);
  });

  it('tells an author who may only read an item who holds it, without claiming it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: { cookie: admin, origin: ORIGIN },
      payload: { name: 'Ravi Author', email: 'ravi@presence.test', password: PASSWORD, role: 'author' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const author = cookieFrom(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: 'ravi@presence.test', password: PASSWORD },
      }),
    );
    // The product is live and not theirs: they see it, and who edits it, but never hold it.
    await call('DELETE', API.adminPresence('product', productId), editor);
    await call('DELETE', API.adminPresence('product', productId), admin);
    const free = await beat(API.adminPresence('product', productId, true), author);
    expect(free).toEqual({ holder: null, mine: false, since: null });
    await beat(API.adminPresence('product', productId), admin);
    const held = await beat(API.adminPresence('product', productId, true), author);
    expect(held).toMatchObject({ mine: false, holder: { name: expect.any(String) } });
    expect((await beat(API.adminPresence('product', productId), admin)).mine).toBe(true);
    // Someone else's draft is not theirs to see at all.
    expect((await call('PUT', API.adminPresence('post', postId), author)).statusCode).toBe(404);
  });

  it('bounds each session to PRESENCE_CALLS_PER_MINUTE heartbeats a minute: 429 past it, nothing written', async () => {
    const session = await loginAsAdmin(t.app);
    const url = API.adminPresence('post', postId, true);
    for (let i = 0; i < PRESENCE_CALLS_PER_MINUTE; i++) await beat(url, session);
    // The claim goes quiet; a refused heartbeat must not refresh it.
    await age(postId, 30);
    const [before] = await t.app.vyoma.db.select().from(editPresence).where(eq(editPresence.itemId, postId));
    const refused = await call('PUT', url, session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    const [after] = await t.app.vyoma.db.select().from(editPresence).where(eq(editPresence.itemId, postId));
    expect(after).toEqual(before);
    // Another session (another editor, or the same address) has its own count.
    expect((await call('PUT', API.adminPresence('post', postId), editor)).statusCode).toBe(200);
  });

  it('answers 404 for a missing item, 400 for a bad kind, 401 to nobody, and changes nothing', async () => {
    const count = async () => (await t.app.vyoma.db.select().from(editPresence)).length;
    const rows = await count();
    const missing = await call('PUT', API.adminPresence('post', MISSING), admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Blog not found' });
    // A product's id is not a post's.
    expect((await call('PUT', API.adminPresence('post', productId), admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/admin/presence/post/not-an-id`, admin)).statusCode).toBe(404);
    const kind = await call('PUT', `/api/v1/admin/presence/widget/${postId}`, admin);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toMatch(/kind/);
    const bad = await call('PUT', `${API.adminPresence('post', postId)}?takeOver=yes`, admin);
    expect(bad.statusCode).toBe(400);
    for (const method of ['PUT', 'DELETE'] as const) {
      const anonymous = await call(method, API.adminPresence('post', postId));
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await count()).toBe(rows);
  });
});
