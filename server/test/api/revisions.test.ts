/**
 * The history of posts and products (issue 18 item 3): the revisions every save wrote, listed newest
 * first and read one by one; a restore saves an old revision again (text and images back, a new
 * revision, nothing deleted, the current slug kept when the old one is another item's now); staff
 * only; 404s; and the daily pruning, with the clock moved forward, keeps each item's 20 newest.
 */
import { API, type Blog, type Product, type Revision } from '@vyoma/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { media, revisionMedia, revisions } from '../../src/db/schema.ts';
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
const MISSING = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 3_600_000;

describe('revisions of posts and products', () => {
  let t: TestApp;
  let cookie: string;

  const send = async (method: 'POST' | 'PUT', url: string, entries: Entry[]) => {
    const body = await multipart(entries);
    return t.app.inject({ method, url, headers: { ...body.headers, cookie }, payload: body.payload });
  };
  const image = async (name: string, color: string): Promise<FilePart> => ({
    filename: `${name}.png`,
    data: await png(40, 30, color),
    type: 'image/png',
  });
  const postFields = (title: string, text: string, sectionImage: string | FilePart, extra: Entry[] = []) =>
    [
      ['title', title],
      ['heading', 'A heading'],
      ['description', 'A summary'],
      ['author', 'Priya'],
      ['category', 'digitalMarketing'],
      ['content[0][heading]', 'Part one'],
      ['content[0][description]', text],
      ['content[0][image]', sectionImage],
      ...extra,
    ] as Entry[];
  const createPost = async (title: string, extra: Entry[] = []): Promise<Blog> => {
    const res = await send('POST', API.blogs, [
      ...postFields(title, 'The first text.', await image('a', '#112233'), extra),
      ['iconImage', { filename: 'icon.webm', data: webm(), type: 'video/webm' }],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const get = (url: string, withCookie = true) =>
    t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });
  const restore = (url: string, withCookie = true) =>
    t.app.inject({ method: 'POST', url, headers: withCookie ? { cookie } : {} });
  const history = async (url: string): Promise<Revision[]> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** The file of an upload answers (it is still stored). */
  const stored = async (path: string) => (await get(path, false)).statusCode === 200;

  beforeAll(async () => {
    t = await createTestApp({ publicCacheSeconds: 0 });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('lists a post’s revisions newest first, reads one, and restores its text and image as a new revision', async () => {
    const post = await createPost('Cloud costs explained');
    const firstImage = post.content[0]!.image;
    const edited = await send('PUT', API.blog(post._id), [
      ...postFields('Cloud costs, explained again', 'A rewritten text.', await image('b', '#445566')),
      ['version', String(post.version)],
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    const secondImage = (edited.json().data as Blog).content[0]!.image;
    expect(secondImage).not.toBe(firstImage);

    const list = await history(API.blogRevisions(post._id));
    expect(list.map((r) => r.version)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      author: { _id: expect.any(String), name: expect.any(String) },
      summary: expect.stringContaining('Changed title'),
    });
    expect(list[0]!.summary).toContain('section 1 text');
    expect(list[1]!.summary).toBe('Created');
    // The first image is no longer the post's, but its revision keeps it stored.
    expect(await stored(firstImage)).toBe(true);

    const old = await get(API.blogRevision(post._id, list[1]!._id));
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().data).toMatchObject({
      _id: post._id,
      title: 'Cloud costs explained',
      content: [{ description: 'The first text.', image: firstImage }],
    });

    const res = await restore(API.blogRevisionRestore(post._id, list[1]!._id));
    expect(res.statusCode, res.body).toBe(200);
    const restored = res.json();
    expect(restored.data).toMatchObject({
      title: 'Cloud costs explained',
      version: 3,
      content: [{ description: 'The first text.', image: firstImage }],
    });
    expect(restored.revision).toMatchObject({
      version: 3,
      summary: expect.stringMatching(/^Restored the version of .+ UTC$/),
    });
    // The public sees the restored post; both images are still stored; no revision was deleted.
    const page = await get(API.blog(post.slug), false);
    expect(page.json().data).toMatchObject({
      title: 'Cloud costs explained',
      content: [{ image: firstImage }],
    });
    expect(await stored(firstImage)).toBe(true);
    expect(await stored(secondImage)).toBe(true);
    const after = await history(API.blogRevisions(post._id));
    expect(after.map((r) => r._id)).toEqual([restored.revision._id, ...list.map((r) => r._id)]);
    // Audited like any save.
    const audit = await get(API.audit({ action: 'blog.restore' }));
    expect(audit.json().data[0]).toMatchObject({ action: 'blog.restore', target: `blog:${post._id}` });
  });

  it('keeps the current URL name when the restored one is another post’s now, and says so', async () => {
    const post = await createPost('Alpha post', [['slug', 'alpha-name']]);
    const renamed = await send('PUT', API.blog(post._id), [
      ...postFields('Alpha post', 'The first text.', post.content[0]!.image, [['slug', 'beta-name']]),
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Another post takes the old name (an old slug gives way to a live one).
    await createPost('Another post', [['slug', 'alpha-name']]);
    const [, first] = await history(API.blogRevisions(post._id));
    const res = await restore(API.blogRevisionRestore(post._id, first!._id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.slug).toBe('beta-name');
    expect(res.json().revision.summary).toContain('kept the URL name “beta-name”');
    expect(res.json().revision.summary).toContain('“alpha-name” is now another item’s');
    // Without the conflict, the old name comes back.
    const again = await send('PUT', API.blog(post._id), [
      ...postFields('Alpha post', 'x', post.content[0]!.image, [['slug', 'gamma-name']]),
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const list = await history(API.blogRevisions(post._id));
    const beta = list.find((r) => r.version === 2)!;
    const back = await restore(API.blogRevisionRestore(post._id, beta._id));
    expect(back.json().data.slug).toBe('beta-name');
  });

  it('restores a product’s fields and images', async () => {
    const product = await createProductWithImage(
      t.app,
      cookie,
      { category: 'History kits', product: 'Original name' },
      { width: 40, height: 40 },
    );
    const firstImage = product.image[0]!;
    const edited = await send('PUT', API.adminProduct(product._id), [
      ['name', 'Changed name'],
      ['description', 'Changed description'],
      ['price', '99'],
      ['stock', '1'],
      ['removeImages', firstImage],
      ['images', await image('c', '#778899')],
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().product as Product).image).not.toContain(firstImage);
    expect(await stored(firstImage)).toBe(true);

    const list = await history(API.productRevisions(product._id));
    expect(list.map((r) => r.version)).toEqual([2, 1]);
    expect(list[0]!.summary).toContain('added an image');
    const old = await get(API.productRevision(product._id, list[1]!._id));
    expect(old.json().data).toMatchObject({ name: 'Original name', image: [firstImage] });

    const res = await restore(API.productRevisionRestore(product._id, list[1]!._id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Original name',
      price: 12.5,
      image: [firstImage],
      version: 3,
    });
    const pub = await get(API.product(product._id), false);
    expect(pub.json().product).toMatchObject({ name: 'Original name', image: [firstImage] });
    expect(await history(API.productRevisions(product._id))).toHaveLength(3);
  });

  it('refuses anonymous callers on every route with 401 and changes nothing', async () => {
    const post = await createPost('Anonymous target');
    const product = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Anon kits', product: 'Anon product' },
      { width: 40, height: 40 },
    );
    const [postRev] = await history(API.blogRevisions(post._id));
    const [productRev] = await history(API.productRevisions(product._id));
    const countAll = async () => (await t.app.vyoma.db.select({ id: revisions.id }).from(revisions)).length;
    const before = await countAll();
    const calls = [
      () => get(API.blogRevisions(post._id), false),
      () => get(API.blogRevision(post._id, postRev!._id), false),
      () => restore(API.blogRevisionRestore(post._id, postRev!._id), false),
      () => get(API.productRevisions(product._id), false),
      () => get(API.productRevision(product._id, productRev!._id), false),
      () => restore(API.productRevisionRestore(product._id, productRev!._id), false),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().data).toBeUndefined();
    }
    expect(await countAll()).toBe(before);
    expect((await get(API.blog(post._id))).json().data.version).toBe(1);
    expect((await get(API.product(product._id))).json().product.version).toBe(1);
  });

  it('answers 404 to an unknown item, an unknown revision and another item’s revision', async () => {
    const a = await createPost('Post A');
    const b = await createPost('Post B');
    const [revA] = await history(API.blogRevisions(a._id));
    const product = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Missing kits', product: 'Some product' },
      { width: 40, height: 40 },
    );
    const [revP] = await history(API.productRevisions(product._id));
    const cases: [() => ReturnType<typeof get>, string][] = [
      [() => get(API.blogRevisions(MISSING)), 'Blog not found'],
      [() => get(API.blogRevisions('not-an-id')), 'Blog not found'],
      [() => get(API.blogRevision(MISSING, revA!._id)), 'Blog not found'],
      [() => get(API.blogRevision(a._id, MISSING)), 'Revision not found'],
      [() => get(API.blogRevision(a._id, 'nope')), 'Revision not found'],
      [() => get(API.blogRevision(b._id, revA!._id)), 'Revision not found'],
      // A product's revision under a post, and a post's under a product.
      [() => get(API.blogRevision(a._id, revP!._id)), 'Revision not found'],
      [() => get(API.productRevision(product._id, revA!._id)), 'Revision not found'],
      [() => get(API.productRevisions(MISSING)), 'Product not found'],
      [() => restore(API.blogRevisionRestore(b._id, revA!._id)), 'Revision not found'],
      [() => restore(API.productRevisionRestore(MISSING, revP!._id)), 'Product not found'],
    ];
    for (const [call, message] of cases) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(message);
    }
    expect((await get(API.blog(b._id))).json().data.version).toBe(1);
  });

  it('prunes revisions past the retention, keeping each item’s 20 newest; images only they used stay in the library', async () => {
    const product = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Pruned kits', product: 'Often saved' },
      { width: 40, height: 40 },
    );
    const firstImage = product.image[0]!;
    const replaced = await send('PUT', API.adminProduct(product._id), [
      ['name', 'Often saved'],
      ['description', 'Saved again'],
      ['price', '10'],
      ['stock', '1'],
      ['removeImages', firstImage],
      ['images', await image('d', '#aa00aa')],
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    for (let i = 3; i <= 25; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: API.adminProduct(product._id),
        headers: { cookie },
        payload: { name: 'Often saved', description: `Save ${i}`, price: 10, stock: i },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const postRevisions = async () =>
      (await t.app.vyoma.db.select({ id: revisions.id }).from(revisions).where(eq(revisions.kind, 'post')))
        .length;
    await createPost('A post saved once');
    const postsBefore = await postRevisions();
    const versions = async () => (await history(API.productRevisions(product._id))).map((r) => r.version);
    expect(await versions()).toHaveLength(25);

    // Within the retention nothing goes, however many there are.
    expect(await t.app.scheduler.runNow('prune-revisions')).toBe(true);
    expect(await versions()).toHaveLength(25);
    expect(await stored(firstImage)).toBe(true);

    // A year and a day later, all are past the retention: the 20 newest stay.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (t.config.revisionRetentionDays + 1) * DAY);
      expect(await t.app.scheduler.runNow('prune-revisions')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(await versions()).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    // The first image was used by revision 1 only: the library keeps it (file and media row), unused.
    expect(await stored(firstImage)).toBe(true);
    const db = t.app.vyoma.db;
    expect(await db.select().from(media).where(eq(media.path, firstImage))).toHaveLength(1);
    expect(await db.select().from(revisionMedia).where(eq(revisionMedia.path, firstImage))).toHaveLength(0);
    // The product and its current image are untouched.
    const now = (await get(API.product(product._id), false)).json().product as Product;
    expect(now.version).toBe(25);
    expect(await stored(now.image[0]!)).toBe(true);
    // Other items (fewer than 20 revisions each) keep theirs.
    expect(await postRevisions()).toBe(postsBefore);
  });
});
