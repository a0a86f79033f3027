import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin, multipart, png, type TestApp } from '../support/app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('categories', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories',
      headers: { cookie },
      payload: payload as object,
    });

  it('creates, lists, reads, updates and deletes a category', async () => {
    const res = await create({ name: ' Software ', description: 'Licences' });
    expect(res.statusCode).toBe(201);
    const { success, category } = res.json();
    expect(success).toBe(true);
    expect(category).toMatchObject({ name: 'Software', description: 'Licences', productCount: 0 });

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/categories', headers: { cookie } });
    expect(list.json()).toEqual({ success: true, categories: [category] });

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/categories/${category._id}`,
      headers: { cookie },
    });
    expect(one.json()).toEqual({ success: true, category });

    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/categories/${category._id}`,
      headers: { cookie },
      payload: { name: 'Software 2', description: 'New' },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().category).toMatchObject({ _id: category._id, name: 'Software 2', description: 'New' });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/categories/${category._id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ success: true, message: expect.any(String) });
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/categories/${category._id}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Category not found' });
  });

  it('validates name and description', async () => {
    const res = await create({ name: '', description: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Name is required', errors: { name: 'Name is required' } });
    const both = await create({});
    expect(both.json().errors).toEqual({ name: 'Name is required', description: 'Description is required' });
    const wrongType = await create({ name: ['a'], description: 5 });
    expect(wrongType.statusCode).toBe(400);
    const notObject = await create([1, 2]);
    expect(notObject.statusCode).toBe(400);
    const huge = await create({ name: 'x'.repeat(5000), description: 'y' });
    expect(huge.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/categories', headers: { cookie } });
    expect(list.json().categories).toEqual([]);
  });

  it('refuses a duplicate name, case-insensitively, with 409', async () => {
    expect((await create({ name: 'Hardware', description: 'a' })).statusCode).toBe(201);
    const dup = await create({ name: 'HARDWARE', description: 'b' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already exists/);
    const other = (await create({ name: 'Other', description: 'c' })).json().category;
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/categories/${other._id}`,
      headers: { cookie },
      payload: { name: 'hardware', description: 'c' },
    });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses to delete a category used by products', async () => {
    const cat = (await create({ name: 'Used', description: 'u' })).json().category;
    const body = await multipart([
      ['name', 'P'],
      ['description', 'd'],
      ['price', '1'],
      ['ratings', '1'],
      ['category', cat._id],
      ['stock', '1'],
      ['images', { filename: 'a.png', data: await png() }],
    ]);
    const p = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(p.statusCode).toBe(201);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/categories/${cat._id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({
      message: 'This category is used by 1 product(s). Move or delete them first.',
    });
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/categories/${cat._id}`,
      headers: { cookie },
    });
    expect(still.json().category.productCount).toBe(1);
  });

  it('404 for unknown and malformed ids', async () => {
    for (const id of [MISSING, 'abc']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const r = await t.app.inject({
          method,
          url: `/api/v1/admin/categories/${id}`,
          headers: { cookie },
          ...(method === 'PUT' ? { payload: { name: 'n', description: 'd' } } : {}),
        });
        expect(r.statusCode, `${method} ${id}`).toBe(404);
        expect(r.json()).toEqual({ message: 'Category not found' });
      }
    }
  });

  it('requires an admin for every category endpoint and changes nothing without one', async () => {
    const cat = (await create({ name: 'Guarded', description: 'g' })).json().category;
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/v1/admin/categories' }),
      t.app.inject({ method: 'GET', url: `/api/v1/admin/categories/${cat._id}` }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/categories',
        payload: { name: 'Anon', description: 'x' },
      }),
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/categories/${cat._id}`,
        payload: { name: 'Changed', description: 'x' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/v1/admin/categories/${cat._id}` }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ message: 'Please log in as an administrator.' });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/categories', headers: { cookie } });
    const names = list.json().categories.map((c: { name: string }) => c.name);
    expect(names).toContain('Guarded');
    expect(names).not.toContain('Anon');
    expect(names).not.toContain('Changed');
  });
});
