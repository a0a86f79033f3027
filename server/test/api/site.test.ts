import { type Blog, PUBLIC_STATIC_PATHS, SEEDED_PAGE_PATHS } from '@vyoma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createTestApp,
  type FilePart,
  libraryImage,
  loginAsAdmin,
  multipart,
  png,
  readSitemap,
  type TestApp,
  updatePost,
} from '../support/app.ts';

describe('site: health, readiness, robots, sitemap, headers, not found', () => {
  let t: TestApp;
  let cookie: string;
  let image: FilePart;
  /** Three posts the sitemap's test writes, oldest first. */
  const posts: Blog[] = [];
  beforeAll(async () => {
    // Two URLs a sitemap file, so a few posts show how the sitemap splits into files.
    t = await createTestApp({ publicUrl: 'http://vyoma.test:8080' }, { sitemapFileUrls: 2 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /healthz answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('robots.txt allows crawling except the API and the staff pages, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/User-agent: \*/);
    expect(res.body).toMatch(/Disallow: \/api\//);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/wp-admin$/m);
    expect(res.body).not.toMatch(/Disallow: \/uploads/);
    expect(res.body).toMatch(/Sitemap: http:\/\/vyoma\.test:8080\/sitemap\.xml/);
  });

  it('sitemap.xml is an index of files that list the clean URL of every static page, post and product, with lastmod', async () => {
    cookie = await loginAsAdmin(t.app);
    const body = await multipart([
      ['name', 'P'],
      ['description', 'd'],
      ['price', '1'],
      ['ratings', '1'],
      ['category', 'C'],
      ['stock', '1'],
      ['images', { filename: 'a.png', data: await png() }],
    ]);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories',
      headers: { cookie },
      payload: { name: 'C', description: 'c' },
    });
    const p = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    const productSlug = p.json().product.slug;
    // Three posts: with two URLs a file (this app's setting), they take two files.
    image = { filename: 'a.png', data: await png(), type: 'image/png' };
    for (const title of ['Sitemap one', 'Sitemap two', 'Sitemap three'])
      posts.push(await createPost(t.app, cookie, image, { title }));

    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [
      ...index.body.matchAll(/<sitemap><loc>http:\/\/vyoma\.test:8080([^<]+)<\/loc><lastmod>/g),
    ].map((m) => m[1]);
    expect(files).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/posts-1.xml',
      '/sitemaps/posts-2.xml',
      '/sitemaps/products-1.xml',
      // The site's own pages made from seeds (/amazonServices …) are pages of blocks: two a file too.
      ...Array.from(
        { length: Math.ceil(SEEDED_PAGE_PATHS.length / 2) },
        (_, i) => `/sitemaps/site-pages-${i + 1}.xml`,
      ),
    ]);
    // Oldest first, two a file: the first two posts, then the third.
    const postFile = async (n: number) =>
      (await t.app.inject({ method: 'GET', url: `/sitemaps/posts-${n}.xml` })).body;
    const locs = (xml: string) =>
      [...xml.matchAll(/<loc>http:\/\/vyoma\.test:8080([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs(await postFile(1))).toEqual(posts.slice(0, 2).map((b) => `/blog/${b.slug}`));
    expect(locs(await postFile(2))).toEqual([`/blog/${posts[2]!.slug}`]);
    // Past the last file, or any other name: no such file.
    for (const url of [
      '/sitemaps/posts-3.xml',
      '/sitemaps/posts-0.xml',
      '/sitemaps/other-1.xml',
      '/sitemaps/pages-1.xml',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);

    const sitemap = await readSitemap(t.app);
    for (const route of PUBLIC_STATIC_PATHS)
      expect(sitemap).toContain(`<loc>http://vyoma.test:8080${route}</loc>`);
    expect(sitemap).not.toContain('#');
    const productEntry = sitemap.match(
      new RegExp(
        `<url><loc>http://vyoma\\.test:8080/product/${productSlug}</loc><lastmod>([^<]+)</lastmod></url>`,
      ),
    );
    expect(productEntry, sitemap).not.toBeNull();
    expect(Date.parse(productEntry![1]!)).toBeGreaterThan(Date.now() - 60_000);
    // The catalogue page changes when a product does, and so does the products file.
    expect(sitemap).toContain(
      `<loc>http://vyoma.test:8080/products</loc><lastmod>${productEntry![1]}</lastmod>`,
    );
    expect(index.body).toContain(
      `<loc>http://vyoma.test:8080/sitemaps/products-1.xml</loc><lastmod>${productEntry![1]}</lastmod>`,
    );
  });

  it('the sitemap is cached like any page, and a post unpublished or published again changes it at once', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const urls = ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/posts-1.xml', '/sitemaps/posts-2.xml'];
    // Read twice: the second answer comes from the public read cache.
    for (const url of urls) {
      expect((await get(url)).statusCode, url).toBe(200);
      expect((await get(url)).headers['x-cache'], url).toBe('hit');
    }
    // Publishing asks for alt text: a described library image.
    const described = await libraryImage(t.app, cookie);
    const setStatus = (post: Blog, status: string) =>
      updatePost(t.app, cookie, post._id, described, { title: post.title, status });
    const [first, second, third] = posts as [Blog, Blog, Blog];

    // Unpublished: gone from every file at once (the cached copies were dropped), and the two left
    // fit one file, so the index names one posts file and the second is no more.
    await setStatus(first, 'draft');
    const index = await get('/sitemap.xml');
    expect(index.headers['x-cache']).toBeUndefined();
    expect(index.body).toContain('/sitemaps/posts-1.xml');
    expect(index.body).not.toContain('/sitemaps/posts-2.xml');
    const file = await get('/sitemaps/posts-1.xml');
    expect(file.headers['x-cache']).toBeUndefined();
    expect(file.body).not.toContain(`/blog/${first.slug}<`);
    expect(file.body).toContain(`/blog/${second.slug}</loc>`);
    expect(file.body).toContain(`/blog/${third.slug}</loc>`);
    expect((await get('/sitemaps/posts-2.xml')).statusCode).toBe(404);
    expect(await readSitemap(t.app)).not.toContain(first.slug);

    // Published again: back in its place (oldest first), in two files.
    await setStatus(first, 'published');
    expect((await get('/sitemap.xml')).body).toContain('/sitemaps/posts-2.xml');
    expect((await get('/sitemaps/posts-1.xml')).body).toContain(`/blog/${first.slug}</loc>`);
    expect((await get('/sitemaps/posts-2.xml')).body).toContain(`/blog/${third.slug}</loc>`);
  });

  it('sends security headers without HSTS or upgrade-insecure-requests on http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/blogs' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers JSON 404 for unknown API paths and files', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
    const missingUpload = await t.app.inject({
      method: 'GET',
      url: '/uploads/nope.png',
      headers: { accept: 'text/html' },
    });
    expect(missingUpload.statusCode).toBe(404);
  });

  it('answers 503 with a clear text when the web app is not built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('The web app is not built yet: run npm run build');
  });

  it('serves uploads with immutable caching, nosniff and ranges', async () => {
    const cookie = await loginAsAdmin(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/products', headers: { cookie } });
    const img: string = list.json().products[0].image[0];
    const res = await t.app.inject({ method: 'GET', url: img });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const range = await t.app.inject({ method: 'GET', url: img, headers: { range: 'bytes=0-7' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(8);
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect([403, 404]).toContain(traversal.statusCode);
  });

  // Last: the app stays "stopping" (the real SIGTERM, drain and balancer: ops/cluster.test.ts).
  it('GET /readyz answers ready until the shutdown begins, then 503 while everything else is served', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    await t.app.beginShutdown();
    const stopping = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toEqual({ status: 'stopping' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/products' })).statusCode).toBe(200);
  });
});
