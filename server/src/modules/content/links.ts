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
  publicPathOf,
} from '@vyoma/contract/content-types';
import { localPath } from '@vyoma/contract/language-rules';
import { idSchema } from '@vyoma/contract/schemas';
import { and, inArray } from 'drizzle-orm';
import { TAG } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { type ContentModel, contentModelOf } from '../../db/content-types.ts';
import { categories } from '../../db/schema.ts';
import { publicSlugsOf } from './engine.ts';
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
 * Where the pages and posts an item's blocks link to are in another language (issue 36): each one
 * with a version public there, at its address there (`/hi/…`); one without, and categories (whose
 * pages are not translated yet), are left out, so a Hindi page never links to a page missing in Hindi.
 */
export async function linksIn(
  db: Db,
  type: ContentModel['type'],
  item: Record<string, unknown>,
  lang: string,
): Promise<Record<string, string>> {
  const field = blocksFieldOf(type);
  if (!field) return {};
  const targets = blocksLinks(field, (item[field.name] ?? []) as BlockValue[]);
  const links: Record<string, string> = {};
  await Promise.all(
    (['page', 'post'] as const).map(async (to) => {
      const ids = [
        ...new Set(targets.filter((l) => l.to === to && idSchema.safeParse(l.id).success).map((l) => l.id)),
      ].slice(0, MAX_LINKED);
      const model = contentModelOf(to);
      if (ids.length === 0 || !model) return;
      for (const [id, slugs] of await publicSlugsOf(db, model, ids, [lang])) {
        const path = slugs[lang] ? publicPathOf(model.type, slugs[lang]) : null;
        if (path) links[`${to}:${id}`] = localPath(lang, path);
      }
    }),
  );
  return links;
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
 * was only its link): a list never holds `{}` otherwise, since an item's fields are required.
 */
function withoutEmptyItems(values: Record<string, unknown>): Record<string, unknown> {
  const prune = (value: unknown): unknown =>
    Array.isArray(value)
      ? value
          .filter((v) => !(v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0))
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
