/**
 * Demo content for an empty database (SEED_DEMO, default on). Every media file goes through the same
 * pipeline as an upload (sniffed, re-encoded, measured, WebP renditions), and all rows are inserted
 * in one transaction, so a failed seed leaves neither rows nor files.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_IMAGE_TYPES, PRODUCT_IMAGE_TYPES, VIDEO_TYPES } from '@vyoma/contract';
import { jobOpeningSchema } from '@vyoma/contract/job-schema';
import { siteSettingsSchema } from '@vyoma/contract/schemas';
import { like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog, blogs, categories, products, secondSections } from '../db/schema.ts';
import { insertBlog } from '../modules/blogs/repository.ts';
import { countJobs, insertJob } from '../modules/careers/repository.ts';
import { insertCategory } from '../modules/categories/repository.ts';
import { type PreparedMedia, prepareMedia } from '../modules/media/pipeline.ts';
import { describeMedia } from '../modules/media/repository.ts';
import type { MediaService } from '../modules/media/service.ts';
import { insertProduct } from '../modules/products/repository.ts';
import { insertSection } from '../modules/second-sections/repository.ts';
import { hasSettings, saveSettings } from '../modules/settings/repository.ts';
import { SERVER_SRC } from '../paths.ts';
import { DEMO_ALT } from './alt.ts';
import type { SeedContent } from './types.ts';

/**
 * The demo openings, the first listed the newest. Before issue 19 every site showed these 16 from
 * the web code, so a site seeded earlier gets them once too (unless staff ever changed an opening).
 */
async function seedJobs(db: Db, data: SeedContent, now: number): Promise<void> {
  for (const [i, j] of data.jobs.entries()) {
    const values = jobOpeningSchema.parse({
      title: j.title,
      department: j.department,
      location: j.remote ? '' : data.jobLocation,
      remote: j.remote ?? false,
      employmentType: j.employmentType,
      experience: j.experience,
      description: j.description,
      apply: { kind: 'whatsapp', target: '' },
      status: 'open',
    });
    await insertJob(db, values, null, { postedAt: new Date(now - i * 60_000) });
  }
}

async function jobsNeverTouched(db: Db): Promise<boolean> {
  if ((await countJobs(db)) > 0) return false;
  const touched = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(like(auditLog.action, 'job.%'))
    .limit(1);
  return touched.length === 0;
}

const mediaDir = path.join(SERVER_SRC, 'demo/media');
const pipelineSource = path.join(SERVER_SRC, 'modules/media/pipeline.ts');

/**
 * Re-encoding and resizing ~40 demo images costs tens of seconds of CPU, and every fresh data
 * directory (each test server, each new install) would pay it again. The result depends only on the
 * file's bytes and the pipeline's code, so it is cached on disk (VYOMA_SEED_CACHE_DIR) under a key
 * of both.
 */

/** Read once per process: the cache key of every seed file includes the pipeline's code. */
let pipelineCode: Promise<Buffer> | undefined;

async function prepareSeedMedia(
  bytes: Buffer,
  allowed: readonly string[],
  name: string,
  seedCacheDir: string,
): Promise<PreparedMedia> {
  pipelineCode ??= readFile(pipelineSource);
  const key = createHash('sha256')
    .update(await pipelineCode)
    .update(allowed.join(','))
    .update(bytes)
    .digest('hex');
  const dir = path.join(seedCacheDir, key);
  try {
    const meta = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')) as Omit<
      PreparedMedia,
      'data' | 'variants' | 'avif'
    > & { variants: number[]; avif: number[] };
    return {
      ...meta,
      data: await readFile(path.join(dir, 'original')),
      variants: await Promise.all(
        meta.variants.map(async (width) => ({ width, data: await readFile(path.join(dir, `w${width}`)) })),
      ),
      avif: await Promise.all(
        meta.avif.map(async (width) => ({ width, data: await readFile(path.join(dir, `a${width}`)) })),
      ),
    };
  } catch {
    // Not cached yet (or unreadable): prepare it and try to cache it.
  }
  const prepared = await prepareMedia(bytes, allowed, `Seed file ${name}`, 'seed');
  const staging = `${dir}.${process.pid}.${Date.now()}`;
  try {
    await mkdir(staging, { recursive: true });
    const { data, variants, avif, ...meta } = prepared;
    await writeFile(path.join(staging, 'original'), data);
    for (const v of variants) await writeFile(path.join(staging, `w${v.width}`), v.data);
    for (const v of avif) await writeFile(path.join(staging, `a${v.width}`), v.data);
    await writeFile(
      path.join(staging, 'meta.json'),
      JSON.stringify({ ...meta, variants: variants.map((v) => v.width), avif: avif.map((v) => v.width) }),
    );
    await rename(staging, dir); // atomic: readers see a complete entry or none
  } catch {
    await rm(staging, { recursive: true, force: true }).catch(() => {});
  }
  return prepared;
}

export async function isContentEmpty(db: Db): Promise<boolean> {
  const [r] = await db
    .select({
      n: sql<number>`(select count(*) from ${categories}) + (select count(*) from ${products}) + (select count(*) from ${blogs}) + (select count(*) from ${secondSections})`,
    })
    .from(sql`(select 1) as one`);
  return Number(r?.n ?? 0) === 0;
}

async function loadContent(): Promise<SeedContent | null> {
  try {
    const mod = (await import('./content.ts')) as { seedContent?: SeedContent };
    return mod.seedContent ?? null;
  } catch {
    return null;
  }
}

/** Seeds when the content tables are empty. Returns whether it did. */
export async function seedDemo(
  db: Db,
  media: MediaService,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  seedCacheDir: string,
  content?: SeedContent,
): Promise<boolean> {
  const empty = await isContentEmpty(db);
  const settingsSaved = await hasSettings(db);
  const jobsMissing = !empty && (await jobsNeverTouched(db));
  // A site seeded before the settings (or the openings) existed gets the demo's, so it keeps
  // showing what it showed.
  if (!empty && settingsSaved && !jobsMissing) return false;
  const data = content ?? (await loadContent());
  if (!data) {
    log.warn('demo content is not available; starting with an empty site');
    return false;
  }
  if (!empty) {
    await db.transaction(async (tx) => {
      if (!settingsSaved) await saveSettings(tx, siteSettingsSchema.parse(data.settings));
      if (jobsMissing) await seedJobs(tx, data, Date.now());
    });
    log.info({ settings: !settingsSaved, jobs: jobsMissing }, 'seeded demo site settings and openings');
    return false;
  }

  // Each file is prepared once even when several records use it.
  const prepared: PreparedMedia[] = [];
  const names: string[] = [];
  const indexOf = new Map<string, number>();
  async function use(name: string, allowed: readonly string[]): Promise<number> {
    const key = `${name}|${allowed.join(',')}`;
    const known = indexOf.get(key);
    if (known !== undefined) return known;
    const bytes = await readFile(path.join(mediaDir, path.basename(name)));
    prepared.push(await prepareSeedMedia(bytes, allowed, name, seedCacheDir));
    names.push(path.basename(name));
    indexOf.set(key, prepared.length - 1);
    return prepared.length - 1;
  }

  const productImages: number[][] = [];
  for (const p of data.products)
    productImages.push(await Promise.all(p.images.map((i) => use(i, PRODUCT_IMAGE_TYPES))));
  const blogMedia: { icon: number; sections: number[] }[] = [];
  for (const b of data.blogs) {
    blogMedia.push({
      icon: await use(b.icon, [...VIDEO_TYPES, ...CONTENT_IMAGE_TYPES]),
      sections: await Promise.all(b.content.map((s) => use(s.image, CONTENT_IMAGE_TYPES))),
    });
  }
  const sectionImages: number[] = [];
  for (const s of data.secondSections) sectionImages.push(await use(s.image, CONTENT_IMAGE_TYPES));

  await media.commitWith(prepared, async (tx, stored) => {
    const at = (i: number) => stored[i]!.path;
    // The library shows each file by its name, with the alt text the demo wrote for it.
    await describeMedia(
      tx,
      stored.map((s, i) => ({ path: s.path, name: names[i]!, alt: DEMO_ALT[names[i]!] ?? null })),
    );
    const categoryIds = new Map<string, string>();
    for (const c of data.categories) {
      categoryIds.set(c.key, await insertCategory(tx, { name: c.name, description: c.description }));
    }
    // The first listed item is the newest, so lists show the content in its written order.
    const now = Date.now();
    for (const [i, p] of data.products.entries()) {
      await insertProduct(
        tx,
        {
          name: p.name,
          description: p.description,
          price: p.price,
          ratings: p.ratings,
          stock: p.stock,
          categoryId: categoryIds.get(p.categoryKey) ?? null,
        },
        productImages[i]!.map(at),
        { createdAt: new Date(now - i * 60_000) },
      );
    }
    for (const [i, b] of data.blogs.entries()) {
      const m = blogMedia[i]!;
      await insertBlog(
        tx,
        {
          title: b.title,
          heading: b.heading,
          description: b.description,
          author: b.author,
          category: b.category,
        },
        at(m.icon),
        b.content.map((s, j) => ({
          heading: s.heading,
          description: s.description,
          image: at(m.sections[j]!),
        })),
        { createdAt: new Date(now - i * 60_000) },
      );
    }
    if (!settingsSaved) await saveSettings(tx, siteSettingsSchema.parse(data.settings));
    await seedJobs(tx, data, now);
    for (const [i, s] of data.secondSections.entries()) {
      await insertSection(tx, {
        title: s.title,
        para: s.para,
        imgPath: at(sectionImages[i]!),
        createdAt: new Date(now + i * 1000),
      });
    }
  });
  log.info(
    {
      categories: data.categories.length,
      products: data.products.length,
      blogs: data.blogs.length,
      secondSections: data.secondSections.length,
      jobs: data.jobs.length,
      files: prepared.length,
    },
    'seeded demo content',
  );
  return true;
}
