/**
 * The media library (issue 19, docs/decisions/0049): the grid (search, kind, unused, paging, total),
 * upload with alt text, alt text changes, where each file is used (every kind of reference), replace
 * keeping every reference, delete and bulk delete refused while in use, roles, AVIF renditions.
 */
import { rmSync } from 'node:fs';
import type { MediaItem } from '@vyoma/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media, secondSections } from '../../src/db/schema.ts';
import { insertSection } from '../../src/modules/second-sections/repository.ts';
import {
  cookieFrom,
  createTestApp,
  jpeg,
  loginAsAdmin,
  multipart,
  ORIGIN,
  png,
  requireWebBuild,
  type TestApp,
  uploadedFiles,
  WEB_DIST,
  webm,
  webp,
} from '../support/app.ts';

const SETTINGS = {
  siteName: 'Library Test Co',
  shortName: 'Library',
  tagline: 'Pictures in their place.',
  logo: null,
  phone: '+91 98765 43210',
  email: 'hello@library.example',
  whatsapp: { number: '+91 98765 43210', message: 'Hello' },
  address: {
    lines: ['1 Test Road', 'Indore 452010'],
    street: '1 Test Road',
    locality: 'Indore',
    region: 'Madhya Pradesh',
    postalCode: '452010',
    country: 'IN',
  },
  hours: 'Mon–Sat 10:00–19:00',
  mapUrl: 'https://www.openstreetmap.org/#map=17/22.7/75.9',
  social: { linkedin: '', instagram: '', facebook: '', x: '', youtube: '' },
  shareImage: null,
};

type Entry = [string, string | { filename: string; data: Buffer; type?: string }];
const PASSWORD = 'a long enough passphrase 42';

describe('media library API', () => {
  let t: TestApp;
  let admin: string;
  let author: string;

  const send = async (method: string, url: string, entries: Entry[], cookie = admin) => {
    const body = await multipart(entries);
    return t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };
  const json = (method: string, url: string, payload?: object, cookie = admin) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { cookie, origin: ORIGIN },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const upload = async (
    name: string,
    data: Buffer,
    extra: Entry[] = [],
    cookie = admin,
  ): Promise<MediaItem> => {
    const res = await send(
      'POST',
      '/api/v1/admin/media',
      [['file', { filename: name, data }], ...extra],
      cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const list = async (query = '') => {
    const res = await json('GET', `/api/v1/admin/media${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: MediaItem[]; total: number };
  };
  const item = async (id: string) => (await list('?limit=100')).data.find((m) => m._id === id);
  const page = async (url: string) => {
    // One render starts per turn of the event loop (modules/pages/render-limit.ts): wait for the next.
    await new Promise((resolve) => setImmediate(resolve));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['x-cache'], url).not.toBe('stale');
    return res.body.replace(/&amp;/g, '&');
  };
  let categoryId = '';
  const blogFields = (title: string): Entry[] => [
    ['title', title],
    ['heading', 'A heading'],
    ['description', 'A summary'],
    ['author', 'Priya'],
    ['category', 'others'],
  ];
  const productFields = (name: string): Entry[] => [
    ['name', name],
    ['description', 'A product for the library tests'],
    ['price', '10'],
    ['stock', '1'],
    ['ratings', '4'],
    ['category', categoryId],
  ];

  beforeAll(async () => {
    requireWebBuild();
    t = await createTestApp({ publicCacheSeconds: 0, webDistDir: WEB_DIST });
    admin = await loginAsAdmin(t.app);
    const created = await json('POST', '/api/v1/admin/users', {
      name: 'Asha Author',
      email: 'author@media.test',
      password: PASSWORD,
      role: 'author',
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'author@media.test', password: PASSWORD },
    });
    author = cookieFrom(login);
    const c = await json('POST', '/api/v1/admin/categories', {
      name: 'Library',
      description: 'Library tests',
    });
    categoryId = c.json().category._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uploads into the library with the uploader, the file name and alt text; audited', async () => {
    const m = await upload('Harbour view.png', await png(600, 300, '#224466'), [
      ['alt', 'A calm harbour at dusk'],
    ]);
    expect(m).toMatchObject({
      name: 'Harbour view.png',
      kind: 'image',
      mime: 'image/png',
      width: 600,
      height: 300,
      alt: 'A calm harbour at dusk',
      decorative: false,
      uploadedBy: { name: expect.any(String) },
      usedBy: [],
    });
    expect(m.path).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    expect(m.variants.map((v) => v.width)).toEqual([480]);
    const [entry] = await t.app.vyoma.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ action: 'media.upload', target: `media:${m._id}` });

    const decorative = await upload('line.png', await png(40, 10), [['decorative', 'true']]);
    expect(decorative).toMatchObject({ alt: '', decorative: true });
    const noAlt = await upload('plain.png', await png(40, 10));
    expect(noAlt.alt).toBeNull();
    // A folder in the name is dropped; a file sent with only a folder for a name keeps a generated one.
    expect((await upload('C:\\photos\\pier.png', await png(40, 10))).name).toBe('pier.png');
    const nameless = await upload('photos/', await png(40, 10));
    expect(nameless.name).toMatch(/^[0-9a-f-]+\.png$/);

    // Anything but an image or a video is refused, and nothing is stored.
    const before = uploadedFiles(t.config);
    const bad = await send('POST', '/api/v1/admin/media', [
      ['file', { filename: 'x.txt', data: Buffer.from('hello') }],
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^File must be a/);
    expect(uploadedFiles(t.config)).toEqual(before);
  });

  it('lists newest first with search in name and alt, kind, paging and total', async () => {
    await upload('search-one.png', await png(30, 30), [['alt', 'Zebra crossing in the rain']]);
    await upload('zebra-two.png', await png(30, 30));
    const video = await upload('clip.webm', webm(), [['alt', 'A short loop']]);
    expect(video).toMatchObject({ kind: 'video', mime: 'video/webm' });

    const byWord = await list('?q=zebra');
    expect(byWord.total).toBe(2);
    expect(byWord.data.map((m) => m.name)).toEqual(['zebra-two.png', 'search-one.png']);
    expect((await list('?kind=video')).data.map((m) => m.name)).toEqual(['clip.webm']);
    const all = await list('?limit=100');
    const page2 = await list('?limit=2&page=2');
    expect(page2.total).toBe(all.total);
    expect(page2.data.map((m) => m._id)).toEqual(all.data.slice(2, 4).map((m) => m._id));
    const times = all.data.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Wildcards are words, not patterns.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await json('GET', '/api/v1/admin/media?kind=pdf')).statusCode).toBe(400);
    expect((await json('GET', '/api/v1/admin/media?limit=1000')).statusCode).toBe(400);
  });

  it('changes alt text and the decorative mark; too long alt text is refused and nothing changes', async () => {
    const m = await upload('alt-edit.png', await png(30, 30));
    const ok = await json('PATCH', `/api/v1/admin/media/${m._id}`, { alt: 'Two chairs by a window' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ alt: 'Two chairs by a window', decorative: false });
    const [entry] = await t.app.vyoma.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ action: 'media.update', target: `media:${m._id}` });
    expect(entry!.fields).toContain('alt');

    const long = await json('PATCH', `/api/v1/admin/media/${m._id}`, { alt: 'x'.repeat(251) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Alt text must be at most 250 characters');
    const empty = await json('PATCH', `/api/v1/admin/media/${m._id}`, {});
    expect(empty.statusCode).toBe(400);
    expect((await item(m._id))!.alt).toBe('Two chairs by a window');

    const deco = await json('PATCH', `/api/v1/admin/media/${m._id}`, { decorative: true });
    expect(deco.json().data).toMatchObject({ alt: '', decorative: true });
    const unknown = await json('PATCH', '/api/v1/admin/media/00000000-0000-4000-8000-000000000000', {
      alt: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('an author may upload and write alt text, but not replace or delete', async () => {
    const m = await upload('by-author.png', await png(30, 30), [], author);
    expect(m.uploadedBy?.name).toBe('Asha Author');
    expect((await json('PATCH', `/api/v1/admin/media/${m._id}`, { alt: 'Mine' }, author)).statusCode).toBe(
      200,
    );
    expect((await json('DELETE', `/api/v1/admin/media/${m._id}`, undefined, author)).statusCode).toBe(403);
    expect((await json('POST', '/api/v1/admin/media/bulk-delete', { ids: [m._id] }, author)).statusCode).toBe(
      403,
    );
    const replace = await send(
      'PUT',
      `/api/v1/admin/media/${m._id}/file`,
      [['file', { filename: 'r.png', data: await png(30, 30, '#000000') }]],
      author,
    );
    expect(replace.statusCode).toBe(403);
    expect(await item(m._id)).toMatchObject({ path: m.path });
    // Nobody signed in: 401.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/media' })).statusCode).toBe(401);
  });

  it('deletes an unused file (rows and files), and refuses one in use with where it is used', async () => {
    const m = await upload('to-delete.png', await png(600, 300));
    const files = [m.path, ...m.variants.map((v) => v.path), ...m.avif.map((v) => v.path)].map((p) =>
      p.slice(9),
    );
    for (const f of files) expect(uploadedFiles(t.config)).toContain(f);
    const sectionId = await insertSection(t.app.vyoma.db, {
      title: 'Delete guard',
      para: 'p',
      imgPath: m.path,
    });
    const refused = await json('DELETE', `/api/v1/admin/media/${m._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'to-delete.png is in use. Remove it from the places listed, then delete it.',
      usedBy: [
        {
          type: 'homeSection',
          id: sectionId,
          title: 'Home section: Delete guard',
          href: '/admin/edit-secondSection',
        },
      ],
    });
    for (const f of files) expect(uploadedFiles(t.config)).toContain(f);

    // Once nothing uses it (the section's image cleared), it can go.
    await t.app.vyoma.db
      .update(secondSections)
      .set({ imgPath: null })
      .where(eq(secondSections.id, sectionId));
    const ok = await json('DELETE', `/api/v1/admin/media/${m._id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    for (const f of files) expect(uploadedFiles(t.config)).not.toContain(f);
    expect(await t.app.vyoma.db.select().from(media).where(eq(media.id, m._id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: m.path })).statusCode).toBe(404);
    expect((await json('DELETE', `/api/v1/admin/media/${m._id}`)).statusCode).toBe(404);
  });

  it('bulk delete is all or nothing', async () => {
    const a = await upload('bulk-a.png', await png(30, 30));
    const b = await upload('bulk-b.png', await png(30, 30));
    const used = await upload('bulk-used.png', await png(30, 30));
    const sectionId = await insertSection(t.app.vyoma.db, {
      title: 'Bulk guard',
      para: 'p',
      imgPath: used.path,
    });
    const refused = await json('POST', '/api/v1/admin/media/bulk-delete', { ids: [a._id, used._id, b._id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().usedBy).toEqual([expect.objectContaining({ type: 'homeSection', id: sectionId })]);
    expect(refused.json().message).toContain('bulk-used.png');
    for (const m of [a, b, used]) expect(await item(m._id)).toBeDefined();

    const ok = await json('POST', '/api/v1/admin/media/bulk-delete', { ids: [a._id, b._id] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ deleted: 2, message: '2 files deleted.' });
    expect(await item(a._id)).toBeUndefined();
    expect(await item(b._id)).toBeUndefined();
    const [entry] = await t.app.vyoma.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ action: 'media.bulk-delete' });
    expect((await json('POST', '/api/v1/admin/media/bulk-delete', { ids: [] })).statusCode).toBe(400);
    expect((await json('POST', '/api/v1/admin/media/bulk-delete', { ids: ['nope'] })).statusCode).toBe(400);
  });

  it('lists every place a file is used, and a saved version only when the item no longer uses it', async () => {
    const img = await upload('everywhere.png', await png(600, 300), [['alt', 'A map of the office']]);
    const section2 = await upload('section-two.png', await png(40, 40), [['alt', 'A second picture']]);
    const icon = await upload('icon.webm', webm());
    const blog = await send('POST', '/api/v1/blogs', [
      ...blogFields('Used everywhere'),
      ['iconImage', icon.path],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
      ['content[0][image]', img.path],
      ['content[1][heading]', 'Two'],
      ['content[1][description]', 'Second'],
      ['content[1][image]', section2.path],
      ['seo[image]', img.path],
    ]);
    expect(blog.statusCode, blog.body).toBe(201);
    const blogId = blog.json().data._id;
    const product = await send('POST', '/api/v1/admin/product/new', [
      ...productFields('Library lamp'),
      ['images', img.path],
      ['seo[image]', img.path],
    ]);
    expect(product.statusCode, product.body).toBe(201);
    const productId = product.json().product._id;
    const sectionId = await insertSection(t.app.vyoma.db, { title: 'Usage', para: 'p', imgPath: img.path });
    const saved = await json('PUT', '/api/v1/admin/settings', {
      ...SETTINGS,
      logo: { path: img.path, alt: 'Logo' },
      shareImage: { path: img.path, alt: 'Share' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const usedBy = (await item(img._id))!.usedBy;
    expect(usedBy).toEqual(
      expect.arrayContaining([
        {
          type: 'post',
          id: blogId,
          title: 'Used everywhere: share image',
          href: `/admin/edit-blog/${blogId}`,
        },
        {
          type: 'section',
          id: blogId,
          title: 'Used everywhere — section 1',
          href: `/admin/edit-blog/${blogId}`,
        },
        {
          type: 'product',
          id: productId,
          title: 'Library lamp: image 1',
          href: `/admin/product/${productId}/edit`,
        },
        {
          type: 'product',
          id: productId,
          title: 'Library lamp: share image',
          href: `/admin/product/${productId}/edit`,
        },
        {
          type: 'homeSection',
          id: sectionId,
          title: 'Home section: Usage',
          href: '/admin/edit-secondSection',
        },
        { type: 'settings', id: 'logo', title: 'Site settings: logo', href: '/admin/settings' },
        { type: 'settings', id: 'shareImage', title: 'Site settings: share image', href: '/admin/settings' },
      ]),
    );
    expect(usedBy).toHaveLength(7);
    expect((await item(icon._id))!.usedBy).toEqual([
      { type: 'post', id: blogId, title: 'Used everywhere: icon', href: `/admin/edit-blog/${blogId}` },
    ]);
    expect((await list('?unused=true&limit=100')).data.map((m) => m._id)).not.toContain(img._id);

    // The post drops section 2: only its saved version uses that image now.
    const edited = await send('PUT', `/api/v1/blogs/${blogId}`, [
      ...blogFields('Used everywhere'),
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await item(section2._id))!.usedBy).toEqual([
      {
        type: 'revision',
        id: blogId,
        title: 'Used everywhere: an earlier version',
        href: `/admin/edit-blog/${blogId}/history`,
      },
    ]);
    // Free the image again for the other tests.
    await json('PUT', '/api/v1/admin/settings', SETTINGS);
  });

  it('replace keeps every reference, moves its saved versions, and pages show the new file at once', async () => {
    const old = await upload('replace-me.png', await png(600, 300, '#112233'), [['alt', 'The old picture']]);
    const blog = await send('POST', '/api/v1/blogs', [
      ...blogFields('Replaced picture'),
      ['iconImage', (await upload('i.webm', webm())).path],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
      ['content[0][image]', old.path],
    ]);
    expect(blog.statusCode, blog.body).toBe(201);
    const { _id: blogId, slug } = blog.json().data;
    const product = await send('POST', '/api/v1/admin/product/new', [
      ...productFields('Replaced lamp'),
      ['images', old.path],
    ]);
    const productId = product.json().product._id;
    const before = await page(`/blog/${slug}`);
    expect(before).toContain(old.path);

    // Another kind is refused.
    const video = await send('PUT', `/api/v1/admin/media/${old._id}/file`, [
      ['file', { filename: 'v.webm', data: webm() }],
    ]);
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toBe(
      'Replace an image with an image, so every page that shows it still works',
    );

    const res = await send('PUT', `/api/v1/admin/media/${old._id}/file`, [
      ['file', { filename: 'new picture.png', data: await png(700, 350, '#445566') }],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const now: MediaItem = res.json().data;
    expect(now).toMatchObject({ _id: old._id, name: 'new picture.png', width: 700, alt: 'The old picture' });
    expect(now.path).not.toBe(old.path);
    expect(now.usedBy.map((u) => u.type).sort()).toEqual(['product', 'section']);

    const blogNow = (await json('GET', `/api/v1/blogs/${blogId}`)).json().data;
    expect(blogNow.content[0].image).toBe(now.path);
    const productNow = (await json('GET', `/api/v1/product/${productId}`)).json().product;
    expect(productNow.image).toEqual([now.path]);
    // Old files are gone (rows and files); the page shows the new one on the next request.
    for (const f of [old.path, ...old.variants.map((v) => v.path), ...old.avif.map((v) => v.path)])
      expect(uploadedFiles(t.config)).not.toContain(f.slice(9));
    const after = await page(`/blog/${slug}`);
    expect(after).toContain(now.path);
    expect(after).not.toContain(old.path);
    // A saved version shows it too: restoring the first one keeps the new file.
    const revisions = (await json('GET', `/api/v1/blogs/${blogId}/revisions`)).json().data as {
      _id: string;
    }[];
    const first = revisions.at(-1)!;
    const shown = (await json('GET', `/api/v1/blogs/${blogId}/revisions/${first._id}`)).json().data;
    expect(JSON.stringify(shown)).toContain(now.path);
    expect(JSON.stringify(shown)).toContain(now.variants[0]!.path);
    for (const gone of [old.path, ...old.variants.map((v) => v.path), ...old.avif.map((v) => v.path)])
      expect(JSON.stringify(shown)).not.toContain(gone);
    const [entry] = await t.app.vyoma.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ action: 'media.replace', target: `media:${old._id}` });
  });

  it('forms take library paths in every image field, and refuse a made-up one naming the field', async () => {
    const pic = await upload('form-pic.png', await png(40, 40), [['alt', 'A tidy desk']]);
    const jpg = await upload('form-pic.jpg', await jpeg(40, 40), [['alt', 'A tidy shelf']]);
    const webpFile = await upload('form-pic.webp', await webp(40, 40), [['alt', 'A web picture']]);
    const madeUp = '/uploads/00000000-0000-4000-8000-000000000000.png';

    // Product images: files and library paths mixed, order kept.
    const mixed = await send('POST', '/api/v1/admin/product/new', [
      ...productFields('Mixed images'),
      ['images', jpg.path],
      ['images', { filename: 'new.png', data: await png(30, 30, '#ff0000'), type: 'image/png' }],
      ['images', pic.path],
    ]);
    expect(mixed.statusCode, mixed.body).toBe(201);
    const images = mixed.json().product.image as string[];
    expect(images).toHaveLength(3);
    expect(images[0]).toBe(jpg.path);
    expect(images[2]).toBe(pic.path);
    const productId = mixed.json().product._id;
    const added = await send('PUT', `/api/v1/admin/product/${productId}`, [
      ...productFields('Mixed images'),
      ['images', pic.path],
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().product.image).toEqual([...images, pic.path]);
    // Products take PNG or JPEG only; a path nobody stored is refused.
    for (const [path, message] of [
      [webpFile.path, 'Product image 1 must be a PNG or JPEG file from the media library'],
      [madeUp, 'Product image 1 must be a PNG or JPEG file from the media library'],
    ]) {
      const bad = await send('POST', '/api/v1/admin/product/new', [
        ...productFields('Bad path'),
        ['images', path!],
      ]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message, errors: { images: message } });
    }

    // Blog icon (a library video; on edit an image too) and sections.
    const video = await upload('form-icon.webm', webm());
    const blog = await send('POST', '/api/v1/blogs', [
      ...blogFields('Picked from the library'),
      ['iconImage', video.path],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
      ['content[0][image]', pic.path],
    ]);
    expect(blog.statusCode, blog.body).toBe(201);
    expect(blog.json().data).toMatchObject({ iconImage: video.path, content: [{ image: pic.path }] });
    const blogId = blog.json().data._id;
    const iconImage = await send('PUT', `/api/v1/blogs/${blogId}`, [
      ...blogFields('Picked from the library'),
      ['iconImage', pic.path],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
    ]);
    expect(iconImage.statusCode, iconImage.body).toBe(200);
    expect(iconImage.json().data.iconImage).toBe(pic.path);
    const badIcon = await send('POST', '/api/v1/blogs', [
      ...blogFields('Bad icon'),
      ['iconImage', pic.path],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
      ['content[0][image]', pic.path],
    ]);
    expect(badIcon.statusCode).toBe(400);
    expect(badIcon.json().errors).toEqual({
      iconImage: 'Icon must be a MP4 or WebM file from the media library',
    });
    const badSection = await send('POST', '/api/v1/blogs', [
      ...blogFields('Bad section'),
      ['iconImage', video.path],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
      ['content[0][image]', madeUp],
    ]);
    expect(badSection.statusCode).toBe(400);
    expect(badSection.json().errors).toEqual({
      'content[0][image]':
        'Section 1 image must be a PNG, JPEG, WebP, GIF or AVIF file from the media library',
    });

    // The home section: a library path picks that image; other text keeps the current one.
    const sectionId = await insertSection(t.app.vyoma.db, { title: 'Pick', para: 'p', imgPath: null });
    const picked = await json('PUT', `/api/v1/second-sections/${sectionId}`, {
      title: 'Pick',
      para: 'p',
      imgSrc: pic.path,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.imgSrc).toBe(pic.path);
    const kept = await json('PUT', `/api/v1/second-sections/${sectionId}`, {
      title: 'Pick',
      para: 'p',
      imgSrc: 'https://x.example/a.png',
    });
    expect(kept.json().data.imgSrc).toBe(pic.path);
    const refused = await json('PUT', `/api/v1/second-sections/${sectionId}`, {
      title: 'Pick',
      para: 'p',
      imgSrc: madeUp,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      imgSrc: 'Image must be a PNG, JPEG, WebP, GIF or AVIF file from the media library',
    });
  });

  it('refuses to publish with an image without alt text, naming it; saves once the alt text is written', async () => {
    const bare = await upload('no-alt.png', await png(40, 40));
    const described = await upload('with-alt.png', await png(40, 40), [['alt', 'A bright window']]);
    const count = async () => (await json('GET', '/api/v1/admin/products?limit=100')).json().products?.length;
    const productsBefore = await count();
    const publish = (status: string, extra: Entry[] = []) =>
      send('POST', '/api/v1/admin/product/new', [
        ...productFields('Needs alt text'),
        ['images', described.path],
        ['images', bare.path],
        ['status', status],
        ...extra,
      ]);
    const refused = await publish('published');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Write alt text (or mark as decorative) before publishing: Product image 2.',
      missingAlt: [{ _id: bare._id, path: bare.path, name: 'no-alt.png', label: 'Product image 2' }],
    });
    expect(await count()).toBe(productsBefore);
    // A draft may have it; so may a spec client that sends no status (published, as before).
    expect((await publish('draft')).statusCode).toBe(201);
    const spec = await send('POST', '/api/v1/admin/product/new', [
      ...productFields('Spec client'),
      ['images', bare.path],
    ]);
    expect(spec.statusCode, spec.body).toBe(201);
    expect(spec.json().product.status).toBe('published');

    // A new file in the same save goes to the library and is named too; scheduling is checked alike.
    const withFile = await send('POST', '/api/v1/blogs', [
      ...blogFields('Alt on a post'),
      ['iconImage', (await upload('a.webm', webm())).path],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
      ['content[0][image]', described.path],
      ['content[1][heading]', 'Two'],
      ['content[1][description]', 'Second'],
      ['content[1][image]', { filename: 'fresh.png', data: await png(30, 30, '#00ff00') }],
      ['seo[image]', bare.path],
      ['status', 'scheduled'],
      ['publishAt', new Date(Date.now() + 86_400_000).toISOString()],
    ]);
    expect(withFile.statusCode).toBe(400);
    const missing = withFile.json().missingAlt as { _id: string; label: string }[];
    expect(missing.map((m) => m.label)).toEqual(['Share image', 'Section 2 image']);
    const fresh = await item(missing[1]!._id);
    // Kept under the name it was uploaded with, so staff recognise it in the library.
    expect(fresh).toMatchObject({ name: 'fresh.png', alt: null, usedBy: [] });

    const fixed = await json('PATCH', `/api/v1/admin/media/${bare._id}`, { alt: 'A plain square' });
    expect(fixed.statusCode).toBe(200);
    const ok = await publish('published');
    expect(ok.statusCode, ok.body).toBe(201);
    // The page reads the library's alt text.
    const html = await page(`/product/${ok.json().product.slug}`);
    expect(html).toContain('alt="A bright window"');
  });

  it('pages use the library’s alt text wherever an image shows, and follow a change to it (issue 25)', async () => {
    const door = await upload('door.png', await png(60, 40, '#aa2222'), [['alt', 'A red door']]);
    const pane = await upload('window.png', await png(60, 40, '#2222aa'), [['alt', 'A blue window']]);
    const made = await send('POST', '/api/v1/admin/product/new', [
      ...productFields('Alt Text Everywhere Kit'),
      ['images', door.path],
      ['images', pane.path],
      ['status', 'published'],
    ]);
    expect(made.statusCode, made.body).toBe(201);
    const { slug } = made.json().product;
    const loop = await upload('ledger.webm', webm(), [['alt', 'A ledger filling itself in']]);
    const post = await send('POST', '/api/v1/blogs', [
      ...blogFields('Alt text on a service page').filter(([field]) => field !== 'category'),
      ['category', 'backOffice'],
      ['iconImage', loop.path],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
      ['content[0][image]', door.path],
    ]);
    expect(post.statusCode, post.body).toBe(201);
    const rewrite = await json('PATCH', `/api/v1/admin/media/${door._id}`, { alt: 'A green door at noon' });
    expect(rewrite.statusCode).toBe(200);
    /** What each <img> (its alt) or <video> (its aria-label) that shows `path` says, in order. */
    const altsOf = (html: string, path: string) =>
      [...html.matchAll(/<(?:img|video) [^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => tag.includes(`src="${path}"`))
        .map((tag) => /(?:alt|aria-label)="([^"]*)"/.exec(tag)?.[1]);

    // The product page: the main image says the library's words, then its place in the gallery; the
    // thumbnail buttons are named by their place and the library's words too.
    const product = await page(`/product/${slug}`);
    expect(altsOf(product, door.path)).toEqual([
      'A green door at noon (image 1 of 2)',
      'A green door at noon',
    ]);
    expect(altsOf(product, pane.path)).toEqual(['A blue window']);
    expect(product).toContain('<span class="visually-hidden">Show image 2 of 2:</span>');
    // The catalogue's card.
    expect(altsOf(await page('/products?keyword=Everywhere'), door.path)).toEqual(['A green door at noon']);
    // The post's icon and section image, and the service page that lists the post.
    const article = await page(`/blog/${post.json().data.slug}`);
    expect(altsOf(article, loop.path)).toEqual(['A ledger filling itself in']);
    expect(altsOf(article, door.path)).toEqual(['A green door at noon']);
    expect(altsOf(await page('/backOfficeServices'), loop.path)).toEqual(['A ledger filling itself in']);

    // Marked decorative: alt="" everywhere, with no position read out for it.
    await json('PATCH', `/api/v1/admin/media/${door._id}`, { decorative: true });
    expect(altsOf(await page(`/product/${slug}`), door.path)).toEqual(['', '']);
    expect(altsOf(await page('/products?keyword=Everywhere'), door.path)).toEqual(['']);
  });

  it('publishes a new image in one request when its alt text travels beside the file; without it, still missingAlt', async () => {
    const byName = async (name: string) => (await list(`?q=${encodeURIComponent(name)}`)).data[0];
    const library = await upload('one-request-library.png', await png(40, 40), [['alt', 'From the library']]);
    // A product: the second part is a library path, so the new files are parts 0 and 2.
    const product = await send('POST', '/api/v1/admin/product/new', [
      ...productFields('Published in one request'),
      ['images', { filename: 'one-request-a.png', data: await png(40, 40, '#aa0000') }],
      ['images', library.path],
      ['images', { filename: 'one-request-b.png', data: await png(40, 40, '#00aa00') }],
      ['images[0][alt]', 'A red square'],
      ['images[2][decorative]', 'true'],
      ['status', 'published'],
    ]);
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json().product.status).toBe('published');
    expect(await byName('one-request-a.png')).toMatchObject({ alt: 'A red square', decorative: false });
    expect(await byName('one-request-b.png')).toMatchObject({ alt: '', decorative: true });
    const html = await page(`/product/${product.json().product.slug}`);
    expect(html).toContain('alt="A red square"');

    // Without its alt text the same save is refused as before, naming the image (two-step flow).
    const refused = await send('POST', '/api/v1/admin/product/new', [
      ...productFields('Still needs alt text'),
      ['images', { filename: 'one-request-c.png', data: await png(40, 40, '#0000aa') }],
      ['images[1][alt]', 'Describes no part that is a file'],
      ['status', 'published'],
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().missingAlt.map((m: { label: string }) => m.label)).toEqual(['Product image 1']);

    // A post: a section's new image, and on edit an image icon, each with its alt text.
    const post = await send('POST', '/api/v1/blogs', [
      ...blogFields('Published in one request'),
      ['iconImage', { filename: 'icon.webm', data: webm(), type: 'video/webm' }],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
      ['content[0][image]', { filename: 'one-request-section.png', data: await png(30, 30, '#123456') }],
      ['content[0][image][alt]', 'A dark blue tile'],
      ['status', 'published'],
    ]);
    expect(post.statusCode, post.body).toBe(201);
    expect(await byName('one-request-section.png')).toMatchObject({ alt: 'A dark blue tile' });
    const edit = await send('PUT', `/api/v1/blogs/${post.json().data._id}`, [
      ...blogFields('Published in one request'),
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
      ['iconImage', { filename: 'one-request-icon.png', data: await png(30, 30, '#654321') }],
      ['iconImage[alt]', 'A brown tile'],
      ['status', 'published'],
    ]);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await byName('one-request-icon.png')).toMatchObject({ alt: 'A brown tile' });

    // The home section's image, too.
    const sectionId = await insertSection(t.app.vyoma.db, { title: 'Alt', para: 'p', imgPath: null });
    const section = await send('PUT', `/api/v1/second-sections/${sectionId}`, [
      ['title', 'Alt'],
      ['para', 'p'],
      ['imgSrc', { filename: 'one-request-home.png', data: await png(30, 30, '#777777') }],
      ['imgSrc[alt]', 'A grey tile'],
    ]);
    expect(section.statusCode, section.body).toBe(200);
    expect(await byName('one-request-home.png')).toMatchObject({ alt: 'A grey tile' });

    // Alt text beside a file is checked like the library's: too long is a 400 naming the part.
    const tooLong = await send('POST', '/api/v1/admin/product/new', [
      ...productFields('Too long'),
      ['images', { filename: 'one-request-d.png', data: await png(40, 40) }],
      ['images[0][alt]', 'x'.repeat(251)],
      ['images[0][decorative]', 'maybe'],
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({
      'images[0][alt]': 'Alt text must be at most 250 characters',
      'images[0][decorative]': 'Decorative must be true or false',
    });
    expect(await byName('one-request-d.png')).toBeUndefined();
  });

  it('makes AVIF renditions, serves them as image/avif, and offers them first in the page’s <picture>', async () => {
    const m = await upload('avif.png', await png(1000, 500, '#336699'), [['alt', 'A blue field']]);
    expect(m.avif.map((v) => v.width)).toEqual(m.variants.map((v) => v.width));
    expect(m.avif[0]!.path).toMatch(/-w480\.avif$/);
    const res = await t.app.inject({ method: 'GET', url: m.avif[0]!.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');

    const blog = await send('POST', '/api/v1/blogs', [
      ...blogFields('AVIF on the page'),
      ['iconImage', (await upload('b.webm', webm())).path],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'First'],
      ['content[0][image]', m.path],
    ]);
    const html = await page(`/blog/${blog.json().data.slug}`);
    const picture =
      /<picture>(.*?)<\/picture>/s.exec(html.slice(html.indexOf(m.avif[0]!.path) - 200))?.[1] ?? '';
    expect(picture).toMatch(
      /^<source type="image\/avif" srcSet="[^"]*-w480\.avif 480w, [^"]*-w960\.avif 960w"/i,
    );
    expect(picture).toMatch(/<source type="image\/webp"/);
    expect(picture).toContain(`src="${m.path}"`);
    expect(picture).toContain('alt="A blue field"');
  });

  it('backfills AVIF renditions for images stored before them', async () => {
    const m = await upload('backfill.png', await png(600, 300, '#993366'));
    const db = t.app.vyoma.db;
    // As if stored before AVIF: no renditions yet (and their files gone).
    for (const v of m.avif) rmSync(`${t.config.dataDir}/uploads/${v.path.slice(9)}`);
    await db.update(media).set({ avif: [], avifDone: false }).where(eq(media.id, m._id));
    expect(await t.app.scheduler.runNow('media-avif-backfill')).toBe(true);
    const now = (await item(m._id))!;
    expect(now.avif.map((v) => v.width)).toEqual([480]);
    expect((await t.app.inject({ method: 'GET', url: now.avif[0]!.path })).headers['content-type']).toBe(
      'image/avif',
    );
    const [row] = await db.select().from(media).where(eq(media.id, m._id));
    expect(row!.avifDone).toBe(true);
  });
});
