import {
  type Blog,
  CAREERS_PER_PAGE,
  LIST_DEFAULT_LIMIT,
  MEDIA_LIBRARY,
  MENU_POSTS_MAX,
  SERVICE_POSTS_PER_PAGE,
} from '@vyoma/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../src/db/schema.ts';
import { seedContent } from '../../src/demo/content.ts';
import { seedDemo } from '../../src/demo/index.ts';
import { LARGE_MARKER_POST, LARGE_SIZES, largeState, seedLarge } from '../../src/demo/large.ts';
import { createTestApp, loginAsAdmin, requireWebBuild, type TestApp, uploadedFiles } from '../support/app.ts';

const WEB_DIST = requireWebBuild();

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, webDistDir: WEB_DIST });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fills an empty database with the demo content and processed media', async () => {
    const products = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?price[lte]=10000000' })
    ).json();
    expect(products.productsCount).toBe(seedContent.products.length);
    const blogs = (await t.app.inject({ method: 'GET', url: '/api/v1/blogs' })).json().data;
    expect(blogs).toHaveLength(seedContent.blogs.length);
    expect(blogs[0].title).toBe(seedContent.blogs[0]!.title);
    for (const b of blogs) {
      expect(b.iconImage).toMatch(/^\/uploads\/[0-9a-f-]+\.(mp4|webm|png|jpg|webp)$/);
      expect(b.iconMedia).not.toBeNull();
    }
    const sections = (await t.app.inject({ method: 'GET', url: '/api/v1/second-sections' })).json().data;
    expect(sections).toHaveLength(seedContent.secondSections.length);
    const p = products.products[0];
    expect(p.media[0].width).toBeGreaterThan(0);
    const file = await t.app.inject({ method: 'GET', url: p.image[0] });
    expect(file.statusCode).toBe(200);
    expect(uploadedFiles(t.config).length).toBeGreaterThan(0);
  });

  it('does not seed twice', async () => {
    const before = uploadedFiles(t.config).length;
    expect(await seedDemo(t.app.vyoma.db, t.app.vyoma.media, t.app.log, t.config.seedCacheDir)).toBe(false);
    expect(uploadedFiles(t.config).length).toBe(before);
  });

  /**
   * The large data set (npm run seed:large), in small: more posts, openings, redirects and files than
   * a list's default page, a menu or a service page shows, so each of them must page in the database.
   * Paging is SQL, the same on both engines: where the suite also runs on PostgreSQL, only there
   * (writing the set cost the embedded database about 5 s of a worker).
   */
  describe.skipIf(process.env.TEST_DB === 'pglite' && process.env.TEST_POSTGRES_TOO === '1')(
    'with the large data set, in small',
    () => {
      const sizes = {
        ...LARGE_SIZES,
        posts: 130,
        enquiries: 120,
        media: 140,
        openings: 180,
        redirects: 105,
        notFound: 10,
        audit: 20,
      };
      const posts = seedContent.blogs.length + sizes.posts;
      const get = (url: string, cookie?: string) =>
        t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      let cookie: string;

      beforeAll(async () => {
        expect(await largeState(t.app.vyoma.db)).toEqual({ state: 'demo' });
        await seedLarge(t.app.vyoma.db, t.app.vyoma.media, sizes);
        // The triggers logged every row written; this process applies them before the reads below.
        await t.app.vyoma.content.catchUp();
        cookie = await loginAsAdmin(t.app);
      });

      it('is written once: a second run finds it; content of a database’s own is refused', async () => {
        expect(await largeState(t.app.vyoma.db)).toEqual({ state: 'seeded' });
        // Without its marker, the same rows are content of the database's own: refused (rolled back after).
        await t.app.vyoma.db
          .transaction(async (tx) => {
            await tx.delete(blogs).where(eq(blogs.id, LARGE_MARKER_POST));
            expect(await largeState(tx)).toMatchObject({
              state: 'other',
              posts: posts - 1,
              enquiries: sizes.enquiries,
            });
            tx.rollback();
          })
          .catch(() => {});
        expect(await largeState(t.app.vyoma.db)).toEqual({ state: 'seeded' });
        const list = (await get('/api/v1/admin/media?page=1&limit=100', cookie)).json();
        expect(list.total).toBeGreaterThanOrEqual(sizes.media);
        // The generated files are stored and served like uploads.
        const generated = list.data.find((m: { path: string }) => m.path.includes('seed-large'));
        expect((await get(generated.path)).statusCode).toBe(200);
      });

      it('GET /api/v1/blogs without page or limit answers the newest 100 and the total; pages follow on', async () => {
        const first = (await get('/api/v1/blogs')).json();
        expect(first).toMatchObject({ total: posts, page: 1, limit: LIST_DEFAULT_LIMIT });
        expect(first.data).toHaveLength(LIST_DEFAULT_LIMIT);
        const created = first.data.map((b: Blog) => b.createdAt);
        expect(created).toEqual([...created].sort().reverse());
        // Page by page, every post once, in the same order.
        const ids: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const res = (await get(`/api/v1/blogs?page=${page}&limit=50`)).json();
          expect(res).toMatchObject({ total: posts, page, limit: 50 });
          ids.push(...res.data.map((b: Blog) => b._id));
        }
        expect(ids).toHaveLength(posts);
        expect(new Set(ids).size).toBe(posts);
        expect(ids.slice(0, LIST_DEFAULT_LIMIT)).toEqual(first.data.map((b: Blog) => b._id));
        expect((await get('/api/v1/blogs?page=9&limit=50')).json()).toMatchObject({ data: [], total: posts });
        // A category counts its own.
        const backOffice = (await get('/api/v1/blogs?category=backOffice&limit=5')).json();
        expect(backOffice.data).toHaveLength(5);
        expect(backOffice.total).toBeLessThan(posts);
        for (const b of backOffice.data) expect(b.category).toBe('backOffice');
        for (const bad of ['limit=101', 'limit=0', 'page=0', 'page=abc'])
          expect((await get(`/api/v1/blogs?${bad}`)).statusCode, bad).toBe(400);
      });

      it('openings and redirects page the same way, public and admin', async () => {
        const open = (await get('/api/v1/jobs')).json();
        expect(open.data.length).toBe(Math.min(open.total, LIST_DEFAULT_LIMIT));
        expect(open.total).toBeGreaterThan(LIST_DEFAULT_LIMIT);
        const admin = (await get('/api/v1/admin/jobs?page=4&limit=50', cookie)).json();
        expect(admin).toMatchObject({ page: 4, limit: 50, total: sizes.openings + seedContent.jobs.length });
        expect(admin.data).toHaveLength(sizes.openings + seedContent.jobs.length - 150);
        const redirects = (await get('/api/v1/admin/redirects', cookie)).json();
        expect(redirects).toMatchObject({ total: sizes.redirects, page: 1, limit: LIST_DEFAULT_LIMIT });
        expect(redirects.data).toHaveLength(LIST_DEFAULT_LIMIT);
        expect((await get('/api/v1/admin/redirects?page=2&limit=100', cookie)).json().data).toHaveLength(5);
        expect((await get('/api/v1/admin/redirects?limit=500', cookie)).statusCode).toBe(400);
      });

      it('the header menus show the newest posts of their category and a link to the rest, not every post', async () => {
        const newest = async (category: string, limit: number) =>
          (await get(`/api/v1/blogs?category=${category}&limit=${limit}`)).json().data as Blog[];
        const html = (await get('/contactUs')).body;
        for (const category of ['backOffice', 'digitalMarketing']) {
          const all = await newest(category, 100);
          expect(all.length).toBeGreaterThan(MENU_POSTS_MAX);
          for (const b of all.slice(0, MENU_POSTS_MAX)) expect(html).toContain(`href="/blog/${b.slug}"`);
          for (const b of all.slice(MENU_POSTS_MAX)) expect(html).not.toContain(`/blog/${b.slug}"`);
        }
        expect(html).toContain('>All posts<');
        // The page's data (what hydrates it, and what in-app navigation loads) holds no more.
        const data = (await get('/contactUs.data')).body;
        const older = (await newest('backOffice', 100)).slice(MENU_POSTS_MAX);
        for (const b of older) expect(data).not.toContain(b.slug);
      });

      it('a service page and /careers show a page of their items, with links to the next pages', async () => {
        const posts = (await get(`/api/v1/blogs?category=backOffice&limit=100`)).json();
        const first = (await get('/backOfficeServices')).body;
        const second = (await get('/backOfficeServices?page=2')).body;
        const onFirst = posts.data.slice(0, SERVICE_POSTS_PER_PAGE) as Blog[];
        const onSecond = posts.data.slice(SERVICE_POSTS_PER_PAGE, 2 * SERVICE_POSTS_PER_PAGE) as Blog[];
        for (const b of onFirst) expect(first).toContain(`href="/blog/${b.slug}"`);
        for (const b of onSecond) {
          expect(first).not.toContain(`>${b.title}<`);
          expect(second).toContain(`href="/blog/${b.slug}"`);
        }
        expect(first).toContain('href="/backOfficeServices?page=2"');
        const last = Math.ceil(posts.total / SERVICE_POSTS_PER_PAGE);
        expect((await get(`/backOfficeServices?page=${last}`)).statusCode).toBe(200);
        expect((await get(`/backOfficeServices?page=${last + 1}`)).statusCode).toBe(404);

        const jobs = (await get(`/api/v1/jobs?limit=${2 * CAREERS_PER_PAGE}`)).json().data;
        const careers = (await get('/careers?page=2')).body;
        for (const j of jobs.slice(CAREERS_PER_PAGE)) expect(careers).toContain(`href="/careers/${j.slug}"`);
        for (const j of jobs.slice(0, CAREERS_PER_PAGE))
          expect(careers).not.toContain(`href="/careers/${j.slug}"`);
        const { total } = (await get('/api/v1/jobs?limit=1')).json();
        expect((await get(`/careers?page=${Math.ceil(total / CAREERS_PER_PAGE) + 1}`)).statusCode).toBe(404);
      });

      it('the media library lists a few places a much-used file is in, and says how many more', async () => {
        const [icon] = (await get('/api/v1/blogs?limit=1&page=1')).json().data as Blog[];
        const file = (await get(`/api/v1/admin/media?page=1&limit=100`, cookie))
          .json()
          .data.find((m: { path: string }) => m.path === icon!.iconImage);
        expect(file.usedBy).toHaveLength(MEDIA_LIBRARY.usagesListed);
        expect(file.usedByMore).toBeGreaterThan(0);
        // Every post with that icon is counted once: listed, or among the more.
        const pages = await Promise.all(
          [1, 2].map(
            async (page) => (await get(`/api/v1/blogs?limit=100&page=${page}`)).json().data as Blog[],
          ),
        );
        const users = pages.flat().filter((b) => b.iconImage === icon!.iconImage);
        expect(file.usedBy.length + file.usedByMore).toBe(users.length);
        const unused = (await get('/api/v1/admin/media?unused=1&page=1&limit=100', cookie)).json();
        expect(unused.total).toBe(sizes.media - sizes.posts);
        for (const m of unused.data) expect(m.usedBy).toEqual([]);
      });
    },
  );
});
