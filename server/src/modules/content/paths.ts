/**
 * The addresses of a type whose items are addressed by path (`publicPath: '{path}'`: pages; issue
 * 35, docs/decisions/0062 §1.4). An item's path is its parent's path and its slug: unique ignoring
 * case (React Router matches paths so), never an address the site answers by itself (contract
 * reserved-paths.ts, with the other types' public paths), at most the relation's `maxDepth` levels
 * deep, never under itself. A save that moves an item moves everything under it in the same
 * transaction, and every path an item had before is kept in old_slugs (its key in place of a slug),
 * so it answers 301 to where the item is now (repository.ts currentSlug; pages/moved.ts).
 *
 * Saves of such a type take one lock first (`lockTree`): a tree changes one save at a time, so two
 * saves cannot each move a page under the other, and the paths read while checking are the paths.
 */
import { type PathPrefix, type ReservedPath, reservedPath, reservedPathMessage } from '@vyoma/contract';
import {
  addressedByPath,
  type ContentTypeDeclaration,
  FIELD_MESSAGES,
  parentFieldOf,
  type RelationField,
} from '@vyoma/contract/content-types';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { splitLangPath } from '@vyoma/contract/languages';
import { slugify, slugWithSuffix } from '@vyoma/contract/slug';
import { and, eq, inArray, like, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ContentModel, contentModels, registryGeneration } from '../../db/content-types.ts';
import { oldSlugs } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { languagePrefixes } from '../settings/index.ts';
import { currentSlug, pathKeyOf, publicNow } from './repository.ts';

/** A path as old_slugs keeps it and lookups compare it: lower case. */
const keyOf = (path: string) => path.toLowerCase();

/** The levels of a path: `/a` is 1, `/a/b` 2. */
const levelOf = (path: string) => path.split('/').length - 1;

let prefixes: { generation: number; list: PathPrefix[] } | null = null;

/**
 * The public paths of the other content types, as prefixes (`/case-studies/`): their items live
 * there. A type whose items are at the top (`/{slug}`: legal pages, whose keys are the code's pages)
 * and a type addressed by path add none.
 */
function typePrefixes(): PathPrefix[] {
  const generation = registryGeneration();
  if (prefixes?.generation !== generation)
    prefixes = {
      generation,
      list: contentModels().flatMap(({ type }) => {
        const prefix = type.publicPath?.endsWith('{slug}')
          ? type.publicPath.slice(0, -'{slug}'.length).toLowerCase()
          : '/';
        return prefix === '/' ? [] : [{ prefix, what: type.label.many }];
      }),
    };
  return prefixes.list;
}

/**
 * Why the site answers `path` by itself (the fixed list, and every content type's public path), or
 * null: what a page staff make may not take, and what a redirect may not hide.
 */
export function reservedAddress(path: string): ReservedPath | null {
  return reservedPath(path, typePrefixes());
}

/** The lock a save of a type addressed by path takes first (until its transaction ends). */
export async function lockTree(tx: Db, type: ContentTypeDeclaration): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-tree:${type.name}`}))`);
}

/** One item as the tree sees it. */
interface Node {
  id: string;
  path: string;
  title: string;
}

const nodeColumns = (model: ContentModel) => ({
  id: model.table.id,
  path: model.table.path,
  title: model.table[model.type.titleField] as typeof model.table.path,
});

/** What a save of an item addressed by path asks for. */
export interface PathSave {
  id: string;
  /** Its parent after the save (null: at the top). */
  parentId: string | null;
  /** The slug typed, or the one it keeps; null: made from the title. */
  slug: string | null;
  title: string;
  /** Its path before the save (null: a new item). */
  before: string | null;
}

/** Where a save puts an item: its slug and path, and the items under it that move with it. */
export interface PathPlan {
  slug: string;
  path: string;
  /** Every item whose path changes (the item itself first), its path before and after. */
  moved: { id: string; before: string; after: string }[];
}

const relationLabel = (f: RelationField) => f.label.toLowerCase();

/**
 * Inside a save's transaction, after `lockTree`: where the item goes, checked. The parent exists and
 * is neither the item nor one of the items under it; the tree stays within `maxDepth`; no path the
 * item and the items under it would have is one the site answers by itself (400) or another item's
 * (409). Reads only: a refused save has changed nothing.
 */
export async function planPath(tx: Db, model: ContentModel, save: PathSave): Promise<PathPlan> {
  const { type, table: t } = model;
  const field = parentFieldOf(type)!;
  const one = type.label.one;
  let parent: Node | undefined;
  if (save.parentId !== null) {
    [parent] = await tx.select(nodeColumns(model)).from(t).where(eq(t.id, save.parentId)).limit(1);
    if (!parent) throw badRequest(FIELD_MESSAGES.relation(field.label), field.name);
    if (parent.id === save.id)
      throw badRequest(`A ${one} cannot be its own ${relationLabel(field)}`, field.name);
    if (save.before !== null && parent.path.startsWith(`${save.before}/`))
      throw badRequest(
        `“${parent.title}” is under this ${one}: a ${one} cannot go under one of its own ${type.label.many}`,
        field.name,
      );
  }
  const base = parent?.path ?? '';
  const slug = save.slug ?? (await freeSlugUnder(tx, model, base, save.title, save.id));
  const path = `${base}/${slug}`;
  const under =
    save.before === null
      ? []
      : await tx
          .select(nodeColumns(model))
          .from(t)
          .where(sql`left(${t.path}, ${save.before.length + 1}) = ${`${save.before}/`}`);

  const max = field.maxDepth!;
  const deepest = Math.max(0, ...under.map((n) => levelOf(n.path) - levelOf(save.before!)));
  if (levelOf(path) + deepest > max)
    throw badRequest(
      deepest === 0
        ? `${capital(type.label.many)} go ${max} levels deep at most: here this ${one} would be at level ${levelOf(path)}`
        : `${capital(type.label.many)} go ${max} levels deep at most: here the ${type.label.many} under this ${one} would reach level ${levelOf(path) + deepest}`,
      field.name,
    );

  const moved =
    save.before === null || save.before === path
      ? []
      : [
          { id: save.id, before: save.before, after: path, title: save.title },
          ...under.map((n) => ({
            id: n.id,
            before: n.path,
            after: path + n.path.slice(save.before!.length),
            title: n.title,
          })),
        ];
  const checked = save.before === null ? [{ id: save.id, after: path, title: save.title }] : moved;
  /** Which address a message is about: the item's own, or one of those under it. */
  const whose = (n: { id: string; title: string }) =>
    n.id === save.id ? '' : ` (where “${n.title}”, a ${one} under this one, would move)`;
  const another = `Choose another URL name or ${relationLabel(field)}.`;
  // The fixed reservations, and the prefix of every language the settings list (issue 36).
  const prefixes = checked.length > 0 ? await languagePrefixes(tx) : [];
  for (const n of checked) {
    const code = splitLangPath(n.after.toLowerCase(), prefixes).lang;
    const reserved = reservedAddress(n.after) ?? (code ? { kind: 'language' as const, code } : null);
    if (reserved)
      throw badRequest(`${reservedPathMessage(n.after, reserved)}${whose(n)}. ${another}`, 'slug');
  }
  if (checked.length > 0) {
    const ids = [save.id, ...under.map((n) => n.id)];
    const [holder] = await tx
      .select({ ...nodeColumns(model), key: sql<string>`lower(${t.path})` })
      .from(t)
      .where(
        and(
          inArray(
            sql`lower(${t.path})`,
            checked.map((n) => keyOf(n.after)),
          ),
          notInArray(t.id, ids),
        ),
      )
      .limit(1);
    if (holder) {
      const n = checked.find((c) => keyOf(c.after) === holder.key)!;
      throw new HttpError(
        409,
        `The address ${n.after} is already used by ${one} “${holder.title}”${whose(n)}. ${another}`,
        { slug: `The address ${n.after} is already used` },
      );
    }
  }
  return { slug, path, moved: moved.map(({ id, before, after }) => ({ id, before, after })) };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A free slug for a new item under `base` (its parent's path, '' at the top): the title's slug, else
 * with -2, -3 … Another item's path, an earlier path of another item (it keeps pointing where it did)
 * and an address the site answers by itself are never taken by a generated one.
 */
async function freeSlugUnder(tx: Db, model: ContentModel, base: string, title: string, id: string) {
  const { type, table: t } = model;
  const first = slugify(title, type.name);
  const start = keyOf(`${base}/${first}`);
  const prefix = `${start.replace(/[\\%_]/g, '\\$&')}-%`;
  const [live, old] = await Promise.all([
    tx
      .select({ key: sql<string>`lower(${t.path})` })
      .from(t)
      .where(and(or(sql`lower(${t.path}) = ${start}`, sql`lower(${t.path}) like ${prefix}`), ne(t.id, id))),
    tx
      .select({ key: oldSlugs.slug })
      .from(oldSlugs)
      .where(
        and(
          eq(oldSlugs.kind, type.name),
          eq(oldSlugs.lang, DEFAULT_LANGUAGE_CODE),
          or(eq(oldSlugs.slug, start), like(oldSlugs.slug, prefix)),
          ne(oldSlugs.itemId, id),
        ),
      ),
  ]);
  const used = new Set([...live, ...old].map((r) => r.key));
  const free = (slug: string) => {
    const path = `${base}/${slug}`;
    return !used.has(keyOf(path)) && reservedAddress(path) === null;
  };
  if (free(first)) return first;
  for (let n = 2; ; n++) {
    const candidate = slugWithSuffix(first, n);
    if (free(candidate)) return candidate;
  }
}

/**
 * Inside the save's transaction, after the item's row has its new path: the items under it get
 * theirs, every path that changed is kept as an earlier address of its item, and a path a public item
 * has now stops being any item's earlier address (a page published at an old address takes it).
 */
export async function recordPathChange(
  tx: Db,
  model: ContentModel,
  id: string,
  plan: PathPlan,
): Promise<void> {
  const { type, table: t } = model;
  const [self, ...under] = plan.moved;
  if (self && under.length > 0)
    await tx
      .update(t)
      .set({ path: sql`${plan.path} || substr(${t.path}, ${self.before.length + 1})` })
      .where(sql`left(${t.path}, ${self.before.length + 1}) = ${`${self.before}/`}`);
  for (const m of plan.moved)
    await tx
      .insert(oldSlugs)
      .values({ kind: type.name, slug: keyOf(m.before), itemId: m.id })
      .onConflictDoUpdate({
        target: [oldSlugs.kind, oldSlugs.lang, oldSlugs.slug],
        set: { itemId: m.id, createdAt: new Date() },
      });
  const live = await tx
    .select({ key: sql<string>`lower(${t.path})` })
    .from(t)
    .where(and(inArray(t.id, [id, ...under.map((m) => m.id)]), publicNow(type.name, new Date())));
  if (live.length > 0)
    await tx.delete(oldSlugs).where(
      and(
        eq(oldSlugs.kind, type.name),
        eq(oldSlugs.lang, DEFAULT_LANGUAGE_CODE),
        inArray(
          oldSlugs.slug,
          live.map((r) => r.key),
        ),
      ),
    );
}

/** 409 for deleting an item others sit under: they would be left without a parent (and an address). */
export async function assertNoChildren(
  tx: Db,
  model: ContentModel,
  id: string,
  title: string,
): Promise<void> {
  const field = parentFieldOf(model.type);
  if (!field) return;
  const { type, table: t } = model;
  const children = await tx
    .select({ title: nodeColumns(model).title })
    .from(t)
    .where(eq(t[field.name] as typeof t.id, id))
    .limit(3);
  if (children.length === 0) return;
  const names = children.map((c) => `“${c.title}”`).join(', ');
  throw new HttpError(
    409,
    `${capital(type.label.one)} “${title}” has ${type.label.many} under it (${names}${children.length === 3 ? ' …' : ''}): move them to another ${relationLabel(field)} or delete them first.`,
  );
}

/** What answers at a path among the types addressed by path. */
export type PathAnswer = { live: true; what: string } | { live: false; movedTo: string; what: string };

/**
 * What the types addressed by path answer at `path` now (what a redirect from it would hide, or
 * where it leads by itself): an item public there, or an earlier path of a public item; else null.
 */
export async function pathAnswer(db: Db, path: string): Promise<PathAnswer | null> {
  const key = pathKeyOf(path);
  if (key === null) return null;
  const now = new Date();
  for (const model of contentModels()) {
    if (!addressedByPath(model.type)) continue;
    const { type, table: t } = model;
    const [live] = await db
      .select({ one: sql`1` })
      .from(t)
      .where(and(sql`lower(${t.path}) = ${key}`, publicNow(type.name, now)))
      .limit(1);
    if (live) return { live: true, what: `published ${type.label.one}` };
    const movedTo = await currentSlug(db, type.name, path, 'public', now);
    if (movedTo !== null) return { live: false, movedTo, what: type.label.one };
  }
  return null;
}

/**
 * The path of an item of a type addressed by path at `prefix` or under it (`/ta`, `/ta/…`), drafts
 * included, or null: a language whose prefix it is would hide it (settings, issue 36).
 */
export async function firstPathUnder(db: Db, prefix: string): Promise<string | null> {
  const key = prefix.toLowerCase();
  for (const model of contentModels()) {
    if (!addressedByPath(model.type)) continue;
    const t = model.table;
    const [row] = await db
      .select({ path: sql<string>`${t.path}` })
      .from(t)
      .where(sql`lower(${t.path}) = ${key} or lower(${t.path}) like ${`${key}/%`}`)
      .limit(1);
    if (row) return row.path;
  }
  return null;
}
