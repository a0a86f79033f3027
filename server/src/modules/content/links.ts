/**
 * Where the items a body of blocks links to are now: what a page of blocks and the menus show (issue
 * 35). Public pages and posts at their public path, a category at the page of its posts.
 */
import { CATEGORY_PAGES } from '@vyoma/contract';
import type { BlockValue } from '@vyoma/contract/blocks';
import {
  addressedByPath,
  type BlocksField,
  blockParts,
  blocksLinks,
  PAGE_DOC,
  publicPathOf,
} from '@vyoma/contract/content-types';
import { idSchema } from '@vyoma/contract/schemas';
import { and, inArray, sql } from 'drizzle-orm';
import { TAG } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { type ContentModel, contentModelOf, modelOf } from '../../db/content-types.ts';
import { categories, pages as pagesTable } from '../../db/schema.ts';
import { publicSlugs, publicSlugsOf } from './engine.ts';
import { frontPage } from './page-seeds.ts';
import { visibleTo } from './repository.ts';

/** A type's body of blocks (a type has at most one), if it has one. */
export const blocksFieldOf = (type: ContentModel['type']) =>
  type.fields.find((f): f is BlocksField => f.kind === 'blocks');

/**
 * The change-feed tags of what an item's blocks link to: each page and post, and the categories (by
 * kind: a category's page is found by its name), so what shows the links changes when one does.
 */
export function linkTags(type: ContentModel['type'], item: Record<string, unknown>): string[] {
  const field = blocksFieldOf(type);
  if (!field) return [];
  return blocksLinks(field, (item[field.name] ?? []) as BlockValue[]).map((l) =>
    l.to === 'category' ? TAG.category : `${l.to}:${l.id}`,
  );
}

/** At most this many linked items are looked up per type for one page (a page has at most 60 blocks). */
const MAX_LINKED = 500;

/**
 * Where the items an item's blocks link to are now (ContentPageData.links): public pages and posts
 * at their public path, a category at the page of its posts when it has one. Ids that are not valid
 * uuids (a block saved before an item was deleted keeps its id) are simply not found.
 */
export async function linksOf(
  db: Db,
  type: ContentModel['type'],
  item: Record<string, unknown>,
  max = MAX_LINKED,
) {
  const field = blocksFieldOf(type);
  if (!field) return {};
  const targets = blocksLinks(field, (item[field.name] ?? []) as BlockValue[]);
  const idsOf = (to: string) =>
    targets
      .filter((l) => l.to === to && idSchema.safeParse(l.id).success)
      .map((l) => l.id)
      .slice(0, max);
  const links: Record<string, string> = {};
  await Promise.all([
    ...(['page', 'post'] as const).map(async (to) => {
      const ids = idsOf(to);
      const model = contentModelOf(to);
      if (ids.length === 0 || !model) return;
      const { table: t } = model;
      const rows = await db
        .select({ id: t.id, slug: t.slug, ...(addressedByPath(model.type) ? { path: t.path } : {}) })
        .from(t)
        .where(and(inArray(t.id, ids), visibleTo(to, 'public')));
      for (const row of rows) {
        const path = publicPathOf(model.type, row as { slug: string; path?: string });
        if (path) links[`${to}:${row.id}`] = path;
      }
    }),
    (async () => {
      const ids = idsOf('category');
      if (ids.length === 0) return;
      const rows = await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, ids));
      for (const row of rows)
        if (Object.hasOwn(CATEGORY_PAGES, row.name))
          links[`category:${row.id}`] = CATEGORY_PAGES[row.name as keyof typeof CATEGORY_PAGES];
    })(),
  ]);
  return links;
}

/**
 * Where the links of an item's blocks go in another language (issue 36), as paths the same in every
 * language (a static block prints them under the language's prefix, an in-app link adds it): each
 * page and post with a version public there, at its address there; each address (`url:<target>`)
 * that is there too (addressesIn). One missing there, and categories (whose pages are not
 * translated yet), are left out, so a Hindi page never links to a page missing in Hindi. The pages
 * an address names are added to `tags`, so publishing one of them there changes what shows the link.
 */
export async function linksIn(
  db: Db,
  type: ContentModel['type'],
  item: Record<string, unknown>,
  lang: string,
  tags: string[] = [],
): Promise<Record<string, string>> {
  const field = blocksFieldOf(type);
  if (!field) return {};
  const blocks = (item[field.name] ?? []) as BlockValue[];
  const targets = blocksLinks(field, blocks);
  const links: Record<string, string> = {};
  await Promise.all([
    ...(['page', 'post'] as const).map(async (to) => {
      const ids = [
        ...new Set(targets.filter((l) => l.to === to && idSchema.safeParse(l.id).success).map((l) => l.id)),
      ].slice(0, MAX_LINKED);
      const model = contentModelOf(to);
      if (ids.length === 0 || !model) return;
      for (const [id, slugs] of await publicSlugsOf(db, model, ids, [lang])) {
        const path = slugs[lang] ? publicPathOf(model.type, slugs[lang]) : null;
        if (path) links[`${to}:${id}`] = path;
      }
    }),
    (async () => {
      for (const [target, to] of await addressesIn(db, addressTargets(blocks), lang, tags))
        if (to) links[`url:${target}`] = to;
    })(),
  ]);
  return links;
}

/** The addresses (`url` links) a body's blocks name, anywhere in their values (a card's, a menu group's). */
function addressTargets(blocks: readonly BlockValue[]): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const to = (value as { to?: { kind?: unknown; target?: unknown } }).to;
      if (to && to.kind === 'url' && typeof to.target === 'string') out.add(to.target);
      else Object.values(value).forEach(walk);
    }
  };
  for (const b of blocks) walk(b.props);
  return out;
}

/**
 * Items as anyone may read them on the public API: a link in their blocks to a page or post that is
 * not public (a draft, one taken down or deleted) is left out, words and target, as their page and
 * the menus leave it out; what is not published is on no public surface. One lookup for all items.
 */
export async function withPublicLinksOnly<T extends Record<string, unknown>>(
  db: Db,
  type: ContentModel['type'],
  items: T[],
): Promise<T[]> {
  const field = blocksFieldOf(type);
  if (!field || items.length === 0) return items;
  const all = items.flatMap((item) => (item[field.name] ?? []) as BlockValue[]);
  if (blocksLinks(field, all).length === 0) return items;
  const links = await linksOf(db, type, { [field.name]: all }, Number.POSITIVE_INFINITY);
  return items.map((item) => {
    const blocks = (item[field.name] ?? []) as BlockValue[];
    return {
      ...item,
      [field.name]: blocks.map((b) => {
        const kind = field.of.find((k) => k.name === b.type);
        if (!kind) return b;
        const gone = blockParts(kind, b.props).filter(
          (p) => p.kind === 'link' && p.to !== 'category' && !links[`${p.to}:${p.value}`],
        );
        if (gone.length === 0) return b;
        const props = structuredClone(b.props) as Record<string, unknown>;
        // `at` is the link's target (`cta.to`, `links.2.link.to`): the link is the value holding it.
        for (const p of gone) leaveOut(props, p.at.split('.').slice(0, -1));
        return { ...b, props: withoutEmptyItems(props) };
      }),
    };
  });
}

/**
 * The values with every list item left empty by a link taken out removed (a menu group's entry that
 * was only its link, and its `_id`): a list never holds such an item otherwise, since an item's
 * fields are required.
 */
function withoutEmptyItems(values: Record<string, unknown>): Record<string, unknown> {
  const prune = (value: unknown): unknown =>
    Array.isArray(value)
      ? value
          // An item left with nothing but its id (`_id`) is as empty.
          .filter(
            (v) =>
              !(v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).every((k) => k === '_id')),
          )
          .map(prune)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, prune(v)]))
        : value;
  return prune(values) as Record<string, unknown>;
}

/** Deletes the value at a path of keys (list indexes as strings) in place. */
function leaveOut(values: Record<string, unknown>, path: string[]): void {
  let at: unknown = values;
  for (const key of path.slice(0, -1)) {
    if (!at || typeof at !== 'object') return;
    at = (at as Record<string, unknown>)[key];
  }
  if (at && typeof at === 'object') delete (at as Record<string, unknown>)[path.at(-1)!];
}

/**
 * Where links to addresses go in another language (paths without its prefix, as linksIn's): a path of
 * this site when a page of the site's is there (the front page at /, or a page at that path, with a
 * version public there: at its path there; else left out) or when no page is at it (the code's pages, /products, are in every
 * language); another site's address as it is. Each page found is added to `tags`.
 */
async function addressesIn(
  db: Db,
  targets: ReadonlySet<string>,
  lang: string,
  tags: string[],
): Promise<Map<string, string | undefined>> {
  const out = new Map<string, string | undefined>();
  const model = modelOf(PAGE_DOC.name);
  // The front page is read only for a link to the home page.
  const front = targets.has('/') || [...targets].some((t) => /^\/[?#]/.test(t)) ? await frontPage(db) : null;
  for (const target of targets) {
    if (!target.startsWith('/') || target.startsWith('//')) {
      out.set(target, target);
      continue;
    }
    const path = target.split(/[?#]/)[0] || '/';
    const [page] =
      path === '/'
        ? front
          ? [{ id: front.id }]
          : []
        : await db
            .select({ id: pagesTable.id })
            .from(pagesTable)
            .where(sql`lower(${pagesTable.path}) = ${path.toLowerCase()}`)
            .limit(1);
    if (!page) {
      out.set(target, path === '/' ? undefined : target);
      continue;
    }
    tags.push(`${PAGE_DOC.name}:${page.id}`);
    // The page's path there (its own URL names in that language), the query and fragment kept; the
    // front page is the language's home page.
    const there = (await publicSlugs(db, model, page.id, [lang]))[lang];
    out.set(
      target,
      there
        ? path === '/'
          ? target
          : publicPathOf(model.type, there) + target.slice(path.length)
        : undefined,
    );
  }
  return out;
}
