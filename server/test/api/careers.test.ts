import type { JobOpening } from '@vyoma/contract';
import type { JobOpeningInput } from '@vyoma/contract/job-schema';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobOpenings, oldSlugs } from '../../src/db/schema.ts';
import { seedContent } from '../../src/demo/content.ts';
import { seedDemo } from '../../src/demo/index.ts';
import {
  createTestApp,
  loginAsAdmin,
  ORIGIN,
  readSitemap,
  requireWebBuild,
  type TestApp,
  WEB_DIST,
} from '../support/app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const OPENING: JobOpeningInput = {
  title: 'Rust Systems Engineer',
  department: 'Engineering',
  location: 'Pune, Maharashtra',
  remote: false,
  employmentType: 'FULL_TIME',
  experience: '4+ years',
  description: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Build fast, safe services in Rust for our clients.' }],
      },
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tokio and Axum' }] }],
          },
        ],
      },
    ],
  },
  apply: { kind: 'email', target: 'jobs@acme.example' },
  closesOn: null,
  status: 'open',
};

function check(t: () => TestApp, cookie: () => string) {
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, auth = true) =>
    t().app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(auth ? { cookie: cookie() } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (values: Partial<JobOpeningInput> = {}) => {
    const res = await send('POST', '/api/v1/admin/jobs', { ...OPENING, ...values });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as JobOpening;
  };
  const publicList = async () =>
    (await t().app.inject({ method: 'GET', url: '/api/v1/jobs' })).json().data as JobOpening[];
  const count = async () => (await t().app.vyoma.db.select().from(jobOpenings)).length;
  return { send, create, publicList, count };
}

describe('job openings API', () => {
  let t: TestApp;
  let cookie: string;
  const api = check(
    () => t,
    () => cookie,
  );
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts with no openings without demo content', async () => {
    expect(await api.publicList()).toEqual([]);
    expect((await api.send('GET', '/api/v1/admin/jobs')).json().data).toEqual([]);
  });

  it('refuses anonymous visitors every admin route with 401, and creates nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/v1/admin/jobs'],
      ['POST', '/api/v1/admin/jobs'],
      ['GET', `/api/v1/admin/jobs/${id}`],
      ['PUT', `/api/v1/admin/jobs/${id}`],
      ['DELETE', `/api/v1/admin/jobs/${id}`],
    ] as const) {
      const res = await api.send(
        method,
        url,
        method === 'POST' || method === 'PUT' ? OPENING : undefined,
        false,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await api.count()).toBe(0);
  });

  it('creates an opening with a slug from its title, lists it and records who created it', async () => {
    const job = await api.create();
    expect(job).toMatchObject({
      slug: 'rust-systems-engineer',
      title: 'Rust Systems Engineer',
      department: 'Engineering',
      location: 'Pune, Maharashtra',
      remote: false,
      employmentType: 'FULL_TIME',
      experience: '4+ years',
      apply: { kind: 'email', target: 'jobs@acme.example' },
      closesOn: null,
      status: 'open',
      open: true,
      version: 1,
    });
    expect(job.descriptionText).toContain('Build fast, safe services in Rust');
    expect(job.descriptionText).toContain('Tokio and Axum');
    expect((await api.publicList()).map((j) => j.slug)).toEqual(['rust-systems-engineer']);
    const one = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/rust-systems-engineer' });
    expect(one.statusCode).toBe(200);
    expect(one.json().data._id).toBe(job._id);
    // Plain text is taken as a description too (blank lines make paragraphs).
    const plain = await api.create({ title: 'Support Writer', description: 'One.\n\nTwo.' });
    expect(plain.description.content).toHaveLength(2);

    const [entry] = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.create'), eq(auditLog.target, `job:${job._id}`)));
    expect(entry).toMatchObject({ actorEmail: 'admin@test.example', targetLabel: 'Rust Systems Engineer' });
  });

  it('answers bad input with 400 naming each field, and saves nothing', async () => {
    const before = await api.count();
    const cases: [Partial<Record<keyof JobOpeningInput, unknown>>, string, RegExp][] = [
      [{ title: '  ' }, 'title', /Title is required/],
      [{ department: '' }, 'department', /Department is required/],
      [{ employmentType: 'FOREVER' }, 'employmentType', /Employment type must be one of/],
      [{ location: '', remote: false }, 'location', /Location is required unless the job is remote/],
      [{ apply: { kind: 'email', target: 'not-an-address' } }, 'apply[target]', /e-mail address/],
      [{ apply: { kind: 'url', target: 'http://jobs.example/apply' } }, 'apply[target]', /https:\/\//],
      [{ apply: { kind: 'fax', target: '' } }, 'apply[kind]', /How to apply must be one of/],
      [{ closesOn: '31/12/2030' }, 'closesOn', /Closing date must be a date/],
      [{ status: 'paused' }, 'status', /Status must be one of/],
      [{ slug: 'Not A Slug' }, 'slug', /URL name/],
      [
        { description: { type: 'doc', content: [{ type: 'image', attrs: { src: 'x' } }] } },
        'description',
        /Description: "image" is not allowed/,
      ],
      [
        {
          description: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'x',
                    marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                  },
                ],
              },
            ],
          },
        },
        'description',
        /Description:/,
      ],
      [
        { description: { type: 'doc', content: [{ type: 'paragraph' }] } },
        'description',
        /Description is required/,
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await api.send('POST', '/api/v1/admin/jobs', {
        ...OPENING,
        title: 'Bad Input Opening',
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const errors = res.json().errors as Record<string, string>;
      const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}[`));
      expect(key, `${JSON.stringify(change)} → ${JSON.stringify(errors)}`).toBeDefined();
      expect(errors[key!]).toMatch(message);
    }
    // Not JSON at all.
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/jobs',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(text.statusCode).toBe(400);
    expect(await api.count()).toBe(before);

    // A bad edit changes nothing either.
    const [job] = await api.publicList();
    const res = await api.send('PUT', `/api/v1/admin/jobs/${job!._id}`, { ...OPENING, employmentType: 'x' });
    expect(res.statusCode).toBe(400);
    const after = (await api.send('GET', `/api/v1/admin/jobs/${job!._id}`)).json().data;
    expect(after).toEqual(job);
  });

  it('gives a second opening of the same title its own slug, and refuses a taken one with 409', async () => {
    const second = await api.create();
    expect(second.slug).toBe('rust-systems-engineer-2');
    const before = await api.count();
    const taken = await api.send('POST', '/api/v1/admin/jobs', { ...OPENING, slug: 'rust-systems-engineer' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already used/);
    expect(await api.count()).toBe(before);

    const edit = await api.send('PUT', `/api/v1/admin/jobs/${second._id}`, {
      ...OPENING,
      slug: 'rust-systems-engineer',
    });
    expect(edit.statusCode).toBe(409);
    const unchanged = (await api.send('GET', `/api/v1/admin/jobs/${second._id}`)).json().data;
    expect(unchanged.slug).toBe('rust-systems-engineer-2');
    expect(unchanged.version).toBe(1);

    // Its own slug, typed again, is fine; so is a new free one.
    const renamed = await api.send('PUT', `/api/v1/admin/jobs/${second._id}`, {
      ...OPENING,
      slug: 'senior-rust-engineer',
      title: 'Senior Rust Engineer',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ slug: 'senior-rust-engineer', version: 2 });
  });

  it('refuses an edit made from an older version with 409, naming who saved', async () => {
    const job = await api.create({ title: 'Version Check Role' });
    const first = await api.send('PUT', `/api/v1/admin/jobs/${job._id}`, {
      ...OPENING,
      title: 'Version Check Role',
      experience: '5+ years',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(2);
    const stale = await api.send('PUT', `/api/v1/admin/jobs/${job._id}`, {
      ...OPENING,
      title: 'Version Check Role',
      experience: '1 year',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { version: 2, updatedBy: { name: expect.any(String) } } });
    const now = (await api.send('GET', `/api/v1/admin/jobs/${job._id}`)).json().data;
    expect(now.experience).toBe('5+ years');

    const [entry] = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'job.update'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ target: `job:${job._id}`, fields: ['experience'] });
  });

  it('takes a closed or expired opening off the list and answers 410 for it', async () => {
    const closed = await api.create({ title: 'Closed Role' });
    const expired = await api.create({ title: 'Expired Role', closesOn: day(-1) });
    const lastDay = await api.create({ title: 'Last Day Role', closesOn: day(0) });
    const later = await api.create({ title: 'Later Role', closesOn: day(30) });
    const put = await api.send('PUT', `/api/v1/admin/jobs/${closed._id}`, {
      ...OPENING,
      title: 'Closed Role',
      status: 'closed',
    });
    expect(put.json().data).toMatchObject({ status: 'closed', open: false });

    const listed = (await api.publicList()).map((j) => j.slug);
    expect(listed).not.toContain(closed.slug);
    expect(listed).not.toContain(expired.slug);
    expect(listed).toContain(lastDay.slug);
    expect(listed).toContain(later.slug);
    for (const job of [closed, expired]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.slug}` });
      expect(res.statusCode, job.slug).toBe(410);
      expect(res.json().message).toMatch(/closed/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/jobs/no-such-role' })).statusCode).toBe(404);
    // Staff still see every one.
    const all = (await api.send('GET', '/api/v1/admin/jobs')).json().data as JobOpening[];
    expect(all.find((j) => j._id === expired._id)).toMatchObject({ status: 'open', open: false });

    // The sitemap lists the open ones only.
    const sitemap = await readSitemap(t.app);
    expect(sitemap).toContain(`/careers/${later.slug}</loc>`);
    expect(sitemap).toContain(`/careers/${lastDay.slug}</loc>`);
    expect(sitemap).not.toContain(`/careers/${closed.slug}<`);
    expect(sitemap).not.toContain(`/careers/${expired.slug}<`);
  });

  it('deletes an opening (audited); a second delete and unknown ids are 404', async () => {
    const job = await api.create({ title: 'Short Lived Role' });
    const res = await api.send('DELETE', `/api/v1/admin/jobs/${job._id}`);
    expect(res.statusCode).toBe(200);
    expect((await api.send('DELETE', `/api/v1/admin/jobs/${job._id}`)).statusCode).toBe(404);
    expect((await api.send('GET', `/api/v1/admin/jobs/${job._id}`)).statusCode).toBe(404);
    expect((await api.send('PUT', `/api/v1/admin/jobs/${job._id}`, OPENING)).statusCode).toBe(404);
    expect((await api.send('GET', '/api/v1/admin/jobs/not-a-uuid')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.slug}` })).statusCode).toBe(404);
    const [entry] = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.delete'), eq(auditLog.target, `job:${job._id}`)));
    expect(entry).toMatchObject({ targetLabel: 'Short Lived Role' });
  });
});

/** The JSON-LD objects of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
}

describe('careers pages', () => {
  let t: TestApp;
  let empty: TestApp;
  let cookie: string;
  const api = check(
    () => t,
    () => cookie,
  );
  beforeAll(async () => {
    requireWebBuild();
    [t, empty] = await Promise.all([
      createTestApp({ webDistDir: WEB_DIST, seedDemo: true }),
      createTestApp({ webDistDir: WEB_DIST, seedDemo: false }),
    ]);
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), empty?.close()]);
  });

  const page = async (app: TestApp, url: string) => {
    // One render starts per turn of the event loop (modules/pages/render-limit.ts).
    await new Promise((resolve) => setImmediate(resolve));
    return app.app.inject({ method: 'GET', url });
  };

  it('shows an empty state without demo content', async () => {
    const res = await page(empty, '/careers');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="careers-empty"');
    expect(res.body).not.toContain('data-testid="careers-grid"');
  });

  it('lists the demo content’s 16 openings, each with Apply Now on WhatsApp and its own page', async () => {
    const jobs = await api.publicList();
    expect(jobs.map((j) => j.title)).toEqual(seedContent.jobs.map((j) => j.title));
    expect(jobs.every((j) => j.apply.kind === 'whatsapp' && j.status === 'open')).toBe(true);
    const html = (await page(t, '/careers')).body.replace(/&amp;/g, '&');
    for (const job of jobs) {
      expect(html).toContain(`href="/careers/${job.slug}"`);
      expect(html).toContain(
        `https://wa.me/919876543210?text=${encodeURIComponent(`Hello Vyoma Infotech, I am interested in the ${job.title} position.`)}`,
      );
    }
    const sitemap = await readSitemap(t.app);
    for (const job of jobs) expect(sitemap).toContain(`/careers/${job.slug}</loc>`);
  });

  it('renders an opening’s page with its description, details and JobPosting data', async () => {
    const job = await api.create({ title: 'Page Check Engineer', closesOn: day(10) });
    const res = await page(t, `/careers/${job.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1 class="page-hero__title">Page Check Engineer</h1>');
    expect(res.body).toContain('<li><p>Tokio and Axum</p></li>');
    expect(res.body).toContain(
      `href="mailto:jobs@acme.example?subject=${encodeURIComponent('Application: Page Check Engineer')}"`,
    );
    const posting = jsonLd(res.body).find((d) => d['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Page Check Engineer',
      datePosted: job.postedAt,
      validThrough: `${day(10)}T23:59:59Z`,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Vyoma Infotech' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Indore',
          addressRegion: 'Madhya Pradesh',
          addressCountry: 'IN',
        },
      },
    });
    expect(posting!.description).toMatch(/^<p>Build fast, safe services in Rust/);
    expect(posting!.description).toContain('<ul><li><p>Tokio and Axum</p></li></ul>');
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  it('names a remote opening TELECOMMUTE with the country applicants must be in', async () => {
    const job = await api.create({ title: 'Remote Check Writer', remote: true, location: '' });
    const res = await page(t, `/careers/${job.slug}`);
    expect(res.statusCode).toBe(200);
    const posting = jsonLd(res.body).find((d) => d['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'IN' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('validThrough');
  });

  it('answers 410 for a closed or expired opening, says so, and never serves it from the cache', async () => {
    const job = await api.create({ title: 'Soon Closed Designer' });
    const open = await page(t, `/careers/${job.slug}`);
    expect(open.statusCode).toBe(200);
    expect((await page(t, `/careers/${job.slug}`)).headers['x-cache']).toBe('hit');
    const listed = await page(t, '/careers');
    expect(listed.body).toContain('Soon Closed Designer');

    const closed = await api.send('PUT', `/api/v1/admin/jobs/${job._id}`, {
      ...OPENING,
      title: 'Soon Closed Designer',
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await page(t, `/careers/${job.slug}`);
      expect(res.statusCode).toBe(410);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.body).toContain('This opening is closed');
      expect(res.body).toContain('noindex');
      expect(jsonLd(res.body).some((d) => d['@type'] === 'JobPosting')).toBe(false);
      expect(res.body).not.toContain('mailto:jobs@acme.example');
    }
    expect((await page(t, '/careers')).body).not.toContain('Soon Closed Designer');

    const expired = await api.create({ title: 'Expired Check Analyst', closesOn: day(-1) });
    const res = await page(t, `/careers/${expired.slug}`);
    expect(res.statusCode).toBe(410);
    expect((await page(t, '/careers')).body).not.toContain('Expired Check Analyst');

    expect((await page(t, '/careers/no-such-opening')).statusCode).toBe(404);
  });

  it('sends an opening’s old address on to its new one (301) while it is open, and forgets it when deleted', async () => {
    const job = await api.create({ title: 'Kotlin Mobile Developer' });
    expect((await page(t, `/careers/${job.slug}`)).statusCode).toBe(200);
    const rename = (slug: string, values: Partial<JobOpeningInput> = {}) =>
      api.send('PUT', `/api/v1/admin/jobs/${job._id}`, {
        ...OPENING,
        title: 'Kotlin Mobile Developer',
        slug,
        ...values,
      });
    expect((await rename('kotlin-app-developer')).statusCode).toBe(200);
    const moved = await page(t, `/careers/${job.slug}?utm_source=linkedin`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/careers/kotlin-app-developer?utm_source=linkedin');
    expect((await page(t, '/careers/kotlin-app-developer')).statusCode).toBe(200);
    // Its id address too, as a post's /blog/{id} (the open workflow's 301s are the engine's).
    const byId = await page(t, `/careers/${job._id}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe('/careers/kotlin-app-developer');

    // Renamed again: the first address goes straight to the newest (no chain), the second too.
    expect((await rename('kotlin-mobile-engineer')).statusCode).toBe(200);
    for (const old of [job.slug, 'kotlin-app-developer'])
      expect((await page(t, `/careers/${old}`)).headers.location).toBe('/careers/kotlin-mobile-engineer');
    // Taking an old slug back makes it live again: it renders, and no longer redirects.
    expect((await rename(job.slug)).statusCode).toBe(200);
    expect((await page(t, `/careers/${job.slug}`)).statusCode).toBe(200);
    expect((await page(t, '/careers/kotlin-mobile-engineer')).headers.location).toBe(`/careers/${job.slug}`);

    // A new opening given an old address of an open one takes it over: it renders, no redirect.
    const taker = await api.create({ title: 'Taker Opening', slug: 'kotlin-mobile-engineer' });
    expect((await page(t, '/careers/kotlin-mobile-engineer')).statusCode).toBe(200);
    expect((await api.send('DELETE', `/api/v1/admin/jobs/${taker._id}`)).statusCode).toBe(200);

    // A closed opening's old address tells nothing (404); its own answers 410 as before.
    expect((await rename(job.slug, { status: 'closed' })).statusCode).toBe(200);
    expect((await page(t, '/careers/kotlin-app-developer')).statusCode).toBe(404);
    expect((await page(t, `/careers/${job.slug}`)).statusCode).toBe(410);
    expect((await page(t, `/careers/${job._id}`)).statusCode).not.toBe(301);

    // Another opening may take an old address; then it is that opening's page.
    const other = await api.create({ title: 'Other Opening', slug: 'kotlin-app-developer' });
    expect(other.slug).toBe('kotlin-app-developer');
    expect((await page(t, '/careers/kotlin-app-developer')).statusCode).toBe(200);

    expect((await api.send('DELETE', `/api/v1/admin/jobs/${job._id}`)).statusCode).toBe(200);
    const left = await t.app.vyoma.db.select().from(oldSlugs).where(eq(oldSlugs.itemId, job._id));
    expect(left).toEqual([]);
  });

  it('gives a site seeded before openings existed the demo openings once, never after staff changed one', async () => {
    const { db, media } = t.app.vyoma;
    const reseed = () => seedDemo(db, media, t.app.log, t.config.seedCacheDir);
    // A site from before migration 0006: content and settings, no openings, no job.* audit entry.
    await db.delete(jobOpenings);
    await db.delete(auditLog).where(like(auditLog.action, 'job.%'));
    await reseed();
    expect((await api.publicList()).map((j) => j.title)).toEqual(seedContent.jobs.map((j) => j.title));
    await reseed(); // nothing twice
    expect(await api.count()).toBe(seedContent.jobs.length);

    // Staff deleted one, then the rest went: the demo openings do not come back.
    const [first] = await api.publicList();
    expect((await api.send('DELETE', `/api/v1/admin/jobs/${first!._id}`)).statusCode).toBe(200);
    await db.delete(jobOpenings);
    await reseed();
    expect(await api.count()).toBe(0);
  });
});

describe('openings that close by date', () => {
  let t: TestApp;
  let cookie: string;
  let clock = new Date('2030-03-10T12:00:00Z');
  const api = check(
    () => t,
    () => cookie,
  );
  beforeAll(async () => {
    t = await createTestApp({}, { scheduler: { manual: true, now: () => clock } });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('clear the public caches when their last day ends, and only then', async () => {
    const { content } = t.app.vyoma;
    const job = 'closed-job-openings';
    await api.create({ title: 'Closes Tenth', closesOn: '2030-03-10' });
    await api.create({ title: 'Closes Later', closesOn: '2030-04-30' });
    expect(await t.app.scheduler.runNow(job)).toBe(true); // first run: notes the day
    let generation = content.generation;
    clock = new Date('2030-03-10T23:59:00Z');
    await t.app.scheduler.runNow(job);
    expect(content.generation).toBe(generation); // the same day: nothing closed
    clock = new Date('2030-03-11T00:01:00Z');
    await t.app.scheduler.runNow(job);
    expect(content.generation).toBe(generation + 1); // "Closes Tenth" left the list
    generation = content.generation;
    clock = new Date('2030-03-12T00:01:00Z');
    await t.app.scheduler.runNow(job);
    expect(content.generation).toBe(generation); // nothing closed on the 11th
  });
});
