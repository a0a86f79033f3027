/**
 * The content model of posts and products (docs/decisions/0037) through the API: slugs (generated,
 * transliterated, unique, 409 when taken, old slugs kept), reads by id or slug, the document of a
 * section (or plain text from a spec client), refusals naming the section with nothing saved, the
 * version check (409 naming who saved), and one revision with a summary per save.
 */
import type { Blog, Product } from '@vyoma/contract';
import { textToDoc } from '@vyoma/contract/rich-text';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, oldSlugs, revisionMedia, revisions } from '../../src/db/schema.ts';
import { reslugMigratedFallbacks } from '../../src/modules/content/index.ts';
import {
  createProductWithImage,
  createTestApp,
  type FilePart,
  loginAsAdmin,
  multipart,
  png,
  type TestApp,
  webm,
} from '../support/app.ts';

type Entry = [string, string | FilePart];

describe('content model: posts and products', () => {
  let t: TestApp;
  let cookie: string;
  let sectionImage: string;
  let categoryId: string;
  let productImage: string;

  const send = async (method: 'POST' | 'PUT', url: string, entries: Entry[], withCookie = true) => {
    const body = await multipart(entries);
    return t.app.inject({
      method,
      url,
      headers: { ...body.headers, ...(withCookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };
  const postFields = (title: string, extra: Entry[] = [], sections?: Entry[]): Entry[] => [
    ['title', title],
    ['heading', 'A heading'],
    ['description', 'A summary'],
    ['author', 'Priya'],
    ['category', 'digitalMarketing'],
    ...(sections ?? [
      ['content[0][heading]', 'Part one'],
      ['content[0][description]', 'First paragraph.\n\nSecond paragraph,\nwith a break.'],
      ['content[0][image]', sectionImage],
    ]),
    ...extra,
  ];
  const createPost = (title: string, extra: Entry[] = [], sections?: Entry[]) =>
    send('POST', '/api/v1/blogs', [
      ...postFields(title, extra, sections),
      ['iconImage', { filename: 'icon.webm', data: webm(), type: 'video/webm' }],
    ]);
  const get = (url: string, withCookie = false) =>
    t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });
  const count = async (url: string) => (await get(url, true)).json().data.length as number;
  const revisionsOf = (itemId: string) =>
    t.app.vyoma.db.select().from(revisions).where(eq(revisions.itemId, itemId)).orderBy(revisions.version);

  beforeAll(async () => {
    t = await createTestApp({ publicCacheSeconds: 0 });
    cookie = await loginAsAdmin(t.app);
    const first = await send('POST', '/api/v1/blogs', [
      ...postFields(
        'Seed post',
        [],
        [
          ['content[0][heading]', 'One'],
          ['content[0][description]', 'One'],
          ['content[0][image]', { filename: 's.png', data: await png(40, 40) }],
        ],
      ),
      ['iconImage', { filename: 'icon.webm', data: webm(), type: 'video/webm' }],
    ]);
    expect(first.statusCode, first.body).toBe(201);
    sectionImage = first.json().data.content[0].image;
    const product = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Kits', product: 'Seed product' },
      { width: 40, height: 40 },
    );
    productImage = product.image[0]!;
    categoryId = (product as unknown as Product).category!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a spec client (no slug, status, version or body) gets a published post with a slug and paragraphs', async () => {
    const res = await createPost('Invoice Processing: 5 Tips & Tricks!');
    expect(res.statusCode, res.body).toBe(201);
    const blog: Blog = res.json().data;
    expect(blog).toMatchObject({
      slug: 'invoice-processing-5-tips-tricks',
      status: 'published',
      version: 1,
      seo: { title: null, description: null, image: null, noindex: false },
      publishAt: null,
      createdBy: { name: expect.any(String) },
    });
    expect(blog.publishedAt).not.toBeNull();
    const description = 'First paragraph.\n\nSecond paragraph,\nwith a break.';
    expect(blog.content[0]!.description).toBe(description);
    expect(blog.content[0]!.body).toEqual(textToDoc(description));
    // Readable anonymously by id and by slug.
    expect((await get(`/api/v1/blogs/${blog._id}`)).json().data._id).toBe(blog._id);
    expect((await get(`/api/v1/blogs/${blog.slug}`)).json().data._id).toBe(blog._id);
  });

  it('makes slugs unique with -2, -3 and transliterates other scripts', async () => {
    const a = (await createPost('Cloud migration guide')).json().data as Blog;
    const b = (await createPost('Cloud Migration — Guide')).json().data as Blog;
    const c = (await createPost('cloud migration guide')).json().data as Blog;
    expect([a.slug, b.slug, c.slug]).toEqual([
      'cloud-migration-guide',
      'cloud-migration-guide-2',
      'cloud-migration-guide-3',
    ]);
    const hindi = (await createPost('नमस्ते दुनिया')).json().data as Blog;
    expect(hindi.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(hindi.slug).toBe('nmste-duniya');
    const emoji = (await createPost('🎉🎉')).json().data as Blog;
    expect(emoji.slug).toMatch(/^post(-\d+)?$/);
  });

  it('at start, a post the migration could only call post-<id> gets its transliterated slug', async () => {
    const post = (await createPost('नमस्ते')).json().data as Blog;
    const fallback = `post-${post._id.slice(0, 8)}`;
    const db = t.app.vyoma.db;
    await db.update(blogs).set({ slug: fallback }).where(eq(blogs.id, post._id));
    await db.delete(oldSlugs).where(eq(oldSlugs.itemId, post._id));
    expect(await reslugMigratedFallbacks(db)).toBe(1);
    expect((await get(`/api/v1/blogs/${post._id}`)).json().data.slug).toBe('nmste');
    const old = await db.select().from(oldSlugs).where(eq(oldSlugs.itemId, post._id));
    expect(old.map((r) => r.slug)).toEqual([fallback]);
    expect(await reslugMigratedFallbacks(db)).toBe(0);
  });

  it('refuses a slug another item uses (409) and an invalid one (400), saving nothing', async () => {
    const before = await count('/api/v1/blogs');
    const taken = await createPost('Another', [['slug', 'cloud-migration-guide']]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('cloud-migration-guide');
    const bad = await createPost('Another', [['slug', 'Not A Slug']]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.slug).toMatch(/^URL name: /);
    expect(await count('/api/v1/blogs')).toBe(before);
  });

  it('an edited slug keeps the old one pointing at the item; another item may take it over', async () => {
    const post = (await createPost('Payroll outsourcing')).json().data as Blog;
    const edited = await send('PUT', `/api/v1/blogs/${post._id}`, [
      ...postFields('Payroll outsourcing', [['slug', 'payroll-services']]),
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.slug).toBe('payroll-services');
    const db = t.app.vyoma.db;
    const old = await db.select().from(oldSlugs).where(eq(oldSlugs.slug, 'payroll-outsourcing'));
    expect(old).toMatchObject([{ kind: 'post', itemId: post._id }]);
    // The old slug is not the item's address any more, so the API does not find it by it.
    expect((await get('/api/v1/blogs/payroll-outsourcing')).statusCode).toBe(404);
    // A generated slug never takes an old one …
    const next = (await createPost('Payroll outsourcing')).json().data as Blog;
    expect(next.slug).toBe('payroll-outsourcing-2');
    // … a chosen one does, and the old slug row goes (the live slug wins).
    const taken = await send('PUT', `/api/v1/blogs/${next._id}`, [
      ...postFields('Payroll outsourcing', [['slug', 'payroll-outsourcing']]),
    ]);
    expect(taken.statusCode).toBe(200);
    const rows = await db
      .select()
      .from(oldSlugs)
      .where(and(eq(oldSlugs.kind, 'post'), eq(oldSlugs.slug, 'payroll-outsourcing')));
    expect(rows).toEqual([]);
  });

  it('takes a section document (JSON text in a form) and refuses a bad one naming the section, saving nothing', async () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Why' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'Fast', marks: [{ type: 'bold' }] }] },
              ],
            },
          ],
        },
      ],
    };
    const sections = (body: string): Entry[] => [
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'Plain'],
      ['content[0][image]', sectionImage],
      ['content[1][heading]', 'Two'],
      ['content[1][body]', body],
      ['content[1][image]', sectionImage],
    ];
    const ok = await createPost('Rich post', [], sections(JSON.stringify(doc)));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.content[1]).toMatchObject({ body: doc, description: 'Why\n\n- Fast' });

    const before = await count('/api/v1/blogs');
    const script = { type: 'doc', content: [{ type: 'script', content: [] }] };
    const link = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
      ],
    };
    for (const [body, expected] of [
      [JSON.stringify(script), /^Section 2 text: "script" is not allowed/],
      [JSON.stringify(link), /^Section 2 text: A link must start with https:/],
      ['{not json', /^Section 2 text: must be a rich-text document/],
    ] as const) {
      const res = await createPost('Refused post', [], sections(body));
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message).toMatch(expected);
      expect(res.json().errors['content[1][body]']).toMatch(expected);
    }
    expect(await count('/api/v1/blogs')).toBe(before);
  });

  it('takes a section document as large as the limits allow in a form field', async () => {
    const runs = Array.from({ length: 1_900 }, (_, i) =>
      i % 2 === 0
        ? { type: 'text', text: 'bold ', marks: [{ type: 'bold' }] }
        : { type: 'text', text: 'plain ' },
    );
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: runs }] };
    expect(JSON.stringify(doc).length).toBeGreaterThan(64 * 1024);
    const res = await createPost(
      'Long read',
      [],
      [
        ['content[0][heading]', 'Long'],
        ['content[0][body]', JSON.stringify(doc)],
        ['content[0][image]', sectionImage],
      ],
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
    expect(res.json().data.content[0].body.content[0].content).toHaveLength(1_900);
  });

  it('a stale version answers 409 naming who saved, and changes nothing; without version no check', async () => {
    const post = (await createPost('Versioned')).json().data as Blog;
    const first = await send('PUT', `/api/v1/blogs/${post._id}`, [
      ...postFields('Versioned, edited', [['version', '1']]),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.version).toBe(2);
    const stale = await send('PUT', `/api/v1/blogs/${post._id}`, [
      ...postFields('Versioned, lost edit', [['version', '1']]),
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Administrator saved this post at .+ UTC/);
    expect(stale.json().current).toMatchObject({ version: 2, updatedBy: { name: 'Administrator' } });
    expect((await get(`/api/v1/blogs/${post._id}`)).json().data.title).toBe('Versioned, edited');
    const spec = await send('PUT', `/api/v1/blogs/${post._id}`, [...postFields('Versioned, spec client')]);
    expect(spec.statusCode).toBe(200);
    expect(spec.json().data.version).toBe(3);

    const product = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${await productId()}`,
      headers: { cookie },
      payload: { name: 'Seed product', price: 1, stock: 1, description: 'd', version: 99 },
    });
    expect(product.statusCode).toBe(409);
    expect(product.json().current.version).toBe(1);
  });

  const productId = async () => ((await get('/api/v1/product/seed-product')).json().product as Product)._id;

  it('writes one revision per save with a summary, keeping its media', async () => {
    const post = (await createPost('History')).json().data as Blog;
    await send('PUT', `/api/v1/blogs/${post._id}`, [
      ...postFields(
        'History, renamed',
        [],
        [
          ['content[0][heading]', 'Part one'],
          ['content[0][description]', 'Changed text.'],
          ['content[0][image]', sectionImage],
          ['content[1][heading]', 'Added'],
          ['content[1][description]', 'New section'],
          ['content[1][image]', { filename: 'n.png', data: await png(30, 30) }],
        ],
      ),
    ]);
    const rows = await revisionsOf(post._id);
    expect(rows.map((r) => [r.version, r.summary])).toEqual([
      [1, 'Created'],
      [2, 'Changed title, section 1 text, number of sections; added an image'],
    ]);
    expect((rows[1]!.data as Blog).title).toBe('History, renamed');
    expect(rows[1]!.authorName).toBe('Administrator');
    const media = await t.app.vyoma.db
      .select()
      .from(revisionMedia)
      .where(eq(revisionMedia.revisionId, rows[1]!.id));
    expect(media.map((m) => m.path)).toContain(sectionImage);

    const id = await productId();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${id}`,
      headers: { cookie },
      payload: { name: 'Seed product', price: 2, stock: 1, description: 'd', seo: { title: 'Buy it' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.seo).toEqual({
      title: 'Buy it',
      description: null,
      image: null,
      noindex: false,
    });
    expect((await revisionsOf(id)).at(-1)!.summary).toBe('Changed description, price, stock, SEO');
  });

  it('product: slug, seo[image] an uploaded image, status; deleting takes its history along', async () => {
    const body = await multipart([
      ['name', 'Website Care Plan'],
      ['description', 'Monthly care'],
      ['price', '10'],
      ['ratings', '4'],
      ['stock', '3'],
      ['category', categoryId],
      ['status', 'draft'],
      ['seo[image]', '/uploads/not-there.png'],
      ['images', { filename: 'a.png', data: await png(30, 30), type: 'image/png' }],
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['seo[image]']).toBe('The share image must be an uploaded image');

    const ok = await multipart([
      ['name', 'Website Care Plan'],
      ['description', 'Monthly care'],
      ['price', '10'],
      ['ratings', '4'],
      ['stock', '3'],
      ['category', categoryId],
      ['status', 'draft'],
      ['seo[image]', productImage],
      ['seo[noindex]', 'true'],
      ['images', { filename: 'a.png', data: await png(30, 30), type: 'image/png' }],
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { ...ok.headers, cookie },
      payload: ok.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const product: Product = created.json().product;
    expect(product).toMatchObject({
      slug: 'website-care-plan',
      status: 'draft',
      publishedAt: null,
      seo: { image: productImage, noindex: true },
    });
    // A draft: not public, by id or slug; staff see it.
    expect((await get(`/api/v1/product/${product.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/product/${product._id}`, true)).json().product.status).toBe('draft');

    const scheduledInPast = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${product._id}`,
      headers: { cookie },
      payload: {
        name: 'Website Care Plan',
        price: 10,
        stock: 3,
        description: 'Monthly care',
        status: 'scheduled',
        publishAt: '2020-01-01T00:00:00Z',
      },
    });
    expect(scheduledInPast.statusCode).toBe(400);
    expect(scheduledInPast.json().message).toBe('The publishing time must be in the future');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/product/${product._id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(await revisionsOf(product._id)).toEqual([]);
  });
});
