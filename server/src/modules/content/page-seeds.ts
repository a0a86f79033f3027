/**
 * The site's own pages made from their seeds (contract page-seeds; issue 35 step 6): each once, at
 * start-up, published, checked by the page type's rules and written by the engine like a page staff
 * create. A seed's key is kept in seeded_pages, so a page staff delete stays deleted and one they
 * edit is never written over. A seed whose address is taken by then (or whose parent was not made)
 * is kept as not made, with a warning, and never tried again.
 */
import { contentApiSchemas } from '@vyoma/contract/content-rules';
import { PAGE_DOC } from '@vyoma/contract/content-types';
import { FRONT_PAGE_SEED, type PageSeed } from '@vyoma/contract/page-seeds';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { modelOf } from '../../db/content-types.ts';
import { pages, seededPages } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { type ContentInput, type FieldValues, insertItem } from './engine.ts';

/** Makes the seeds not made before, parents first; answers the keys of the pages it made. */
export async function ensureSeededPages(
  db: Db,
  seeds: readonly PageSeed[],
  log: FastifyBaseLogger,
): Promise<string[]> {
  if (seeds.length === 0) return [];
  const done = new Map((await db.select().from(seededPages)).map((r) => [r.key, r.pageId]));
  const create = contentApiSchemas(PAGE_DOC).create;
  const model = modelOf(PAGE_DOC.name);
  const made: string[] = [];
  for (const seed of seeds) {
    if (done.has(seed.key)) continue;
    await db.transaction(async (tx) => {
      // Two processes starting at once: the second finds the seed made (its key is the primary key).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`page-seed:${seed.key}`}))`);
      const [there] = await tx.select().from(seededPages).where(eq(seededPages.key, seed.key));
      if (there) {
        done.set(seed.key, there.pageId);
        return;
      }
      // The page it sits under: none, a page made from its seed, or (undefined) one not made.
      const parent = seed.parent === undefined ? null : (done.get(seed.parent) ?? undefined);
      let pageId: string | null = null;
      if (parent === undefined)
        log.warn({ seed: seed.key, parent: seed.parent }, 'page seed not made: its parent page was not made');
      else {
        // Our own words: a seed the page rules refuse is a fault of the code, and start-up stops on it.
        const body = create.parse({
          title: seed.title,
          slug: seed.slug,
          parent,
          body: seed.body,
          keywords: seed.keywords,
          structuredData: seed.structuredData,
          seo: seed.seo,
          status: 'published',
        }) as Record<string, unknown>;
        const values: FieldValues = Object.fromEntries(
          PAGE_DOC.fields.filter((f) => f.name in body).map((f) => [f.name, body[f.name]]),
        );
        const content: ContentInput = {
          slug: body.slug as string,
          seo: body.seo as ContentInput['seo'],
          status: 'published',
        };
        try {
          // A savepoint: a refused address leaves the rest of this transaction usable.
          pageId = await tx.transaction((sp) => insertItem(sp, model, values, { content }));
          made.push(seed.key);
        } catch (err) {
          if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
          log.warn({ seed: seed.key, reason: err.message }, 'page seed not made: its address is taken');
        }
      }
      await tx.insert(seededPages).values({ key: seed.key, pageId });
      done.set(seed.key, pageId);
    });
  }
  return made;
}

/**
 * The site's front page (shown at /): the page made from the home seed, wherever staff put it, or
 * null when it was never made or has been deleted.
 */
export async function frontPage(db: Db): Promise<{ id: string; path: string } | null> {
  const [row] = await db
    .select({ id: pages.id, path: pages.path })
    .from(seededPages)
    .innerJoin(pages, eq(pages.id, seededPages.pageId))
    .where(eq(seededPages.key, FRONT_PAGE_SEED))
    .limit(1);
  return row ?? null;
}
