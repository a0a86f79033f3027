/**
 * The generic repository of a content type (issue 34; docs/decisions/0061): what every declared type
 * gets from its declaration, with no code of its own. An item reads as the API shows it (its fields
 * by name, its media described, its lists' items and its blocks in order, who wrote it for staff); a
 * save goes through one path (row locked, version checked, fields, lists and blocks written, slug
 * change recorded, revision written with its summary, webhook events queued); a restore is that save
 * again; a delete takes the item's traces with it.
 */
import { randomUUID } from 'node:crypto';
import type { ContentStatus, MediaInfo } from '@vyoma/contract';
import type { BlockInput } from '@vyoma/contract/block-rules';
import type { BlockDeclaration, BlockValue } from '@vyoma/contract/blocks';
import {
  addressedByPath,
  type BlocksField,
  blocksMedia,
  blocksText,
  type ContentTypeDeclaration,
  type Field,
  jsonWordsOf,
  type ListField,
  type ListItemField,
  mediaKeyOf,
  parentFieldOf,
  shownInOtherLanguages,
  tableFields,
  textKeyOf,
  translatedBlocks,
  translatedFields,
  translatedLists,
  versionsHaveSlugs,
} from '@vyoma/contract/content-types';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { docToText, type RichTextDoc } from '@vyoma/contract/rich-text';
import { isValidVersionSlug } from '@vyoma/contract/slug';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { DynamicTable } from '../../db/content-tables.ts';
import type { ContentModel } from '../../db/content-types.ts';
import { categories, oldSlugs } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { mediaByPaths } from '../media/index.ts';
import { emitStatusChange } from '../webhooks/index.ts';
import { assertNotKept } from './kept-pages.ts';
import { assertNoChildren, lockTree, type PathPlan, planPath, recordPathChange } from './paths.ts';
import {
  type Audience,
  assertSlugFree,
  byIdOrSlug,
  type ContentRow,
  checkVersion,
  contentView,
  deleteItemTraces,
  type Editor,
  freeSlug,
  isUuid,
  recordSlugChange,
  saveStamp,
  staffNames,
  statusFields,
  visibleTo,
  withSlugConflict,
  writeRevision,
} from './repository.ts';
import { restoredSummary, restorePlan } from './revisions.ts';
import { changeSummary, contentParts, type SummaryPart } from './summary.ts';
import { blocksInVersion, changesWords } from './translations.ts';
import { refreshVersionPaths } from './version-paths.ts';

/** An item as the API shows it: `_id`, its fields by name, its media described, the content columns. */
export type Item = Record<string, unknown> & {
  _id: string;
  slug: string;
  status: ContentStatus;
  version: number;
  createdBy: { _id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
  seo: { title: string | null; description: string | null; image: string | null; noindex: boolean };
  publishAt: string | null;
  publishedAt: string | null;
};

/** A list field's item as it is saved: its sub-fields by name (a rich text as its document). */
export type ListItemValues = Record<string, unknown>;

/** What a save writes: each field by name (a media list: its paths in order; a list: its items). */
export type FieldValues = Record<string, unknown>;

/** The content-model fields of a save; each left out keeps what the item has (create: defaults). */
export interface ContentInput {
  slug?: string | undefined;
  seo?:
    | {
        title?: string | null | undefined;
        description?: string | null | undefined;
        image?: string | null | undefined;
        noindex?: boolean | undefined;
      }
    | undefined;
  status?: ContentStatus | undefined;
  publishAt?: string | null | undefined;
  /** PUT: the version the edit started from (409 when another save came in between). */
  version?: number | undefined;
}

const col = (t: DynamicTable, key: string): PgColumn => {
  const c = (t as unknown as Record<string, PgColumn | undefined>)[key];
  if (!c) throw new Error(`${String(t)} has no column ${key}`);
  return c;
};

/** The fields kept in the item's own row (not lists, media lists or blocks). */
const rowFields = (type: ContentTypeDeclaration) =>
  type.fields.filter((f) => f.kind !== 'list' && f.kind !== 'mediaList' && f.kind !== 'blocks');
const listFields = (type: ContentTypeDeclaration) =>
  type.fields.filter(
    (f): f is Extract<Field, { kind: 'list' | 'mediaList' }> => f.kind === 'list' || f.kind === 'mediaList',
  );
const blocksFields = (type: ContentTypeDeclaration) =>
  type.fields.filter((f): f is BlocksField => f.kind === 'blocks');

/** The columns a read selects (every one but the search vector and the words' version, which nothing shows). */
function readColumns(table: DynamicTable): Record<string, PgColumn> {
  const { searchVector: _, textVersion: __, ...rest } = getTableColumns(table) as Record<string, PgColumn>;
  return rest;
}

type Row = Record<string, unknown> & ContentRow & { id: string; createdAt: Date; updatedAt: Date };

/** A number column answers a string (numeric) or a number (double): the API always shows a number. */
const fieldValue = (f: Field, value: unknown) => (f.kind === 'number' ? Number(value) : value);

/** Rows of one type as the API shows them: one query per list, one for media, one for names. */
export async function hydrate(
  db: Db,
  model: ContentModel,
  rows: Row[],
  audience: Audience,
  /** The language its pictures are described in (their alt text there, issue 36). */
  lang: string = DEFAULT_LANGUAGE_CODE,
): Promise<Item[]> {
  if (rows.length === 0) return [];
  const { type } = model;
  const ids = rows.map((r) => r.id);
  const lists = tableFields(type);
  const listRows = await Promise.all(
    lists.map((f) => {
      const t = model.lists[f.name]!;
      return db
        .select()
        .from(t)
        .where(inArray(col(t, 'itemId'), ids))
        .orderBy(asc(col(t, 'position'))) as Promise<Record<string, unknown>[]>;
    }),
  );
  const relations = rowFields(type).filter((f) => f.kind === 'relation');
  const idsOf = (own: boolean) => [
    ...new Set(
      rows
        .flatMap((r) => relations.filter((f) => (f.to === type.name) === own).map((f) => r[f.name]))
        .filter((v): v is string => typeof v === 'string'),
    ),
  ];
  const [categoryIds, ownIds] = [idsOf(false), idsOf(true)];
  // Every media path the rows and their lists name, described in one query.
  const paths: string[] = [];
  for (const r of rows)
    for (const f of rowFields(type))
      if (f.kind === 'media' && typeof r[f.name] === 'string') paths.push(r[f.name] as string);
  lists.forEach((f, i) => {
    for (const item of listRows[i]!) {
      if (f.kind === 'mediaList') paths.push(item.path as string);
      else if (f.kind === 'list')
        for (const sub of f.of)
          if (sub.kind === 'media' && typeof item[sub.name] === 'string')
            paths.push(item[sub.name] as string);
    }
    if (f.kind === 'blocks')
      paths.push(...blocksMedia(f, listRows[i] as unknown as BlockValue[]).map((m) => m.value));
  });
  const titles = model.table[type.titleField] as PgColumn;
  const [infos, names, categoryNames, ownNames] = await Promise.all([
    mediaByPaths(db, paths, lang),
    staffNames(db, rows, audience),
    categoryIds.length === 0
      ? Promise.resolve(new Map<string, string>())
      : db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
          .then((found) => new Map(found.map((c) => [c.id, c.name]))),
    // Another item of the type (a page's parent): its title.
    ownIds.length === 0
      ? Promise.resolve(new Map<string, string>())
      : db
          .select({ id: col(model.table, 'id'), name: titles })
          .from(model.table)
          .where(inArray(col(model.table, 'id'), ownIds))
          .then((found) => new Map(found.map((c) => [c.id as string, c.name as string]))),
  ]);
  return rows.map((r) => {
    const item: Record<string, unknown> = { _id: r.id };
    for (const f of rowFields(type)) {
      item[f.name] = fieldValue(f, r[f.name]);
      if (f.kind === 'media') item[mediaKeyOf(f)] = infos.get(r[f.name] as string) ?? null;
      if (f.kind === 'richText') item[textKeyOf(f)] = r[`${f.name}Text`];
      if (f.kind === 'relation')
        item[`${f.name}Name`] =
          (f.to === type.name ? ownNames : categoryNames).get(r[f.name] as string) ?? null;
    }
    if (addressedByPath(type)) item.path = r.path;
    lists.forEach((f, i) => {
      const own = listRows[i]!.filter((x) => x.itemId === r.id);
      if (f.kind === 'mediaList') {
        const value = own.map((x) => x.path as string);
        item[f.name] = value;
        item[mediaKeyOf(f)] = value.map((p) => infos.get(p)).filter((m): m is MediaInfo => m !== undefined);
      } else if (f.kind === 'blocks') {
        const blocks = own.map(
          (x): BlockValue => ({
            id: x.id as string,
            type: x.type as string,
            props: x.props as BlockValue['props'],
          }),
        );
        item[f.name] = blocks;
        // The files its blocks use, described by path (a renderer's sizes, the editor's previews).
        item[mediaKeyOf(f)] = Object.fromEntries(
          blocksMedia(f, blocks).flatMap((m) => {
            const info = infos.get(m.value);
            return info ? [[m.value, info]] : [];
          }),
        );
      } else item[f.name] = own.map((x) => listItemView(f, x, infos));
    });
    item.createdAt = r.createdAt.toISOString();
    item.updatedAt = r.updatedAt.toISOString();
    if (type.workflow === 'open') {
      item.postedAt = (r.postedAt as Date).toISOString();
      item.closedAt = (r.closedAt as Date | null)?.toISOString() ?? null;
    }
    Object.assign(item, contentView(r, names));
    return item as Item;
  });
}

function listItemView(f: ListField, row: Record<string, unknown>, infos: Map<string, MediaInfo>) {
  const item: Record<string, unknown> = { _id: row.id };
  for (const sub of f.of) {
    item[sub.name] = row[sub.name];
    if (sub.kind === 'richText') item[textKeyOf(sub)] = row[`${sub.name}Text`];
    if (sub.kind === 'media') item[mediaKeyOf(sub)] = infos.get(row[sub.name] as string) ?? null;
  }
  return item;
}

/** A page of a list: its number (from 1) and size. */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * One page of a type's items, newest first, and how many match in all; the public sees published
 * items only. `where` narrows it (a filter the type's own list takes).
 */
export async function listItems(
  db: Db,
  model: ContentModel,
  opts: { audience: Audience; where?: SQL | undefined; status?: ContentStatus | undefined },
  page: PageRequest,
): Promise<{ data: Item[]; total: number }> {
  const t = model.table;
  const where = and(
    opts.where,
    opts.status ? eq(col(t, 'status'), opts.status) : undefined,
    visibleTo(model.type.name, opts.audience),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(readColumns(t))
      .from(t)
      .where(where)
      .orderBy(desc(col(t, 'createdAt')), desc(col(t, 'id')))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { data: await hydrate(db, model, rows as Row[], opts.audience), total: counted?.n ?? 0 };
}

/**
 * Issue 36: a list's translation filter (`hi:missing`, `hi:needs-update`) as a condition on the
 * type's table: no version in that language, or one the English words have moved past. Undefined
 * (no narrowing) without a filter; a type with no versions has every item missing.
 */
export function translationWhere(model: ContentModel, filter: string | undefined): SQL | undefined {
  if (!filter) return undefined;
  const [lang, want] = filter.split(':') as [string, 'missing' | 'needs-update'];
  const tr = model.translations;
  const t = model.table;
  if (!tr) return want === 'missing' ? undefined : sql`false`;
  const version = sql`select 1 from ${tr} where ${col(tr, 'itemId')} = ${col(t, 'id')} and ${col(tr, 'lang')} = ${lang}`;
  return want === 'missing'
    ? sql`not exists (${version})`
    : sql`exists (${version} and ${col(tr, 'sourceVersion')} < ${col(t, 'textVersion')})`;
}

/** Rows already read (a type's own query, e.g. the catalogue's filters), as the API shows them. */
export const selectItems = (db: Db, model: ContentModel) =>
  db.select(readColumns(model.table)).from(model.table);

// --- reading in another language (issue 36) --------------------------------------------------------

/** The version columns a read in another language takes in place of the item's own. */
const VERSION_COLUMNS = [
  'slug',
  // A page's path in that language (content/version-paths.ts).
  'path',
  'seoTitle',
  'seoDescription',
  'noindex',
  'status',
  'publishAt',
  'publishedAt',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

/** The columns of a read in another language: the item's own (shared fields), its version's words and state. */
function languageColumns(model: ContentModel): Record<string, PgColumn> {
  const tr = model.translations!;
  const columns = readColumns(model.table);
  const own = tr as unknown as Record<string, PgColumn | undefined>;
  for (const f of translatedFields(model.type)) {
    // A JSON document's words are laid over the item's own document (hydrateIn).
    if (jsonWordsOf(f)) columns[versionItemsKey(f)] = col(tr, f.name);
    else columns[f.name] = col(tr, f.name);
    if (f.kind === 'richText') columns[`${f.name}Text`] = col(tr, `${f.name}Text`);
  }
  for (const f of [...translatedLists(model.type), ...translatedBlocks(model.type)])
    columns[versionItemsKey(f)] = col(tr, f.name);
  for (const key of VERSION_COLUMNS) if (key in columns && own[key]) columns[key] = own[key];
  return columns;
}

/** Where a read in another language carries a translated list's versions of its items. */
const versionItemsKey = (f: { name: string }) => `${f.name}Versions`;

/**
 * Rows read in another language (selectItemsIn) as the API shows them: a translated list keeps the
 * items translated there, in the item's order, their translated sub-fields laid over the shared
 * ones (an image); an item without a version is left out, never shown in the default language.
 */
export async function hydrateIn(db: Db, model: ContentModel, rows: Row[], lang: string): Promise<Item[]> {
  const items = await hydrate(db, model, rows, 'public', lang);
  const lists = translatedLists(model.type);
  const bodies = translatedBlocks(model.type);
  const documents = translatedFields(model.type).filter((f) => jsonWordsOf(f));
  if (lists.length === 0 && bodies.length === 0 && documents.length === 0) return items;
  return items.map((item, i) => {
    const out: Record<string, unknown> = { ...item };
    // A form's definition: its words in the language over its own fields and rules.
    for (const f of documents)
      out[f.name] = jsonWordsOf(f)!.in(
        item[f.name],
        (rows[i]![versionItemsKey(f)] ?? {}) as Record<string, string>,
      );
    for (const f of lists)
      out[f.name] = versionItems(
        item[f.name] as Record<string, unknown>[],
        rows[i]![versionItemsKey(f)] as Record<string, unknown>[] | undefined,
      );
    // A page's blocks: each with its words in the language, one without them left out.
    for (const f of bodies)
      out[f.name] = blocksInVersion(
        f,
        item[f.name] as BlockValue[],
        rows[i]![versionItemsKey(f)] as Record<string, unknown>[] | undefined,
      );
    return out as Item;
  });
}

/**
 * A translated list in another language: the item's items that have a version there, in the item's
 * order, each with its translated words laid over its shared fields (an image).
 */
export function versionItems(
  items: readonly Record<string, unknown>[],
  versions: readonly Record<string, unknown>[] | undefined,
): Record<string, unknown>[] {
  const byId = new Map((versions ?? []).map((v) => [v._id, v]));
  return items.filter((x) => byId.has(x._id)).map((x) => ({ ...x, ...byId.get(x._id) }));
}

/**
 * What is public in another language: a published version (a `publish` type: a draft of the item in
 * the default language does not hold it back), of an item public by its own rule otherwise (an
 * opening that closes closes in every language).
 */
export function publicInLanguage(model: ContentModel): SQL | undefined {
  return model.type.workflow === 'publish'
    ? eq(col(model.translations!, 'status'), 'published')
    : visibleTo(model.type.name, 'public');
}

/** A read of a type's items in `lang`: each joined to its version there (the caller checked it can be shown). */
export function selectItemsIn(db: Db, model: ContentModel, lang: string) {
  const tr = model.translations!;
  return db
    .select(languageColumns(model))
    .from(model.table)
    .innerJoin(tr, and(eq(col(tr, 'itemId'), col(model.table, 'id')), eq(col(tr, 'lang'), lang)));
}

/** The public item whose version in `lang` has this URL name, as the API shows it (in that language). */
export async function getItemIn(
  db: Db,
  model: ContentModel,
  slug: string,
  lang: string,
): Promise<Item | undefined> {
  if (!model.translations || !shownInOtherLanguages(model.type)) return undefined;
  // A type whose versions keep the item's URL name (forms) is found by that.
  const named = versionsHaveSlugs(model.type) ? col(model.translations, 'slug') : col(model.table, 'slug');
  const rows = await selectItemsIn(db, model, lang)
    .where(and(eq(named, slug), publicInLanguage(model)))
    .limit(1);
  const [item] = await hydrateIn(db, model, rows as Row[], lang);
  return item;
}

/** One page of the items public in `lang`, newest first (by the item's creation), and how many in all. */
export async function listItemsIn(
  db: Db,
  model: ContentModel,
  lang: string,
  opts: { where?: SQL | undefined },
  page: PageRequest,
): Promise<{ data: Item[]; total: number }> {
  if (!model.translations || !shownInOtherLanguages(model.type)) return { data: [], total: 0 };
  const tr = model.translations;
  const t = model.table;
  const where = and(opts.where, publicInLanguage(model));
  const joined = and(eq(col(tr, 'itemId'), col(t, 'id')), eq(col(tr, 'lang'), lang));
  const [rows, [counted]] = await Promise.all([
    selectItemsIn(db, model, lang)
      .where(where)
      .orderBy(desc(col(t, 'createdAt')), desc(col(t, 'id')))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(t).innerJoin(tr, joined).where(where),
  ]);
  return { data: await hydrateIn(db, model, rows as Row[], lang), total: counted?.n ?? 0 };
}

/**
 * Where items are public, by language: each item's URL name in each of `languages` (null: not public
 * there). The page's hreflang links and the sitemap's alternates read the same answer, so the pairs
 * are reciprocal. Read in slices, so a sitemap file of many items stays within a statement's limits.
 */
export async function publicSlugsOf(
  db: Db,
  model: ContentModel,
  ids: readonly string[],
  languages: readonly string[],
): Promise<Map<string, Record<string, string | null>>> {
  const out = new Map<string, Record<string, string | null>>(
    ids.map((id) => [id, Object.fromEntries(languages.map((l) => [l, null]))]),
  );
  const t = model.table;
  const tr = shownInOtherLanguages(model.type) ? model.translations : undefined;
  // A type without URL names (legal pages) is at its key in every language: /hi/privacy-policy; a
  // page at its path there (content/version-paths.ts).
  const byPath = addressedByPath(model.type);
  const ownKey = byPath ? 'path' : model.type.slug ? 'slug' : 'id';
  const named = versionsHaveSlugs(model.type);
  for (let i = 0; i < ids.length; i += 1000) {
    const slice = ids.slice(i, i + 1000);
    if (languages.includes(DEFAULT_LANGUAGE_CODE)) {
      const own = await db
        .select({ id: col(t, 'id'), slug: col(t, ownKey) })
        .from(t)
        .where(and(inArray(col(t, 'id'), slice), visibleTo(model.type.name, 'public')));
      for (const row of own) out.get(row.id as string)![DEFAULT_LANGUAGE_CODE] = row.slug as string;
    }
    if (!tr) continue;
    const versions = await db
      .select({
        id: col(tr, 'itemId'),
        lang: col(tr, 'lang'),
        slug: named ? col(tr, byPath ? 'path' : 'slug') : col(t, ownKey),
      })
      .from(t)
      .innerJoin(tr, eq(col(tr, 'itemId'), col(t, 'id')))
      .where(and(inArray(col(t, 'id'), slice), publicInLanguage(model)));
    for (const v of versions) {
      const slugs = out.get(v.id as string)!;
      if ((v.lang as string) in slugs) slugs[v.lang as string] = v.slug as string;
    }
  }
  return out;
}

/**
 * Issue 36: where an old address in `lang` leads now: an item's id, or a URL name its version there
 * had before, gives the version's URL name now while it is public there; anything else null (a
 * live URL name renders; never a chain: the item's name now, not the next one).
 */
export async function currentSlugIn(
  db: Db,
  model: ContentModel,
  lang: string,
  segment: string,
): Promise<string | null> {
  if (!model.translations || !shownInOtherLanguages(model.type)) return null;
  let itemId: string | undefined;
  if (isUuid(segment)) itemId = segment.toLowerCase();
  else if (isValidVersionSlug(segment)) {
    const [row] = await db
      .select({ id: oldSlugs.itemId })
      .from(oldSlugs)
      .where(and(eq(oldSlugs.kind, model.type.name), eq(oldSlugs.lang, lang), eq(oldSlugs.slug, segment)))
      .limit(1);
    itemId = row?.id;
  }
  if (!itemId) return null;
  const slug = (await publicSlugs(db, model, itemId, [lang]))[lang] ?? null;
  return slug === segment ? null : slug;
}

/** One item's URL names by language (publicSlugsOf). */
export async function publicSlugs(
  db: Db,
  model: ContentModel,
  id: string,
  languages: readonly string[],
): Promise<Record<string, string | null>> {
  return (await publicSlugsOf(db, model, [id], languages)).get(id)!;
}

/** One item by id or current slug; the public sees it only when published. */
export async function getItem(
  db: Db,
  model: ContentModel,
  idOrSlug: string,
  audience: Audience = 'public',
): Promise<Item | undefined> {
  const t = model.table;
  const rows = await db
    .select(readColumns(t))
    .from(t)
    .where(
      and(
        model.type.slug ? byIdOrSlug(t, idOrSlug) : eq(col(t, 'id'), idOrSlug),
        visibleTo(model.type.name, audience),
      ),
    )
    .limit(1);
  const [item] = await hydrate(db, model, rows as Row[], audience);
  return item;
}

// --- saving -----------------------------------------------------------------------------------------

/** A list's items as saved: a rich text's plain text beside its document. */
function savedListItems(f: ListField, items: ListItemValues[]): ListItemValues[] {
  return items.map((item) => {
    const out: ListItemValues = {};
    for (const sub of f.of) {
      out[sub.name] = item[sub.name];
      if (sub.kind === 'richText') out[`${sub.name}Text`] = docToText(item[sub.name] as RichTextDoc);
    }
    return out;
  });
}

/** What search reads of a list: each item's text sub-fields, an item a paragraph. */
const listText = (f: ListField, items: ListItemValues[]) =>
  items
    .map((item) =>
      f.of
        .filter((s) => s.kind !== 'media')
        .map((s) => (s.kind === 'richText' ? item[`${s.name}Text`] : item[s.name]) as string)
        .join('\n\n'),
    )
    .join('\n\n');

/** The row's columns of a save's field values (the fields it names; lists' search text included). */
function rowValues(type: ContentTypeDeclaration, values: FieldValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of type.fields) {
    if (!(f.name in values)) continue;
    const v = values[f.name];
    if (f.kind === 'list') {
      if (f.search) out[`${f.name}Text`] = listText(f, savedListItems(f, v as ListItemValues[]));
    } else if (f.kind === 'blocks') {
      if (f.search) out[`${f.name}Text`] = blocksText(f, v as BlockInput[]);
    } else if (f.kind === 'mediaList') continue;
    else if (f.kind === 'richText') {
      out[f.name] = v;
      out[`${f.name}Text`] = docToText(v as RichTextDoc);
    } else out[f.name] = v;
  }
  return out;
}

/** Replaces the item's lists and blocks named in `values` (its items, files or blocks, in order). */
async function writeLists(
  tx: Db,
  model: ContentModel,
  itemId: string,
  values: FieldValues,
  restoring = false,
): Promise<void> {
  for (const f of blocksFields(model.type))
    if (f.name in values) await writeBlocks(tx, model, f, itemId, values[f.name] as BlockInput[], restoring);
  for (const f of listFields(model.type)) {
    if (!(f.name in values)) continue;
    const t = model.lists[f.name]!;
    const ids =
      f.kind === 'list'
        ? await listItemIds(tx, model, f, itemId, values[f.name] as ListItemValues[], restoring)
        : [];
    await tx.delete(t).where(eq(col(t, 'itemId'), itemId));
    const rows =
      f.kind === 'mediaList'
        ? (values[f.name] as string[]).map((path) => ({ path }))
        : savedListItems(f, values[f.name] as ListItemValues[]);
    if (rows.length === 0) continue;
    await tx
      .insert(t)
      .values(rows.map((r, position) => ({ id: ids[position] ?? randomUUID(), itemId, position, ...r })));
  }
}

/**
 * The ids a list's items keep across a save (issue 36: an item's versions in other languages name
 * it by id). An item sent with its `_id` keeps it, and the id must be one of this item's (400
 * otherwise); a new one gets a new id. A save that sends no ids at all (the spec's multipart
 * clients) keeps them by place. A restore brings back the ids it had then, unless another item's
 * list has one now.
 */
async function listItemIds(
  tx: Db,
  model: ContentModel,
  f: ListField,
  itemId: string,
  items: readonly ListItemValues[],
  restoring: boolean,
): Promise<(string | undefined)[]> {
  const t = model.lists[f.name]!;
  const sent = items.map((item) => (typeof item._id === 'string' ? item._id : undefined));
  if (sent.every((id) => id === undefined)) {
    const own = await tx
      .select({ id: col(t, 'id') })
      .from(t)
      .where(eq(col(t, 'itemId'), itemId))
      .orderBy(asc(col(t, 'position')));
    return items.map((_, i) => own[i]?.id as string | undefined);
  }
  const named = sent.filter((id): id is string => id !== undefined);
  const held = await tx
    .select({ id: col(t, 'id'), itemId: col(t, 'itemId') })
    .from(t)
    .where(inArray(col(t, 'id'), named));
  const owners = new Map(held.map((r) => [r.id as string, r.itemId as string]));
  const seen = new Set<string>();
  return sent.map((id, i) => {
    if (id === undefined || seen.has(id)) return undefined;
    seen.add(id);
    if (owners.get(id) === itemId || (restoring && !owners.has(id))) return id;
    if (restoring) return undefined;
    throw badRequest(
      `${f.itemLabel.replace('{n}', String(i + 1))}: its _id is not one of this ${model.type.label.one}’s ${f.label.toLowerCase()} (a new one is sent without one)`,
      `${f.name}[${i}][_id]`,
    );
  });
}

/**
 * A block's values with an id on every item of its items fields (a new item gets one, an item keeps
 * its own unless another item of the list has it): a version in another language names an item by
 * it (contract/src/blocks/words.ts), so its words stay with it when the English items move.
 */
function withItemIds(kind: BlockDeclaration, props: Record<string, unknown>): Record<string, unknown> {
  let out = props;
  for (const f of kind.fields) {
    if (f.kind !== 'items' || !Array.isArray(props[f.name])) continue;
    const seen = new Set<string>();
    const items = (props[f.name] as Record<string, unknown>[]).map((item) => {
      const own = typeof item._id === 'string' && !seen.has(item._id) ? item._id : randomUUID();
      seen.add(own);
      return own === item._id ? item : { ...item, _id: own };
    });
    out = { ...out, [f.name]: items };
  }
  return out;
}

/**
 * Saves a body's blocks, in order. A block sent with an id keeps it, and the id must be one of this
 * item's blocks: anything else is refused (400; the save's transaction takes back what it wrote). A
 * new block gets a new id. A restore brings back the ids the item's blocks had then, unless a block
 * of another item has one now (then that block gets a new one).
 */
async function writeBlocks(
  tx: Db,
  model: ContentModel,
  f: BlocksField,
  itemId: string,
  blocks: readonly BlockInput[],
  restoring: boolean,
): Promise<void> {
  const t = model.lists[f.name]!;
  const sent = blocks.map((b) => b.id).filter((id): id is string => id !== null);
  const held =
    sent.length === 0
      ? []
      : await tx
          .select({ id: col(t, 'id'), itemId: col(t, 'itemId') })
          .from(t)
          .where(inArray(col(t, 'id'), sent));
  const owners = new Map(held.map((r) => [r.id as string, r.itemId as string]));
  const rows = blocks.map((b, position) => {
    let id = b.id;
    if (id !== null && owners.get(id) !== itemId) {
      if (!restoring) {
        const label = f.of.find((k) => k.name === b.type)?.label ?? 'Block';
        throw badRequest(
          `${label} ${position + 1}: its id is not one of this ${model.type.label.one}’s blocks (a new block is sent without one)`,
          `${f.name}[${position}][id]`,
        );
      }
      if (owners.has(id)) id = null;
    }
    const kind = f.of.find((k) => k.name === b.type);
    return {
      id: id ?? randomUUID(),
      itemId,
      position,
      type: b.type,
      props: kind ? withItemIds(kind, b.props) : b.props,
    };
  });
  await tx.delete(t).where(eq(col(t, 'itemId'), itemId));
  if (rows.length > 0) await tx.insert(t).values(rows);
}

const seoColumns = (seo: ContentInput['seo']) => ({
  ...(seo?.title !== undefined ? { seoTitle: seo.title } : {}),
  ...(seo?.description !== undefined ? { seoDescription: seo.description } : {}),
  ...(seo?.image !== undefined ? { seoImage: seo.image } : {}),
  ...(seo?.noindex !== undefined ? { noindex: seo.noindex } : {}),
});

/** Every media path an item uses (its media fields, lists' media, share image): its revision keeps them. */
export function mediaOf(type: ContentTypeDeclaration, item: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const f of type.fields) {
    const v = item[f.name];
    if (f.kind === 'media' && typeof v === 'string') out.push(v);
    if (f.kind === 'mediaList') out.push(...(v as string[]));
    if (f.kind === 'list')
      for (const entry of v as Record<string, unknown>[])
        for (const sub of f.of)
          if (sub.kind === 'media' && typeof entry[sub.name] === 'string')
            out.push(entry[sub.name] as string);
    if (f.kind === 'blocks') out.push(...blocksMedia(f, v as BlockValue[]).map((m) => m.value));
  }
  const seo = item.seo as { image?: string | null } | undefined;
  if (seo?.image) out.push(seo.image);
  return out;
}

/** What a person calls a field in a summary ("summary", "section 2 heading"). */
const summaryLabel = (f: Field | ListItemField) => f.summary ?? f.label.toLowerCase();

/** The images a save adds or removes (a media list's files, a list's media): counted, not named. */
function countedImages(type: ContentTypeDeclaration, item: Record<string, unknown>): string[] | null {
  const out: string[] = [];
  let any = false;
  for (const f of tableFields(type)) {
    if (f.kind === 'mediaList') {
      any = true;
      out.push(...(item[f.name] as string[]));
    } else if (f.kind === 'blocks') {
      any = true;
      out.push(...blocksMedia(f, item[f.name] as BlockValue[]).map((m) => m.value));
    } else if (f.of.some((s) => s.kind === 'media')) {
      any = true;
      for (const entry of item[f.name] as Record<string, unknown>[])
        for (const sub of f.of) if (sub.kind === 'media') out.push(entry[sub.name] as string);
    }
  }
  return any ? out : null;
}

/** The parts a revision summary compares, by the names the form uses. */
function summaryParts(type: ContentTypeDeclaration, before: Item, after: Item): SummaryPart[] {
  const parts: SummaryPart[] = rowFields(type).map((f) => ({
    label: summaryLabel(f),
    before: before[f.name],
    after: after[f.name],
  }));
  parts.push(...contentParts(before, after));
  for (const f of blocksFields(type)) parts.push(...blocksParts(f, before[f.name], after[f.name]));
  for (const f of type.fields) {
    if (f.kind !== 'list') continue;
    const a = before[f.name] as Record<string, unknown>[];
    const b = after[f.name] as Record<string, unknown>[];
    const item = f.itemLabel.toLowerCase();
    for (let i = 0; i < Math.min(a.length, b.length); i++)
      for (const sub of f.of)
        if (sub.kind !== 'media')
          parts.push({
            label: `${item.replace('{n}', String(i + 1))} ${summaryLabel(sub)}`,
            before: a[i]![sub.name],
            after: b[i]![sub.name],
          });
    if (a.length !== b.length)
      parts.push({ label: `number of ${summaryLabel(f)}`, before: a.length, after: b.length });
  }
  return parts;
}

/**
 * A body of blocks in a summary: the blocks by kind and place ("Changed hero 1, rich text 2") while
 * the same blocks stand in the same order; else the body as a whole ("Changed blocks").
 */
function blocksParts(f: BlocksField, before: unknown, after: unknown): SummaryPart[] {
  const [a, b] = [before as BlockValue[], after as BlockValue[]];
  const ids = (list: BlockValue[]) => list.map((x) => x.id).join();
  if (ids(a) !== ids(b)) return [{ label: summaryLabel(f), before: ids(a), after: ids(b) }];
  return b.map((block, i) => ({
    label: `${(f.of.find((k) => k.name === block.type)?.label ?? 'block').toLowerCase()} ${i + 1}`,
    before: a[i]!.props,
    after: block.props,
  }));
}

/** The one-line summary of a save. */
function summaryOf(type: ContentTypeDeclaration, before: Item | null, after: Item): string {
  if (!before) return changeSummary([], null, true);
  const a = countedImages(type, before);
  const b = countedImages(type, after);
  return changeSummary(summaryParts(type, before, after), a && b ? { before: a, after: b } : null, false);
}

/** After a save: the revision (the item as it is now) and the webhook events of a status change. */
async function recordRevision(
  tx: Db,
  model: ContentModel,
  id: string,
  editor: Editor | null,
  before: Item | null,
  summary?: string,
): Promise<Item> {
  const { type } = model;
  const after = (await getItem(tx, model, id, 'staff'))!;
  if (type.revisions)
    await writeRevision(tx, {
      kind: type.name,
      itemId: id,
      version: after.version,
      editor,
      summary: summary ?? summaryOf(type, before, after),
      data: after,
      media: mediaOf(type, after),
    });
  if (type.webhooks) await emitStatusChange(tx, type.name, before, after);
  return after;
}

export interface SaveOptions {
  content?: ContentInput | undefined;
  editor?: Editor | null | undefined;
  /** A revision's summary other than the one the change makes (a restore). */
  summary?: string | undefined;
  /** Columns of the type's workflow the engine does not set itself (an opening's posted and closed times). */
  columns?: Record<string, unknown> | undefined;
  /** A restore: blocks come back with the ids they had (checked against this item's own otherwise). */
  restoring?: boolean | undefined;
}

/** Inside a transaction: creates the item with its lists and first revision; returns its id. */
export async function insertItem(
  tx: Db,
  model: ContentModel,
  values: FieldValues,
  opts: SaveOptions & { createdAt?: Date; id?: string } = {},
): Promise<string> {
  const { type, table } = model;
  // A keyed type's item is created under its key (legal pages); others get a new id.
  const id = opts.id ?? randomUUID();
  const content = opts.content ?? {};
  const owner = type.messages.slugOwner;
  const title = String(values[type.titleField]);
  let place: PathPlan | undefined;
  if (addressedByPath(type)) {
    await lockTree(tx, type);
    const parentId = (values[parentFieldOf(type)!.name] as string | null | undefined) ?? null;
    place = await planPath(tx, model, { id, parentId, slug: content.slug ?? null, title, before: null });
  } else if (content.slug) await assertSlugFree(tx, type.name, content.slug, null, owner);
  const slug = !type.slug
    ? undefined
    : (place?.slug ?? content.slug ?? (await freeSlug(tx, type.name, title)));
  const at = opts.createdAt;
  const status = statusFields(content.status, content.publishAt, null);
  await withSlugConflict(
    slug ?? '',
    () =>
      tx.insert(table).values({
        id,
        ...rowValues(type, values),
        slug,
        ...(place ? { path: place.path } : {}),
        ...seoColumns(content.seo),
        ...status,
        ...(at ? { createdAt: at, updatedAt: at, ...(status.publishedAt ? { publishedAt: at } : {}) } : {}),
        ...opts.columns,
        createdBy: opts.editor?.id ?? null,
        updatedBy: opts.editor?.id ?? null,
      }),
    owner,
  );
  await writeLists(tx, model, id, values);
  if (place) await recordPathChange(tx, model, id, place);
  else if (slug !== undefined) await recordSlugChange(tx, type.name, id, null, slug);
  await recordRevision(tx, model, id, opts.editor ?? null, null);
  return id;
}

/** Inside a transaction: the row locked and the version checked; the item as it is now (null: gone). */
export async function lockItem(
  tx: Db,
  model: ContentModel,
  id: string,
  version: number | undefined,
): Promise<Item | null> {
  const t = model.table;
  // A tree changes one save at a time (paths.ts); the lock comes before the row's, as in every save.
  if (addressedByPath(model.type)) await lockTree(tx, model.type);
  const [row] = await tx
    .select({ id: col(t, 'id') })
    .from(t)
    .where(eq(col(t, 'id'), id))
    .for('update');
  if (!row) return null;
  await checkVersion(tx, model.type.name, id, version, model.type.label.one);
  return (await getItem(tx, model, id, 'staff'))!;
}

/**
 * Inside a transaction, with the row locked (lockItem; `before` is what it answered): saves the
 * fields `values` names (the rest keep theirs), the slug change and a revision. Returns the item after.
 */
export async function updateItem(
  tx: Db,
  model: ContentModel,
  id: string,
  values: FieldValues,
  before: Item,
  opts: SaveOptions = {},
): Promise<Item> {
  const { type, table } = model;
  const content = opts.content ?? {};
  const owner = type.messages.slugOwner;
  const place = addressedByPath(type)
    ? await planPath(tx, model, placeOf(type, id, values, before, content.slug ?? before.slug))
    : undefined;
  if (content.slug && !place) await assertSlugFree(tx, type.name, content.slug, id, owner);
  const slug = content.slug ?? before.slug;
  await withSlugConflict(
    slug,
    () =>
      tx
        .update(table)
        .set({
          ...rowValues(type, values),
          slug,
          ...(place ? { path: place.path } : {}),
          ...seoColumns(content.seo),
          ...statusFields(content.status, content.publishAt, {
            status: before.status,
            publishAt: before.publishAt ? new Date(before.publishAt) : null,
            publishedAt: before.publishedAt ? new Date(before.publishedAt) : null,
          }),
          ...opts.columns,
          ...saveStamp(opts.editor ?? null),
          // New words to translate: every version in another language now needs an update.
          ...(model.translations && changesWords(type, values, before)
            ? { textVersion: sql`${sql.identifier('version')} + 1` }
            : {}),
        })
        .where(eq(col(table, 'id'), id)),
    owner,
  );
  await writeLists(tx, model, id, values, opts.restoring);
  if (place) await recordPathChange(tx, model, id, place);
  else if (type.slug) await recordSlugChange(tx, type.name, id, before.slug, slug);
  // Pages moved in English: their versions' paths in other languages follow (issue 36).
  if (place && place.moved.length > 0 && model.translations && versionsHaveSlugs(type))
    await refreshVersionPaths(tx, model);
  return recordRevision(tx, model, id, opts.editor ?? null, before, opts.summary);
}

/** Where a save of an item addressed by path asks to put it: the parent it names (or has) and `slug`. */
function placeOf(type: ContentTypeDeclaration, id: string, values: FieldValues, before: Item, slug: string) {
  const parent = parentFieldOf(type)!.name;
  const parentId = (parent in values ? values[parent] : before[parent]) as string | null | undefined;
  return {
    id,
    parentId: parentId ?? null,
    slug,
    title: String(values[type.titleField] ?? before[type.titleField]),
    before: before.path as string,
  };
}

/** A revision's item as field values (what a restore saves again). */
export function valuesOf(type: ContentTypeDeclaration, item: Record<string, unknown>): FieldValues {
  const values: FieldValues = {};
  for (const f of type.fields) {
    if (f.kind === 'list')
      values[f.name] = (item[f.name] as Record<string, unknown>[]).map((entry) =>
        Object.fromEntries(f.of.map((s) => [s.name, entry[s.name]])),
      );
    else values[f.name] = item[f.name];
  }
  return values;
}

/**
 * Inside a transaction: saves a revision's fields, lists, URL name and SEO again (a new version and
 * revision). Status and publishing time stay as they are now: restoring old text neither takes a live
 * item down nor publishes a draft. `fix` lets a type mend what no longer holds (a category deleted
 * since keeps the current one). Returns the item before and after, or null when it is gone.
 */
export async function restoreItem(
  tx: Db,
  model: ContentModel,
  id: string,
  revision: { data: Record<string, unknown>; createdAt: Date },
  editor: Editor | null,
  fix: (tx: Db, values: FieldValues, current: Item) => Promise<FieldValues> | FieldValues = (_tx, v) => v,
  /** The revision's summary in place of "Restored the version of …" (a scheduled change going live). */
  label?: string,
): Promise<{ before: Item; after: Item } | null> {
  const before = await lockItem(tx, model, id, undefined);
  if (!before) return null;
  const d = revision.data as Item;
  const { type } = model;
  const values = await fix(tx, valuesOf(type, d), before);
  const plan = addressedByPath(type)
    ? await restorePlace(tx, model, id, values, before, { createdAt: revision.createdAt, slug: d.slug })
    : type.slug
      ? await restorePlan(tx, type.name, id, { createdAt: revision.createdAt, slug: d.slug }, before.slug)
      : { slug: undefined, summary: restoredSummary(revision.createdAt) };
  const after = await updateItem(tx, model, id, values, before, {
    content: { slug: plan.slug, seo: d.seo, status: before.status, publishAt: before.publishAt },
    editor,
    summary: label ? plan.summary.replace(restoredSummary(revision.createdAt), label) : plan.summary,
    restoring: true,
  });
  return { before, after };
}

/**
 * A restore of an item addressed by path: back to the revision's parent and slug, unless that place
 * is no longer free (its parent gone, its address taken or the site's own, the tree too deep): then it
 * stays where it is (its parent is set back in `values`), and the summary says so.
 */
async function restorePlace(
  tx: Db,
  model: ContentModel,
  id: string,
  values: FieldValues,
  before: Item,
  revision: { createdAt: Date; slug: string },
): Promise<{ slug: string; summary: string }> {
  const summary = restoredSummary(revision.createdAt);
  try {
    await planPath(tx, model, placeOf(model.type, id, values, before, revision.slug));
    return { slug: revision.slug, summary };
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    const parent = parentFieldOf(model.type)!.name;
    values[parent] = before[parent];
    return {
      slug: before.slug,
      summary: `${summary}; kept the address ${before.path as string}: ${err.message.replace(/ Choose another .*$/, '')}`,
    };
  }
}

/** Inside a transaction: deletes the item and its traces; returns the media it used (null when gone). */
export async function deleteItem(tx: Db, model: ContentModel, id: string): Promise<string[] | null> {
  const { type, table } = model;
  const before = await lockItem(tx, model, id, undefined);
  if (!before) return null;
  await assertNoChildren(tx, model, id, String(before[type.titleField]));
  await assertNotKept(tx, model, id, String(before[type.titleField]));
  await tx.delete(table).where(eq(col(table, 'id'), id));
  if (type.webhooks) await emitStatusChange(tx, type.name, before, before, { deleted: true });
  const history = await deleteItemTraces(tx, type.name, id);
  return [...mediaOf(type, before), ...history];
}

/** What the audit log compares before and after a save: the fields staff edit and the content columns. */
export function snapshotOf(type: ContentTypeDeclaration, item: Item): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of type.fields)
    out[f.name] =
      f.kind === 'list'
        ? (item[f.name] as Record<string, unknown>[]).map((entry) =>
            Object.fromEntries(f.of.map((s) => [s.name, entry[s.name]])),
          )
        : item[f.name];
  if (type.slug) out.slug = item.slug;
  if (addressedByPath(type)) out.path = item.path;
  if (type.seo) out.seo = item.seo;
  if (type.workflow === 'publish') {
    out.status = item.status;
    out.publishAt = item.publishAt;
  }
  return out;
}
