/**
 * A content type is one declaration (issue 34; docs/decisions/0061). A "case study" declared only in
 * testkit/fixtures (no module, no route, no page, no migration of its own) gets, from the declaration
 * alone: the staff API with drafts, schedule, slug redirects, versions, revisions and restore,
 * preview links; the change feed and a webhook event; site search and the sitemap; a public page at
 * its path; refusal for anonymous callers and for authors past their rights; and its admin
 * description. Any line of code the type needed to get one of these would make a check here fail.
 * A "landing page" (testkit/fixtures/landing.ts) does the same for a body of blocks (issue 35).
 */

import { ROLE_MESSAGES } from '@vyoma/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_STUDY } from '../../../testkit/fixtures/case-study.ts';
import { LANDING } from '../../../testkit/fixtures/landing.ts';
import { changeLog, outboxMessages } from '../../src/db/schema.ts';
import {
  createTestApp,
  loginAsAdmin,
  loginAsNewStaff,
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
      { contentTypes: [CASE_STUDY, LANDING], scheduler: { manual: true } },
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
    const author = await loginAsNewStaff(t.app, admin, { role: 'author', email: 'asha@case-study.test' });

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

  // Issue 36, step 4 of docs/decisions/0063: the declaration's `translated` fields give each item a
  // version per language, with its own URL name, SEO texts, status and version, and a mark when the
  // default language's words changed since it was brought up to date.
  describe('in another language (issue 36)', () => {
    const HINDI = {
      title: 'नाश्ते से पहले ताज़ी रोटी',
      summary: 'पुणे की एक पारिवारिक बेकरी ने तीन हफ़्तों में ऑनलाइन ऑर्डर लेना शुरू किया।',
      body: doc('पहले एक फ़ोन और एक कॉपी थी। अब ग्राहक नाश्ते से पहले ऑर्डर करते हैं।'),
    };
    const hi = (id: string) => `${API}/${id}/translations/hi`;
    const latestTags = async () =>
      (await t.app.vyoma.db.select().from(changeLog).orderBy(desc(changeLog.seq)).limit(1))[0]!.tags;

    it('keeps a Hindi draft apart from the live English item, with its own URL name and version', async () => {
      const item = (await call('POST', API, story('Fresh bread, online'))).json().data;
      const empty = await call('GET', hi(item._id));
      expect(empty.statusCode, empty.body).toBe(200);
      expect(empty.json()).toMatchObject({ data: null, source: { title: 'Fresh bread, online' } });

      // Nothing is saved from a body that misses a translated field.
      const missing = await call('PUT', hi(item._id), { summary: HINDI.summary, body: HINDI.body });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/Title/);
      // Nor from one with a character text cannot hold (a NUL): a 400 with a message, not a 500.
      const nul = await call('PUT', hi(item._id), { ...HINDI, title: 'रोटी\u0000' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().message).toBeTruthy();
      expect((await call('GET', hi(item._id))).json().data).toBeNull();

      const saved = await call('PUT', hi(item._id), HINDI);
      expect(saved.statusCode, saved.body).toBe(200);
      const version = saved.json().data;
      expect(version).toMatchObject({
        lang: 'hi',
        title: HINDI.title,
        bodyText: 'पहले एक फ़ोन और एक कॉपी थी। अब ग्राहक नाश्ते से पहले ऑर्डर करते हैं।',
        status: 'draft',
        version: 1,
        needsUpdate: false,
      });
      expect(version.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(await latestTags()).toContain(`case-study:${item._id}`);
      // The English item is as it was: live, its words and version untouched.
      const english = (await call('GET', `${PUBLIC}/${item.slug}`, undefined, null)).json().data;
      expect(english).toMatchObject({ title: 'Fresh bread, online', version: 1, status: 'published' });

      const again = await call('PUT', hi(item._id), { ...HINDI, slug: 'taazi-roti', version: 1 });
      expect(again.json().data).toMatchObject({ slug: 'taazi-roti', version: 2 });
      const stale = await call('PUT', hi(item._id), { ...HINDI, title: 'देर से', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/saved this Hindi version of this case study .*version 2/);

      // Another item's Hindi version cannot take the URL name; the English slugs are another matter.
      const other = (await call('POST', API, story('Taazi roti'))).json().data;
      const clash = await call('PUT', hi(other._id), { ...HINDI, slug: 'taazi-roti' });
      expect(clash.statusCode).toBe(409);
      expect((await call('GET', hi(other._id))).json().data).toBeNull();
      expect((await call('PUT', hi(other._id), { ...HINDI, slug: 'taazi-roti-2' })).statusCode).toBe(200);

      const scheduled = await call('PUT', hi(item._id), {
        ...HINDI,
        status: 'scheduled',
        publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(scheduled.json().data).toMatchObject({ status: 'scheduled', version: 3 });
      expect((await call('PUT', hi(item._id), { ...HINDI, status: 'published' })).json().data).toMatchObject({
        status: 'published',
        version: 4,
      });
    });

    it('marks the Hindi version when the English words change, not when a shared field does', async () => {
      const item = (await call('POST', API, story('Tailor shop bookings'))).json().data;
      expect((await call('PUT', hi(item._id), HINDI)).statusCode).toBe(200);
      const needsUpdate = async () => (await call('GET', hi(item._id))).json().data.needsUpdate;

      expect(
        (await call('PUT', `${API}/${item._id}`, { client: 'Mehta Tailors', version: 1 })).statusCode,
      ).toBe(200);
      expect(await needsUpdate()).toBe(false);
      expect(
        (await call('PUT', `${API}/${item._id}`, { summary: 'Fittings booked from a phone.', version: 2 }))
          .statusCode,
      ).toBe(200);
      expect(await needsUpdate()).toBe(true);
      const answer = await call('GET', hi(item._id));
      expect(answer.json().source.summary).toBe('Fittings booked from a phone.');

      // Saved, still to do; then saved as brought up to date. The admin's list reads the states of a
      // page of items in one request (an item with no version has none).
      expect((await call('PUT', hi(item._id), { ...HINDI, upToDate: false })).statusCode).toBe(200);
      expect(await needsUpdate()).toBe(true);
      const other = (await call('POST', API, story('Not translated'))).json().data;
      const states = await call('GET', `/api/v1/admin/translations/case-study?ids=${item._id},${other._id}`);
      expect(states.statusCode, states.body).toBe(200);
      expect(states.json().data).toEqual({
        [item._id]: { hi: { status: 'draft', needsUpdate: true } },
        [other._id]: {},
      });
      expect((await call('GET', '/api/v1/admin/translations/case-study?ids=nope')).statusCode).toBe(400);
      expect((await call('PUT', hi(item._id), HINDI)).statusCode).toBe(200);
      expect(await needsUpdate()).toBe(false);
    });

    it('publishes a scheduled Hindi version at its time, once, leaving the English item as it was', async () => {
      const item = (await call('POST', API, story('Sweets by the kilo', { status: 'draft' }))).json().data;
      const at = new Date(Date.now() + 60_000).toISOString();
      const saved = await call('PUT', hi(item._id), { ...HINDI, status: 'scheduled', publishAt: at });
      expect(saved.json().data).toMatchObject({ status: 'scheduled', publishAt: at, publishedAt: null });
      await t.app.vyoma.db.execute(
        sql`UPDATE case_studies_translations SET publish_at = now() - interval '1 second' WHERE item_id = ${item._id}`,
      );
      expect(await t.app.scheduler.runNow('publish-scheduled')).toBe(true);
      const live = (await call('GET', hi(item._id))).json().data;
      expect(live).toMatchObject({ status: 'published', publishAt: null });
      expect(live.publishedAt).not.toBeNull();
      expect(await latestTags()).toContain(`case-study:${item._id}`);
      // The English draft stays a draft (a version in another language never publishes its item).
      expect((await call('GET', `${API.replace('/admin', '')}/${item._id}`)).json().data.status).toBe(
        'draft',
      );
      const audit = await call('GET', '/api/v1/admin/audit?limit=5');
      expect(JSON.stringify(audit.json())).toContain('case-study.translation.publish-scheduled');
    });

    it('keeps a history per language: the Hindi revisions apart from the English ones, restored alone', async () => {
      const item = (await call('POST', API, story('Dhaba menu online'))).json().data;
      expect((await call('PUT', hi(item._id), HINDI)).statusCode).toBe(200);
      const renamed = await call('PUT', hi(item._id), { ...HINDI, title: 'ढाबे का मेन्यू ऑनलाइन', version: 1 });
      expect(renamed.statusCode, renamed.body).toBe(200);

      const list = await call('GET', `${hi(item._id)}/revisions`);
      expect(list.statusCode, list.body).toBe(200);
      expect(
        list.json().data.map((r: { summary: string; version: number }) => [r.version, r.summary]),
      ).toEqual([
        [2, 'Changed title'],
        [1, 'Created'],
      ]);
      // The English history has only the English save.
      const english = (await call('GET', `${API}/${item._id}/revisions`)).json().data;
      expect(english.map((r: { summary: string }) => r.summary)).toEqual(['Created']);
      const englishRevision = english[0]._id;
      expect((await call('GET', `${hi(item._id)}/revisions/${englishRevision}`)).statusCode).toBe(404);

      const first = list.json().data[1]._id;
      const shown = await call('GET', `${hi(item._id)}/revisions/${first}`);
      expect(shown.json().data).toMatchObject({ title: HINDI.title, version: 1 });
      const restored = await call('POST', `${hi(item._id)}/revisions/${first}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().data).toMatchObject({ title: HINDI.title, version: 3, status: 'draft' });
      expect(restored.json().revision.summary).toMatch(/^Restored the version of /);
      // The English item did not move.
      expect((await call('GET', `${API.replace('/admin', '')}/${item._id}`)).json().data.version).toBe(1);
    });

    it('answers 404 for a language the site does not have, and for the default one', async () => {
      const item = (await call('POST', API, story('Language check'))).json().data;
      const unknown = await call('PUT', `${API}/${item._id}/translations/xx`, HINDI);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('The site has no language “xx”.');
      const english = await call('PUT', `${API}/${item._id}/translations/en`, HINDI);
      expect(english.statusCode).toBe(404);
      expect(english.json().message).toMatch(/English is the site’s own language/);
      // A path that names no language is a missing page, as a malformed id is.
      expect((await call('GET', `${API}/${item._id}/translations/HI`)).statusCode).toBe(404);
      expect((await call('GET', hi('6f1c0c9e-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    });

    it('lets an author translate as they write: drafts of their own, never publish or touch others’', async () => {
      const author = await loginAsNewStaff(t.app, admin, { role: 'author', email: 'ravi@case-study.test' });
      const item = (await call('POST', API, story('Translated by Ravi'))).json().data;

      const draft = await call('PUT', hi(item._id), HINDI, author);
      expect(draft.statusCode, draft.body).toBe(200);
      const publish = await call('PUT', hi(item._id), { ...HINDI, status: 'published' }, author);
      expect(publish.statusCode).toBe(403);
      expect(publish.json().message).toBe(ROLE_MESSAGES.authorPublish);

      const admins = (await call('POST', API, story('Translated by the admin'))).json().data;
      expect((await call('PUT', hi(admins._id), HINDI)).statusCode).toBe(200);
      const other = await call('PUT', hi(admins._id), { ...HINDI, title: 'बदला हुआ' }, author);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(ROLE_MESSAGES.authorOthers);
      expect((await call('DELETE', hi(admins._id), undefined, author)).statusCode).toBe(403);
      expect((await call('GET', hi(admins._id))).json().data).toMatchObject({
        title: HINDI.title,
        version: 1,
      });
    });

    it('refuses anonymous callers and changes nothing; a delete takes the version away', async () => {
      const item = (await call('POST', API, story('Kept in Hindi'))).json().data;
      expect((await call('PUT', hi(item._id), HINDI)).statusCode).toBe(200);
      for (const [method, body] of [['GET'], ['PUT', { ...HINDI, title: 'घुसपैठ' }], ['DELETE']] as const)
        expect((await call(method, hi(item._id), body, null)).statusCode, method).toBe(401);
      expect(
        (await call('GET', `/api/v1/admin/translations/case-study?ids=${item._id}`, undefined, null))
          .statusCode,
      ).toBe(401);
      const [revision] = (await call('GET', `${hi(item._id)}/revisions`)).json().data;
      for (const [method, url] of [
        ['GET', `${hi(item._id)}/revisions`],
        ['GET', `${hi(item._id)}/revisions/${revision._id}`],
        ['POST', `${hi(item._id)}/revisions/${revision._id}/restore`],
      ] as const)
        expect((await call(method, url, undefined, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call('GET', hi(item._id))).json().data).toMatchObject({ title: HINDI.title, version: 1 });

      const gone = await call('DELETE', hi(item._id));
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await call('GET', hi(item._id))).json().data).toBeNull();
      const again = await call('DELETE', hi(item._id));
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('This case study has no Hindi version.');

      // Deleting the item takes its versions with it.
      expect((await call('PUT', hi(item._id), HINDI)).statusCode).toBe(200);
      expect((await call('DELETE', `${API}/${item._id}`)).statusCode).toBe(200);
      const left = await t.app.vyoma.db.execute(
        sql`SELECT count(*)::int AS n FROM case_studies_translations WHERE item_id = ${item._id}`,
      );
      expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });
  });

  // Issue 35, step 3 of docs/decisions/0062: a body of blocks is one field of a declaration. A
  // "landing page" declared only in testkit/fixtures (a title and a body of hero, rich-text and
  // call-to-action blocks) gets, with no code of its own: blocks saved and read back in order with
  // their ids, ids kept across saves and reorders, a bad block refused with its kind's message and
  // nothing changed, a block's image's alt text asked for before publishing, a revision's blocks
  // restored with their ids, a block's text found by search, a block's file in use in the library
  // (and a replaced file shown by the block).
  describe('with a body of blocks (issue 35)', () => {
    const LANDINGS = '/api/v1/admin/content/landing';
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    type Block = { id: string; type: string; props: Record<string, unknown> };
    /** A library image with alt text, and one without. */
    let described: { _id: string; path: string };
    let bare: { _id: string; path: string };

    const upload = async (name: string, alt: string | null) => {
      const body = await multipart([
        ['file', { filename: name, data: await png(64, 48) }],
        ...(alt ? [['alt', alt] as [string, string]] : []),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/media',
        headers: { ...body.headers, cookie: admin },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { _id: string; path: string };
    };
    const hero = (heading: string, image: string | null = null) => ({
      type: 'hero',
      props: { heading, image, primary: { text: 'Talk to us', to: { kind: 'url', target: '/contactUs' } } },
    });
    const text = (words: string) => ({ type: 'rich-text', props: { body: doc(words) } });
    const banner = (heading: string, button = 'Get in touch') => ({
      type: 'cta-banner',
      props: { heading, button: { text: button, to: { kind: 'url', target: '/contactUs' } }, tone: 'brand' },
    });
    const create = async (title: string, body: object[], status = 'draft') => {
      const res = await call('POST', LANDINGS, { title, body, status });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { _id: string; version: number; slug: string; body: Block[] };
    };
    const read = async (id: string) =>
      (await call('GET', `${LANDINGS.replace('/admin', '')}/${id}`)).json().data;
    /** A block as a client sends it back: its id, kind and values. */
    const again = ({ id, type, props }: Block, change: Record<string, unknown> = {}) => ({
      id,
      type,
      props: { ...props, ...change },
    });

    beforeAll(async () => {
      described = await upload('harbour.png', 'Boats moored in a quiet harbour at dawn');
      bare = await upload('unnamed.png', null);
    });

    it('saves blocks in order, each with an id of its own, and reads them back so', async () => {
      const made = await create('Harbour logistics', [
        hero('Freight that arrives', described.path),
        text('We track every container.'),
        banner('Ship with us'),
      ]);
      expect(made.body.map((b) => b.type)).toEqual(['hero', 'rich-text', 'cta-banner']);
      for (const b of made.body) expect(b.id).toMatch(UUID);
      expect(new Set(made.body.map((b) => b.id)).size).toBe(3);
      // Left-out optional fields come back with their defaults, as the kind's rules keep them.
      expect(made.body[0]!.props).toMatchObject({
        heading: 'Freight that arrives',
        lead: '',
        secondary: null,
      });

      const stored = await read(made._id);
      expect(stored.body).toEqual(made.body);
      expect(stored.bodyMedia[described.path]).toMatchObject({
        alt: 'Boats moored in a quiet harbour at dawn',
      });
      // The API's description has the blocks too (their rules and answer as OpenAPI).
      const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(openapi.statusCode).toBe(200);
      expect(openapi.json().paths).toHaveProperty([LANDINGS]);
    });

    it('keeps each block’s id when the blocks are reordered and edited; a new block gets a new id', async () => {
      const made = await create('Cold chain', [
        hero('Cold all the way'),
        text('Old words.'),
        banner('Ask us'),
      ]);
      const [h, r, c] = made.body as [Block, Block, Block];
      const res = await call('PUT', `${LANDINGS}/${made._id}`, {
        body: [again(c), again(h), text('New words.')],
        version: made.version,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json().data.body as Block[];
      expect(body.map((b) => b.id).slice(0, 2)).toEqual([c.id, h.id]);
      expect(body[2]!.id).toMatch(UUID);
      expect(body[2]!.id).not.toBe(r.id);
      expect((await read(made._id)).body).toEqual(body);

      // The same blocks again, one of them edited: the summary names it by kind and place.
      const edited = await call('PUT', `${LANDINGS}/${made._id}`, {
        body: [again(body[0]!), again(body[1]!, { heading: 'Colder still' }), again(body[2]!)],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((edited.json().data.body as Block[]).map((b) => b.id)).toEqual(body.map((b) => b.id));
      const summaries = (await call('GET', `${LANDINGS}/${made._id}/revisions`))
        .json()
        .data.map((x: { summary: string }) => x.summary);
      expect(summaries).toEqual(['Changed hero 2', 'Changed blocks', 'Created']);
    });

    it('refuses a bad block with its kind’s message, and an id of another item’s block, changing nothing', async () => {
      const made = await create('Dry docks', [hero('Repairs on time'), text('Hulls and engines.')]);
      const other = await create('Other page', [text('Not yours.')]);
      const before = await read(made._id);

      const bad = await call('PUT', `${LANDINGS}/${made._id}`, {
        body: [again(made.body[0]!), again(made.body[1]!), banner('Book a slot', '')],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Call-to-action banner 3: Button text is required');

      for (const id of [other.body[0]!.id, '8a4f6f6e-0000-4000-8000-000000000000']) {
        const stolen = await call('PUT', `${LANDINGS}/${made._id}`, {
          body: [again(made.body[0]!), { id, type: 'rich-text', props: { body: doc('Taken.') } }],
        });
        expect(stolen.statusCode, stolen.body).toBe(400);
        expect(stolen.json().message).toBe(
          'Rich text 2: its id is not one of this landing page’s blocks (a new block is sent without one)',
        );
      }
      expect(await read(made._id)).toEqual(before);
      expect((await read(other._id)).body).toEqual(other.body);
    });

    it('asks for the alt text of a block’s image before publishing', async () => {
      const made = await create('Night shipping', [
        text('Lights on the water.'),
        hero('After dark', bare.path),
      ]);
      const res = await call('PUT', `${LANDINGS}/${made._id}`, { status: 'published' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Write alt text (or mark as decorative) before publishing: Hero 2: Image.',
        missingAlt: [{ _id: bare._id, path: bare.path, label: 'Hero 2: Image' }],
      });
      expect((await read(made._id)).status).toBe('draft');
    });

    it('restores a revision’s blocks with the ids they had', async () => {
      const made = await create('Warehousing', [hero('Space when you need it'), text('Pallets by the day.')]);
      const changed = await call('PUT', `${LANDINGS}/${made._id}`, {
        body: [again(made.body[1]!, { body: doc('Pallets by the hour.') })],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.body).toHaveLength(1);
      const revisions = (await call('GET', `${LANDINGS}/${made._id}/revisions`)).json().data;
      const restored = await call(
        'POST',
        `${LANDINGS}/${made._id}/revisions/${revisions.at(-1)._id}/restore`,
      );
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().data.body).toEqual(made.body);
      expect((await read(made._id)).body).toEqual(made.body);
    });

    it('is found by site search from a block’s text, and its image is in use in the media library', async () => {
      const made = await create(
        'Tidal planning',
        [hero('Sailings around the tide', described.path), text('Berths booked by quokkaphone.')],
        'published',
      );
      const found = (await t.app.inject({ method: 'GET', url: '/api/v1/search?q=quokkaphone' })).json();
      expect(found.data[0]).toMatchObject({ type: 'landing', url: `/landing/${made.slug}` });

      const removed = await call('DELETE', `/api/v1/admin/media/${described._id}`);
      expect(removed.statusCode).toBe(409);
      expect(removed.json().usedBy.map((u: { title: string }) => u.title)).toContain(
        'Tidal planning — Hero 1',
      );

      // Replaced in the library: the block shows the new file.
      const file = await multipart([
        ['file', { filename: 'harbour-2.png', data: await png(64, 48, '#224466') }],
      ]);
      const replaced = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/media/${described._id}/file`,
        headers: { ...file.headers, cookie: admin, origin: ORIGIN },
        payload: file.payload,
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      const path = replaced.json().data.path;
      expect(path).not.toBe(described.path);
      expect((await read(made._id)).body[0].props.image).toBe(path);
    });
  });
});
