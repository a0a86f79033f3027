import { RESULT_PER_PAGE } from '@vyoma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  jpeg,
  loginAsAdmin,
  multipart,
  png,
  type TestApp,
  uploadedFiles,
} from '../support/app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('products', () => {
  let t: TestApp;
  let cookie: string;
  let categoryId: string;

  const createProduct = async (fields: Partial<Record<string, string>> = {}, images?: Buffer[]) => {
    const imgs = images ?? [await png(1200, 800)];
    const body = await multipart([
      ['name', fields.name ?? 'Widget'],
      ['description', fields.description ?? 'A very good widget'],
      ['price', fields.price ?? '1999.5'],
      ['ratings', fields.ratings ?? '4.5'],
      ['category', fields.category ?? categoryId],
      ['stock', fields.stock ?? '7'],
      ...imgs.map(
        (data, i) => ['images', { filename: `p${i}.png`, data, type: 'image/png' }] as [string, never],
      ),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
    const c = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories',
      headers: { cookie },
      payload: { name: 'Gadgets', description: 'Things' },
    });
    categoryId = c.json().category._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a product from multipart with images, variants and exact fields', async () => {
    const res = await createProduct();
    expect(res.statusCode).toBe(201);
    const { success, product } = res.json();
    expect(success).toBe(true);
    expect(product).toMatchObject({
      name: 'Widget',
      description: 'A very good widget',
      price: 1999.5,
      ratings: 4.5,
      category: categoryId,
      categoryName: 'Gadgets',
      stock: 7,
    });
    expect(product._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(product.image).toHaveLength(1);
    expect(product.image[0]).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    expect(product.media[0]).toMatchObject({
      path: product.image[0],
      kind: 'image',
      mime: 'image/png',
      width: 1200,
      height: 800,
    });
    expect(product.media[0].variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
    const file = await t.app.inject({ method: 'GET', url: product.image[0] });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const variant = await t.app.inject({ method: 'GET', url: product.media[0].variants[0].path });
    expect(variant.headers['content-type']).toBe('image/webp');

    const one = await t.app.inject({ method: 'GET', url: `/api/v1/product/${product._id}` });
    expect(one.statusCode).toBe(200);
    // The same product for visitors, without the names of the staff who created and saved it.
    expect(one.json()).toEqual({ success: true, product: { ...product, createdBy: null, updatedBy: null } });
  });

  it('judges uploads by their bytes, not their name or claimed type', async () => {
    const realJpeg = await jpeg(40, 30);
    const body = await multipart([
      ['name', 'Named wrong'],
      ['description', 'd'],
      ['price', '1'],
      ['ratings', '1'],
      ['category', categoryId],
      ['stock', '1'],
      ['images', { filename: 'photo.png', data: realJpeg, type: 'image/gif' }],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().product.image[0]).toMatch(/\.jpg$/);
    expect(res.json().product.media[0].mime).toBe('image/jpeg');
  });

  it('refuses a text file claiming to be a PNG and leaves no file or row', async () => {
    const before = uploadedFiles(t.config);
    const list0 = (await t.app.inject({ method: 'GET', url: '/api/v1/products' })).json();
    const body = await multipart([
      ['name', 'Fake'],
      ['description', 'd'],
      ['price', '1'],
      ['ratings', '1'],
      ['category', categoryId],
      ['stock', '1'],
      ['images', { filename: 'ok.png', data: await png(), type: 'image/png' }],
      ['images', { filename: 'evil.png', data: Buffer.from('hello, I am text'), type: 'image/png' }],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Product image 2 must be a PNG or JPEG file');
    expect(uploadedFiles(t.config)).toEqual(before);
    const list1 = (await t.app.inject({ method: 'GET', url: '/api/v1/products' })).json();
    expect(list1.productsCount).toBe(list0.productsCount);
  });

  it('refuses a corrupt PNG', async () => {
    const truncated = (await png(64, 64)).subarray(0, 40);
    const res = await createProduct({}, [truncated]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Product image 1 is not a valid image');
  });

  it('validates fields with readable messages and stores nothing', async () => {
    const before = uploadedFiles(t.config);
    const noName = await createProduct({ name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      message: 'Name is required',
      errors: { name: 'Name is required' },
    });
    const badPrice = await createProduct({ price: 'abc' });
    expect(badPrice.json().message).toBe('Price must be a number');
    const badRating = await createProduct({ ratings: '9' });
    expect(badRating.json().message).toBe('Ratings must be at most 5');
    const badCategory = await createProduct({ category: MISSING });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().errors.category).toBeDefined();
    const noImages = await createProduct({}, []);
    expect(noImages.statusCode).toBe(400);
    expect(noImages.json().errors.images).toBeDefined();
    expect(uploadedFiles(t.config)).toEqual(before);
  });

  it('refuses an oversized image with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await createProduct({}, [big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/^File too large: /);
  });

  it('refuses a JSON body on the multipart create', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { cookie },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('updates with the spec JSON body and keeps images', async () => {
    const created = (await createProduct({ name: 'Old name' })).json().product;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${created._id}`,
      headers: { cookie },
      payload: { name: 'New name', price: 10, stock: 3, description: 'New description' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({
      name: 'New name',
      price: 10,
      stock: 3,
      description: 'New description',
      ratings: 4.5,
      image: created.image,
    });
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${created._id}`,
      headers: { cookie },
      payload: { name: 'X', price: 'lots', stock: 3, description: 'd' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Price must be a number');
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/product/${created._id}` })).json()
      .product;
    expect(after.name).toBe('New name');
  });

  it('multipart update adds and removes images; a removed file stays for the history until the product goes', async () => {
    const created = (await createProduct({ name: 'Imgs' }, [await png(100, 100)])).json().product;
    const oldPath: string = created.image[0];
    const body = await multipart([
      ['name', 'Imgs'],
      ['description', 'd'],
      ['price', '5'],
      ['stock', '1'],
      ['removeImages', oldPath],
      ['images', { filename: 'n.jpg', data: await jpeg(50, 50), type: 'image/jpeg' }],
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${created._id}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().product;
    expect(p.image).toHaveLength(1);
    expect(p.image[0]).not.toBe(oldPath);
    // The first revision still shows it: restoring that version must find its image.
    expect(uploadedFiles(t.config)).toContain(oldPath.slice('/uploads/'.length));

    const removeAll = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${created._id}`,
      headers: { cookie },
      payload: { name: 'Imgs', description: 'd', price: 5, stock: 1, removeImages: p.image },
    });
    expect(removeAll.statusCode).toBe(400);
    expect(removeAll.json().message).toBe('At least one image must remain');

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/product/${created._id}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(200);
    // The library keeps it (docs/decisions/0049): still served, until staff delete it there.
    expect(uploadedFiles(t.config)).toContain(oldPath.slice('/uploads/'.length));
    expect((await t.app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(200);
  });

  it('deletes a product and keeps its files in the library', async () => {
    const created = (await createProduct({ name: 'Doomed' }, [await png(600, 400)])).json().product;
    const names = [created.image[0], ...created.media[0].variants.map((v: { path: string }) => v.path)].map(
      (p: string) => p.slice(9),
    );
    for (const n of names) expect(uploadedFiles(t.config)).toContain(n);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/product/${created._id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
    for (const n of names) expect(uploadedFiles(t.config)).toContain(n);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/product/${created._id}` })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [MISSING, 'not-a-uuid', "1' or '1'='1"]) {
      const get = await t.app.inject({ method: 'GET', url: `/api/v1/product/${encodeURIComponent(id)}` });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ message: 'Product not found' });
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/product/${encodeURIComponent(id)}`,
        headers: { cookie },
        payload: { name: 'a', price: 1, stock: 1, description: 'd' },
      });
      expect(put.statusCode).toBe(404);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/product/${encodeURIComponent(id)}`,
        headers: { cookie },
      });
      expect(del.statusCode).toBe(404);
    }
  });

  it('refuses anonymous mutations and changes nothing', async () => {
    const created = (await createProduct({ name: 'Guarded' })).json().product;
    const body = await multipart([['name', 'x']]);
    const attempts = [
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/product/new',
        headers: body.headers,
        payload: body.payload,
      }),
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/product/${created._id}`,
        payload: { name: 'Hacked', price: 1, stock: 1, description: 'd' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/v1/admin/product/${created._id}` }),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ message: 'Please log in as an administrator.' });
    }
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/product/${created._id}` })).json()
      .product;
    expect(after.name).toBe('Guarded');
  });
});

describe('product list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const cookie = await loginAsAdmin(t.app);
    const image = await png(8, 8);
    const mk = async (name: string, description: string, price: number, ratings: number) => {
      const body = await multipart([
        ['name', name],
        ['description', description],
        ['price', String(price)],
        ['ratings', String(ratings)],
        ['category', 'Cat'],
        ['stock', '1'],
        ['images', { filename: 'a.png', data: image }],
      ]);
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/product/new',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(r.statusCode).toBe(201);
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories',
      headers: { cookie },
      payload: { name: 'Cat', description: 'c' },
    });
    for (let i = 0; i < 10; i++) await mk(`Item ${i}`, `plain ${i}`, 100 * (i + 1), i % 6);
    await mk('100% cotton_shirt', 'special', 500, 5);
    await mk('Expensive', 'too much', 30000, 5);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (qs: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/products${qs}` })).json();

  it('returns the page, counts and resultPerPage, newest first, default price cap 25000', async () => {
    const r = await list('');
    expect(Object.keys(r).sort()).toEqual([
      'filteredProductsCount',
      'products',
      'productsCount',
      'resultPerPage',
      'success',
    ]);
    expect(r.productsCount).toBe(12);
    expect(r.filteredProductsCount).toBe(11);
    expect(r.resultPerPage).toBe(RESULT_PER_PAGE);
    expect(r.products).toHaveLength(RESULT_PER_PAGE);
    expect(r.products[0].name).toBe('100% cotton_shirt');
    const page2 = await list('?page=2');
    expect(page2.products).toHaveLength(11 - RESULT_PER_PAGE);
    expect((await list('?page=99')).products).toEqual([]);
  });

  it('filters by keyword literally, price range and ratings', async () => {
    expect((await list('?keyword=%25')).filteredProductsCount).toBe(1);
    expect((await list('?keyword=_')).filteredProductsCount).toBe(1);
    expect((await list('?keyword=ITEM')).filteredProductsCount).toBe(10);
    expect((await list('?keyword=special')).products[0].name).toBe('100% cotton_shirt');
    const ranged = await list('?price[gte]=200&price[lte]=400');
    expect(ranged.filteredProductsCount).toBe(3);
    expect(ranged.productsCount).toBe(12);
    expect((await list('?price[lte]=50000')).filteredProductsCount).toBe(12);
    // i % 6 === 5 once, the shirt, and Expensive is over the default price cap.
    expect((await list('?ratings[gte]=5')).filteredProductsCount).toBe(2);
  });

  it('rejects bad query values with 400', async () => {
    for (const qs of [
      '?page=0',
      '?page=abc',
      '?price[gte]=-1',
      '?ratings[gte]=6',
      `?keyword=${'x'.repeat(200)}`,
      '?page=1&page=2',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/products${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});
