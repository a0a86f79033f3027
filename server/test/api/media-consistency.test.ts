/**
 * No orphan files under concurrency: 20 rounds of two parallel replacements of one product's images
 * and of one home-page section's image; afterwards the stored files are exactly the files the media
 * rows own (originals and their renditions), and every file the content and its revisions reference
 * is one of them. The library keeps files nothing uses any more (docs/decisions/0049): they show as
 * unused until staff delete them.
 */

import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, revisionMedia } from '../../src/db/schema.ts';
import { insertSection } from '../../src/modules/second-sections/repository.ts';
import { createTestApp, loginAsAdmin, multipart, png, type TestApp, uploadedFiles } from '../support/app.ts';

const ROUNDS = 20;

interface MediaInfo {
  path: string;
  variants: { path: string }[];
}

describe('concurrent media replacement', () => {
  let t: TestApp;
  let cookie: string;
  let productId: string;
  let sectionId: string;
  // Two distinct images, wide enough for one WebP rendition each (480 px).
  let imgA: Buffer;
  let imgB: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ publicCacheSeconds: 0 });
    cookie = await loginAsAdmin(t.app);
    imgA = await png(520, 20, '#aa2222');
    imgB = await png(520, 20, '#2222aa');
    const c = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/categories',
      headers: { cookie },
      payload: { name: 'Kits', description: 'Kits' },
    });
    const body = await multipart([
      ['name', 'Race'],
      ['description', 'A product edited twice at once'],
      ['price', '10'],
      ['stock', '1'],
      ['category', c.json().category._id],
      ['ratings', '4'],
      ['images', { filename: 'a.png', data: imgA, type: 'image/png' }],
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    productId = created.json().product._id;
    sectionId = await insertSection(t.app.vyoma.db, { title: 'Race', para: 'p', imgPath: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  const replaceProductImages = async (remove: string[], data: Buffer) => {
    const body = await multipart([
      ['name', 'Race'],
      ['description', 'A product edited twice at once'],
      ['price', '10'],
      ['stock', '1'],
      ...remove.map((p): [string, string] => ['removeImages', p]),
      ['ratings', '4'],
      ['images', { filename: 'n.png', data, type: 'image/png' }],
    ]);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${productId}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };

  const replaceSectionImage = async (data: Buffer) => {
    const body = await multipart([
      ['title', 'Race'],
      ['para', 'p'],
      ['imgSrc', { filename: 's.png', data }],
    ]);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/second-sections/${sectionId}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };

  async function referencedFiles(): Promise<string[]> {
    const product = (await t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}` })).json()
      .product as { image: string[]; media: MediaInfo[] };
    const section = (
      await t.app.inject({ method: 'GET', url: `/api/v1/second-sections/${sectionId}` })
    ).json().data as { imgMedia: MediaInfo | null };
    // Images an earlier version of the product used stay while its revisions may be restored.
    const db = t.app.vyoma.db;
    const history = (await db.selectDistinct({ path: revisionMedia.path }).from(revisionMedia)).map(
      (r) => r.path,
    );
    const kept = history.length > 0 ? await db.select().from(media).where(inArray(media.path, history)) : [];
    const infos = [...product.media, ...(section.imgMedia ? [section.imgMedia] : []), ...kept];
    expect(product.media.map((m) => m.path)).toEqual(product.image);
    return [
      ...new Set(
        infos
          .flatMap((m) => [m.path, ...m.variants.map((v) => v.path)])
          .map((p) => p.slice('/uploads/'.length)),
      ),
    ];
  }

  /** Every file the media rows own: originals, WebP and AVIF renditions. */
  async function ownedFiles(): Promise<string[]> {
    const rows = await t.app.vyoma.db.select().from(media);
    return rows
      .flatMap((r) => [r.path, ...r.variants.map((v) => v.path), ...r.avif.map((v) => v.path)])
      .map((p) => p.slice('/uploads/'.length))
      .sort();
  }

  it(`${ROUNDS} rounds of two parallel replacements leave a file for every row and a row for every file`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const current = (await t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}` })).json()
        .product.image as string[];
      const results = await Promise.all([
        replaceProductImages(current, imgA),
        replaceProductImages(current, imgB),
        replaceSectionImage(imgA),
        replaceSectionImage(imgB),
      ]);
      for (const r of results) expect(r.statusCode, r.body).toBe(200);
    }
    const referenced = (await referencedFiles()).sort();
    // Both requests of a round asked to replace what they saw; the second keeps the first's new image.
    expect(referenced.length).toBeGreaterThanOrEqual(4);
    const owned = await ownedFiles();
    expect(uploadedFiles(t.config)).toEqual(owned);
    for (const f of referenced) expect(owned).toContain(f);
    // Every round's images stay in the library: 4 uploads a round, one row each.
    const rows = await t.app.vyoma.db.select({ path: media.path }).from(media);
    expect(rows.length).toBe(1 + ROUNDS * 4);
    // Every stored file is served.
    for (const f of owned) {
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${f}` })).statusCode, f).toBe(200);
    }
  });

  it('deleting the product keeps its files in the library, listed as unused', async () => {
    const before = await ownedFiles();
    const images = (await t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}` })).json().product
      .image as string[];
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/product/${productId}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(uploadedFiles(t.config)).toEqual(before);
    const unused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/media?unused=true&limit=100',
      headers: { cookie },
    });
    expect(unused.statusCode, unused.body).toBe(200);
    const paths = (unused.json().data as { path: string; usedBy: unknown[] }[]).map((m) => m.path);
    for (const p of images) expect(paths).toContain(p);
    expect(unused.json().total).toBe(ROUNDS * 4 + 1 - 1);
  });
});
