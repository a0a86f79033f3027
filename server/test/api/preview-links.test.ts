import { API, type Blog, type PreviewLink, type Product } from '@vyoma/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, previewLinks } from '../../src/db/schema.ts';
import {
  cookieFrom,
  createProductWithImage,
  createTestApp,
  type FilePart,
  loginAsAdmin,
  multipart,
  png,
  readSitemap,
  requireWebBuild,
  type TestApp,
  webm,
} from '../support/app.ts';

const WEB_DIST = requireWebBuild();

type Entry = [string, string | FilePart];
const HOUR = 3_600_000;
const MISSING = '00000000-0000-4000-8000-000000000000';
const PASSWORD = 'preview-links-Passw0rd!';

describe('preview links', () => {
  let t: TestApp;
  let cookie: string;
  let authorCookie: string;
  let post: Blog;
  let product: Product;

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    who: string | null = cookie,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? { cookie: who } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (url: string, hours = 24) => {
    const res = await call('POST', url, { expiresInHours: hours });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; url: string; expiresAt: string };
  };
  const links = async (url: string): Promise<PreviewLink[]> => {
    const res = await call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const linkCount = async () =>
    Number(
      (
        (await t.app.vyoma.db.execute(sql`select count(*)::int as n from preview_links`)) as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  /** The page path of a link's url (the url is absolute). */
  const pathOf = (url: string) => new URL(url).pathname;

  const postFields = (title: string, text: string, sectionImage: string | FilePart): Entry[] => [
    ['title', title],
    ['heading', 'A heading'],
    ['description', 'A summary for the client'],
    ['author', 'Priya'],
    ['category', 'digitalMarketing'],
    ['content[0][heading]', 'Part one'],
    ['content[0][description]', text],
    ['content[0][image]', sectionImage],
    ['status', 'draft'],
  ];

  beforeAll(async () => {
    // The page cache on, as in production.
    t = await createTestApp({ webDistDir: WEB_DIST, publicCacheSeconds: 60 });
    cookie = await loginAsAdmin(t.app);
    const author = await call('POST', '/api/v1/admin/users', {
      name: 'Preview author',
      email: 'author@preview.test',
      password: PASSWORD,
      role: 'author',
    });
    expect(author.statusCode, author.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'author@preview.test', password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    authorCookie = cookieFrom(login);

    const body = await multipart([
      ...postFields('Quarterly growth plan', 'The first draft text.', {
        filename: 's.png',
        data: await png(30, 30),
        type: 'image/png',
      }),
      ['iconImage', { filename: 'icon.webm', data: webm(), type: 'video/webm' }],
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: API.blogs,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    post = created.json().data;
    expect(post.status).toBe('draft');

    const seed = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Preview', product: 'Preview seed product' },
      { width: 30, height: 30 },
    );
    const productBody = await multipart([
      ['name', 'Unreleased audit package'],
      ['description', 'Not on sale yet'],
      ['price', '99'],
      ['ratings', '4'],
      ['stock', '3'],
      ['category', (seed as unknown as Product).category!],
      ['images', { filename: 'a.png', data: await png(30, 30), type: 'image/png' }],
      ['status', 'draft'],
    ]);
    const madeProduct = await t.app.inject({
      method: 'POST',
      url: API.adminProductNew,
      headers: { ...productBody.headers, cookie },
      payload: productBody.payload,
    });
    expect(madeProduct.statusCode, madeProduct.body).toBe(201);
    product = madeProduct.json().product;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opens the draft through the real page with a banner, noindex and no-store; the post stays 404 publicly', async () => {
    const link = await create(API.blogPreviewLinks(post._id), 24);
    expect(link.url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
    const expiresIn = new Date(link.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(23 * HOUR);
    expect(expiresIn).toBeLessThanOrEqual(24 * HOUR);

    const res = await page(pathOf(link.url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Quarterly growth plan');
    expect(res.body).toContain('The first draft text.');
    expect(res.body).toMatch(/<section[^>]*class="preview-banner"[^>]*role="status"/);
    expect(res.body).toContain('This is not public yet');
    expect(res.body).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    // Asked again with nothing changed, it is rendered again: the page cache never holds it.
    const again = await page(pathOf(link.url));
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers.etag).toBeUndefined();

    // The draft is nowhere public: its page, its id, the anonymous API, the lists.
    expect((await page(`/blog/${post.slug}`)).statusCode).toBe(404);
    expect((await page(`/blog/${post._id}`)).statusCode).toBe(404);
    expect((await call('GET', API.blog(post._id), undefined, null)).statusCode).toBe(404);
    expect((await call('GET', API.blogs, undefined, null)).body).not.toContain('Quarterly growth plan');
    expect(await readSitemap(t.app)).not.toContain(post.slug);
    expect((await page('/rss.xml')).body).not.toContain('Quarterly growth plan');

    // A signed-in editor who opens the link sees the same preview (not sent to the admin).
    const asStaff = await page(pathOf(link.url), { cookie });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.body).toContain('This is not public yet');
  });

  it('shows each save at once: the preview never comes from the page cache', async () => {
    const link = await create(API.blogPreviewLinks(post._id));
    const first = await page(pathOf(link.url));
    expect(first.body).toContain('Quarterly growth plan');

    const current = (await call('GET', API.blog(post._id))).json().data as Blog;
    const body = await multipart([
      ...postFields('Quarterly growth plan, revised', 'A rewritten draft.', current.content[0]!.image),
      ['version', String(current.version)],
    ]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: API.blog(post._id),
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const second = await page(pathOf(link.url));
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('A rewritten draft.');
    expect(second.body).not.toContain('The first draft text.');
    expect(second.headers['x-cache']).toBeUndefined();
  });

  it('stores only the hash of the token, lists links without it, and notes the last use', async () => {
    const link = await create(API.blogPreviewLinks(post._id), 1);
    const token = pathOf(link.url).split('/').pop()!;
    const [row] = await t.app.vyoma.db.select().from(previewLinks).where(eq(previewLinks.id, link._id));
    expect(row).toBeDefined();
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.lastUsedAt).toBeNull();

    await page(pathOf(link.url));
    const [used] = await t.app.vyoma.db.select().from(previewLinks).where(eq(previewLinks.id, link._id));
    expect(used!.lastUsedAt).not.toBeNull();

    const res = await call('GET', API.blogPreviewLinks(post._id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain(token);
    const listed = (res.json().data as PreviewLink[]).find((l) => l._id === link._id);
    expect(listed).toMatchObject({
      expiresAt: link.expiresAt,
      revokedAt: null,
      active: true,
      createdBy: { _id: expect.any(String), name: expect.any(String) },
    });
    expect(listed!.lastUsedAt).not.toBeNull();
    // Another item's list does not show it.
    expect((await links(API.productPreviewLinks(product._id))).some((l) => l._id === link._id)).toBe(false);
  });

  it('answers 404 once the link has expired', async () => {
    const link = await create(API.blogPreviewLinks(post._id), 1);
    expect((await page(pathOf(link.url))).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + HOUR + 1000);
    const res = await page(pathOf(link.url));
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).not.toContain('Quarterly growth plan');
    const listed = (await links(API.blogPreviewLinks(post._id))).find((l) => l._id === link._id);
    expect(listed?.active).toBe(false);
  });

  it('answers 404 once revoked; another item’s link or an unknown one is not revoked (404)', async () => {
    const link = await create(API.blogPreviewLinks(post._id));
    expect((await page(pathOf(link.url))).statusCode).toBe(200);

    expect((await call('DELETE', API.productPreviewLink(product._id, link._id))).statusCode).toBe(404);
    expect((await call('DELETE', API.blogPreviewLink(post._id, MISSING))).statusCode).toBe(404);
    expect((await page(pathOf(link.url))).statusCode).toBe(200);

    const revoked = await call('DELETE', API.blogPreviewLink(post._id, link._id));
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await page(pathOf(link.url))).statusCode).toBe(404);
    // The .data of client navigation too.
    expect((await page(`${pathOf(link.url)}.data`)).statusCode).toBe(404);
    const listed = (await links(API.blogPreviewLinks(post._id))).find((l) => l._id === link._id);
    expect(listed).toMatchObject({ active: false, revokedAt: expect.any(String) });

    const audit = await t.app.vyoma.db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(and(eq(auditLog.target, `blog:${post._id}`)));
    const actions = audit.map((a) => a.action);
    expect(actions).toContain('preview.create');
    expect(actions).toContain('preview.revoke');
  });

  it('answers 404 to unknown and malformed tokens', async () => {
    expect((await page(`/preview/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await page('/preview/not-a-token')).statusCode).toBe(404);
    expect((await page(`/preview/${'A'.repeat(5000)}`)).statusCode).toBe(404);
  });

  it('previews a draft product through the product page; the product stays 404 publicly', async () => {
    const link = await create(API.productPreviewLinks(product._id), 720);
    const res = await page(pathOf(link.url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Unreleased audit package');
    expect(res.body).toContain('This is not public yet');
    expect(res.body).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await page(`/product/${product.slug}`)).statusCode).toBe(404);
    expect((await call('GET', API.product(product._id), undefined, null)).statusCode).toBe(404);
  });

  it('refuses an expiry outside 1 … 720 whole hours with 400 and creates nothing', async () => {
    const before = await linkCount();
    for (const payload of [
      { expiresInHours: 0 },
      { expiresInHours: 721 },
      { expiresInHours: 1.5 },
      { expiresInHours: '24' },
      { expiresInHours: -3 },
      {},
    ]) {
      const res = await call('POST', API.blogPreviewLinks(post._id), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await linkCount()).toBe(before);
    expect((await call('POST', API.blogPreviewLinks(MISSING), { expiresInHours: 1 })).statusCode).toBe(404);
    expect(await linkCount()).toBe(before);
  });

  it('is for editors and admins: anonymous 401, an author 403, nothing changed', async () => {
    const link = await create(API.blogPreviewLinks(post._id));
    const before = await linkCount();
    for (const who of [null, authorCookie]) {
      const expected = who ? 403 : 401;
      for (const [method, url, payload] of [
        ['GET', API.blogPreviewLinks(post._id), undefined],
        ['POST', API.blogPreviewLinks(post._id), { expiresInHours: 1 }],
        ['DELETE', API.blogPreviewLink(post._id, link._id), undefined],
        ['GET', API.productPreviewLinks(product._id), undefined],
        ['POST', API.productPreviewLinks(product._id), { expiresInHours: 1 }],
      ] as const) {
        const res = await call(method, url, payload, who);
        expect(res.statusCode, `${method} ${url}`).toBe(expected);
      }
    }
    expect(await linkCount()).toBe(before);
    expect((await page(pathOf(link.url))).statusCode).toBe(200);
  });
});
