/** Videos must parse as MP4 or WebM with a video track; a file that only starts like one is refused. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginAsAdmin,
  mp4,
  multipart,
  png,
  type TestApp,
  uploadedFiles,
  webm,
} from '../support/app.ts';

const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const ftypThenHtml = () => Buffer.concat([mp4().subarray(0, 32), html]);
const ebmlThenHtml = () => Buffer.concat([webm().subarray(0, 40), html]);

describe('video uploads', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const createBlog = async (icon: Buffer, filename: string) => {
    const body = await multipart([
      ['title', 'Video'],
      ['heading', 'H'],
      ['description', 'D'],
      ['author', 'A'],
      ['category', 'others'],
      ['iconImage', { filename, data: icon }],
      ['content[0][heading]', 'H'],
      ['content[0][description]', 'D'],
      ['content[0][image]', { filename: 'a.png', data: await png() }],
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/blogs',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };

  it.each([
    ['an ftyp box followed by HTML', ftypThenHtml, 'v.mp4', 'Icon is not a playable MP4 video'],
    ['an EBML header followed by HTML', ebmlThenHtml, 'v.webm', 'Icon is not a playable WebM video'],
  ])('refuses %s with a 400 and stores nothing', async (_label, make, filename, message) => {
    const res = await createBlog(make(), filename);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(uploadedFiles(t.config)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/blogs' })).json().data).toEqual([]);
  });

  it.each([
    ['MP4', mp4, 'v.mp4'],
    ['WebM', webm, 'v.webm'],
  ])('stores a real %s with HTML appended as the video alone', async (_kind, make, filename) => {
    const res = await createBlog(Buffer.concat([make(), html]), filename);
    expect(res.statusCode).toBe(201);
    const icon: string = res.json().data.iconImage;
    const served = await t.app.inject({ method: 'GET', url: icon });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(make())).toBe(true);
    expect(readFileSync(path.join(t.config.dataDir, icon)).equals(make())).toBe(true);
  });

  it('accepts real MP4 and WebM files', async () => {
    expect((await createBlog(mp4(), 'v.mp4')).statusCode).toBe(201);
    expect((await createBlog(webm(), 'v.webm')).statusCode).toBe(201);
  });
});
