import { type Blog, type Product, SEO_LIMITS } from '@vyoma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createProductWithImage,
  createTestApp,
  loginAsAdmin,
  multipart,
  png,
  readSitemap,
  requireWebBuild,
  type TestApp,
} from '../support/app.ts';

const WEB_DIST = requireWebBuild();

const SITE = 'http://vyoma.test:8080';

/** The content of <meta name|property="key" content="…"> in a page (React escapes & and quotes). */
function metaOf(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  return tag
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, '&');

describe('seo: overrides, the duplicate-title check, head tags and the sitemap', () => {
  let t: TestApp;
  let cookie: string;
  let post: Blog;
  let product: Product;

  const get = (url: string, staff = false) =>
    t.app.inject({ method: 'GET', url, headers: staff ? { cookie } : {} });

  async function putPost(fields: [string, string][]) {
    const body = await multipart([
      ['title', post.title],
      ['heading', post.heading],
      ['description', post.description],
      ['author', post.author],
      ['category', post.category],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'Text'],
      ...fields,
    ]);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/blogs/${post._id}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  const putProduct = (extra: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${product._id}`,
      headers: { cookie },
      payload: { name: product.name, price: 12.5, stock: 3, description: product.description, ...extra },
    });

  const taken = (query: string, staff = true) => get(`/api/v1/admin/seo/title-taken?${query}`, staff);

  beforeAll(async () => {
    t = await createTestApp({ webDistDir: WEB_DIST, publicUrl: SITE });
    cookie = await loginAsAdmin(t.app);
    post = await createPost(
      t.app,
      cookie,
      { filename: 's.png', data: await png(40, 30), type: 'image/png' },
      {
        title: 'Ledger habits for busy shops',
        description: 'How a small shop keeps its books tidy without losing its evenings.',
        author: 'Asha',
        category: 'backOffice',
        'seo[title]': 'Bookkeeping for shops: five habits',
        'seo[description]': 'Five bookkeeping habits we set up for shop owners.',
      },
    );
    const created = await createProductWithImage(
      t.app,
      cookie,
      { category: 'SEO tests', product: 'Quarterly tax filing' },
      { width: 50, height: 40 },
    );
    product = (await get(`/api/v1/product/${created._id}`, true)).json().product;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the overrides back (with noindex); left out keeps them, blank clears them', async () => {
    expect(post.seo).toEqual({
      title: 'Bookkeeping for shops: five habits',
      description: 'Five bookkeeping habits we set up for shop owners.',
      image: null,
      noindex: false,
    });
    // A visitor reads the same seo object, noindex included.
    expect((await get(`/api/v1/blogs/${post.slug}`)).json().data.seo).toEqual(post.seo);

    const kept = await putPost([['seo[noindex]', 'true']]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.seo).toEqual({ ...post.seo, noindex: true });

    const cleared = await putPost([
      ['seo[title]', '  '],
      ['seo[description]', ''],
      ['seo[noindex]', 'false'],
    ]);
    expect(cleared.json().data.seo).toEqual({ title: null, description: null, image: null, noindex: false });
    const list = (await get('/api/v1/blogs')).json().data as Blog[];
    expect(list.find((b) => b._id === post._id)!.seo.noindex).toBe(false);

    // Back to the overrides for the tests below.
    const again = await putPost([
      ['seo[title]', 'Bookkeeping for shops: five habits'],
      ['seo[description]', 'Five bookkeeping habits we set up for shop owners.'],
    ]);
    post = again.json().data;
  });

  it('refuses an override too long or a share image that is not an uploaded image, saving nothing', async () => {
    const long = await putPost([['seo[title]', 'x'.repeat(SEO_LIMITS.title + 1)]]);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors['seo[title]']).toBe(`SEO title must be at most ${SEO_LIMITS.title} characters`);
    const notImage = await putProduct({ seo: { image: '/uploads/nothing-here.png' } });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors['seo[image]']).toBe('The share image must be an uploaded image');
    // The post's icon is a video: not an image either.
    const video = await putProduct({ seo: { image: post.iconImage } });
    expect(video.statusCode).toBe(400);
    expect((await get(`/api/v1/blogs/${post._id}`, true)).json().data.seo.title).toBe(
      'Bookkeeping for shops: five habits',
    );
    expect((await get(`/api/v1/product/${product._id}`, true)).json().product.seo.image).toBeNull();
  });

  it('says which other items already show a search title (any case, across kinds, not the item itself)', async () => {
    // A post's search title is its SEO title: its own title no longer counts.
    const bySeo = await taken('title=BOOKKEEPING%20for%20shops:%20five%20habits%20&kind=product');
    expect(bySeo.statusCode, bySeo.body).toBe(200);
    expect(bySeo.headers['cache-control']).toBe('no-store');
    expect(bySeo.json().data).toEqual({
      taken: true,
      items: [{ kind: 'post', _id: post._id, title: post.title }],
    });
    expect((await taken(`title=${encodeURIComponent(post.title)}&kind=product`)).json().data.taken).toBe(
      false,
    );
    // The item being edited is not a duplicate of itself.
    const self = await taken(
      `title=${encodeURIComponent('Bookkeeping for shops: five habits')}&kind=post&exclude=${post._id}`,
    );
    expect(self.json().data).toEqual({ taken: false, items: [] });
    // A product without an SEO title shows its name.
    const byName = await taken(`title=quarterly%20tax%20filing&kind=post&exclude=${post._id}`);
    expect(byName.json().data.items).toEqual([{ kind: 'product', _id: product._id, title: product.name }]);

    expect((await taken('kind=post')).statusCode).toBe(400);
    expect((await taken('title=x&kind=widget')).json().message).toMatch(/kind/);
    expect((await taken('title=x&kind=post&exclude=nope')).statusCode).toBe(400);
    expect((await taken('title=x&kind=post', false)).statusCode).toBe(401);
  });

  it('the post page takes title, description and share image from the overrides', async () => {
    const share = product.image[0]!;
    const res = await putPost([['seo[image]', share]]);
    expect(res.statusCode, res.body).toBe(200);
    const page = await get(`/blog/${post.slug}`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    // The SEO title is the whole title: no " | site name" is added.
    expect(titleOf(html)).toBe('Bookkeeping for shops: five habits');
    expect(metaOf(html, 'og:title')).toBe('Bookkeeping for shops: five habits');
    expect(metaOf(html, 'twitter:title')).toBe('Bookkeeping for shops: five habits');
    expect(metaOf(html, 'description')).toBe('Five bookkeeping habits we set up for shop owners.');
    expect(metaOf(html, 'og:description')).toBe('Five bookkeeping habits we set up for shop owners.');
    expect(metaOf(html, 'og:image')).toBe(`${SITE}${share}`);
    expect(metaOf(html, 'twitter:image')).toBe(`${SITE}${share}`);
    expect(metaOf(html, 'robots')).toBe('index, follow');
    expect(await readSitemap(t.app)).toContain(`${SITE}/blog/${post.slug}</loc>`);
  });

  it('noindex: robots meta says noindex and the item leaves the sitemap, but stays listed', async () => {
    expect((await putPost([['seo[noindex]', 'true']])).statusCode).toBe(200);
    expect(
      (await putProduct({ seo: { noindex: true, description: 'Filed on time, every quarter.' } })).statusCode,
    ).toBe(200);
    const postPage = (await get(`/blog/${post.slug}`)).body;
    expect(metaOf(postPage, 'robots')).toMatch(/^noindex\b/);
    const productPage = (await get(`/product/${product.slug}`)).body;
    expect(metaOf(productPage, 'robots')).toMatch(/^noindex\b/);
    expect(metaOf(productPage, 'description')).toBe('Filed on time, every quarter.');
    // Without an SEO title the name is used, with the site name after it.
    expect(titleOf(productPage)).toMatch(/^Quarterly tax filing \| /);

    const sitemap = await readSitemap(t.app);
    expect(sitemap).not.toContain(`/blog/${post.slug}<`);
    expect(sitemap).not.toContain(`/product/${product.slug}<`);
    // Still published: the API lists and the feed keep it.
    expect(((await get('/api/v1/blogs')).json().data as Blog[]).map((b) => b._id)).toContain(post._id);
    expect((await get('/rss.xml')).body).toContain(`/blog/${post.slug}`);

    // Switched back on: in the sitemap again, robots index.
    expect((await putProduct({ seo: { noindex: false } })).statusCode).toBe(200);
    expect(await readSitemap(t.app)).toContain(`/product/${product.slug}</loc>`);
    expect(metaOf((await get(`/product/${product.slug}`)).body, 'robots')).toBe('index, follow');
  });
});
