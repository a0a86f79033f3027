/**
 * Issue 36 (decision 0063 §1.5): the addresses of a type addressed by path (pages) in other
 * languages. A version's path is its parent's path in that language (the parent's English path while
 * the parent has no version there) and its own URL name there: `/hi/सेवाएँ/क्लाउड`, or
 * `/hi/services/क्लाउड` under an untranslated parent. Paths are unique per language, ignoring case.
 *
 * A site has few pages, so a language's paths are worked out whole, here, inside the save's
 * transaction (the tree's lock held): after a version's URL name changes or a version goes, and after
 * an English save moves pages. Every version whose path changed gets its new one, and its old path
 * answers 301 to it (old_slugs, in that language: pages/moved.ts).
 */
import { type ReservedPath, redirectKey, reservedPathMessage } from '@vyoma/contract';
import { parentFieldOf } from '@vyoma/contract/content-types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { ContentModel } from '../../db/content-types.ts';
import { oldSlugs } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { reservedAddress } from './paths.ts';

const keyOf = (path: string) => path.toLowerCase();

/**
 * A path in another language as versions' paths are compared: decoded, in NFC (a language's own
 * letters typed or pasted in another form are the same name), lower case, no trailing slash; null for
 * anything no version's path can be (URL names are letters, marks, digits and hyphens).
 */
export function versionPathKey(path: string): string | null {
  const key = redirectKey(path)?.normalize('NFC');
  return key && /^(?:\/[\p{L}\p{M}\p{N}-]+)+$/u.test(key) ? key : null;
}

const col = (t: unknown, key: string) => (t as Record<string, PgColumn>)[key]!;

interface Tree {
  /** Each item's parent (null at the top) and English path. */
  items: Map<string, { parent: string | null; path: string }>;
  /** Each version in the language, by item: its URL name and stored path. */
  versions: Map<string, { slug: string; path: string }>;
}

async function treeIn(tx: Db, model: ContentModel, lang: string): Promise<Tree> {
  const field = parentFieldOf(model.type);
  const t = model.table;
  const tr = model.translations!;
  const [items, versions] = await Promise.all([
    tx
      .select({
        id: col(t, 'id'),
        parent: field ? col(t, field.name) : sql<null>`null`,
        path: col(t, 'path'),
      })
      .from(t),
    tx
      .select({ id: col(tr, 'itemId'), slug: col(tr, 'slug'), path: col(tr, 'path') })
      .from(tr)
      .where(eq(col(tr, 'lang'), lang)),
  ]);
  return {
    items: new Map(
      items.map((r) => [
        r.id as string,
        { parent: (r.parent as string | null) ?? null, path: r.path as string },
      ]),
    ),
    versions: new Map(
      versions.map((r) => [r.id as string, { slug: r.slug as string, path: r.path as string }]),
    ),
  };
}

/** Every version's path in the language, from the tree (`slugs` overrides some versions' URL names). */
function pathsOf(tree: Tree, slugs: ReadonlyMap<string, string> = new Map()): Map<string, string> {
  const out = new Map<string, string>();
  // Where the items under `id` start in the language: its version's path, else its English path.
  const base = (id: string | null): string => {
    if (id === null) return '';
    return tree.versions.has(id) ? pathOf(id) : (tree.items.get(id)?.path ?? '');
  };
  const pathOf = (id: string): string => {
    const known = out.get(id);
    if (known !== undefined) return known;
    const slug = slugs.get(id) ?? tree.versions.get(id)!.slug;
    const path = `${base(tree.items.get(id)?.parent ?? null)}/${slug}`;
    out.set(id, path);
    return path;
  };
  for (const id of tree.versions.keys()) pathOf(id);
  for (const [id, slug] of slugs)
    if (!tree.versions.has(id)) out.set(id, `${base(tree.items.get(id)?.parent ?? null)}/${slug}`);
  return out;
}

/**
 * The path a version of `id` would have in `lang` with URL name `slug`, checked: not an address the
 * site answers by itself (400), not another version's path there (409); what a save asks first.
 */
export async function versionPathFor(
  tx: Db,
  model: ContentModel,
  id: string,
  lang: string,
  slug: string,
  languageName: string,
): Promise<string> {
  const tree = await treeIn(tx, model, lang);
  const path = pathsOf(tree, new Map([[id, slug]])).get(id)!;
  const reserved: ReservedPath | null = reservedAddress(path);
  if (reserved)
    throw badRequest(`${reservedPathMessage(`/${lang}${path}`, reserved)}. Choose another URL name.`, 'slug');
  const tr = model.translations!;
  const [holder] = await tx
    .select({ id: col(tr, 'itemId') })
    .from(tr)
    .where(
      and(
        eq(col(tr, 'lang'), lang),
        sql`lower(${col(tr, 'path')}) = ${keyOf(path)}`,
        sql`${col(tr, 'itemId')} <> ${id}`,
      ),
    )
    .limit(1);
  if (holder) {
    const message = `The address /${lang}${path} is already used by another ${model.type.label.one}’s ${languageName} version. Choose another URL name.`;
    throw new HttpError(409, message, { slug: `The address /${lang}${path} is already used` });
  }
  return path;
}

/**
 * After a save that may change versions' paths in `langs` (default: every language with versions):
 * each version whose path is not what the tree gives now gets it, and its old path leads to the new
 * one. Two versions that would meet at one path (an English move put them under one parent) are
 * told apart as English does: the later one's URL name gets -2, -3 ….
 */
export async function refreshVersionPaths(tx: Db, model: ContentModel, langs?: string[]): Promise<void> {
  const tr = model.translations;
  if (!tr) return;
  const languages =
    langs ?? (await tx.selectDistinct({ lang: col(tr, 'lang') }).from(tr)).map((r) => r.lang as string);
  for (const lang of languages) {
    const tree = await treeIn(tx, model, lang);
    const slugs = new Map<string, string>();
    let paths = pathsOf(tree);
    // Clashes: the version whose path is already its own keeps it; any other gets a suffix.
    for (let round = 0; round < 20; round++) {
      const seen = new Map<string, string>();
      const clashing: string[] = [];
      const order = [...paths.entries()].sort(
        ([a, pa], [b, pb]) =>
          Number(tree.versions.get(b)?.path === pb) - Number(tree.versions.get(a)?.path === pa),
      );
      for (const [id, path] of order) {
        if (seen.has(keyOf(path))) clashing.push(id);
        else seen.set(keyOf(path), id);
      }
      if (clashing.length === 0) break;
      for (const id of clashing) {
        const slug = slugs.get(id) ?? tree.versions.get(id)!.slug;
        const stem = slug.replace(/-\d+$/, '');
        const n = Number(/-(\d+)$/.exec(slug)?.[1] ?? 1) + 1;
        slugs.set(id, `${stem}-${n}`);
      }
      paths = pathsOf(tree, slugs);
    }
    const changed = [...paths.entries()].filter(([id, path]) => tree.versions.get(id)?.path !== path);
    if (changed.length === 0) continue;
    const ids = changed.map(([id]) => id);
    const where = (id: string) => and(eq(col(tr, 'itemId'), id), eq(col(tr, 'lang'), lang));
    // Out of each other's way first: a swap of two paths would meet the unique index half way.
    await tx
      .update(tr)
      .set({ path: sql`'//' || ${col(tr, 'itemId')}` })
      .where(and(inArray(col(tr, 'itemId'), ids), eq(col(tr, 'lang'), lang)));
    for (const [id, path] of changed)
      await tx
        .update(tr)
        .set({ path, ...(slugs.has(id) ? { slug: slugs.get(id) } : {}) })
        .where(where(id));
    // The old paths lead to the new ones; a path a version has now is nobody's old one.
    for (const [id] of changed)
      await tx
        .insert(oldSlugs)
        .values({ kind: model.type.name, lang, slug: keyOf(tree.versions.get(id)!.path), itemId: id })
        .onConflictDoUpdate({
          target: [oldSlugs.kind, oldSlugs.lang, oldSlugs.slug],
          set: { itemId: id, createdAt: new Date() },
        });
    await tx
      .delete(oldSlugs)
      .where(
        and(
          eq(oldSlugs.kind, model.type.name),
          eq(oldSlugs.lang, lang),
          inArray(oldSlugs.slug, [...paths.values()].map(keyOf)),
        ),
      );
  }
}

/**
 * Where an address in `lang` leads now (without the prefix): an earlier path of a version there, or
 * the item's English path (`/hi/services` for a page whose Hindi path is `/hi/सेवाएँ`), gives the
 * version's path now while it is public there; null otherwise, or when a version lives there now.
 */
export async function currentPathIn(
  db: Db,
  model: ContentModel,
  lang: string,
  key: string,
  publicThere: ReturnType<typeof sql> | undefined,
): Promise<string | null> {
  const tr = model.translations;
  if (!tr) return null;
  const t = model.table;
  const [live] = await db
    .select({ one: sql`1` })
    .from(tr)
    .where(and(eq(col(tr, 'lang'), lang), sql`lower(${col(tr, 'path')}) = ${key}`))
    .limit(1);
  if (live) return null;
  const joined = and(eq(col(tr, 'itemId'), col(t, 'id')), eq(col(tr, 'lang'), lang));
  const [old] = await db
    .select({ path: col(tr, 'path') })
    .from(oldSlugs)
    .innerJoin(t, eq(col(t, 'id'), oldSlugs.itemId))
    .innerJoin(tr, joined)
    .where(
      and(eq(oldSlugs.kind, model.type.name), eq(oldSlugs.lang, lang), eq(oldSlugs.slug, key), publicThere),
    )
    .limit(1);
  if (old) return old.path as string;
  const [english] = await db
    .select({ path: col(tr, 'path') })
    .from(t)
    .innerJoin(tr, joined)
    .where(and(sql`lower(${col(t, 'path')}) = ${key}`, publicThere))
    .limit(1);
  return (english?.path as string | undefined) ?? null;
}
