/**
 * An item's versions in other languages (issue 36; decision 0063 §1.2, step 4), for every type the
 * registry says is translatable: its translated fields, its own URL name, SEO texts, status and
 * schedule, and a version of its own, one row per item and language (`<table>_translations`). A
 * version never holds back the default language's item, nor the other way round; a change to the
 * default language's words marks it "needs update" (`text_version` against `source_version`).
 */
import type { ContentStatus } from '@vyoma/contract';
import { blockPropsRule } from '@vyoma/contract/block-rules';
import {
  type BlockDeclaration,
  type BlockValue,
  type BlockWords,
  blockIn,
  blockWordFields,
  blockWords,
  hasBlockWords,
  isBlockWordKey,
  itemWordFields,
} from '@vyoma/contract/blocks';
import { jsonWordsRule, translatedItemsRule } from '@vyoma/contract/content-rules';
import {
  addressedByPath,
  type BlocksField,
  blocksText,
  type ContentTypeDeclaration,
  type JsonField,
  jsonWordsOf,
  type ListField,
  textKeyOf,
  translatedBlocks,
  translatedFields,
  translatedItemFields,
  translatedLists,
  versionsHaveSlugs,
} from '@vyoma/contract/content-types';
import type { Language } from '@vyoma/contract/languages';
import { docToText, type RichTextDoc } from '@vyoma/contract/rich-text';
import { slugify, slugWithSuffix } from '@vyoma/contract/slug';
import { and, asc, eq, getTableColumns, inArray, like, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { DynamicTable } from '../../db/content-tables.ts';
import type { ContentModel } from '../../db/content-types.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { invalidInput } from '../../plugins/errors.ts';
import { emitStatusChange } from '../webhooks/index.ts';
import { type Item, versionItems } from './engine.ts';
import { lockTree } from './paths.ts';
import {
  type Editor,
  type Owned,
  recordSlugChange,
  slugTaken,
  statusFields,
  versionConflict,
  withSlugConflict,
  writeRevision,
} from './repository.ts';
import { changeSummary, type SummaryPart } from './summary.ts';
import { refreshVersionPaths, versionPathFor } from './version-paths.ts';

/** One language's version of an item, as the staff API answers it. */
export type Translation = Record<string, unknown> & {
  itemId: string;
  lang: string;
  version: number;
  needsUpdate: boolean;
  status?: ContentStatus;
  createdBy: { _id: string } | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: { _id: string; name: string } | null;
};

/** What a save of a version sends (the body, validated by translationBodySchema). */
export type TranslationInput = Record<string, unknown> & {
  slug?: string | undefined;
  seo?: { title?: string | null; description?: string | null; noindex?: boolean } | undefined;
  status?: ContentStatus | undefined;
  publishAt?: string | null | undefined;
  version?: number | undefined;
  upToDate?: boolean | undefined;
};

const c = (t: DynamicTable, key: string): PgColumn => {
  const column = (t as unknown as Record<string, PgColumn | undefined>)[key];
  if (!column) throw new Error(`${String(t)} has no column ${key}`);
  return column;
};

/** The model's table of versions: every caller checked the type is translatable. */
function tableOf(model: ContentModel): DynamicTable {
  if (!model.translations) throw new Error(`${model.type.name} has no translations`);
  return model.translations;
}

/** The columns of a version's translated fields (a rich text: its document and its plain text). */
function wordColumns(type: ContentTypeDeclaration, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of translatedFields(type)) {
    if (!(f.name in values)) continue;
    out[f.name] = values[f.name];
    if (f.kind === 'richText') out[`${f.name}Text`] = docToText(values[f.name] as RichTextDoc);
  }
  return out;
}

/** The default language's words of an item, as a version shows its own (what a translator works from). */
export function sourceOf(type: ContentTypeDeclaration, item: Item): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of translatedFields(type)) {
    // A JSON document's words, each with its key and what the editor calls it (a form's labels …).
    out[f.name] = jsonWordsOf(f)?.of(item[f.name]) ?? item[f.name];
    if (f.kind === 'richText') out[textKeyOf(f)] = item[textKeyOf(f)];
  }
  for (const f of translatedLists(type))
    out[f.name] = (item[f.name] as Record<string, unknown>[]).map((x) => itemWords(f, x));
  // A page's blocks that have words, in order, each with its kind (the screen labels it by its declaration).
  for (const f of translatedBlocks(type))
    out[f.name] = ((item[f.name] ?? []) as BlockValue[]).flatMap((b, i) => {
      const block = f.of.find((k) => k.name === b.type);
      // `_place`: its place on the page, as the API's messages number it ("Hero 2: …").
      return block && hasBlockWords(block, b.props)
        ? [{ ...blockWords(block, b), type: b.type, _place: i + 1 }]
        : [];
    });
  return out;
}

/**
 * A block's words as sent, kept to its word fields (items by place: an untranslated one stays null,
 * so the next ones keep their places), texts trimmed as the block's rule reads them.
 */
function sentWords(block: BlockDeclaration, w: Record<string, unknown>): BlockWords {
  const out: BlockWords = { _id: w._id as string };
  const obj = (v: unknown) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : null);
  const one = (kind: string, v: unknown): unknown => {
    const o = obj(v);
    if (kind === 'link') return o ? { text: String(o.text ?? '').trim() } : null;
    if (kind === 'visual') return o ? { label: String(o.label ?? '').trim() } : null;
    return typeof v === 'string' ? v.trim() : kind === 'richText' ? v : null;
  };
  for (const f of blockWordFields(block)) {
    if (!(f.name in w)) continue;
    const v = w[f.name];
    out[f.name] =
      f.kind === 'items'
        ? (Array.isArray(v) ? v : []).map((item: unknown) =>
            item !== null && typeof item === 'object'
              ? {
                  ...(typeof (item as Record<string, unknown>)._id === 'string'
                    ? { _id: (item as Record<string, unknown>)._id }
                    : {}),
                  ...Object.fromEntries(
                    itemWordFields(f).map((sub) => [
                      sub.name,
                      one(sub.kind, (item as Record<string, unknown>)[sub.name] ?? null),
                    ]),
                  ),
                }
              : null,
          )
        : one(f.kind, v);
  }
  return out;
}

/** The first item of a block's words whose `_id` is none of the block's items', if any. */
function strayItemOf(
  block: BlockDeclaration,
  value: BlockValue,
  w: Record<string, unknown>,
): { field: string; at: number } | null {
  for (const f of blockWordFields(block)) {
    if (f.kind !== 'items' || !Array.isArray(w[f.name])) continue;
    const ids = new Set(((value.props[f.name] ?? []) as Record<string, unknown>[]).map((x) => x?._id));
    const at = (w[f.name] as unknown[]).findIndex(
      (x) => x !== null && typeof x === 'object' && '_id' in x && !ids.has((x as { _id: unknown })._id),
    );
    if (at >= 0) return { field: f.name, at };
  }
  return null;
}

/** An item's blocks as saved (id, kind, values), in order: what a version's words are laid over. */
async function savedBlocks(tx: Db, model: ContentModel, f: BlocksField, id: string): Promise<BlockValue[]> {
  const t = model.lists[f.name]!;
  const rows = await tx
    .select({ id: c(t, 'id'), type: c(t, 'type'), props: c(t, 'props') })
    .from(t)
    .where(eq(c(t, 'itemId'), id))
    .orderBy(asc(c(t, 'position')));
  return rows as BlockValue[];
}

/**
 * The item's blocks in a version: each block's words laid over its shared values (an image, a link's
 * target), a block the version has no words for left out unless it has none to translate.
 */
export function blocksInVersion(
  f: BlocksField,
  blocks: readonly BlockValue[],
  versions: readonly Record<string, unknown>[] | undefined,
): BlockValue[] {
  const byId = new Map((versions ?? []).map((v) => [v._id, v]));
  return blocks.flatMap((b) => {
    const block = f.of.find((k) => k.name === b.type);
    const props = block ? blockIn(block, b.props, byId.get(b.id)) : null;
    return props ? [{ ...b, props }] : [];
  });
}

/** A refusal of one part of a body, as the API's 400 names it. */
const custom = (path: (string | number)[], message: string) => ({
  code: 'custom' as const,
  path,
  message,
  input: undefined,
});

/**
 * A version's columns of its translated blocks from a save's body: each block's words name one of
 * the item's blocks, hold only its word fields, and make a valid block with its shared values (400
 * naming the block by its kind and place, "Hero 1: Heading is required"; nothing saved). A body that
 * leaves the field out keeps the words saved before, for the blocks the item still has.
 */
async function blocksColumns(
  tx: Db,
  model: ContentModel,
  id: string,
  input: TranslationInput,
  before: Translation | null,
  restoring: boolean,
): Promise<{ columns: Record<string, unknown>; untranslated: BlocksField[] }> {
  const columns: Record<string, unknown> = {};
  // The blocks fields whose English has words while the version has none of them (an empty page).
  const untranslated: BlocksField[] = [];
  for (const f of translatedBlocks(model.type)) {
    const blocks = await savedBlocks(tx, model, f, id);
    const place = new Map(blocks.map((b, i) => [b.id, i]));
    let words: BlockWords[];
    if (f.name in input && input[f.name] !== undefined) {
      const sent = input[f.name];
      if (!Array.isArray(sent)) throw invalidInput([custom([f.name], `${f.label} must be a list`)]);
      const issues: ReturnType<typeof custom>[] = [];
      const seen = new Set<unknown>();
      words = [];
      sent.forEach((x: unknown, i) => {
        const w = (x ?? {}) as Record<string, unknown>;
        const at = typeof w._id === 'string' ? place.get(w._id) : undefined;
        if (typeof x !== 'object' || x === null || at === undefined || seen.has(w._id)) {
          // A restore leaves out the blocks the item no longer has; a save names them.
          if (!restoring)
            issues.push(
              custom(
                [f.name, i, '_id'],
                `${f.label} ${i + 1}: not one of this ${model.type.label.one}’s blocks (or named twice)`,
              ),
            );
          return;
        }
        seen.add(w._id);
        const value = blocks[at]!;
        const block = f.of.find((k) => k.name === value.type);
        if (!block) return;
        // The source's own notes (its kind, its place) may come back with the words: a kind must match.
        if (w.type !== undefined && w.type !== value.type) {
          issues.push(
            custom(
              [f.name, i, 'type'],
              `${block.label} ${at + 1} is a ${value.type} block, not ${String(w.type)}`,
            ),
          );
          return;
        }
        const extra = Object.keys(w).filter(
          (k) => k !== 'type' && k !== '_place' && !isBlockWordKey(block, k),
        );
        if (extra.length > 0) {
          issues.push(
            custom(
              [f.name, i],
              `${block.label} ${at + 1}: ${extra.join(', ')} is not translated (only its words are)`,
            ),
          );
          return;
        }
        // An item's words name one of the block's items by its id (a stray id would be stored as sent).
        const strayItem = strayItemOf(block, value, w);
        if (strayItem) {
          issues.push(
            custom(
              [f.name, i, strayItem.field, strayItem.at, '_id'],
              `${block.label} ${at + 1}: item ${strayItem.at + 1} names no item of this block`,
            ),
          );
          return;
        }
        const parsed = blockPropsRule(block, at + 1).safeParse(blockIn(block, value.props, w));
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            issues.push(custom([f.name, i, ...(issue.path as (string | number)[])], issue.message));
          return;
        }
        words.push(sentWords(block, w));
      });
      if (issues.length > 0) throw invalidInput(issues);
    } else words = ((before?.[f.name] as BlockWords[] | undefined) ?? []).filter((w) => place.has(w._id));
    columns[f.name] = words;
    if (f.search) columns[`${f.name}Text`] = blocksText(f, blocksInVersion(f, blocks, words));
    const withWords = blocks.some((b) => {
      const kind = f.of.find((k) => k.name === b.type);
      return kind !== undefined && hasBlockWords(kind, b.props);
    });
    if (withWords && words.length === 0) untranslated.push(f);
  }
  return { columns, untranslated };
}

/** A list item's id and translated words (a rich text: its document and its plain text). */
function itemWords(f: ListField, x: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { _id: x._id };
  for (const sub of translatedItemFields(f)) {
    out[sub.name] = x[sub.name];
    if (sub.kind === 'richText') out[textKeyOf(sub)] = x[textKeyOf(sub)];
  }
  return out;
}

/** The item's list items' ids, in order: what a version's items may name. */
async function listIds(tx: Db, model: ContentModel, f: ListField, id: string): Promise<string[]> {
  const t = model.lists[f.name]!;
  const rows = await tx
    .select({ id: c(t, 'id') })
    .from(t)
    .where(eq(c(t, 'itemId'), id))
    .orderBy(asc(c(t, 'position')));
  return rows.map((r) => r.id as string);
}

/**
 * A save's words of its translated JSON documents (a form's), checked against the item's own (400
 * naming the word, nothing saved): every one translated, none the document lacks.
 */
async function jsonWords(
  tx: Db,
  model: ContentModel,
  id: string,
  input: TranslationInput,
  restoring: boolean,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const fields = translatedFields(model.type).filter((f): f is JsonField => jsonWordsOf(f) !== undefined);
  for (const f of fields) {
    if (input[f.name] === undefined) continue;
    const [own] = await tx
      .select({ doc: c(model.table, f.name) })
      .from(model.table)
      .where(eq(c(model.table, 'id'), id));
    const parsed = jsonWordsRule(f, own?.doc, { restoring }).safeParse(input[f.name]);
    if (!parsed.success)
      throw invalidInput(parsed.error.issues.map((issue) => ({ ...issue, path: [f.name, ...issue.path] })));
    out[f.name] = parsed.data;
  }
  return out;
}

/**
 * A version's columns of its translated lists from a save's body, checked against the item's own
 * items (400 naming the item's place otherwise, nothing saved), and the items it keeps: those the
 * body sends, else those saved before that the item still has.
 */
async function listColumns(
  tx: Db,
  model: ContentModel,
  id: string,
  input: TranslationInput,
  before: Translation | null,
  restoring: boolean,
): Promise<{ columns: Record<string, unknown>; counts: Map<ListField, number> }> {
  const columns: Record<string, unknown> = {};
  const counts = new Map<ListField, number>();
  for (const f of translatedLists(model.type)) {
    const ids = await listIds(tx, model, f, id);
    let items: Record<string, unknown>[];
    if (f.name in input && input[f.name] !== undefined) {
      const sent = input[f.name] as Record<string, unknown>[];
      const parsed = translatedItemsRule(f, ids).safeParse(
        restoring ? sent.filter((x) => ids.includes(x._id as string)) : sent,
      );
      if (!parsed.success)
        throw invalidInput(parsed.error.issues.map((issue) => ({ ...issue, path: [f.name, ...issue.path] })));
      items = parsed.data.map((x) => {
        const words: Record<string, unknown> = { _id: x._id };
        for (const sub of translatedItemFields(f)) {
          words[sub.name] = x[sub.name];
          if (sub.kind === 'richText') words[textKeyOf(sub)] = docToText(x[sub.name] as RichTextDoc);
        }
        return words;
      });
    } else
      items = ((before?.[f.name] as Record<string, unknown>[] | undefined) ?? []).filter((x) =>
        ids.includes(x._id as string),
      );
    columns[f.name] = items;
    if (f.search)
      columns[`${f.name}Text`] = items
        .map((x) =>
          translatedItemFields(f)
            .filter((sub) => sub.kind !== 'media')
            .map((sub) => String(x[sub.kind === 'richText' ? textKeyOf(sub) : sub.name] ?? ''))
            .join('\n\n'),
        )
        .join('\n\n');
    counts.set(f, items.length);
  }
  return { columns, counts };
}

/** One version, or null when the item has none in that language (or is gone). */
export async function readTranslation(
  db: Db,
  model: ContentModel,
  id: string,
  lang: string,
): Promise<Translation | null> {
  const { type, table } = model;
  const t = tableOf(model);
  // Every column but the search's (a version's words, state and stamps).
  const { searchVector: _v, searchConfig: _c, ...columns } = getTableColumns(t) as Record<string, PgColumn>;
  const [row] = await db
    .select({ tr: columns, textVersion: c(table, 'textVersion'), name: users.name })
    .from(t)
    .innerJoin(table, eq(c(table, 'id'), c(t, 'itemId')))
    .leftJoin(users, eq(users.id, c(t, 'updatedBy')))
    .where(and(eq(c(t, 'itemId'), id), eq(c(t, 'lang'), lang)));
  if (!row) return null;
  const tr = row.tr as Record<string, unknown>;
  const out: Translation = {
    itemId: id,
    lang,
    version: tr.version as number,
    needsUpdate: (row.textVersion as number) > (tr.sourceVersion as number),
    createdBy: tr.createdBy ? { _id: tr.createdBy as string } : null,
    createdAt: (tr.createdAt as Date).toISOString(),
    updatedAt: (tr.updatedAt as Date).toISOString(),
    updatedBy: tr.updatedBy && row.name ? { _id: tr.updatedBy as string, name: row.name } : null,
  };
  for (const f of translatedFields(type)) {
    out[f.name] = tr[f.name];
    if (f.kind === 'richText') out[textKeyOf(f)] = tr[`${f.name}Text`];
  }
  for (const f of [...translatedLists(type), ...translatedBlocks(type)]) out[f.name] = tr[f.name];
  if (versionsHaveSlugs(type)) out.slug = tr.slug;
  if (versionsHaveSlugs(type) && addressedByPath(type)) out.path = tr.path;
  if (type.seo)
    out.seo = {
      title: tr.seoTitle ?? null,
      description: tr.seoDescription ?? null,
      noindex: tr.noindex === true,
    };
  if (type.workflow === 'publish') {
    out.status = tr.status as ContentStatus;
    out.publishAt = tr.publishAt ? (tr.publishAt as Date).toISOString() : null;
    out.publishedAt = tr.publishedAt ? (tr.publishedAt as Date).toISOString() : null;
  }
  return out;
}

/**
 * An item as its version in another language shows it (a preview link's page): the version's words,
 * translated list items, URL name, SEO texts and status over the item's shared fields.
 */
export function itemInVersion(type: ContentTypeDeclaration, item: Item, version: Translation): Item {
  const out: Record<string, unknown> = { ...item };
  for (const f of translatedFields(type)) {
    const words = jsonWordsOf(f);
    out[f.name] = words
      ? words.in(item[f.name], (version[f.name] ?? {}) as Record<string, string>)
      : version[f.name];
    if (f.kind === 'richText') out[textKeyOf(f)] = version[textKeyOf(f)];
  }
  for (const f of translatedLists(type))
    out[f.name] = versionItems(
      item[f.name] as Record<string, unknown>[],
      version[f.name] as Record<string, unknown>[],
    );
  for (const f of translatedBlocks(type))
    out[f.name] = blocksInVersion(
      f,
      item[f.name] as BlockValue[],
      version[f.name] as Record<string, unknown>[],
    );
  if (versionsHaveSlugs(type)) out.slug = version.slug;
  if (versionsHaveSlugs(type) && addressedByPath(type)) out.path = version.path;
  if (type.seo) out.seo = { ...(item.seo as object), ...(version.seo as object) };
  for (const key of ['status', 'publishAt', 'publishedAt', 'version'] as const)
    if (key in version) out[key] = version[key];
  return out as Item;
}

/** A URL name within the language: the one asked for (409 when another item has it), else made from the title. */
async function slugFor(
  tx: Db,
  model: ContentModel,
  id: string,
  lang: string,
  asked: string | undefined,
  title: string,
): Promise<string> {
  const t = tableOf(model);
  const taken = async (slug: string) =>
    (
      await tx
        .select({ id: c(t, 'itemId') })
        .from(t)
        .where(and(eq(c(t, 'lang'), lang), eq(c(t, 'slug'), slug), ne(c(t, 'itemId'), id)))
        .limit(1)
    ).length > 0;
  if (asked !== undefined) {
    if (await taken(asked)) throw slugTaken(asked, model.type.messages.slugOwner);
    return asked;
  }
  const base = slugify(title, model.type.name);
  const used = new Set(
    (
      await tx
        .select({ slug: c(t, 'slug') })
        .from(t)
        .where(and(eq(c(t, 'lang'), lang), like(c(t, 'slug'), `${base}%`), ne(c(t, 'itemId'), id)))
    ).map((r) => r.slug as string),
  );
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(slugWithSuffix(base, n))) return slugWithSuffix(base, n);
}

/**
 * Inside a transaction: saves one language's version of an item (made on its first save, a draft
 * unless it says otherwise). The item's row is locked first, as every save of it does, then the
 * version's; a save that started from an older version of it is refused (409), naming who saved.
 * Returns the version as saved, or null when the item is gone.
 */
export async function saveTranslation(
  tx: Db,
  model: ContentModel,
  id: string,
  /** The language (settings): its code, its name in a 409's message, its text search configuration. */
  language: Pick<Language, 'code' | 'englishName' | 'search' | 'script'>,
  input: TranslationInput,
  opts: {
    editor: Editor | null;
    /** Throws to refuse the save, given the version as it is under the lock (null: a new one). */
    guard?: (before: Owned | null) => void;
    /** A revision's summary other than the one the change makes (a restore). */
    summary?: string;
    /** A restore: list items the item no longer has are left out, not refused. */
    restoring?: boolean;
  },
): Promise<Translation | null> {
  const { type, table } = model;
  const { editor, guard = () => {}, summary } = opts;
  const lang = language.code;
  const label = `${language.englishName} version of this ${type.label.one}`;
  const t = tableOf(model);
  // A version of a page has a path in its language, made from the tree: one save of the tree at a time.
  const byPath = addressedByPath(type) && versionsHaveSlugs(type);
  if (byPath) await lockTree(tx, type);
  const [item] = await tx
    .select({ textVersion: c(table, 'textVersion'), slug: type.slug ? c(table, 'slug') : sql<null>`null` })
    .from(table)
    .where(eq(c(table, 'id'), id))
    .for('update');
  if (!item) return null;
  // The version's row locked, then read as the API shows it (null: a new one).
  const [locked] = await tx
    .select({ sourceVersion: c(t, 'sourceVersion') })
    .from(t)
    .where(and(eq(c(t, 'itemId'), id), eq(c(t, 'lang'), lang)))
    .for('update');
  const before = locked ? await readTranslation(tx, model, id, lang) : null;
  guard(before && { createdBy: before.createdBy, status: before.status ?? 'draft' });
  if (before && input.version !== undefined && before.version !== input.version)
    throw versionConflict(
      {
        version: before.version,
        updatedAt: new Date(before.updatedAt),
        updatedBy: before.updatedBy?._id ?? null,
        name: before.updatedBy?.name ?? null,
      },
      input.version,
      label,
    );
  if (input.slug !== undefined && !inScript(input.slug, language.script)) {
    const message = `URL name: use letters a–z or ${language.englishName} letters, digits and single hyphens`;
    throw new HttpError(400, message, { slug: message });
  }
  const title = String(input[type.titleField] ?? '');
  const slug = byPath
    ? // A page keeps its English URL name in another language until one of its own is given.
      (input.slug ?? (before?.slug as string | undefined) ?? String(item.slug))
    : versionsHaveSlugs(type)
      ? input.slug === undefined && typeof before?.slug === 'string'
        ? before.slug
        : await slugFor(tx, model, id, lang, input.slug, title)
      : undefined;
  // Its path there, checked now; saved as it was until the tree's paths are worked out below (so the
  // old one is kept as an earlier address).
  const path = byPath
    ? ((before?.path as string | undefined) ??
      (await versionPathFor(tx, model, id, lang, slug!, language.englishName)))
    : undefined;
  if (byPath && before && slug !== before.slug)
    await versionPathFor(tx, model, id, lang, slug!, language.englishName);
  const words = await jsonWords(tx, model, id, input, opts.restoring === true);
  const lists = await listColumns(tx, model, id, input, before, opts.restoring === true);
  const blocks = await blocksColumns(tx, model, id, input, before, opts.restoring === true);
  const status =
    type.workflow === 'publish'
      ? statusFields(input.status, input.publishAt, {
          // A new version is a draft until it says otherwise.
          status: before?.status ?? 'draft',
          publishAt: dateOf(before?.publishAt),
          publishedAt: dateOf(before?.publishedAt),
        })
      : {};
  // A version shown to visitors has the items its list needs (a post: one translated section), and
  // a page at least one of its blocks' words (never an empty page under /hi).
  if (
    (status as { status?: ContentStatus }).status !== 'draft' &&
    (status as { status?: ContentStatus }).status !== 'review'
  ) {
    for (const [f, n] of lists.counts)
      if (n < f.min) {
        const message = `Translate at least ${f.min} of the ${f.label.toLowerCase()} before this ${language.englishName} version is published or scheduled`;
        throw new HttpError(400, message, { [f.name]: message });
      }
    const [empty] = type.workflow === 'publish' ? blocks.untranslated : [];
    if (empty) {
      const message = `Translate at least 1 of the ${empty.label.toLowerCase()} before this ${language.englishName} version is published or scheduled`;
      throw new HttpError(400, message, { [empty.name]: message });
    }
  }
  const sourceVersion =
    input.upToDate === false ? ((locked?.sourceVersion as number | undefined) ?? 0) : item.textVersion;
  const values = {
    ...wordColumns(type, { ...input, ...words }),
    ...lists.columns,
    ...blocks.columns,
    ...(slug !== undefined ? { slug } : {}),
    ...(path !== undefined ? { path } : {}),
    ...(type.seo && input.seo
      ? {
          ...(input.seo.title !== undefined ? { seoTitle: input.seo.title } : {}),
          ...(input.seo.description !== undefined ? { seoDescription: input.seo.description } : {}),
          ...(input.seo.noindex !== undefined ? { noindex: input.seo.noindex } : {}),
        }
      : {}),
    ...status,
    sourceVersion,
    ...('searchConfig' in t ? { searchConfig: sql`${language.search}::regconfig` } : {}),
    updatedBy: editor?.id ?? null,
    updatedAt: new Date(),
  };
  await withSlugConflict(
    slug ?? '',
    async () => {
      if (before)
        await tx
          .update(t)
          .set({ ...values, version: sql`${c(t, 'version')} + 1` })
          .where(and(eq(c(t, 'itemId'), id), eq(c(t, 'lang'), lang)));
      else await tx.insert(t).values({ ...values, itemId: id, lang, createdBy: editor?.id ?? null });
    },
    type.messages.slugOwner,
  );
  // Its old URL name in that language answers 301 to the new one (pages/moved.ts); a page's old path,
  // and the paths of the pages under it, likewise.
  // (The language's paths are worked out again only when this version's can have moved: new, or
  // a new URL name; the pages under it follow.)
  if (byPath) {
    if (!before || slug !== before.slug) await refreshVersionPaths(tx, model, [lang]);
  } else if (slug !== undefined)
    await recordSlugChange(tx, type.name, id, (before?.slug as string | null) ?? null, slug, lang);
  const after = (await readTranslation(tx, model, id, lang))!;
  // Published or unpublished in that language: the type's events, the version's `lang` naming it.
  if (type.webhooks && type.workflow === 'publish')
    await emitStatusChange(tx, type.name, before && webhookData(id, before), webhookData(id, after));
  if (type.revisions)
    await writeRevision(tx, {
      kind: type.name,
      itemId: id,
      lang,
      version: after.version,
      editor,
      summary: summary ?? summaryOf(type, before, after),
      data: after,
      media: [],
    });
  return after;
}

/**
 * A version as a webhook event's data: the item's `_id` (what subscribers key on, as for the default
 * language) and the version's `lang`, words, address and status.
 */
export const webhookData = (id: string, version: Translation) => ({
  ...version,
  _id: id,
  status: version.status ?? 'published',
});

/** Whether a URL name's letters beyond a–z are of the language's script (`Deva`): a Hindi one is not Tamil. */
function inScript(slug: string, script: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is every language's
  if (/^[\x00-\x7f]*$/.test(slug)) return true;
  try {
    return new RegExp(`^[a-z0-9\\p{sc=${script}}\\p{M}-]+$`, 'u').test(slug);
  } catch {
    // A script code the engine does not know: only Latin URL names for it.
    return false;
  }
}

/** A time the API answered (ISO 8601), as the row holds it. */
const dateOf = (value: unknown): Date | null => (typeof value === 'string' ? new Date(value) : null);

/** A version's revision summary: its words by the names the form uses, then its URL name, SEO and status. */
function summaryOf(type: ContentTypeDeclaration, before: Translation | null, after: Translation): string {
  const parts: SummaryPart[] = [
    ...translatedFields(type),
    ...translatedLists(type),
    ...translatedBlocks(type),
  ].map((f) => ({
    label: f.summary ?? f.label.toLowerCase(),
    before: before?.[f.name],
    after: after[f.name],
  }));
  for (const [label, key] of [
    ['URL name', 'slug'],
    ['SEO', 'seo'],
    ['status', 'status'],
    ['publishing time', 'publishAt'],
  ] as const)
    parts.push({ label, before: before?.[key], after: after[key] });
  return changeSummary(parts, null, before === null);
}

/** A revision's version as the body of a save: its words, URL name and SEO texts (its status stays as it is now). */
export function restoredInput(type: ContentTypeDeclaration, data: Record<string, unknown>): TranslationInput {
  const input: TranslationInput = {};
  for (const f of [...translatedFields(type), ...translatedLists(type), ...translatedBlocks(type)])
    if (f.name in data) input[f.name] = data[f.name];
  if (versionsHaveSlugs(type) && typeof data.slug === 'string') input.slug = data.slug;
  if (type.seo && data.seo && typeof data.seo === 'object') {
    const seo = data.seo as { title?: string | null; description?: string | null; noindex?: boolean };
    input.seo = {
      title: seo.title ?? null,
      description: seo.description ?? null,
      noindex: seo.noindex === true,
    };
  }
  return input;
}

/** Inside a transaction: removes one language's version; false when there was none. */
export async function deleteTranslation(
  tx: Db,
  model: ContentModel,
  id: string,
  lang: string,
): Promise<boolean> {
  const t = tableOf(model);
  const byPath = addressedByPath(model.type) && versionsHaveSlugs(model.type);
  if (byPath) await lockTree(tx, model.type);
  const before = model.type.webhooks ? await readTranslation(tx, model, id, lang) : null;
  const gone = await tx
    .delete(t)
    .where(and(eq(c(t, 'itemId'), id), eq(c(t, 'lang'), lang)))
    .returning({ id: c(t, 'itemId') });
  // The pages under it there are now under its English path.
  if (byPath && gone.length > 0) await refreshVersionPaths(tx, model, [lang]);
  if (before && model.type.workflow === 'publish') {
    const data = webhookData(id, before);
    await emitStatusChange(tx, model.type.name, data, data, { deleted: true });
  }
  return gone.length > 0;
}

/**
 * Whether a save of the default language's item changes words a translation has (then its
 * `text_version` becomes the new version): a shared field (a price, an image) never marks one.
 */
export function changesWords(
  type: ContentTypeDeclaration,
  values: Record<string, unknown>,
  before: Item,
): boolean {
  const words = (f: ListField, items: unknown) =>
    JSON.stringify(
      (items as Record<string, unknown>[]).map((x) => translatedItemFields(f).map((sub) => x[sub.name])),
    );
  // A JSON document's words only: a form's new notify address or rule is no change to translate.
  const fieldWords = (f: ReturnType<typeof translatedFields>[number], v: unknown) =>
    JSON.stringify(
      jsonWordsOf(f)
        ?.of(v)
        .map((w) => [w.key, w.text]) ?? v,
    );
  return (
    translatedFields(type).some(
      (f) => f.name in values && fieldWords(f, values[f.name]) !== fieldWords(f, before[f.name]),
    ) ||
    translatedLists(type).some(
      (f) => f.name in values && words(f, values[f.name]) !== words(f, before[f.name]),
    ) ||
    translatedBlocks(type).some(
      (f) => f.name in values && blockWordsOf(f, values[f.name]) !== blockWordsOf(f, before[f.name]),
    )
  );
}

/** A body's words (each block's, by id, in order) as one string to compare: a new block with words counts. */
function blockWordsOf(f: BlocksField, blocks: unknown): string {
  return JSON.stringify(
    ((blocks ?? []) as { id: string | null; type: string; props: Record<string, unknown> }[]).flatMap((b) => {
      const block = f.of.find((k) => k.name === b.type);
      if (!block || !hasBlockWords(block, b.props)) return [];
      return [blockWords(block, { ...b, id: b.id ?? '' })];
    }),
    // Ids (a block's, an item's) are no words: a new item's id, given on save, changes nothing here.
    (key, value) => (key === '_id' ? undefined : value),
  );
}

/** A version's state in the admin's lists: its status (none for a type without drafts) and whether the English moved on. */
export interface VersionState {
  status: ContentStatus | null;
  needsUpdate: boolean;
}

/** The versions of these items, by item and language (one query: a page of a list). */
export async function translationStates(
  db: Db,
  model: ContentModel,
  ids: readonly string[],
): Promise<Record<string, Record<string, VersionState>>> {
  const t = tableOf(model);
  const { table } = model;
  const out: Record<string, Record<string, VersionState>> = Object.fromEntries(ids.map((id) => [id, {}]));
  if (ids.length === 0) return out;
  const publishes = model.type.workflow === 'publish';
  const rows = await db
    .select({
      id: c(t, 'itemId'),
      lang: c(t, 'lang'),
      status: publishes ? c(t, 'status') : sql<null>`null`,
      sourceVersion: c(t, 'sourceVersion'),
      textVersion: c(table, 'textVersion'),
    })
    .from(t)
    .innerJoin(table, eq(c(table, 'id'), c(t, 'itemId')))
    .where(inArray(c(t, 'itemId'), [...ids]));
  for (const r of rows)
    out[r.id as string]![r.lang as string] = {
      status: (r.status as ContentStatus | null) ?? null,
      needsUpdate: (r.textVersion as number) > (r.sourceVersion as number),
    };
  return out;
}
