/**
 * What posts and products share (docs/decisions/0037): the content columns as the API shows them,
 * slugs and the old slugs that redirect, the version check, the revision written by every save, and
 * the generic rows keyed by (kind, item_id) that go with a deleted item.
 */
import { randomUUID } from 'node:crypto';
import { type ContentStatus, type Product, redirectKey } from '@vyoma/contract';
import { addressedByPath } from '@vyoma/contract/content-types';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { isValidSlug, slugify, slugWithSuffix } from '@vyoma/contract/slug';
import { and, eq, gte, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { AnyContentTable } from '../../db/content-tables.ts';
import { contentModels, modelOf } from '../../db/content-types.ts';
import { pgErrorCode, violatedConstraint } from '../../db/errors.ts';
import {
  editPresence,
  oldSlugs,
  previewLinks,
  revisionMedia,
  revisions,
  scheduledChanges,
  users,
} from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/** The default language's old URL names (a version's in another language are its own: `lang`). */
const ownLanguage = eq(oldSlugs.lang, DEFAULT_LANGUAGE_CODE);

/** The table of any declared type, as far as the columns every type has. */
export type ContentTable = AnyContentTable;
/** A content type's table, by the type's name. */
export const tableOf = (kind: string): ContentTable => modelOf(kind).table;

/** The fields of the content model in the API's shape (the same for posts and products). */
export type ContentView = Pick<
  Product,
  'slug' | 'seo' | 'status' | 'publishAt' | 'publishedAt' | 'version' | 'createdBy' | 'updatedBy'
>;

/** The columns a read selects to build a ContentView. */
export const contentColumns = (t: ContentTable): Record<keyof ContentRow, PgColumn> => ({
  slug: t.slug,
  seoTitle: t.seoTitle,
  seoDescription: t.seoDescription,
  seoImage: t.seoImage,
  noindex: t.noindex,
  status: t.status,
  publishAt: t.publishAt,
  publishedAt: t.publishedAt,
  version: t.version,
  createdBy: t.createdBy,
  updatedBy: t.updatedBy,
});
export type ContentRow = {
  slug: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  noindex: boolean;
  status: ContentStatus;
  publishAt: Date | null;
  publishedAt: Date | null;
  version: number;
  createdBy: string | null;
  updatedBy: string | null;
};

/** The one visibility rule of workflow `publish`: only published items are public anywhere. */
export const publicOnly = (t: ContentTable): SQL => eq(t.status, 'published');

/** The UTC calendar day of `now` (YYYY-MM-DD): an item whose last day it is stays public until it ends. */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Which items of a type are public at `now`, by its workflow: published ones (`publish`); open ones
 * not past their last day (`open`, the declaration's `lastDay`); all (`always`: undefined).
 */
export function publicNow(kind: string, now: Date): SQL | undefined {
  const { type, table: t } = modelOf(kind);
  if (type.workflow === 'always') return undefined;
  if (type.workflow === 'publish') return publicOnly(t);
  const last = type.lastDay ? (t as unknown as Record<string, PgColumn>)[type.lastDay] : undefined;
  return and(eq(t.status, 'open'), last ? or(isNull(last), gte(last, dayOf(now))) : undefined);
}
/** An item as a role check sees it: who created it and its status. */
export interface Owned {
  createdBy: { _id: string } | null;
  status: ContentStatus;
}

/**
 * Who reads: a visitor (what is public now, by the type's workflow: `publicNow`), an editor or admin
 * (everything), or an author (what is public, and their own work in any status; issue 18, roles).
 */
export type Audience = 'public' | 'staff' | { authorId: string };
export function visibleTo(kind: string, audience: Audience, now = new Date()): SQL | undefined {
  if (audience === 'staff') return undefined;
  const pub = publicNow(kind, now);
  // A type with no status (workflow `always`: legal pages) is public as saved.
  if (audience === 'public' || pub === undefined) return pub;
  return or(pub, eq(tableOf(kind).createdBy, audience.authorId));
}

/**
 * The names of the staff who created or saved these rows (one query for a whole list). Visitors are
 * not told who on the staff wrote what: for them createdBy and updatedBy are null.
 */
export async function staffNames(
  db: Db,
  rows: ContentRow[],
  audience: Audience,
): Promise<Map<string, string>> {
  if (audience === 'public') return new Map();
  const ids = [...new Set(rows.flatMap((r) => [r.createdBy, r.updatedBy]).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.name]));
}

export function contentView(row: ContentRow, names: Map<string, string>): ContentView {
  const ref = (id: string | null) => (id && names.has(id) ? { _id: id, name: names.get(id)! } : null);
  return {
    slug: row.slug,
    seo: {
      title: row.seoTitle,
      description: row.seoDescription,
      image: row.seoImage,
      noindex: row.noindex,
    },
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    version: row.version,
    createdBy: ref(row.createdBy),
    updatedBy: ref(row.updatedBy),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The row an id or a (current) slug names: the API's /blogs/{id} and /product/{id} take either. */
export const byIdOrSlug = (t: ContentTable, idOrSlug: string): SQL =>
  isUuid(idOrSlug) ? eq(t.id, idOrSlug.toLowerCase()) : eq(t.slug, idOrSlug);

/**
 * Where an old URL name or an id points now: the item's current slug, or null. A public page asks
 * this before it answers 404, so /blog/{uuid} and /blog/{old-slug} answer 301 to /blog/{slug}. A
 * type addressed by path (pages) is asked with a path an item had before, and answers its path now.
 */
export async function currentSlug(
  db: Db,
  kind: string,
  idOrOldSlug: string,
  audience: Audience,
  now = new Date(),
): Promise<string | null> {
  const t = tableOf(kind);
  // A visitor is sent on only to what is public now (a draft's, or a closed opening's, address is nobody's business).
  const visible = visibleTo(kind, audience, now);
  if (addressedByPath(modelOf(kind).type)) return currentPath(db, kind, idOrOldSlug, visible, now);
  if (isUuid(idOrOldSlug)) {
    const [row] = await db
      .select({ slug: t.slug })
      .from(t)
      .where(and(eq(t.id, idOrOldSlug.toLowerCase()), visible))
      .limit(1);
    return row?.slug ?? null;
  }
  if (!isValidSlug(idOrOldSlug)) return null;
  const [row] = await db
    .select({ slug: t.slug })
    .from(oldSlugs)
    .innerJoin(t, eq(t.id, oldSlugs.itemId))
    .where(and(eq(oldSlugs.kind, kind), ownLanguage, eq(oldSlugs.slug, idOrOldSlug), visible))
    .limit(1);
  return row?.slug ?? null;
}

/** What a path made of URL names (a page's) looks like as a key: lower case, no trailing slash. */
const PATH_KEY = /^(?:\/[a-z0-9-]+)+$/;

/**
 * A request's path as the key a page's path is looked up by (decoded, lower case), or null when no
 * page could have it (a file's name, a %-escape of something no URL name has): no query for those.
 */
export function pathKeyOf(path: string): string | null {
  const key = redirectKey(path);
  return key !== null && PATH_KEY.test(key) ? key : null;
}

/**
 * Where a path an item had before leads now (its current path), or null. Never past an item public
 * at that path now: an item published at an earlier address of another takes it (also when it goes
 * live on schedule, which no save records).
 */
async function currentPath(
  db: Db,
  kind: string,
  oldPath: string,
  visible: SQL | undefined,
  now: Date,
): Promise<string | null> {
  const key = pathKeyOf(oldPath);
  if (key === null) return null;
  const t = tableOf(kind);
  const atPath = sql`lower(${t.path}) = ${key}`;
  const [live] = await db
    .select({ one: sql`1` })
    .from(t)
    .where(and(atPath, publicNow(kind, now)))
    .limit(1);
  if (live) return null;
  const [row] = await db
    .select({ path: t.path })
    .from(oldSlugs)
    .innerJoin(t, eq(t.id, oldSlugs.itemId))
    .where(and(eq(oldSlugs.kind, kind), ownLanguage, eq(oldSlugs.slug, key), visible))
    .limit(1);
  return row?.path ?? null;
}

// --- slugs ------------------------------------------------------------------------------------------

/** 409 for a slug another item (or, for job openings, another opening) has. */
export const slugTaken = (slug: string, noun = 'item') =>
  new HttpError(409, `The URL name “${slug}” is already used by another ${noun}. Choose another one.`, {
    slug: `The URL name “${slug}” is already used`,
  });

/**
 * A free slug for a new item: `slugify(title)`, else with -2, -3 … Another item's live slug or old
 * slug is never taken by a generated one (an old URL keeps pointing where it did).
 */
export async function freeSlug(db: Db, kind: string, title: string, exceptId?: string): Promise<string> {
  const t = tableOf(kind);
  const base = slugify(title, kind);
  const prefix = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  const [live, old] = await Promise.all([
    db
      .select({ slug: t.slug, id: t.id })
      .from(t)
      .where(or(eq(t.slug, base), like(t.slug, prefix))),
    db
      .select({ slug: oldSlugs.slug, id: oldSlugs.itemId })
      .from(oldSlugs)
      .where(
        and(eq(oldSlugs.kind, kind), ownLanguage, or(eq(oldSlugs.slug, base), like(oldSlugs.slug, prefix))),
      ),
  ]);
  const used = new Set([...live, ...old].filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = slugWithSuffix(base, n);
    if (!used.has(candidate)) return candidate;
  }
}

/** A table with a unique slug beside its id (job openings, forms). */
export interface SlugTable {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
}

/** A free slug among one table's: `slugify(title)`, else with -2, -3 … (the row `exceptId` keeps its own). */
async function freeSlugIn(db: Db, t: SlugTable, title: string, fallback: string, exceptId: string | null) {
  const base = slugify(title, fallback);
  const prefix = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  const rows = (await db
    .select({ slug: t.slug, id: t.id })
    .from(t.table)
    .where(or(eq(t.slug, base), like(t.slug, prefix)))) as { slug: string; id: string }[];
  const used = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = slugWithSuffix(base, n);
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * The slug a save of a row of `t` stores: the one typed (409 when another row has it), else the one it
 * has (`current`), else a free one made from the title.
 */
export async function slugToStore(
  db: Db,
  t: SlugTable,
  save: { typed: string | undefined; title: string; id: string | null; current: string | null },
  names: { fallback: string; noun: 'opening' | 'form' },
): Promise<string> {
  if (save.typed) {
    const [row] = (await db.select({ id: t.id }).from(t.table).where(eq(t.slug, save.typed)).limit(1)) as {
      id: string;
    }[];
    if (row && row.id !== save.id) throw slugTaken(save.typed, names.noun);
    return save.typed;
  }
  return save.current ?? freeSlugIn(db, t, save.title, names.fallback, save.id);
}

/**
 * Migration 0004 made slugs in SQL, which knows only Latin letters: a title with none got
 * `post-<start of id>`. At start, such rows get the transliterated slug (`नमस्ते` → `nmste`), and the
 * SQL one keeps redirecting. Cheap when there are none (one indexed query per kind).
 */
export async function reslugMigratedFallbacks(db: Db): Promise<number> {
  let changed = 0;
  for (const { type, table: t } of contentModels()) {
    // A type addressed by path was never in migration 0004.
    if (!type.slug || addressedByPath(type)) continue;
    const kind = type.name;
    const label = t[type.titleField] as typeof t.slug;
    const rows = await db
      .select({ id: t.id, slug: t.slug, label })
      .from(t)
      .where(like(t.slug, `${kind}-%`));
    for (const row of rows) {
      // Only the SQL fallback, and only when the title has something to transliterate.
      if (row.slug !== `${kind}-${row.id.slice(0, 8)}` || slugify(row.label, kind) === kind) continue;
      const slug = await freeSlug(db, kind, row.label, row.id);
      await db.transaction(async (tx) => {
        await tx.update(t).set({ slug }).where(eq(t.id, row.id));
        await recordSlugChange(tx, kind, row.id, row.slug, slug);
      });
      changed++;
    }
  }
  return changed;
}

/** Is this slug free for the item (another item's live slug is not; old slugs are). */
export async function assertSlugFree(
  db: Db,
  kind: string,
  slug: string,
  itemId: string | null,
  noun?: string,
) {
  const t = tableOf(kind);
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.slug, slug)).limit(1);
  if (row && row.id !== itemId) throw slugTaken(slug, noun);
}

/**
 * What keeps its old slugs in old_slugs: the content kinds, and job openings (careers module), which
 * are not content but have public addresses that get shared just the same.
 */
export type SlugOwner = string;

/** The item that had `slug` of this kind before, or null. */
export async function oldSlugOwner(db: Db, kind: SlugOwner, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: oldSlugs.itemId })
    .from(oldSlugs)
    .where(and(eq(oldSlugs.kind, kind), ownLanguage, eq(oldSlugs.slug, slug)))
    .limit(1);
  return row?.id ?? null;
}

/** An item is deleted: its old slugs go with it (inside the deleting transaction). */
export async function deleteOldSlugs(tx: Db, kind: SlugOwner, itemId: string): Promise<void> {
  await tx.delete(oldSlugs).where(and(eq(oldSlugs.kind, kind), eq(oldSlugs.itemId, itemId)));
}

/**
 * Inside the save's transaction, after the item has its new slug: the old one redirects from now on,
 * and the new one stops being anybody's old slug (the live slug wins).
 */
export async function recordSlugChange(
  tx: Db,
  kind: SlugOwner,
  itemId: string,
  before: string | null,
  after: string,
  /** The language whose address it is (a version's in another language: its own). */
  lang: string = DEFAULT_LANGUAGE_CODE,
): Promise<void> {
  await tx
    .delete(oldSlugs)
    .where(and(eq(oldSlugs.kind, kind), eq(oldSlugs.lang, lang), eq(oldSlugs.slug, after)));
  if (before === null || before === after) return;
  await tx
    .insert(oldSlugs)
    .values({ kind, lang, slug: before, itemId })
    .onConflictDoUpdate({
      target: [oldSlugs.kind, oldSlugs.lang, oldSlugs.slug],
      set: { itemId, createdAt: new Date() },
    });
}

/** A unique-index violation on the slug (two saves racing for one name) becomes the same 409. */
export async function withSlugConflict<T>(slug: string, fn: () => Promise<T>, noun = 'item'): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (pgErrorCode(err) === '23505' && violatedConstraint(err)?.endsWith('_slug_idx'))
      throw slugTaken(slug, noun);
    throw err;
  }
}

// --- versions and revisions -------------------------------------------------------------------------

export interface Editor {
  id: string;
  name: string;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * Inside the save's transaction, with the row locked: a PUT that started from an older version than
 * the one saved is refused (409) naming who saved in between. Without `version` (spec clients) no check.
 */
export async function checkVersion(
  tx: Db,
  kind: string,
  id: string,
  expected: number | undefined,
  label: string,
): Promise<void> {
  if (expected === undefined) return;
  const t = tableOf(kind);
  const [row] = await tx
    .select({ version: t.version, updatedAt: t.updatedAt, updatedBy: t.updatedBy, name: users.name })
    .from(t)
    .leftJoin(users, eq(users.id, t.updatedBy))
    .where(eq(t.id, id))
    .for('update', { of: t });
  if (!row || row.version === expected) return;
  throw versionConflict(row, expected, label);
}

/**
 * 409 to a save that started from an older version than the saved `row`, naming who saved in between
 * and when; `current` lets the editor compare (posts, products, job openings, forms).
 */
export function versionConflict(
  row: { version: number; updatedAt: Date; updatedBy: string | null; name: string | null },
  expected: number,
  label: string,
): HttpError {
  return new HttpError(
    409,
    `${row.name ?? 'Someone'} saved this ${label} at ${timeFormat.format(row.updatedAt)} UTC (version ${row.version}; you edited version ${expected}). Reload it to see their changes, then make yours again.`,
    undefined,
    {
      current: {
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy && row.name ? { _id: row.updatedBy, name: row.name } : null,
      },
    },
  );
}

/** Every save writes one revision in its transaction: the item as the admin API shows it now. */
export async function writeRevision(
  tx: Db,
  r: {
    kind: string;
    itemId: string;
    version: number;
    editor: Editor | null;
    summary: string;
    data: unknown;
    media: string[];
    /** A version in another language (issue 36); default, the item itself. */
    lang?: string;
  },
): Promise<void> {
  const id = randomUUID();
  await tx.insert(revisions).values({
    id,
    ...(r.lang ? { lang: r.lang } : {}),
    kind: r.kind,
    itemId: r.itemId,
    version: r.version,
    authorId: r.editor?.id ?? null,
    authorName: r.editor?.name ?? 'System',
    summary: r.summary,
    data: r.data,
  });
  const paths = [...new Set(r.media.filter((p) => p.startsWith('/uploads/')))];
  if (paths.length > 0)
    await tx.insert(revisionMedia).values(paths.map((path) => ({ revisionId: id, path })));
}

/** A new version number and who saved: what every save sets on the item's row. */
export const saveStamp = (editor: Editor | null) => ({
  version: sql`${sql.identifier('version')} + 1`,
  updatedBy: editor?.id ?? null,
  updatedAt: new Date(),
});

/**
 * Status fields of a save: create without status publishes (spec clients); a PUT without it keeps
 * it. `published_at` is set the first time an item becomes published; publish_at only for scheduled.
 */
export function statusFields(
  status: ContentStatus | undefined,
  publishAt: string | null | undefined,
  before: { status: ContentStatus; publishAt: Date | null; publishedAt: Date | null } | null,
) {
  const next = status ?? before?.status ?? 'published';
  // A save that names no time (a spec client editing a title) keeps the scheduled one.
  const when = publishAt === undefined ? (before?.publishAt ?? null) : publishAt ? new Date(publishAt) : null;
  return {
    status: next,
    publishAt: next === 'scheduled' ? when : null,
    ...(next === 'published' && !before?.publishedAt ? { publishedAt: new Date() } : {}),
  };
}

/**
 * Inside the delete's transaction: the item's old slugs, revisions, preview links and presence go
 * too. Returns the media its revisions used (to release: they go if nothing else uses them).
 */
export async function deleteItemTraces(tx: Db, kind: string, itemId: string): Promise<string[]> {
  const item = (t: typeof oldSlugs | typeof revisions | typeof previewLinks | typeof editPresence) =>
    and(eq(t.kind, kind), eq(t.itemId, itemId));
  const used = await tx
    .selectDistinct({ path: revisionMedia.path })
    .from(revisionMedia)
    .innerJoin(revisions, eq(revisions.id, revisionMedia.revisionId))
    .where(item(revisions));
  await tx.delete(oldSlugs).where(item(oldSlugs));
  await tx.delete(revisions).where(item(revisions));
  await tx.delete(previewLinks).where(item(previewLinks));
  await tx.delete(editPresence).where(item(editPresence));
  await tx
    .delete(scheduledChanges)
    .where(and(eq(scheduledChanges.kind, kind), eq(scheduledChanges.itemId, itemId)));
  return used.map((r) => r.path);
}
