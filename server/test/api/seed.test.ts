import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../src/demo/content.ts';
import { seedDemo } from '../../src/demo/index.ts';
import { createTestApp, type TestApp, uploadedFiles } from '../support/app.ts';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fills an empty database with the demo content and processed media', async () => {
    const products = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?price[lte]=10000000' })
    ).json();
    expect(products.productsCount).toBe(seedContent.products.length);
    const blogs = (await t.app.inject({ method: 'GET', url: '/api/v1/blogs' })).json().data;
    expect(blogs).toHaveLength(seedContent.blogs.length);
    expect(blogs[0].title).toBe(seedContent.blogs[0]!.title);
    for (const b of blogs) {
      expect(b.iconImage).toMatch(/^\/uploads\/[0-9a-f-]+\.(mp4|webm|png|jpg|webp)$/);
      expect(b.iconMedia).not.toBeNull();
    }
    const sections = (await t.app.inject({ method: 'GET', url: '/api/v1/second-sections' })).json().data;
    expect(sections).toHaveLength(seedContent.secondSections.length);
    const p = products.products[0];
    expect(p.media[0].width).toBeGreaterThan(0);
    const file = await t.app.inject({ method: 'GET', url: p.image[0] });
    expect(file.statusCode).toBe(200);
    expect(uploadedFiles(t.config).length).toBeGreaterThan(0);
  });

  it('does not seed twice', async () => {
    const before = uploadedFiles(t.config).length;
    expect(await seedDemo(t.app.vyoma.db, t.app.vyoma.media, t.app.log, t.config.seedCacheDir)).toBe(false);
    expect(uploadedFiles(t.config).length).toBe(before);
  });
});
