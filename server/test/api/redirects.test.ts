/**
 * Redirects and the 404 log (issue 17 item 3): the admin API (list, add, import, delete, refusals
 * that change nothing), a page request answered 301 by a redirect (trailing slash and letter case
 * ignored, query kept, hits counted, on the next request after a change), the old address read as the
 * router reads it (dot segments, escapes of plain characters and of /), and the 404 log (counts,
 * referrer host, not for the API or files, hidden once redirected, capped in rows).
 */

import { randomUUID } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, blogs, jobOpenings, notFoundPaths, redirects } from '../../src/db/schema.ts';
import { RedirectService } from '../../src/modules/redirects/index.ts';
import type { NotFoundTally } from '../../src/modules/redirects/repository.ts';
import { createTestApp, loginAsAdmin, ORIGIN, requireWebBuild, type TestApp } from '../support/app.ts';

const WEB_DIST = requireWebBuild();

/** The log keeps this many paths in this file (the default is 5,000). */
const MAX_ROWS = 30;

describe('redirects and the 404 log', () => {
  let t: TestApp;
  let cookie: string;
  let postSlug: string;
  let jobSlug: string;

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, auth = true) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: ORIGIN, ...(auth ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const add = (from: string, to: string) => api('POST', '/admin/redirects', { from, to });
  const list = async () => (await api('GET', '/admin/redirects')).json().data as Record<string, unknown>[];
  const rowCount = async () => (await t.app.vyoma.db.select().from(redirects)).length;
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const notFound = async (limit = 100) => (await api('GET', `/admin/not-found?limit=${limit}`)).json();

  beforeAll(async () => {
    t = await createTestApp(
      { webDistDir: WEB_DIST, seedDemo: true },
      { redirectLimits: { maxRows: MAX_ROWS, maxPending: 10 } },
    );
    cookie = await loginAsAdmin(t.app);
    const blogs = await t.app.inject({ method: 'GET', url: '/api/v1/blogs' });
    postSlug = blogs.json().data[0].slug;
    jobSlug = (await t.app.inject({ method: 'GET', url: '/api/v1/jobs' })).json().data[0].slug;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous callers with 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/admin/redirects'],
      ['POST', '/admin/redirects'],
      ['POST', '/admin/redirects/import'],
      ['DELETE', '/admin/redirects/00000000-0000-4000-8000-000000000000'],
      ['GET', '/admin/not-found'],
    ] as const) {
      const res = await api(
        method,
        url,
        method === 'GET' ? undefined : { from: '/x', to: '/y', csv: '' },
        false,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await rowCount()).toBe(0);
  });

  it('adds a redirect, lists it with who added it, audits it, and answers 301 on the next request', async () => {
    // A path with no page: 404 first (rendered, so no cached page stands in the way).
    expect((await page('/old-site/About-Us.html')).statusCode).toBe(404);
    const res = await add('/old-site/About-Us.html', '/contactUs');
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ from: '/old-site/About-Us.html', to: '/contactUs', hits: 0 });
    expect(created.createdBy).toBeTruthy();
    expect((await list()).map((r) => r.from)).toContain('/old-site/About-Us.html');

    const hit = await page('/old-site/About-Us.html');
    expect(hit.statusCode).toBe(301);
    expect(hit.headers.location).toBe('/contactUs');

    const [entry] = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'redirect.create'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry?.target).toBe(`redirect:${created._id}`);
    expect(entry?.targetLabel).toBe('/old-site/About-Us.html → /contactUs');
  });

  it('matches ignoring a trailing slash and letter case, keeps the query string and counts hits', async () => {
    expect((await add('/Old-Services/', '/services')).statusCode).toBe(201);
    for (const [url, location] of [
      ['/old-services', '/services'],
      ['/OLD-SERVICES/', '/services'],
      ['/Old-Services?utm_source=mail&x=1', '/services?utm_source=mail&x=1'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    // A target with a query of its own keeps it first.
    expect((await add('/legacy-search', '/products?keyword=seo')).statusCode).toBe(201);
    expect((await page('/legacy-search?page=2')).headers.location).toBe('/products?keyword=seo&page=2');

    // Addresses in other scripts: typed as text, requested %-encoded, sent back %-encoded.
    expect((await add('/पुराना-पेज', '/सेवाएं?x=é')).statusCode).toBe(201);
    const encoded = await page(encodeURI('/पुराना-पेज/'));
    expect(encoded.statusCode).toBe(301);
    expect(encoded.headers.location).toBe(encodeURI('/सेवाएं?x=é'));

    const row = (await list()).find((r) => r.from === '/Old-Services/')!;
    expect(row.hits).toBe(3);
    expect(row.lastHitAt).not.toBeNull();
  });

  it('refuses loops, chains, outside http addresses, existing pages and malformed paths, changing nothing', async () => {
    expect((await add('/chain-a', '/chain-b')).statusCode).toBe(201);
    const before = await rowCount();
    const cases: [string, string, RegExp][] = [
      ['/chain-b', '/chain-a', /loop/i],
      ['/self', '/SELF/', /itself/i],
      // "to" is itself redirected: point at the final target instead.
      ['/chain-z', '/chain-a', /straight at “\/chain-b”/],
      // "from" is where another redirect sends visitors.
      ['/chain-b', '/services', /chain/i],
      ['/outside', 'http://example.com/page', /https:\/\//],
      ['/outside', 'ftp://example.com/page', /https:\/\//],
      ['/outside', 'javascript:alert(1)', /https:\/\//],
      ['/privacy-policy', '/products', /page of this site/],
      ['/PRIVACY-POLICY/', '/products', /page of this site/],
      // Every page the site answers, from the route table: the cart, search, an open opening, a
      // preview link, the products.
      ['/cart', 'https://elsewhere.example/', /page of this site/],
      ['/Search/', '/contactUs', /page of this site/],
      ['/Products', '/contactUs', /page of this site/],
      // A page the site made from its seed is a page like any other.
      ['/appdevelopment/flutter-app-development', '/contactUs', /is a published page/],
      ['/backOfficeServices', '/contactUs', /is a published page/],
      ['/CAREERS/', '/contactUs', /is a published page/],
      ['/CONTACTUS/', '/products', /is a published page/],
      [`/careers/${jobSlug}`, '/contactUs', /open job opening/],
      [`/Careers/${jobSlug.toUpperCase()}/`, '/contactUs', /open job opening/],
      ['/preview/some-token', '/contactUs', /preview link/],
      [`/blog/${postSlug}`, '/contactUs', /live post/],
      ['/api/v1/blogs', '/contactUs', /cannot be redirected/],
      ['/admin/products', '/contactUs', /cannot be redirected/],
      // The site in Hindi will live under /hi (issue 36).
      [
        '/hi/purana-page',
        '/contactUs',
        /^“\/hi\/purana-page” is kept for the site in another language \(\/hi\)/,
      ],
      ['old-page', '/contactUs', /starting with one \//],
      ['//evil.example/x', '/contactUs', /starting with one \//],
      ['/has space', '/contactUs', /spaces/],
      ['/q?x=1', '/contactUs', /query/],
      ['/bad%zz', '/contactUs', /%-escape/],
      ['/', '/contactUs', /home page/],
      ['/nowhere', 'not a path', /spaces|path on this site/],
      // Other spellings of those pages, as the router reads them (issue 33 item 9).
      ['/cart/.', '/contactUs', /^“\/cart\/\.” \(read as “\/cart\/”\) is a page of this site/],
      ['/./cart', '/contactUs', /\(read as “\/cart”\) is a page of this site/],
      ['/old/../cart', '/contactUs', /page of this site/],
      ['/%2e/cart', '/contactUs', /page of this site/],
      ['/cart/%2E%2E/search', '/contactUs', /page of this site/],
      ['/c%61rt', '/contactUs', /page of this site/],
      ['/CART', '/contactUs', /page of this site/],
      ['/cart//', '/contactUs', /page of this site/],
      ['//cart', '/contactUs', /starting with one \//],
      ['/.//evil.example/x', '/contactUs', /starting with one \/ \(“\/\.\/\/evil\.example\/x” is read as/],
      ['/cart/..', '/contactUs', /home page/],
      [`/careers/${jobSlug}%2f`, '/contactUs', /open job opening/],
      [`/careers%2F${jobSlug}`, '/contactUs', /open job opening/],
      [`/careers/./${jobSlug}/.`, '/contactUs', /open job opening/],
      [`/blog/${postSlug}/.`, '/contactUs', /live post/],
      [`/blog/%2e/${postSlug}%2F`, '/contactUs', /live post/],
      ['/admin/./products', '/contactUs', /cannot be redirected/],
      ['/nowhere/./', '/nowhere', /itself/],
    ];
    for (const [from, to, message] of cases) {
      const res = await add(from, to);
      expect(res.statusCode, `${from} → ${to}`).toBe(400);
      expect(res.json().message, `${from} → ${to}`).toMatch(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it('stores the old address as the router reads it; a doubled slash inside is another address, which hides no page', async () => {
    const typed = await add('/old-docs/./guide/../intro%2Ehtml', '/services');
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().data.from).toBe('/old-docs/intro.html');
    expect((await page('/old-docs/intro.html')).headers.location).toBe('/services');
    // Another spelling of a redirected address is that address.
    const again = await add('/old-docs/%69ntro.html/.', '/careers');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/“\/old-docs\/intro\.html” already redirects/);

    // The router answers 404 at /careers//{slug}: a redirect there leaves the opening's page alone.
    expect((await page(`/careers//${jobSlug}`)).statusCode).toBe(404);
    const doubled = await add(`/careers//${jobSlug}`, '/careers');
    expect(doubled.statusCode, doubled.body).toBe(201);
    expect((await page(`/careers//${jobSlug}`)).headers.location).toBe('/careers');
    expect((await page(`/careers/${jobSlug}`)).statusCode).toBe(200);
    await api('DELETE', `/admin/redirects/${doubled.json().data._id}`);
  });

  it('answers 409 for an address already redirected (any case or trailing slash), and 400 for a bad body', async () => {
    const before = await rowCount();
    const dup = await add('/CHAIN-A/', '/services');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already redirects/);
    expect((await api('POST', '/admin/redirects', { from: '/x' })).statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('stores a same-site absolute address as a path and an https address as given', async () => {
    const own = await add('/own-absolute', `${ORIGIN}/services?x=1`);
    expect(own.json().data.to).toBe('/services?x=1');
    const outside = await add('/moved-away', 'https://partner.example/new');
    expect(outside.statusCode).toBe(201);
    const res = await page('/moved-away?ref=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://partner.example/new?ref=1');
  });

  it('lets a page published at a redirected address since win over the redirect', async () => {
    const slug = `taken-later-${Date.now()}`;
    expect((await add(`/blog/${slug}`, '/services')).statusCode).toBe(201);
    expect((await page(`/blog/${slug}`)).statusCode).toBe(301);
    // A post gets that address (as a slug edit would give it).
    await t.app.vyoma.db.update(blogs).set({ slug }).where(eq(blogs.slug, postSlug));
    const res = await page(`/blog/${slug}`);
    expect(res.statusCode).toBe(200);
    await t.app.vyoma.db.update(blogs).set({ slug: postSlug }).where(eq(blogs.slug, slug));
  });

  it('accepts a closed opening’s address (it answers 410), and lets the opening win once it is open again', async () => {
    const [row] = await t.app.vyoma.db.select().from(jobOpenings).where(eq(jobOpenings.slug, jobSlug));
    await t.app.vyoma.db.update(jobOpenings).set({ status: 'closed' }).where(eq(jobOpenings.id, row!.id));
    expect((await page(`/careers/${jobSlug}`)).statusCode).toBe(410);
    expect((await add(`/careers/${jobSlug}`, '/careers')).statusCode).toBe(201);
    expect((await page(`/careers/${jobSlug}`)).headers.location).toBe('/careers');
    await t.app.vyoma.db.update(jobOpenings).set({ status: 'open' }).where(eq(jobOpenings.id, row!.id));
    expect((await page(`/careers/${jobSlug}`)).statusCode).toBe(200);
    await api(
      'DELETE',
      `/admin/redirects/${(await list()).find((r) => r.from === `/careers/${jobSlug}`)!._id}`,
    );
  });

  it('deletes a redirect: audited, and the next request answers 404 again', async () => {
    const row = (await list()).find((r) => r.from === '/moved-away')!;
    expect((await page('/moved-away')).statusCode).toBe(301);
    const res = await api('DELETE', `/admin/redirects/${row._id}`);
    expect(res.statusCode).toBe(200);
    expect((await page('/moved-away')).statusCode).toBe(404);
    expect((await api('DELETE', `/admin/redirects/${row._id}`)).statusCode).toBe(404);
    const entries = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'redirect.delete'));
    expect(entries.map((e) => e.targetLabel)).toContain('/moved-away → https://partner.example/new');
  });

  it('imports a CSV all or nothing, naming every bad line', async () => {
    const before = await rowCount();
    const bad = await api('POST', '/admin/redirects/import', {
      csv: 'from,to\n/imp-one,/services\n\n/imp-two\n/careers,/services\n/imp-three,http://x.example/\n/imp-one,/products\n"/imp-four","/imp-one"\n',
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.message).toMatch(/Nothing was imported/);
    expect(body.errors.map((e: { line: number }) => e.line)).toEqual([4, 5, 6, 7, 8]);
    expect(await rowCount()).toBe(before);

    const good = await api('POST', '/admin/redirects/import', {
      csv: 'From,To\r\n/imp-one/,/services\r\n"/Imp-Two","https://partner.example/a,b"\r\n/imp-three;/careers\r\n',
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().data.map((r: { from: string }) => r.from)).toEqual([
      '/imp-one/',
      '/Imp-Two',
      '/imp-three',
    ]);
    expect(await rowCount()).toBe(before + 3);
    expect((await page('/IMP-ONE')).headers.location).toBe('/services');
    const entries = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'redirect.import'));
    expect(entries.map((e) => e.targetLabel)).toContain('3 redirects imported');

    const tooMany = Array.from({ length: 2001 }, (_, i) => `/many-${i},/services`).join('\n');
    const capped = await api('POST', '/admin/redirects/import', { csv: tooMany });
    expect(capped.statusCode).toBe(400);
    expect(capped.json().message).toMatch(/at most 2000/);
    expect((await api('POST', '/admin/redirects/import', { csv: '\n\n' })).statusCode).toBe(400);
    expect(await rowCount()).toBe(before + 3);
  });

  it('logs page 404s with hits and the referrer host, but not the API or files; hides them once redirected', async () => {
    await page('/no-such-page-404?x=1', { referer: 'https://news.example/post?id=9' });
    await page('/No-Such-Page-404/');
    await page('/no-such-page-404', { referer: 'not a url' });
    await page('/another-missing-404');
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    await page('/assets/missing-404.js');
    await page('/missing-404.png');

    const log = await notFound();
    const row = log.data.find((r: { path: string }) => r.path.toLowerCase().startsWith('/no-such-page-404'));
    expect(row).toMatchObject({ hits: 3, referrer: 'news.example' });
    expect(row.path).not.toContain('?');
    expect(log.data.some((r: { path: string }) => /api|\.js|\.png/.test(r.path))).toBe(false);
    // Most hits first.
    expect(log.data[0].hits).toBeGreaterThanOrEqual(log.data[1]?.hits ?? 0);

    // "Redirect this": once a redirect covers it, it leaves the list (and the table).
    expect((await add('/no-such-page-404', '/services')).statusCode).toBe(201);
    const after = await notFound();
    expect(
      after.data.some((r: { path: string }) => r.path.toLowerCase().startsWith('/no-such-page-404')),
    ).toBe(false);
    expect(after.total).toBe(log.total - 1);
  });

  it('leaves a path that decodes to a NUL out of the 404 log; the lists answer and count the rest', async () => {
    // Issue 33: its key made the next write fail, and the lists answered 400 with that window's 404s lost.
    expect((await page('/nul404%00path')).statusCode).toBe(404);
    expect((await page('/nul404-window-other')).statusCode).toBe(404);
    expect((await page('/nul404-window-other')).statusCode).toBe(404);
    const res = await api('GET', '/admin/not-found?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const paths = res.json().data as { path: string; hits: number }[];
    expect(paths.find((r) => r.path === '/nul404-window-other')).toMatchObject({ hits: 2 });
    expect(paths.some((r) => r.path.startsWith('/nul404%00'))).toBe(false);
    expect((await api('GET', '/admin/redirects')).statusCode).toBe(200);
  });

  it('writes the good 404s of a batch the database refuses one of, leaves that one out, and goes on', async () => {
    const service = t.app.vyoma.redirects;
    const refused = service.refused;
    await page('/refused-window-before');
    // The edge leaves such paths out now: one goes straight into the tally, as one could before.
    const now = new Date();
    (service as unknown as { notFound: Map<string, NotFoundTally> }).notFound.set('/bad\u0000key', {
      pathKey: '/bad\u0000key',
      path: '/bad%00key',
      hits: 1,
      firstSeen: now,
      lastSeen: now,
      referrerHost: null,
    });
    await page('/refused-window-after');
    const first = await api('GET', '/admin/not-found?limit=100');
    expect(first.statusCode, first.body).toBe(200);
    const seen = (first.json().data as { path: string }[]).map((r) => r.path);
    expect(seen).toEqual(expect.arrayContaining(['/refused-window-before', '/refused-window-after']));
    expect(seen).not.toContain('/bad%00key');
    expect(service.refused).toBe(refused + 1);
    // The next window is written whole.
    await page('/refused-window-next');
    const next = await api('GET', '/admin/not-found?limit=100');
    expect((next.json().data as { path: string }[]).map((r) => r.path)).toContain('/refused-window-next');
    expect(service.refused).toBe(refused + 1);
  });

  it("sees another process's new redirect once its copy is older than the TTL (PostgreSQL)", async () => {
    const { db } = t.app.vyoma;
    const other = new RedirectService(db, { ttlMs: 5000 });
    const noPage = async () => false;
    expect(await other.match('/from-another-process', noPage)).toBeNull();
    // Another process adds one: this copy is still fresh, so not yet…
    await db.insert(redirects).values({
      id: randomUUID(),
      fromPath: '/from-another-process',
      fromKey: '/from-another-process',
      toPath: '/careers',
    });
    expect(await other.match('/from-another-process', noPage)).toBeNull();
    // …but once it is older than the TTL it is read again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 6000);
      expect(await other.match('/from-another-process', noPage)).toBe('/careers');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the log to its cap however many made-up paths arrive', async () => {
    for (let i = 0; i < MAX_ROWS + 15; i++) {
      const res = await page(`/flood-${i}-${'x'.repeat(600)}`);
      expect(res.statusCode).toBe(404);
    }
    await notFound();
    const rows = await t.app.vyoma.db.select().from(notFoundPaths);
    expect(rows.length).toBeLessThanOrEqual(MAX_ROWS);
    // Paths are stored capped in length.
    expect(Math.max(...rows.map((r) => r.path.length))).toBeLessThanOrEqual(512);
    const paged = await api('GET', '/admin/not-found?page=2&limit=5');
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toMatchObject({ page: 2, limit: 5 });
    expect(paged.json().data).toHaveLength(5);
    expect((await api('GET', '/admin/not-found?limit=0')).statusCode).toBe(400);
  });
});
