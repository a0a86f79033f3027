/**
 * A content type's tables, made from its declaration (issue 34; docs/decisions/0061): real columns
 * with real indexes (every field that is filtered, sorted or searched has its own column), so
 * drizzle-kit generates and the repository queries them like any hand-written table. schema.ts
 * calls this for every declared type; a migration is generated from it as for any other change.
 *
 *   <table>            id, one column per field (a rich text: its document and its plain text), the
 *                      workflow's columns, created/updated, and the search vector from the fields'
 *                      weights (a generated column with a GIN index)
 *   <list table>       a list field's items: id, the item's id, position, one column per sub-field
 *   <media list table> a media list's files: id, the item's id, path, position
 *   <blocks table>     a body's blocks: id (a uuid kept across saves), the item's id, position,
 *                      the block's kind and its values (jsonb: a new kind of block needs no migration)
 *   <table>_translations  issue 36: one row per item and language other than the default: the
 *                      translated fields' columns, its own URL name, SEO texts, status and version,
 *                      and `source_version`, the item's `text_version` it was last brought up to
 */
import type { BlockValue } from '@vyoma/contract/blocks';
import {
  addressedByPath,
  type BlocksField,
  type ContentTypeDeclaration,
  columnOf,
  type Field,
  isTranslatable,
  itemColumnOf,
  type ListField,
  type ListItemField,
  type SearchWeight,
  textColumnOf,
  translatedBlocks,
  translatedFields,
  translatedLists,
  versionsHaveSlugs,
  type Workflow,
} from '@vyoma/contract/content-types';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { type ColumnDataType, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
  type PgTableWithColumns,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A text search configuration's name (`hindi`, `english`, `simple`): a row of pg_ts_config. */
export const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

/** The statuses of the `publish` workflow (contract CONTENT_STATUSES). */
const PUBLISH_STATUSES = ['draft', 'review', 'scheduled', 'published'] as const;
const OPEN_STATUSES = ['open', 'closed'] as const;

/** A column as the builder makes it: its value's type, whether it may be null. */
type Col<T, NotNull extends boolean = true> = PgColumn<{
  name: string;
  tableName: string;
  dataType: ColumnDataType;
  columnType: string;
  data: T;
  driverParam: unknown;
  notNull: NotNull;
  hasDefault: boolean;
  isPrimaryKey: boolean;
  isAutoincrement: false;
  hasRuntimeDefault: false;
  enumValues: undefined;
  baseColumn: never;
  identity: undefined;
  generated: undefined;
}>;

/** The column of one field (lists and media lists have tables of their own). */
type FieldColumn<F> = F extends { kind: 'number' }
  ? Col<number>
  : F extends { kind: 'boolean' }
    ? Col<boolean>
    : F extends { kind: 'richText' }
      ? Col<RichTextDoc>
      : F extends { kind: 'select'; options: readonly (infer O)[] }
        ? F extends { optional: true }
          ? Col<O, false>
          : Col<O>
        : F extends { kind: 'relation' | 'date' }
          ? Col<string, false>
          : F extends { kind: 'json' }
            ? Col<unknown>
            : F extends { kind: 'media'; optional: true }
              ? Col<string, false>
              : Col<string>;

/**
 * One key per column: the field's name, and `<name>Text` for a rich text's plain text and for the
 * text of a searched list's items.
 */
type FieldColumns<Fs extends readonly { name: string; kind: string }[]> = {
  [F in Fs[number] as F extends { kind: 'mediaList' | 'list' | 'blocks' }
    ? never
    : F['name']]: FieldColumn<F>;
} & {
  [F in Fs[number] as F extends { kind: 'richText' } | { kind: 'list' | 'blocks'; search: SearchWeight }
    ? `${F['name']}Text`
    : never]: Col<string>;
};

/** The columns every type has, and those its workflow, slug and SEO add (typed as if present). */
type CommonColumns<Status> = {
  id: Col<string>;
  createdAt: Col<Date>;
  updatedAt: Col<Date>;
  slug: Col<string>;
  /** A type addressed by path (publicPath '{path}'). */
  path: Col<string>;
  seoTitle: Col<string, false>;
  seoDescription: Col<string, false>;
  seoImage: Col<string, false>;
  noindex: Col<boolean>;
  status: Col<Status>;
  publishAt: Col<Date, false>;
  publishedAt: Col<Date, false>;
  version: Col<number>;
  createdBy: Col<string, false>;
  updatedBy: Col<string, false>;
  searchVector: Col<string, false>;
};

/** The columns the `open` workflow adds (job openings). */
type OpenColumns = { postedAt: Col<Date>; closedAt: Col<Date, false> };

/** The statuses of a workflow. */
type StatusOf<W> = W extends 'publish'
  ? (typeof PUBLISH_STATUSES)[number]
  : W extends 'open'
    ? (typeof OPEN_STATUSES)[number]
    : never;

// biome-ignore lint/suspicious/noExplicitAny: drizzle's own constraint on a table's columns
type Table<Columns extends Record<string, PgColumn<any>>> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: Columns;
}>;

/** A type's table, its columns typed from its declaration. */
export type ContentTable<Fs extends readonly Field[] = readonly Field[], W = Workflow> = Table<
  CommonColumns<StatusOf<W>> & FieldColumns<Fs> & (W extends 'open' ? OpenColumns : unknown)
>;

/** The items of a list field, the files of a media list or the blocks of a blocks field. */
type ListTable<F> = Table<
  { id: Col<string>; itemId: Col<string>; position: Col<number> } & (F extends {
    kind: 'list';
    of: infer Of extends readonly { name: string; kind: string }[];
  }
    ? FieldColumns<Of>
    : F extends { kind: 'blocks' }
      ? { type: Col<string>; props: Col<BlockValue['props']> }
      : { path: Col<string> })
>;

type ListTables<Fs extends readonly Field[]> = {
  [F in Fs[number] as F extends { kind: 'list' | 'mediaList' | 'blocks' } ? F['name'] : never]: ListTable<F>;
};

/** Any type's table: the columns every type has, and its own reached by name (the generic repository). */
// biome-ignore lint/suspicious/noExplicitAny: a column's value is known only from its declaration
export type DynamicTable = Table<CommonColumns<any> & Record<string, Col<any, boolean>>>;

/** Any type's table as code that uses only the common columns sees it (a typed table is one). */
// biome-ignore lint/suspicious/noExplicitAny: as above
export type AnyContentTable = PgTable & { [K in keyof CommonColumns<any>]: Col<any, boolean> };

/** What the builder needs of the tables content refers to (passed in: no import cycle with schema.ts). */
export interface ContentRefs {
  users: { id: PgColumn };
  categories: { id: PgColumn };
}

export interface ContentTables<Fs extends readonly Field[], W> {
  table: ContentTable<Fs, W>;
  /** A list field's items, a media list's files and a blocks field's blocks, by field name. */
  lists: ListTables<Fs>;
  /** A translatable type's versions in other languages (isTranslatable). */
  translations?: PgTable;
}

/** The values a column may hold (a check constraint, as for a hand-written enum). */
const inList = (column: unknown, options: readonly string[]) =>
  sql`${column} in ${sql.raw(`(${options.map((o) => `'${o.replaceAll("'", "''")}'`).join(', ')})`)}`;

/** What a relation may refer to: the tables content refers to, and the type's own ids (a parent). */
type RelationRefs = ContentRefs & { own?: { name: string; id: () => PgColumn } };

/** The columns of one field (a rich text has two: its document and its plain text). */
function fieldColumns(field: Field | ListItemField, refs: RelationRefs): Record<string, PgColumnBuilderBase> {
  const column = columnOf(field);
  const required = !field.optional;
  switch (field.kind) {
    case 'text':
      return { [field.name]: required ? text(column).notNull() : text(column).notNull().default('') };
    case 'richText':
      return {
        [field.name]: jsonb(column).$type<RichTextDoc>().notNull(),
        [`${field.name}Text`]: text(textColumnOf(field)).notNull(),
      };
    case 'number': {
      const storage = field.storage ?? (field.integer ? 'integer' : 'double');
      const base =
        storage === 'integer'
          ? integer(column)
          : storage === 'money'
            ? numeric(column, { precision: 12, scale: 2, mode: 'number' })
            : doublePrecision(column);
      return {
        [field.name]: field.default === undefined ? base.notNull() : base.notNull().default(field.default),
      };
    }
    case 'boolean':
      return {
        [field.name]: boolean(column)
          .notNull()
          .default(field.default ?? false),
      };
    case 'select': {
      const c = text(column, { enum: field.options as [string, ...string[]] });
      const kept = field.default === undefined ? c : c.default(field.default);
      return { [field.name]: required ? kept.notNull() : kept };
    }
    case 'date':
      return { [field.name]: date(column, { mode: 'string' }) };
    case 'media': {
      const c = text(column);
      return { [field.name]: required ? c.notNull() : c };
    }
    case 'relation': {
      // An item of the type itself (a page's parent) is kept while items sit under it.
      const own = refs.own && field.to === refs.own.name ? refs.own : undefined;
      const target = own ? own.id : () => refs.categories.id;
      return { [field.name]: text(column).references((): PgColumn => target(), { onDelete: 'restrict' }) };
    }
    case 'list':
      // The items' text, kept in the row for search (only when the list is searched).
      return field.search ? { [`${field.name}Text`]: text(column).notNull().default('') } : {};
    case 'mediaList':
      return {};
    case 'json':
      return { [field.name]: jsonb(column).notNull() };
    case 'blocks':
      // The blocks' text, kept in the row for search (only when the body is searched).
      return field.search ? { [`${field.name}Text`]: text(textColumnOf(field)).notNull().default('') } : {};
  }
}

/** `setweight(to_tsvector('english', "a" || ' ' || "b"), 'A') || …`, from the fields' weights. */
function searchExpression(type: ContentTypeDeclaration): SQL | null {
  const byWeight = new Map<SearchWeight, string[]>();
  for (const f of type.fields) {
    if (!f.search) continue;
    const column = f.kind === 'richText' || f.kind === 'blocks' ? textColumnOf(f) : columnOf(f);
    byWeight.set(f.search, [...(byWeight.get(f.search) ?? []), `"${column}"`]);
  }
  const parts = (['A', 'B', 'C'] as const)
    .filter((w) => byWeight.has(w))
    .map((w) => `setweight(to_tsvector('english', ${byWeight.get(w)!.join(" || ' ' || ")}), '${w}')`);
  return parts.length === 0 ? null : sql.raw(parts.join(' || '));
}

/**
 * Issue 36: a version's search vector, in its language's configuration (its `search_config` column,
 * set from the settings on save): the translated fields' weights as the item's own, each text folded
 * first (NFC; chandrabindu read as anusvara, nukta dropped), so डिज़ाइन and डिजाइन are one word.
 */
function versionSearchExpression(type: ContentTypeDeclaration): SQL | null {
  const fold = (column: string) => `translate(normalize("${column}", NFC), U&'\\0901\\093C', U&'\\0902')`;
  const byWeight = new Map<SearchWeight, string[]>();
  for (const f of [...translatedFields(type), ...translatedLists(type), ...translatedBlocks(type)]) {
    if (!f.search || f.kind === 'json') continue;
    const column = f.kind === 'richText' || f.kind === 'blocks' ? textColumnOf(f) : columnOf(f);
    byWeight.set(f.search, [...(byWeight.get(f.search) ?? []), fold(column)]);
  }
  const parts = (['A', 'B', 'C'] as const)
    .filter((w) => byWeight.has(w))
    .map((w) => `setweight(to_tsvector("search_config", ${byWeight.get(w)!.join(" || ' ' || ")}), '${w}')`);
  return parts.length === 0 ? null : sql.raw(parts.join(' || '));
}

/** `icon_path` → `icon`, `category_id` → `category`: an index's name says what it is on. */
const short = (column: string) => column.replace(/_(path|id)$/, '');

/** A table's columns as its extra-config callback sees them (indexes, checks), reached by key. */
type Built = Record<string, ExtraConfigColumn>;

/** A column the builder made (a declaration naming a missing one is a bug: fail at start). */
function col(t: Built, key: string): ExtraConfigColumn {
  const c = t[key];
  if (!c) throw new Error(`No column “${key}”`);
  return c;
}

/** The type's own table, and the tables of its lists. */
export function contentTables<T extends ContentTypeDeclaration>(
  type: T,
  refs: ContentRefs,
): ContentTables<T['fields'], T['workflow']> {
  const name = type.table;
  const publishes = type.workflow === 'publish';
  const byPath = addressedByPath(type);
  const search = type.search ? searchExpression(type) : null;
  // The type's own table, for a relation to its own items (made below: referred to lazily).
  let self: PgTable | undefined;
  const own = { name: type.name, id: () => (self as unknown as { id: PgColumn }).id };
  const columns: Record<string, PgColumnBuilderBase> = {
    // A type of keyed items (legal pages) keeps its key in the id's place.
    id: text(type.key?.column ?? 'id').primaryKey(),
    ...Object.assign({}, ...type.fields.map((f) => fieldColumns(f, { ...refs, own }))),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...(type.slug ? { slug: text('slug').notNull() } : {}),
    // Its address (publicPath '{path}'): the parent's path and the slug, rewritten when either moves.
    ...(byPath ? { path: text('path').notNull() } : {}),
    ...(type.seo
      ? {
          seoTitle: text('seo_title'),
          seoDescription: text('seo_description'),
          /** An uploaded image's /uploads/ path for the share card. */
          seoImage: text('seo_image'),
          noindex: boolean('noindex').notNull().default(false),
        }
      : {}),
    ...(publishes
      ? {
          status: text('status', { enum: [...PUBLISH_STATUSES] })
            .notNull()
            .default('published'),
          publishAt: ts('publish_at'),
          publishedAt: ts('published_at'),
        }
      : type.workflow === 'open'
        ? {
            status: text('status', { enum: [...OPEN_STATUSES] })
              .notNull()
              .default('open'),
            // When it went up (lists are newest first by it), and when it was last closed by hand
            // (null while open: its applications' retention counts from then).
            postedAt: ts('posted_at').notNull().defaultNow(),
            closedAt: ts('closed_at'),
          }
        : {}),
    version: integer('version').notNull().default(1),
    // The version of the last save that changed a translated field: a translation brought up to an
    // older one needs an update (issue 36).
    ...(isTranslatable(type) ? { textVersion: integer('text_version').notNull().default(1) } : {}),
    createdBy: text('created_by').references(() => refs.users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => refs.users.id, { onDelete: 'set null' }),
    ...(search ? { searchVector: tsvector('search_vector').generatedAlwaysAs(search) } : {}),
  };
  const table = pgTable(name, columns, (t: Built) => {
    const c = (key: string) => col(t, key);
    // An `open` type's lists go by posting date: its status index has it, in place of this one.
    const extra =
      type.workflow === 'open'
        ? [index(`${name}_status_idx`).on(c('status'), c('postedAt'))]
        : [index(`${name}_created_idx`).on(c('createdAt'))];
    // A type addressed by path has a slug unique only beside its siblings: its path is the unique
    // one, ignoring case as React Router does.
    if (type.slug)
      extra.push(
        byPath ? index(`${name}_slug_idx`).on(c('slug')) : uniqueIndex(`${name}_slug_idx`).on(c('slug')),
      );
    if (byPath) extra.push(uniqueIndex(`${name}_path_idx`).on(sql`lower(${c('path')})`));
    if (type.seo)
      extra.push(
        index(`${name}_seo_image_idx`)
          .on(c('seoImage'))
          .where(sql`${c('seoImage')} is not null`),
      );
    if (publishes) {
      extra.push(
        index(`${name}_status_idx`).on(c('status'), c('publishAt')),
        // Lists, menus and the sitemap read a page of these in order (issue 26).
        index(`${name}_status_created_idx`).on(c('status'), c('createdAt'), c('id')),
      );
      if (type.feed)
        extra.push(
          // The feeds: the newest published items by publication date.
          index(`${name}_status_published_idx`).on(
            c('status'),
            c('publishedAt').desc().nullsLast(),
            c('createdAt').desc().nullsFirst(),
            c('id').desc().nullsFirst(),
          ),
        );
    }
    for (const f of type.fields) {
      const column = columnOf(f);
      if (f.kind === 'select' && f.filter && publishes)
        extra.push(
          index(`${name}_${column}_status_created_idx`).on(c(f.name), c('status'), c('createdAt'), c('id')),
        );
      // "Used by" in the media library and the category delete check look these up.
      if (f.kind === 'media' || f.kind === 'relation')
        extra.push(index(`${name}_${short(column)}_idx`).on(c(f.name)));
    }
    if (search) extra.push(index(`${name}_search_idx`).using('gin', c('searchVector')));
    const checks = [
      ...(type.key ? [check(`${name}_${type.key.column}_check`, inList(c('id'), type.key.values))] : []),
      ...(publishes || type.workflow === 'open'
        ? [check(`${name}_status_check`, inList(c('status'), publishes ? PUBLISH_STATUSES : OPEN_STATUSES))]
        : []),
      ...type.fields
        .filter((f) => f.kind === 'select')
        .map((f) => check(f.constraint ?? `${name}_${columnOf(f)}_check`, inList(c(f.name), f.options))),
    ];
    return [...checks, ...extra];
  });

  self = table;
  const lists: Record<string, unknown> = {};
  for (const f of type.fields) {
    if (f.kind !== 'list' && f.kind !== 'mediaList' && f.kind !== 'blocks') continue;
    const itemColumn = itemColumnOf(type, f);
    const item = text(itemColumn)
      .notNull()
      .references(() => table.id as PgColumn, { onDelete: 'cascade' });
    if (f.kind === 'blocks') {
      lists[f.name] = pgTable(
        f.table,
        {
          id: uuid('id').primaryKey(),
          itemId: item,
          position: integer('position').notNull(),
          type: text('type').notNull(),
          props: jsonb('props').$type<BlockValue['props']>().notNull(),
        },
        (t: Built) => [index(`${f.table}_${short(itemColumn)}_idx`).on(col(t, 'itemId'), col(t, 'position'))],
      );
      continue;
    }
    const own: Record<string, PgColumnBuilderBase> =
      f.kind === 'list'
        ? Object.assign({}, ...f.of.map((sub) => fieldColumns(sub, refs)))
        : { path: text(columnOf(f)).notNull() };
    lists[f.name] = pgTable(
      f.table,
      { id: text('id').primaryKey(), itemId: item, position: integer('position').notNull(), ...own },
      (t: Built) => {
        const c = (key: string) => col(t, key);
        return [
          index(`${f.table}_${short(itemColumn)}_idx`).on(c('itemId'), c('position')),
          ...(f.kind === 'list'
            ? f.of
                .filter((s) => s.kind === 'media')
                .map((s) => index(`${f.table}_${short(columnOf(s))}_idx`).on(c(s.name)))
            : [index(`${f.table}_${short(columnOf(f))}_idx`).on(c('path'))]),
        ];
      },
    );
  }
  return {
    table: table as unknown as ContentTable<T['fields'], T['workflow']>,
    lists: lists as ListTables<T['fields']>,
    ...(isTranslatable(type) ? { translations: translationTable(type, table, refs) } : {}),
  };
}

/**
 * A translated list in a version's row: its items' translated sub-fields as one JSON array, each
 * naming the list's item by id (a version's items are saved, versioned and restored with it), and
 * their text for search under the list's own column name.
 */
function translatedListColumns(field: ListField): Record<string, PgColumnBuilderBase> {
  const column = field.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return {
    [field.name]: jsonb(column).$type<Record<string, unknown>[]>().notNull().default(sql`'[]'::jsonb`),
    ...(field.search ? { [`${field.name}Text`]: text(columnOf(field)).notNull().default('') } : {}),
  };
}

/**
 * A translated blocks field in a version's row: each translated block's words (`{ _id, ...words }`,
 * contract/src/blocks/words.ts) as one JSON array, and their text for search.
 */
function translatedBlocksColumns(field: BlocksField): Record<string, PgColumnBuilderBase> {
  return {
    [field.name]: jsonb(columnOf(field))
      .$type<Record<string, unknown>[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...(field.search ? { [`${field.name}Text`]: text(textColumnOf(field)).notNull().default('') } : {}),
  };
}

/** A translatable type's versions in other languages: one row per item and language (issue 36). */
function translationTable(type: ContentTypeDeclaration, table: PgTable, refs: ContentRefs): PgTable {
  const name = `${type.table}_translations`;
  const publishes = type.workflow === 'publish';
  const search = type.search ? versionSearchExpression(type) : null;
  const columns: Record<string, PgColumnBuilderBase> = {
    // Its own key (the change feed pairs a statement's old and new rows by one column); a version is
    // named by its item and language, unique below.
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: text('item_id')
      .notNull()
      .references(() => (table as unknown as { id: PgColumn }).id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    ...Object.assign({}, ...translatedFields(type).map((f) => fieldColumns(f, refs))),
    ...Object.assign({}, ...translatedLists(type).map(translatedListColumns)),
    ...Object.assign({}, ...translatedBlocks(type).map(translatedBlocksColumns)),
    ...(versionsHaveSlugs(type) ? { slug: text('slug').notNull() } : {}),
    // A type addressed by path: the version's path there (content/version-paths.ts), without the prefix.
    ...(versionsHaveSlugs(type) && addressedByPath(type) ? { path: text('path').notNull() } : {}),
    ...(type.seo
      ? {
          seoTitle: text('seo_title'),
          seoDescription: text('seo_description'),
          noindex: boolean('noindex').notNull().default(false),
        }
      : {}),
    ...(publishes
      ? {
          // A new version starts as a draft: the item's page in that language waits for it.
          status: text('status', { enum: [...PUBLISH_STATUSES] })
            .notNull()
            .default('draft'),
          publishAt: ts('publish_at'),
          publishedAt: ts('published_at'),
        }
      : {}),
    version: integer('version').notNull().default(1),
    sourceVersion: integer('source_version').notNull().default(0),
    ...(search
      ? {
          searchConfig: regconfig('search_config').notNull().default(sql`'simple'::regconfig`),
          searchVector: tsvector('search_vector').generatedAlwaysAs(search),
        }
      : {}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdBy: text('created_by').references(() => refs.users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => refs.users.id, { onDelete: 'set null' }),
  };
  return pgTable(name, columns, (t: Built) => {
    const c = (key: string) => col(t, key);
    return [
      uniqueIndex(`${name}_item_lang_idx`).on(c('itemId'), c('lang')),
      // A URL name is one item's within its language (two languages may share one); a path, ignoring
      // case, for a type addressed by path (two pages may share a URL name under different parents).
      ...(versionsHaveSlugs(type)
        ? [
            addressedByPath(type)
              ? uniqueIndex(`${name}_lang_path_idx`).on(c('lang'), sql`lower(${c('path')})`)
              : uniqueIndex(`${name}_lang_slug_idx`).on(c('lang'), c('slug')),
          ]
        : []),
      ...(publishes
        ? [
            index(`${name}_lang_status_idx`).on(c('lang'), c('status'), c('publishAt')),
            check(`${name}_status_check`, inList(c('status'), PUBLISH_STATUSES)),
          ]
        : []),
      check(`${name}_lang_check`, sql`${c('lang')} ~ '^[a-z]{2,3}$'`),
      ...(search ? [index(`${name}_search_idx`).using('gin', c('searchVector'))] : []),
    ];
  });
}
