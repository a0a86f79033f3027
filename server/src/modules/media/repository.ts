/** SQL for the media table and for finding which stored files are still referenced. */
import type { MediaInfo } from '@vyoma/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blogSections,
  blogs,
  media,
  productImages,
  products,
  revisionMedia,
  secondSections,
  siteSettings,
} from '../../db/schema.ts';
import type { StoredMedia } from './pipeline.ts';

export async function insertMedia(db: Db, rows: StoredMedia[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(media).values(
    rows.map((r) => ({
      path: r.path,
      kind: r.kind,
      mime: r.mime,
      width: r.width,
      height: r.height,
      bytes: r.bytes,
      variants: r.variants,
    })),
  );
}

export async function mediaByPaths(db: Db, paths: string[]): Promise<Map<string, MediaInfo>> {
  const unique = [...new Set(paths)];
  const out = new Map<string, MediaInfo>();
  if (unique.length === 0) return out;
  const rows = await db.select().from(media).where(inArray(media.path, unique));
  for (const r of rows) {
    out.set(r.path, {
      path: r.path,
      kind: r.kind,
      mime: r.mime,
      width: r.width,
      height: r.height,
      variants: [...r.variants].sort((a, b) => a.width - b.width),
      // Filled by the media library (issue 19): AVIF renditions and the library's alt text.
      avif: [],
      alt: null,
    });
  }
  return out;
}

export async function mediaExists(db: Db, path: string): Promise<boolean> {
  const rows = await db.select({ path: media.path }).from(media).where(eq(media.path, path)).limit(1);
  return rows.length > 0;
}

/**
 * Of the given paths, those that nothing uses: no product, blog, blog section or second section, no
 * share image (seo_image), no revision (an older version may be restored with its media), and not
 * the site settings' logo or share image.
 */
export async function unreferencedPaths(db: Db, paths: string[]): Promise<string[]> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return [];
  const used = new Set<string>();
  const [a, b, c, d, e, f, g, h] = await Promise.all([
    db.select({ p: productImages.path }).from(productImages).where(inArray(productImages.path, unique)),
    db.select({ p: blogs.iconPath }).from(blogs).where(inArray(blogs.iconPath, unique)),
    db
      .select({ p: blogSections.imagePath })
      .from(blogSections)
      .where(inArray(blogSections.imagePath, unique)),
    db
      .select({ p: secondSections.imgPath })
      .from(secondSections)
      .where(inArray(secondSections.imgPath, unique)),
    db.select({ p: blogs.seoImage }).from(blogs).where(inArray(blogs.seoImage, unique)),
    db.select({ p: products.seoImage }).from(products).where(inArray(products.seoImage, unique)),
    db.select({ p: revisionMedia.path }).from(revisionMedia).where(inArray(revisionMedia.path, unique)),
    db
      .select({ logo: siteSettings.logoPath, share: siteSettings.shareImagePath })
      .from(siteSettings)
      .limit(1),
  ]);
  for (const r of [...a, ...b, ...c, ...d, ...e, ...f, ...g]) if (r.p) used.add(r.p);
  for (const r of h) for (const p of [r.logo, r.share]) if (p) used.add(p);
  return unique.filter((p) => !used.has(p));
}

/** Deletes media rows; returns every file path (originals and variants) they owned. */
export async function deleteMediaRows(db: Db, paths: string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const rows = await db.delete(media).where(inArray(media.path, paths)).returning();
  const files = new Set(paths);
  for (const r of rows) for (const v of r.variants) files.add(v.path);
  return [...files];
}
