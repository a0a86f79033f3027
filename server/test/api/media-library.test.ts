/**
 * The media library (issue 19, docs/decisions/0049): the grid (search, kind, unused, paging, total),
 * upload with alt text, alt text changes, where each file is used (every kind of reference), replace
 * keeping every reference, delete and bulk delete refused while in use, roles, AVIF renditions.
 */
import type { MediaItem } from '@vyoma/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media, secondSections } from '../../src/db/schema.ts';
import { insertSection } from '../../src/modules/second-sections/repository.ts';
import {
  cookieFrom,
  createTestApp,
  loginAsAdmin,
  multipart,
  ORIGIN,
  png,
  type TestApp,
  uploadedFiles,
  webm,
} from '../support/app.ts';

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

  beforeAll(async () => {
    t = await createTestApp({ publicCacheSeconds: 0 });
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
});
