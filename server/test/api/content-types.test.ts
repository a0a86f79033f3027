/**
 * A content type is one declaration (issue 34; docs/decisions/0061). A "case study" declared only in
 * testkit/fixtures (no module, no route, no page, no migration of its own) gets, from the declaration
 * alone: the staff API with drafts, schedule, slug redirects, versions, revisions and restore,
 * preview links; the change feed and a webhook event; site search and the sitemap; a public page at
 * its path; refusal for anonymous callers and for authors past their rights; and its admin
 * description. Any line of code the type needed to get one of these would make a check here fail.
 */

import { ROLE_MESSAGES } from '@vyoma/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_STUDY } from '../../../testkit/fixtures/case-study.ts';
import { changeLog, outboxMessages } from '../../src/db/schema.ts';
import {
  cookieFrom,
  createTestApp,
  loginAsAdmin,
  multipart,
  ORIGIN,
  png,
  readSitemap,
  requireWebBuild,
  type TestApp,
  WEB_DIST,
} from '../support/app.ts';

const API = '/api/v1/admin/content/case-study';
const PUBLIC = '/api/v1/content/case-study';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('a content type declared once (issue 34)', () => {
  let t: TestApp;
  let admin: string;
  let cover: string;

  const call = (method: string, url: string, payload?: object, cookie: string | null = admin) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const story = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    summary: 'How a family bakery in Pune took orders online in three weeks.',
    body: doc('They had a phone and a notebook. Now customers order sourdough before breakfast.'),
    cover,
    client: 'Shinde Bakers',
    ...extra,
  });
  const page = async (url: string) => {
    await new Promise((resolve) => setImmediate(resolve));
    return t.app.inject({ method: 'GET', url });
  };

  beforeAll(async () => {
    requireWebBuild();
    t = await createTestApp(
      { webDistDir: WEB_DIST, webhooks: { allowPrivate: true, disableAfterHours: 72, retentionDays: 30 } },
      { contentTypes: [CASE_STUDY], scheduler: { manual: true } },
    );
    admin = await loginAsAdmin(t.app);
    const body = await multipart([
      ['file', { filename: 'oven.png', data: await png(64, 48) }],
      ['alt', 'Loaves cooling beside a wood-fired oven'],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media',
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    cover = res.json().data.path;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is described to the admin, which builds its list and form from the declaration', async () => {
    const res = await call('GET', '/api/v1/admin/content-types');
    expect(res.statusCode).toBe(200);
    const type = res.json().data.find((d: { name: string }) => d.name === 'case-study');
    expect(type).toMatchObject({
      label: { one: 'case study', many: 'case studies' },
      admin: { list: '/admin/content/case-study', edit: '/admin/content/case-study/{id}/edit' },
      publicPath: '/case-studies/{slug}',
    });
    expect(type.fields.map((f: { name: string }) => f.name)).toEqual([
      'title',
      'summary',
      'body',
      'cover',
      'client',
    ]);
  });

  it('keeps a draft off every public surface until it is published, then shows it everywhere', async () => {
    const made = await call('POST', API, story('Bread before breakfast', { status: 'draft' }));
    expect(made.statusCode, made.body).toBe(201);
    const item = made.json().data;
    expect(item).toMatchObject({
      slug: 'bread-before-breakfast',
      status: 'draft',
      version: 1,
      client: 'Shinde Bakers',
      bodyText: 'They had a phone and a notebook. Now customers order sourdough before breakfast.',
      coverMedia: { alt: 'Loaves cooling beside a wood-fired oven' },
    });
    const hidden = async () => {
      expect((await call('GET', `${PUBLIC}/${item.slug}`, undefined, null)).statusCode).toBe(404);
      expect((await call('GET', PUBLIC, undefined, null)).json().total).toBe(0);
      expect((await page('/case-studies/bread-before-breakfast')).statusCode).toBe(404);
      expect(await readSitemap(t.app)).not.toContain('bread-before-breakfast');
      expect((await call('GET', '/api/v1/search?q=sourdough', undefined, null)).json().total).toBe(0);
    };
    await hidden();

    const published = await call('PUT', `${API}/${item._id}`, { status: 'published', version: 1 });
    expect(published.statusCode, published.body).toBe(200);
    expect((await call('GET', `${PUBLIC}/${item.slug}`, undefined, null)).json().data.title).toBe(
      'Bread before breakfast',
    );
    const html = await page('/case-studies/bread-before-breakfast');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<h1>Bread before breakfast</h1>');
    expect(html.body).toContain('Loaves cooling beside a wood-fired oven');
    expect(await readSitemap(t.app)).toContain('/case-studies/bread-before-breakfast');
    const found = (await call('GET', '/api/v1/search?q=sourdough', undefined, null)).json();
    expect(found.data[0]).toMatchObject({ type: 'case-study', url: '/case-studies/bread-before-breakfast' });

    // Unpublished again: gone from every surface at once.
    expect((await call('PUT', `${API}/${item._id}`, { status: 'draft' })).statusCode).toBe(200);
    await hidden();
  });

  it('answers 409 to a stale save, redirects an old slug, and restores a revision', async () => {
    const made = (await call('POST', API, story('Spice route'))).json().data;
    const renamed = await call('PUT', `${API}/${made._id}`, {
      title: 'The spice route goes online',
      slug: 'spice-route-online',
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await call('PUT', `${API}/${made._id}`, { title: 'Too late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/saved this case study/);
    const old = await page('/case-studies/spice-route');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/case-studies/spice-route-online');

    const revisions = (await call('GET', `${API}/${made._id}/revisions`)).json().data;
    expect(revisions.map((r: { summary: string }) => r.summary)).toEqual([
      'Changed title, URL name',
      'Created',
    ]);
    const restored = await call('POST', `${API}/${made._id}/revisions/${revisions[1]._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ title: 'Spice route', slug: 'spice-route', version: 3 });
  });

  it('goes live on its schedule, announces each change and sends its webhook event', async () => {
    // Nothing listens there: the delivery is queued (what this checks) and fails later.
    const hook = await call('POST', '/api/v1/admin/webhooks', {
      url: 'http://127.0.0.1:9/case-studies',
      events: ['case-study.published'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const at = new Date(Date.now() + 60_000).toISOString();
    const made = (
      await call('POST', API, story('Clinic bookings by WhatsApp', { status: 'scheduled', publishAt: at }))
    ).json().data;
    expect(made.status).toBe('scheduled');
    const [change] = await t.app.vyoma.db.select().from(changeLog).orderBy(desc(changeLog.seq)).limit(1);
    expect(change!.tags).toContain(`case-study:${made._id}`);

    await t.app.vyoma.db.execute(
      sql`UPDATE case_studies SET publish_at = now() - interval '1 second' WHERE id = ${made._id}`,
    );
    expect(await t.app.scheduler.runNow('publish-scheduled')).toBe(true);
    expect((await call('GET', `${PUBLIC}/${made.slug}`, undefined, null)).statusCode).toBe(200);
    const sent = await t.app.vyoma.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'webhook'));
    const events = sent.map((m) => (m.payload as { type: string; data: { _id: string } }).type);
    expect(events).toContain('case-study.published');
  });

  it('opens an unpublished item through a preview link, and only then', async () => {
    const made = (await call('POST', API, story('Hidden harvest', { status: 'draft' }))).json().data;
    const link = await call('POST', `${API}/${made._id}/preview-links`, { expiresInHours: 1 });
    expect(link.statusCode, link.body).toBe(201);
    const url = new URL(link.json().data.url).pathname;
    const shown = await page(url);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.body).toContain('<h1>Hidden harvest</h1>');
    expect(shown.headers['cache-control']).toContain('no-store');
    expect((await page('/case-studies/hidden-harvest')).statusCode).toBe(404);
  });

  it('lets an author write drafts of their own, never publish or touch anyone else’s', async () => {
    const made = await call('POST', '/api/v1/admin/users', {
      name: 'Asha the author',
      email: 'asha@case-study.test',
      password: 'a-long-enough-passphrase',
      role: 'author',
    });
    expect(made.statusCode, made.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'asha@case-study.test', password: 'a-long-enough-passphrase' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const author = cookieFrom(login);

    const own = await call('POST', API, story('Asha writes a draft'), author);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.status).toBe('draft');
    const id = own.json().data._id;
    expect((await call('PUT', `${API}/${id}`, { summary: 'Better words.' }, author)).statusCode).toBe(200);
    const publish = await call('PUT', `${API}/${id}`, { status: 'published' }, author);
    expect(publish.statusCode).toBe(403);
    expect(publish.json().message).toBe(ROLE_MESSAGES.authorPublish);
    expect((await call('POST', API, story('Straight out', { status: 'published' }), author)).statusCode).toBe(
      403,
    );

    const admins = (await call('POST', API, story('The admin writes this one'))).json().data;
    const other = await call('PUT', `${API}/${admins._id}`, { title: 'Taken over' }, author);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ROLE_MESSAGES.authorOthers);
    expect((await call('DELETE', `${API}/${admins._id}`, undefined, author)).statusCode).toBe(403);
    expect((await call('GET', `${PUBLIC}/${admins._id}`)).json().data).toMatchObject({
      title: 'The admin writes this one',
      version: 1,
    });
  });

  it('refuses anonymous callers on every staff route and changes nothing', async () => {
    const made = (await call('POST', API, story('Untouched'))).json().data;
    const id = made._id;
    const routes: [string, string, object?][] = [
      ['POST', API, story('Intruder')],
      ['PUT', `${API}/${id}`, { title: 'Defaced' }],
      ['DELETE', `${API}/${id}`],
      ['GET', `${API}/${id}/revisions`],
      ['GET', `${API}/${id}/preview-links`],
      ['POST', `${API}/${id}/preview-links`, { expiresInHours: 1 }],
      ['GET', '/api/v1/admin/content-types'],
    ];
    for (const [method, url, body] of routes)
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
    const after = (await call('GET', `${API.replace('/admin', '')}/${id}`)).json().data;
    expect(after).toMatchObject({ title: 'Untouched', version: 1 });
  });
});
