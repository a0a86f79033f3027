import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type FilePart,
  jpeg,
  loginAsAdmin,
  mp4,
  multipart,
  png,
  type TestApp,
  uploadedFiles,
  webm,
  webp,
} from '../support/app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
type Entry = [string, string | FilePart];

describe('blogs', () => {
  let t: TestApp;
  let cookie: string;

  const baseFields = (over: Record<string, string> = {}): Entry[] => [
    ['title', over.title ?? 'SEO basics'],
    ['heading', over.heading ?? 'Rank higher'],
    ['description', over.description ?? 'All about SEO'],
    ['author', over.author ?? 'Priya'],
    ['category', over.category ?? 'digitalMarketing'],
  ];

  const send = async (method: 'POST' | 'PUT', url: string, entries: Entry[], withCookie = true) => {
    const body = await multipart(entries);
    return t.app.inject({
      method,
      url,
      headers: { ...body.headers, ...(withCookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };

  const createBlog = async (extra: Entry[] = []) =>
    send('POST', '/api/v1/blogs', [
      ...baseFields(),
      ['iconImage', { filename: 'icon.webm', data: webm(), type: 'video/webm' }],
      ['content[0][heading]', 'Part one'],
      ['content[0][description]', 'First'],
      ['content[0][image]', { filename: 's0.png', data: await png(1000, 500) }],
      ['content[1][heading]', 'Part two'],
      ['content[1][description]', 'Second'],
      ['content[1][image]', { filename: 's1.webp', data: await webp(40, 40) }],
      ...extra,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a blog with a video icon and section images', async () => {
    const res = await createBlog();
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      title: 'SEO basics',
      heading: 'Rank higher',
      description: 'All about SEO',
      author: 'Priya',
      category: 'digitalMarketing',
    });
    expect(data.iconImage).toMatch(/^\/uploads\/[0-9a-f-]+\.webm$/);
    expect(data.iconMedia).toMatchObject({ kind: 'video', mime: 'video/webm', width: null, variants: [] });
    expect(data.content).toHaveLength(2);
    expect(data.content[0]).toMatchObject({ heading: 'Part one', description: 'First' });
    expect(data.content[0].image).toMatch(/\.png$/);
    expect(data.content[0].media.variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
    expect(data.content[1].image).toMatch(/\.webp$/);
    expect(typeof data.createdAt).toBe('string');
    expect(typeof data.updatedAt).toBe('string');

    const one = await t.app.inject({ method: 'GET', url: `/api/v1/blogs/${data._id}` });
    // The same post for visitors, without the names of the staff who wrote and saved it.
    const forVisitors = { ...data, createdBy: null, updatedBy: null };
    expect(one.json()).toEqual({ success: true, data: forVisitors });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/blogs' });
    expect(list.json().data[0]).toEqual(forVisitors);
    const video = await t.app.inject({ method: 'GET', url: data.iconImage, headers: { range: 'bytes=0-3' } });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/webm');
  });

  it('accepts an existing stored path as a section image', async () => {
    const first = (await createBlog()).json().data;
    const res = await send('POST', '/api/v1/blogs', [
      ...baseFields({ title: 'Reuse', category: 'backOffice' }),
      ['iconImage', { filename: 'i.mp4', data: mp4() }],
      ['content[0][heading]', 'H'],
      ['content[0][description]', 'D'],
      ['content[0][image]', first.content[0].image],
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.content[0].image).toBe(first.content[0].image);
    expect(res.json().data.iconMedia.mime).toBe('video/mp4');
    const filtered = await t.app.inject({ method: 'GET', url: '/api/v1/blogs?category=backOffice' });
    expect(filtered.json().data.map((b: { title: string }) => b.title)).toEqual(['Reuse']);
  });

  it('validates fields, icon type and section images, writing nothing', async () => {
    const before = uploadedFiles(t.config);
    const count = (await t.app.inject({ method: 'GET', url: '/api/v1/blogs' })).json().data.length;
    const section: Entry[] = [
      ['content[0][heading]', 'H'],
      ['content[0][description]', 'D'],
      ['content[0][image]', { filename: 'a.png', data: await png() }],
    ];
    const icon: Entry = ['iconImage', { filename: 'v.webm', data: webm() }];
    const cases: [Entry[], number, string][] = [
      [[...baseFields({ title: '' }), icon, ...section], 400, 'Title is required'],
      [
        [...baseFields({ category: 'news' }), icon, ...section],
        400,
        'Category must be one of backOffice, digitalMarketing, others',
      ],
      [[...baseFields(), ...section], 400, 'Icon video is required'],
      [
        [...baseFields(), ['iconImage', { filename: 'i.png', data: await png() }], ...section],
        400,
        'Icon must be a MP4 or WebM file',
      ],
      [[...baseFields(), icon], 400, 'Add at least one content section'],
      [
        [...baseFields(), icon, ['content[0][heading]', 'H'], ['content[0][description]', 'D']],
        400,
        'Section 1 image is required',
      ],
      [
        [
          ...baseFields(),
          icon,
          ['content[0][heading]', 'H'],
          ['content[0][description]', 'D'],
          ['content[0][image]', '/uploads/nope.png'],
        ],
        400,
        'Section 1 image must be a PNG, JPEG, WebP, GIF or AVIF file from the media library',
      ],
      [
        [
          ...baseFields(),
          icon,
          ['content[0][heading]', 'H'],
          ['content[0][description]', 'D'],
          ['content[0][image]', '../../etc/passwd'],
        ],
        400,
        'Section 1 image must be a PNG, JPEG, WebP, GIF or AVIF file from the media library',
      ],
      [
        [
          ...baseFields(),
          icon,
          ['content[0][heading]', ''],
          ['content[0][description]', 'D'],
          ['content[0][image]', { filename: 'a.png', data: await png() }],
        ],
        400,
        'Section heading is required',
      ],
      [
        [
          ...baseFields(),
          icon,
          ['content[0][heading]', 'H'],
          ['content[0][description]', 'D'],
          ['content[0][image]', { filename: 'a.png', data: Buffer.from('text') }],
        ],
        400,
        'Section 1 image must be a PNG, JPEG, WebP, GIF or AVIF file',
      ],
      [
        [...baseFields(), icon, ...section, ['unexpected', { filename: 'x', data: await png() }]],
        400,
        'Unexpected file field unexpected',
      ],
    ];
    for (const [entries, status, message] of cases) {
      const res = await send('POST', '/api/v1/blogs', entries);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(uploadedFiles(t.config)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/blogs' })).json().data.length).toBe(count);
  });

  it('edits a blog: optional icon (image allowed); replaced files stay for its history, and in the library after it is deleted', async () => {
    const blog = (await createBlog()).json().data;
    const oldIcon = blog.iconImage.slice(9);
    const oldSection0 = blog.content[0].image.slice(9);
    const res = await send('PUT', `/api/v1/blogs/${blog._id}`, [
      ...baseFields({ title: 'Edited', category: 'others' }),
      ['iconImage', { filename: 'i.jpg', data: await jpeg(64, 64) }],
      ['content[0][heading]', 'New one'],
      ['content[0][description]', 'New first'],
      ['content[0][image]', { filename: 'n.png', data: await png(20, 20) }],
      ['content[1][heading]', 'Kept two'],
      ['content[1][description]', 'Kept second'],
    ]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ _id: blog._id, title: 'Edited', category: 'others' });
    expect(data.iconMedia.kind).toBe('image');
    expect(data.content[1].image).toBe(blog.content[1].image);
    expect(data.content[0].image).not.toBe(blog.content[0].image);
    // An earlier revision uses them: restoring it must find its media.
    const files = uploadedFiles(t.config);
    expect(files).toContain(oldIcon);
    expect(files).toContain(oldSection0);
    expect(files).toContain(blog.content[1].image.slice(9));

    const noIcon = await send('PUT', `/api/v1/blogs/${blog._id}`, [
      ...baseFields({ title: 'Edited again' }),
      ['content[0][heading]', 'Only'],
      ['content[0][description]', 'One'],
    ]);
    expect(noIcon.statusCode).toBe(200);
    expect(noIcon.json().data.iconImage).toBe(data.iconImage);
    expect(noIcon.json().data.content).toHaveLength(1);
    expect(uploadedFiles(t.config)).toContain(data.content[1].image.slice(9));

    // Deleting the post deletes its revisions; its files stay in the library, now unused (0049).
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blogs/${blog._id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const after = uploadedFiles(t.config);
    const unused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/media?unused=true&limit=100',
      headers: { cookie },
    });
    const unusedPaths = (unused.json().data as { path: string }[]).map((m) => m.path.slice(9));
    for (const name of [oldIcon, oldSection0, data.content[0].image.slice(9), data.iconImage.slice(9)]) {
      expect(after).toContain(name);
      expect(unusedPaths).toContain(name);
    }
  });

  it('keeps a file that another blog still uses, and in the library once nothing does', async () => {
    const a = (await createBlog()).json().data;
    const shared = a.content[0].image;
    const b = (
      await send('POST', '/api/v1/blogs', [
        ...baseFields({ title: 'B' }),
        ['iconImage', { filename: 'i.webm', data: webm() }],
        ['content[0][heading]', 'H'],
        ['content[0][description]', 'D'],
        ['content[0][image]', shared],
      ])
    ).json().data;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/blogs/${a._id}`, headers: { cookie } });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(uploadedFiles(t.config)).toContain(shared.slice(9));
    expect(uploadedFiles(t.config)).toContain(a.iconImage.slice(9));
    const usedBy = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/v1/admin/media?limit=100', headers: { cookie } })
        ).json().data as { path: string; usedBy: { id: string }[] }[]
      ).find((m) => m.path === shared)!.usedBy;
    expect((await usedBy()).map((u) => u.id)).toContain(b._id);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/blogs/${b._id}`, headers: { cookie } });
    expect(uploadedFiles(t.config)).toContain(shared.slice(9));
    expect(await usedBy()).toEqual([]);
  });

  it('404 for unknown and malformed ids; 400 for an unknown category filter', async () => {
    for (const id of [MISSING, 'nope']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/blogs/${id}` })).json()).toEqual({
        message: 'Blog not found',
      });
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/v1/blogs/${id}`, headers: { cookie } }))
          .statusCode,
      ).toBe(404);
      expect((await send('PUT', `/api/v1/blogs/${id}`, baseFields())).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/blogs?category=zzz' })).statusCode).toBe(400);
  });

  it('refuses anonymous create, edit and delete and changes nothing', async () => {
    const blog = (await createBlog()).json().data;
    const before = uploadedFiles(t.config);
    const create = await send(
      'POST',
      '/api/v1/blogs',
      [...baseFields(), ['iconImage', { filename: 'v', data: webm() }]],
      false,
    );
    const edit = await send('PUT', `/api/v1/blogs/${blog._id}`, baseFields({ title: 'Hacked' }), false);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/blogs/${blog._id}` });
    for (const r of [create, edit, del]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ message: 'Please log in as an administrator.' });
    }
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/blogs/${blog._id}` })).json().data;
    expect(after.title).toBe('SEO basics');
    expect(uploadedFiles(t.config)).toEqual(before);
  });
});
