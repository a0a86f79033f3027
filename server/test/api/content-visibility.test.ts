import type { Blog, ContentStatus, Product } from '@vyoma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createProductWithImage,
  createTestApp,
  type FilePart,
  libraryImage,
  loginAsAdmin,
  multipart,
  readSitemap,
  requireWebBuild,
  type TestApp,
} from '../support/app.ts';

const WEB_DIST = requireWebBuild();

const STATUSES: ContentStatus[] = ['draft', 'review', 'scheduled', 'published'];
const future = () => new Date(Date.now() + 86_400_000).toISOString();

describe('only published content is public', () => {
  let t: TestApp;
  let cookie: string;
  let categoryId: string;
  let image: string;
  const posts = new Map<ContentStatus, Blog>();
  const products = new Map<ContentStatus, Product>();

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const api = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const statusFields = (status: ContentStatus): Record<string, string> => ({
    status,
    ...(status === 'scheduled' ? { publishAt: future() } : {}),
  });

  const postOf = (status: ContentStatus, sectionImage: string | FilePart) =>
    createPost(t.app, cookie, sectionImage, {
      title: `Visibility ${status} post`,
      ...statusFields(status),
    });

  async function createProduct(status: ContentStatus): Promise<Product> {
    const body = await multipart([
      ['name', `Visibility ${status} product`],
      ['description', 'A product'],
      ['price', '10'],
      ['ratings', '4'],
      ['stock', '3'],
      ['category', categoryId],
      // Alt text is required to publish: a described library image (docs/decisions/0049).
      ['images', await libraryImage(t.app, cookie)],
      ...Object.entries(statusFields(status)),
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

  beforeAll(async () => {
    // The API read cache on, as in production.
    t = await createTestApp({ webDistDir: WEB_DIST, publicCacheSeconds: 60 });
    cookie = await loginAsAdmin(t.app);
    const seed = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Visibility', product: 'Visibility seed product' },
      { width: 30, height: 30 },
    );
    categoryId = (seed as unknown as Product).category!;
    for (const status of STATUSES) {
      const post = await postOf(status, image ?? (await libraryImage(t.app, cookie)));
      image ??= post.content[0]!.image;
      posts.set(status, post);
      products.set(status, await createProduct(status));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const hidden = STATUSES.filter((s) => s !== 'published');

  it('pages: only the published post and product render; the others are 404 by slug and id', async () => {
    for (const status of STATUSES) {
      const post = posts.get(status)!;
      const product = products.get(status)!;
      const expected = status === 'published' ? 200 : 404;
      expect((await page(`/blog/${post.slug}`)).statusCode, status).toBe(expected);
      expect((await page(`/product/${product.slug}`)).statusCode, status).toBe(expected);
      // An id of a hidden item does not reveal its slug.
      if (status !== 'published') {
        expect((await page(`/blog/${post._id}`)).statusCode).toBe(404);
        expect((await page(`/product/${product._id}`)).statusCode).toBe(404);
      }
    }
  });

  it('the anonymous API lists and finds published items only; staff get every item with its status', async () => {
    const titles = (res: { json(): { data: Blog[] } }) => res.json().data.map((b) => b.title);
    const names = (res: { json(): { products: Product[] } }) => res.json().products.map((p) => p.name);
    const anonymousPosts = titles(await api('/blogs'));
    const anonymousProducts = names(await api('/products?keyword=Visibility'));
    expect(anonymousPosts).toContain('Visibility published post');
    expect(anonymousProducts).toContain('Visibility published product');
    for (const status of hidden) {
      expect(anonymousPosts).not.toContain(`Visibility ${status} post`);
      expect(anonymousProducts).not.toContain(`Visibility ${status} product`);
      expect((await api(`/blogs/${posts.get(status)!._id}`)).statusCode).toBe(404);
      expect((await api(`/blogs/${posts.get(status)!.slug}`)).statusCode).toBe(404);
      expect((await api(`/product/${products.get(status)!._id}`)).statusCode).toBe(404);
    }
    // Visitors are not told which staff account wrote or saved an item; staff are.
    const published = posts.get('published')!;
    expect((await api(`/blogs/${published.slug}`)).json().data).toMatchObject({
      createdBy: null,
      updatedBy: null,
    });
    expect((await api(`/blogs/${published.slug}`, { cookie })).json().data.createdBy).toMatchObject({
      name: 'Administrator',
    });
    // Counts are of public products too.
    const counted = (await api('/products?keyword=Visibility')).json();
    expect(counted.filteredProductsCount).toBe(2);

    // A made-up session cookie gets the public (cached) answer.
    const junk = await api('/blogs', { cookie: 'vyoma_sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(titles(junk)).toEqual(anonymousPosts);
    expect(junk.headers['x-cache']).toBe('hit');

    const staff = await api('/blogs', { cookie });
    expect(staff.headers['x-cache']).toBeUndefined();
    expect(staff.headers['cache-control']).toBe('private, no-store');
    const byTitle = new Map((staff.json().data as Blog[]).map((b) => [b.title, b.status]));
    for (const status of STATUSES) expect(byTitle.get(`Visibility ${status} post`)).toBe(status);
    const staffProducts = (await api('/products?keyword=Visibility', { cookie })).json()
      .products as Product[];
    expect(staffProducts.map((p) => p.status).sort()).toEqual([...STATUSES, 'published'].sort());
    expect((await api(`/product/${products.get('draft')!.slug}`, { cookie })).json().product.status).toBe(
      'draft',
    );
    // … and the staff answer was not stored for visitors.
    expect(titles(await api('/blogs'))).toEqual(anonymousPosts);
  });

  it('menus, service pages, the product grid, the sitemap and the feeds show published items only', async () => {
    const home = (await page('/contactUs')).body;
    const service = (await page('/digitalMarketingServices')).body;
    const grid = (await page('/products?keyword=Visibility')).body;
    const sitemap = await readSitemap(t.app);
    const rss = (await page('/rss.xml')).body;
    const jsonFeed = (await page('/feed.json')).body;
    expect(home).toContain('Visibility published post');
    expect(service).toContain('Visibility published post');
    expect(grid).toContain('Visibility published product');
    expect(sitemap).toContain(`/blog/${posts.get('published')!.slug}</loc>`);
    expect(sitemap).toContain(`/product/${products.get('published')!.slug}</loc>`);
    for (const feed of [rss, jsonFeed]) {
      expect(feed).toContain(`/blog/${posts.get('published')!.slug}`);
      expect(feed).toContain('Visibility published post');
    }
    for (const status of hidden) {
      expect(home).not.toContain(`Visibility ${status} post`);
      expect(service).not.toContain(`Visibility ${status} post`);
      expect(grid).not.toContain(`Visibility ${status} product`);
      expect(sitemap).not.toContain(posts.get(status)!.slug);
      expect(sitemap).not.toContain(products.get(status)!.slug);
      for (const feed of [rss, jsonFeed]) {
        expect(feed).not.toContain(`Visibility ${status} post`);
        expect(feed).not.toContain(posts.get(status)!._id);
      }
    }
    // Links use the slug URL.
    expect(home).toContain(`href="/blog/${posts.get('published')!.slug}"`);
    expect(grid).toContain(`href="/product/${products.get('published')!.slug}"`);
  });

  it('old addresses answer 301 to the current slug URL, straight, keeping the query', async () => {
    const post = posts.get('published')!;
    const moved = await page(`/blog/${post._id}?utm_source=x`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/blog/${post.slug}?utm_source=x`);
    const product = products.get('published')!;
    expect((await page(`/product/${product._id}`)).headers.location).toBe(`/product/${product.slug}`);

    // Two renames: the first slug goes straight to the last one (no chain).
    const rename = async (slug: string) => {
      const body = await multipart([
        ['title', post.title],
        ['heading', 'Heading'],
        ['description', 'Summary'],
        ['author', 'Priya'],
        ['category', 'digitalMarketing'],
        ['content[0][heading]', 'One'],
        ['content[0][description]', 'Text'],
        ['slug', slug],
      ]);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/blogs/${post._id}`,
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await rename('visibility-renamed');
    await rename('visibility-renamed-again');
    for (const old of [post.slug, 'visibility-renamed', post._id]) {
      const res = await page(`/blog/${old}`);
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location).toBe('/blog/visibility-renamed-again');
    }
    expect((await page('/blog/visibility-renamed-again')).statusCode).toBe(200);
    expect((await page('/blog/never-was-a-post')).statusCode).toBe(404);
  });

  it('the page cache forgets a post once it is unpublished', async () => {
    const post = posts.get('published')!;
    const url = `/product/${products.get('published')!.slug}`;
    // Rendered afresh (earlier saves made the cached copy stale; one render starts per turn of the
    // event loop, render-limit.ts, so each try waits for the next turn), then answered from the cache.
    let cached = false;
    for (let i = 0; i < 10 && !cached; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      cached = res.headers['x-cache'] === 'hit';
    }
    expect(cached).toBe(true);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${products.get('published')!._id}`,
      headers: { cookie },
      payload: {
        name: 'Visibility published product',
        price: 10,
        stock: 3,
        description: 'x',
        status: 'draft',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(url)).statusCode).toBe(404);
    expect((await api('/products?keyword=Visibility')).json().products).toHaveLength(1);
    expect(post.status).toBe('published');
  });
});
