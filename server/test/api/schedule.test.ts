import type { Blog, Product, ScheduledItem } from '@vyoma/contract';
import { CTA_BANNER, HERO } from '@vyoma/contract/blocks';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.ts';
import { contentModels } from '../../src/modules/content/index.ts';
import { nextDue, publishDue } from '../../src/modules/schedule/index.ts';
import { JOBS } from '../../src/scheduler.ts';
import {
  buildAnotherProcess,
  createPost,
  createProductWithImage,
  createTestApp,
  libraryImage,
  loginAsAdmin,
  multipart,
  ORIGIN,
  png,
  readSitemap,
  requireWebBuild,
  type TestApp,
} from '../support/app.ts';

const WEB_DIST = requireWebBuild();

const HOUR = 3_600_000;
const JOB = 'publish-scheduled';

describe('scheduled publishing', () => {
  let t: TestApp;
  let cookie: string;
  let categoryId: string;
  /** The scheduler's clock: each test sets it. */
  let clock = new Date();
  const others: FastifyInstance[] = [];

  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const api = (url: string, app = t.app) => app.inject({ method: 'GET', url: `/api/v1${url}` });

  const schedulePost = async (title: string, publishAt: Date) =>
    createPost(t.app, cookie, await libraryImage(t.app, cookie), {
      title,
      status: 'scheduled',
      publishAt: publishAt.toISOString(),
    });

  async function scheduleProduct(name: string, publishAt: Date): Promise<Product> {
    const body = await multipart([
      ['name', name],
      ['description', 'A product'],
      ['price', '10'],
      ['ratings', '4'],
      ['stock', '3'],
      ['category', categoryId],
      ['images', await libraryImage(t.app, cookie)],
      ['status', 'scheduled'],
      ['publishAt', publishAt.toISOString()],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product;
  }

  const publishAudits = (kind: 'blog' | 'product', id: string, app = t.app) =>
    app.vyoma.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, `${kind}.publish-scheduled`), eq(auditLog.target, `${kind}:${id}`)));

  /** Another server process on the same database, with its own scheduler clock. */
  async function anotherProcess(now: () => Date): Promise<FastifyInstance> {
    const app = await buildAnotherProcess(t, { scheduler: { manual: true, now } });
    others.push(app);
    return app;
  }

  beforeAll(async () => {
    // The read caches on, as in production, so the test sees them cleared.
    t = await createTestApp(
      { webDistDir: WEB_DIST, publicCacheSeconds: 60 },
      { scheduler: { manual: true, now: () => clock } },
    );
    cookie = await loginAsAdmin(t.app);
    const seed = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Schedule', product: 'Schedule seed product' },
      { width: 30, height: 30 },
    );
    categoryId = (seed as unknown as Product).category!;
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t?.close();
  });

  it('publishes a post once its time has come: page, API, sitemap, one audit entry, page cache cleared', async () => {
    clock = new Date();
    const publishAt = new Date(Date.now() + HOUR);
    const post = await schedulePost('Schedule goes live post', publishAt);
    const product = await scheduleProduct('Schedule goes live product', publishAt);

    // The service page that lists posts is cached without it.
    let cached = false;
    for (let i = 0; i < 10 && !cached; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      const res = await page('/digitalMarketingServices');
      expect(res.body).not.toContain('Schedule goes live post');
      cached = res.headers['x-cache'] === 'hit';
    }
    expect(cached).toBe(true);
    expect((await api('/blogs')).json().data.map((b: Blog) => b.title)).not.toContain(post.title);

    // Before its time the job leaves it alone.
    clock = new Date(publishAt.getTime() - 1000);
    expect(await t.app.scheduler.runNow(JOB)).toBe(true);
    expect((await page(`/blog/${post.slug}`)).statusCode).toBe(404);
    expect((await api(`/blogs/${post._id}`)).statusCode).toBe(404);
    expect(await publishAudits('blog', post._id)).toHaveLength(0);

    clock = new Date(publishAt.getTime() + 1000);
    expect(await t.app.scheduler.runNow(JOB)).toBe(true);

    // Rendered afresh (one render starts per turn of the event loop, render-limit.ts: a request that
    // gets no turn is sent the stale copy), never the cached page without the post.
    let service = await page('/digitalMarketingServices');
    for (let i = 0; i < 10 && service.headers['x-cache'] === 'stale'; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      service = await page('/digitalMarketingServices');
    }
    expect(service.headers['x-cache']).toBeUndefined();
    expect(service.body).toContain('Schedule goes live post');
    expect((await page(`/blog/${post.slug}`)).statusCode).toBe(200);
    expect((await page(`/product/${product.slug}`)).statusCode).toBe(200);
    const live = (await api(`/blogs/${post._id}`)).json().data as Blog;
    expect(live).toMatchObject({
      status: 'published',
      publishAt: null,
      publishedAt: publishAt.toISOString(),
    });
    expect((await api('/blogs')).json().data.map((b: Blog) => b.title)).toContain(post.title);
    expect((await api(`/product/${product._id}`)).json().product.status).toBe('published');
    const sitemap = await readSitemap(t.app);
    expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
    expect(sitemap).toContain(`/product/${product.slug}</loc>`);

    const [entry, ...more] = await publishAudits('blog', post._id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: null,
      actorEmail: null,
      ip: 'scheduler',
      targetLabel: post.title,
    });
    expect(await publishAudits('product', product._id)).toHaveLength(1);

    // A later run changes nothing and writes no second entry.
    expect(await t.app.scheduler.runNow(JOB)).toBe(true);
    expect(await publishAudits('blog', post._id)).toHaveLength(1);
  });

  it('at start, publishes what fell due while no process ran', async () => {
    clock = new Date();
    const publishAt = new Date(Date.now() + 2 * HOUR);
    const post = await schedulePost('Schedule missed while down', publishAt);
    // The server comes back after the time: before it answers anything, the post is live.
    const restarted = await anotherProcess(() => new Date(publishAt.getTime() + 60_000));
    const res = await api(`/blogs/${post._id}`, restarted);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'published', publishedAt: publishAt.toISOString() });
    expect(await publishAudits('blog', post._id)).toHaveLength(1);
  });

  it('an edit that names no time keeps a scheduled post scheduled at its time', async () => {
    clock = new Date();
    // Ten weeks out: past every other test's clock and the schedule list's eight weeks.
    const publishAt = new Date(Date.now() + 10 * 7 * 24 * HOUR);
    const post = await schedulePost('Schedule kept on edit', publishAt);
    // A spec client's whole-form PUT: every field but the status and the time.
    const body = await multipart([
      ['title', 'Schedule kept on edit, retitled'],
      ['heading', 'Heading'],
      ['description', 'Summary'],
      ['author', 'Priya'],
      ['category', 'digitalMarketing'],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'Text'],
      ['content[0][image]', { filename: 's.png', data: await png(30, 30), type: 'image/png' }],
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blogs/${post._id}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const now = await t.app.inject({ method: 'GET', url: `/api/v1/blogs/${post._id}`, headers: { cookie } });
    expect(now.json().data).toMatchObject({
      title: 'Schedule kept on edit, retitled',
      status: 'scheduled',
      publishAt: publishAt.toISOString(),
    });
  });

  it('on PostgreSQL, two processes running the job together publish each item once', async (ctx) => {
    if (t.app.vyoma.database.kind !== 'postgres') ctx.skip();
    clock = new Date();
    const publishAt = new Date(Date.now() + 3 * HOUR);
    const posts: Blog[] = [];
    for (let i = 0; i < 4; i++) posts.push(await schedulePost(`Schedule race post ${i}`, publishAt));
    const other = await anotherProcess(() => clock);
    clock = new Date(publishAt.getTime() + 1000);
    // Through the scheduler (its advisory lock) …
    await Promise.all([t.app.scheduler.runNow(JOB), other.scheduler.runNow(JOB)]);
    for (const post of posts) {
      expect(await publishAudits('blog', post._id)).toHaveLength(1);
      expect((await api(`/blogs/${post._id}`)).statusCode).toBe(200);
    }

    // … and the claim itself, without the lock: both processes' UPDATEs at the same moment.
    const more: Blog[] = [];
    clock = new Date();
    for (let i = 0; i < 4; i++)
      more.push(await schedulePost(`Schedule race again ${i}`, new Date(publishAt.getTime() + HOUR)));
    const due = new Date(publishAt.getTime() + 2 * HOUR);
    const [a, b] = await Promise.all([publishDue(t.app.vyoma.db, due), publishDue(other.vyoma.db, due)]);
    expect([...a, ...b].map((p) => p.id).sort()).toEqual(more.map((p) => p._id).sort());
    for (const post of more) {
      expect(await publishAudits('blog', post._id)).toHaveLength(1);
      expect((await api(`/blogs/${post._id}`)).statusCode).toBe(200);
    }
  });

  it('GET /admin/schedule lists the next 8 weeks, soonest first; anonymous is refused', async () => {
    clock = new Date();
    const now = Date.now();
    const soon = await schedulePost('Schedule list soon', new Date(now + 24 * HOUR));
    const later = await scheduleProduct('Schedule list later', new Date(now + 48 * HOUR));
    const far = await schedulePost('Schedule list far', new Date(now + 9 * 7 * 24 * HOUR));

    const anonymous = await api('/admin/schedule');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();
    expect(JSON.stringify(anonymous.json())).not.toContain('Schedule list');

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/schedule', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The zone the admin enters and shows times in (SITE_TIMEZONE; the tests' default).
    expect(res.json().timeZone).toBe('Asia/Kolkata');
    const listed = (res.json().data as ScheduledItem[]).filter((i) => i.title.startsWith('Schedule list'));
    expect(listed).toEqual([
      { kind: 'post', _id: soon._id, title: soon.title, slug: soon.slug, publishAt: soon.publishAt },
      { kind: 'product', _id: later._id, title: later.name, slug: later.slug, publishAt: later.publishAt },
    ]);
    expect(JSON.stringify(res.json())).not.toContain(far._id);
    // Reading it changed nothing.
    expect((await api(`/blogs/${soon._id}`)).statusCode).toBe(404);
  });

  it('wakes at the time of any type that publishes on a schedule, pages and shared sections too, and of a scheduled change', () => {
    // A save of a type not listed would leave its item to the job's next 15-second round.
    const job = JOBS.find((j) => j.name === JOB)!;
    const publishing = contentModels()
      .filter((m) => m.type.workflow === 'publish')
      .map((m) => m.type.name);
    expect(publishing).toEqual(expect.arrayContaining(['post', 'product', 'page', 'shared-section']));
    // And at a change to a live item scheduled or taken back (content/scheduled-changes.ts).
    expect([...(job.wakeOn ?? [])].sort()).toEqual([...publishing, 'scheduled-change'].sort());
  });

  it('a change scheduled for a live page goes live at its time, once; until then the page stays, and it can be taken back', async () => {
    clock = new Date();
    const PAGES = '/api/v1/admin/content/page';
    const call = (method: string, url: string, payload?: object, as: string | null = cookie) =>
      t.app.inject({
        method: method as 'PUT',
        url,
        headers: { ...(as ? { cookie: as } : {}), origin: ORIGIN },
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
    const body = (heading: string) => [
      { type: 'hero', props: { ...HERO.example, heading } },
      { type: 'cta-banner', props: { ...CTA_BANNER.example, heading: 'Ready when you are' } },
    ];
    const made = await call('POST', PAGES, {
      title: 'Freight planning',
      slug: 'freight-planning-schedule',
      status: 'published',
      body: body('Freight that arrives'),
    });
    expect(made.statusCode, made.body).toBe(201);
    const live = made.json().data as { _id: string; version: number; body: { id: string }[] };
    const CHANGE = `${PAGES}/${live._id}/scheduled-change`;
    const at = new Date(Date.now() + HOUR);
    const edit = {
      version: live.version,
      title: 'Freight planning',
      body: [
        { id: live.body[0]!.id, type: 'hero', props: { ...HERO.example, heading: 'Freight, on time' } },
        {
          id: live.body[1]!.id,
          type: 'cta-banner',
          props: { ...CTA_BANNER.example, heading: 'Ready when you are' },
        },
      ],
      publishAt: at.toISOString(),
    };

    // Refused, and nothing kept: no session, a time gone by, a bad block, an old version.
    expect((await call('PUT', CHANGE, edit, null)).statusCode).toBe(401);
    const past = await call('PUT', CHANGE, { ...edit, publishAt: new Date(Date.now() - HOUR).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a time in the future for the change to go live.');
    const bad = await call('PUT', CHANGE, { ...edit, body: [{ type: 'hero', props: { heading: '' } }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/hero/i);
    expect((await call('PUT', CHANGE, { ...edit, version: live.version + 5 })).statusCode).toBe(409);
    expect((await call('GET', CHANGE)).json().data).toBeNull();

    // The scheduler wakes at the earliest due time of any table, scheduled changes included.
    const wakeBefore = await nextDue(t.app.vyoma.db);
    const scheduled = await call('PUT', CHANGE, edit);
    expect(await nextDue(t.app.vyoma.db)).toEqual(wakeBefore && wakeBefore < at ? wakeBefore : at);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data).toMatchObject({ publishAt: at.toISOString(), version: live.version });
    // The live page is as it was: page, API, version; the schedule lists the change.
    expect((await page('/freight-planning-schedule')).body).toContain('Freight that arrives');
    expect((await api(`/content/page/${live._id}`)).json().data.version).toBe(live.version);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/schedule', headers: { cookie } });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ kind: 'page', _id: live._id, change: true, publishAt: at.toISOString() }),
    );
    // Taken back, then scheduled again: one per page.
    expect((await call('DELETE', CHANGE)).statusCode).toBe(200);
    expect(await nextDue(t.app.vyoma.db)).toEqual(wakeBefore);
    expect((await call('DELETE', CHANGE)).statusCode).toBe(404);
    expect((await call('PUT', CHANGE, edit)).statusCode).toBe(200);

    // Not yet due: nothing changes. Due: it goes live once, on the page and in its history.
    expect(await publishDue(t.app.vyoma.db, new Date(at.getTime() - 1000))).toEqual([]);
    clock = new Date(at.getTime() + 1000);
    await t.app.scheduler.runNow(JOB);
    await t.app.scheduler.runNow(JOB);
    const shown = (await page('/freight-planning-schedule')).body;
    expect(shown).toContain('Freight, on time');
    expect(shown).not.toContain('Freight that arrives');
    expect((await call('GET', CHANGE)).json().data).toBeNull();
    const audits = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'page.publish-scheduled-change'), eq(auditLog.target, `page:${live._id}`)),
      );
    expect(audits.map((a) => [a.ip, a.fields])).toEqual([['scheduler', ['body']]]);
    const history = await call('GET', `${PAGES}/${live._id}/revisions`);
    expect(history.json().data[0].summary).toMatch(/^Scheduled change of .* went live/);

    // A change that cannot go live (its saved data broken by hand here) is taken out with an audit
    // entry saying why; the change due beside it still goes live, and the next round is quiet.
    const other = await call('POST', PAGES, {
      title: 'Beside it',
      status: 'published',
      body: body('Old words'),
    });
    const beside = other.json().data as { _id: string; version: number };
    const soon = new Date(Date.now() + HOUR);
    const ok = { version: beside.version, body: body('New words'), publishAt: soon.toISOString() };
    expect((await call('PUT', `${PAGES}/${beside._id}/scheduled-change`, ok)).statusCode).toBe(200);
    const broken = await call('POST', PAGES, {
      title: 'Broken change',
      status: 'published',
      body: body('Kept'),
    });
    const brokenId = (broken.json().data as { _id: string })._id;
    await t.app.vyoma.db.execute(
      sql`insert into scheduled_changes (id, kind, item_id, publish_at, version, data, author_name)
          values (${`page:${brokenId}`}, 'page', ${brokenId}, ${soon.toISOString()}, 1, '{"body": 7}'::jsonb, '')`,
    );
    clock = new Date(soon.getTime() + 1000);
    await t.app.scheduler.runNow(JOB);
    expect((await page(`/${(await api(`/content/page/${beside._id}`)).json().data.slug}`)).body).toContain(
      'New words',
    );
    const failed = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'page.scheduled-change-failed'), eq(auditLog.target, `page:${brokenId}`)),
      );
    expect(failed).toHaveLength(1);
    expect(failed[0]!.targetLabel).toMatch(/^Not put live: /);
    expect((await call('GET', `${PAGES}/${brokenId}/scheduled-change`)).json().data).toBeNull();

    // A library file only a scheduled change shows is in use: listed, and not deleted before it goes live.
    const picture = await libraryImage(t.app, cookie, 'Trucks at dawn');
    const pictured = await call('POST', PAGES, {
      title: 'Pictured',
      status: 'published',
      body: body('Plain'),
    });
    const withPicture = pictured.json().data as { _id: string; version: number };
    const pictureChange = {
      version: withPicture.version,
      body: [{ type: 'hero', props: { ...HERO.example, heading: 'With trucks', image: picture } }],
      publishAt: at.toISOString(),
    };
    expect(
      (await call('PUT', `${PAGES}/${withPicture._id}/scheduled-change`, pictureChange)).statusCode,
    ).toBe(200);
    const library = (await call('GET', '/api/v1/admin/media?limit=100')).json().data as {
      _id: string;
      path: string;
    }[];
    const file = library.find((m) => m.path === picture)!;
    const refusedDelete = await call('DELETE', `/api/v1/admin/media/${file._id}`);
    expect(refusedDelete.statusCode).toBe(409);
    expect(refusedDelete.json().usedBy).toEqual([
      expect.objectContaining({
        type: 'scheduledChange',
        id: withPicture._id,
        href: `/admin/content/page/${withPicture._id}/edit`,
      }),
    ]);

    // A replace of the file moves the change to the new one.
    const upload = await multipart([['file', { filename: 'dusk.png', data: await png(30, 30, '#112233') }]]);
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/media/${file._id}/file`,
      headers: { ...upload.headers, cookie, origin: ORIGIN },
      payload: upload.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newPath = (replaced.json().data as { path: string }).path;
    expect(newPath).not.toBe(picture);
    const [kept] = (
      (await t.app.vyoma.db.execute(
        sql`select data::text as data from scheduled_changes where item_id = ${withPicture._id}`,
      )) as unknown as { rows: { data: string }[] }
    ).rows;
    expect(kept!.data).toContain(newPath);
    expect(kept!.data).not.toContain(`"${picture}"`);

    // Deleting a page takes its scheduled change with it: nothing is left to go live.
    const doomed = await call('POST', PAGES, {
      title: 'Short-lived',
      status: 'published',
      body: body('Brief'),
    });
    const gone = doomed.json().data as { _id: string; version: number };
    const later = { version: gone.version, body: body('Never shown'), publishAt: at.toISOString() };
    expect((await call('PUT', `${PAGES}/${gone._id}/scheduled-change`, later)).statusCode).toBe(200);
    expect((await call('DELETE', `${PAGES}/${gone._id}`)).statusCode).toBe(200);
    const left = await t.app.vyoma.db.execute(
      sql`select id from scheduled_changes where item_id = ${gone._id}`,
    );
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([]);

    // A draft has no change to schedule: it is scheduled itself.
    const draft = await call('POST', PAGES, { title: 'Draft freight', status: 'draft', body: body('Soon') });
    const drafted = draft.json().data as { _id: string; version: number };
    const refused = await call('PUT', `${PAGES}/${drafted._id}/scheduled-change`, {
      version: drafted.version,
      publishAt: at.toISOString(),
    });
    expect(refused.statusCode).toBe(409);
  });
});
