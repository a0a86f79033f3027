import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSection } from '../../src/modules/second-sections/repository.ts';
import { createTestApp, loginAsAdmin, multipart, png, type TestApp, uploadedFiles } from '../support/app.ts';

describe('second sections', () => {
  let t: TestApp;
  let cookie: string;
  let id: string;
  beforeAll(async () => {
    // This file writes to the database behind the API's back (below), which the public read cache
    // cannot see; the cache itself is tested in public-cache.test.ts.
    t = await createTestApp({ publicCacheSeconds: 0 });
    cookie = await loginAsAdmin(t.app);
    // No endpoint creates sections (the seed does): give it an image through the API below.
    const list0 = await t.app.inject({ method: 'GET', url: '/api/v1/second-sections' });
    expect(list0.json()).toEqual({ success: true, data: [] });
    id = await insertSection(t.app.vyoma.db, {
      title: 'Service Expertise',
      para: 'We build things',
      imgPath: null,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists and reads a section with exact fields', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/second-sections' });
    expect(list.json().data).toHaveLength(1);
    const one = await t.app.inject({ method: 'GET', url: `/api/v1/second-sections/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      success: true,
      data: {
        _id: id,
        title: 'Service Expertise',
        para: 'We build things',
        imgSrc: '',
        imgMedia: null,
        updatedAt: expect.any(String),
      },
    });
  });

  it('updates from multipart with an image, replacing and deleting the old file', async () => {
    const up = async (color: string) => {
      const body = await multipart([
        ['title', 'New title'],
        ['para', 'New para'],
        ['imgSrc', { filename: 'x.png', data: await png(700, 300, color) }],
      ]);
      return t.app.inject({
        method: 'PUT',
        url: `/api/v1/second-sections/${id}`,
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
    };
    const first = await up('#112233');
    expect(first.statusCode).toBe(200);
    const d1 = first.json().data;
    expect(d1).toMatchObject({ _id: id, title: 'New title', para: 'New para' });
    expect(d1.imgSrc).toMatch(/^\/uploads\/.+\.png$/);
    expect(d1.imgMedia).toMatchObject({ width: 700, height: 300, kind: 'image' });
    const second = (await up('#445566')).json().data;
    expect(second.imgSrc).not.toBe(d1.imgSrc);
    // The replaced image stays in the library (docs/decisions/0049).
    expect(uploadedFiles(t.config)).toContain(d1.imgSrc.slice(9));
    expect(uploadedFiles(t.config)).toContain(second.imgSrc.slice(9));
  });

  it('updates from JSON and keeps the image', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/v1/second-sections/${id}` })).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/second-sections/${id}`,
      headers: { cookie },
      payload: { title: 'JSON title', para: 'JSON para' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'JSON title', para: 'JSON para', imgSrc: before.imgSrc });
  });

  it('validates and refuses non-images', async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/second-sections/${id}`,
      headers: { cookie },
      payload: { title: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Paragraph is required');
    const before = uploadedFiles(t.config);
    const body = await multipart([
      ['title', 't'],
      ['para', 'p'],
      ['imgSrc', { filename: 'x.png', data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' }],
    ]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/second-sections/${id}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Image must be a PNG, JPEG, WebP, GIF or AVIF file');
    expect(uploadedFiles(t.config)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/second-sections/${id}` })).json().data.title,
    ).toBe('JSON title');
  });

  it('requires an admin to edit; 404 for unknown ids', async () => {
    const anon = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/second-sections/${id}`,
      payload: { title: 'Hacked', para: 'x' },
    });
    expect(anon.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/second-sections/${id}` })).json().data.title,
    ).not.toBe('Hacked');
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'bad-id']) {
      const r = await t.app.inject({ method: 'GET', url: `/api/v1/second-sections/${bad}` });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: 'Section not found' });
      const p = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/second-sections/${bad}`,
        headers: { cookie },
        payload: { title: 'a', para: 'b' },
      });
      expect(p.statusCode).toBe(404);
    }
  });
});
