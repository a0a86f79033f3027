/**
 * The content-type registry (issue 34; docs/decisions/0061): every kind of content staff publish is
 * declared once, as data, and the server (its table, API, revisions, previews, search, sitemap,
 * feeds, webhooks, audit, change feed) and the admin (its list and edit screens) are made from the
 * declaration. Light: no zod here, so a page may read a declaration (its public path, its labels)
 * without loading validation; the rules are made from the fields in `./rules.ts`.
 *
 * A declaration is plain data, so the server can send it to the admin as it is
 * (GET /api/v1/admin/content-types): a type declared only on the server (a fixture, a type added by
 * an operator) gets its admin screens without a web build.
 */
import {
  type BlockDeclaration,
  type BlockValue,
  type LinkKind,
  type LinkValue,
  MAX_BLOCKS_PER_PAGE,
} from '../blocks/define.ts';
import type { StaffRole } from '../constants.ts';
import type { Permission } from '../permissions.ts';
import { docToText, type RichTextDoc } from '../rich-text.ts';
import { JSON_WORDS, type JsonWordsName } from './json-words.ts';

/** Site search's weights: A ranks first (titles), then B (headings, summaries), then C (body text). */
export type SearchWeight = 'A' | 'B' | 'C';

interface FieldCommon {
  /** The field's name in the API and the form (camelCase). */
  name: string;
  /** What a person calls it; messages name it ("Title is required"). */
  label: string;
  /** The database column (default: the name in snake_case). */
  column?: string;
  /** Left out or blank is allowed (default: required). */
  optional?: boolean;
  /** A line under the field in the admin form. */
  hint?: string;
  /** Site search reads it, with this weight. */
  search?: SearchWeight;
  /** What a revision's summary calls it ("Changed summary"): default, the label in lower case. */
  summary?: string;
  /** The admin list shows it as a column. */
  listed?: boolean;
  /** Issue 36: each language has its own value (titles, text, alt text, slugs); else shared. */
  translated?: boolean;
}

export interface TextField extends FieldCommon {
  kind: 'text';
  max: number;
  /** A text area rather than one line. */
  multiline?: boolean;
}

export interface RichTextField extends FieldCommon {
  kind: 'richText';
  /** The column keeping the document's plain text (search, excerpts, feeds); default `<column>_text`. */
  textColumn?: string;
  /** Where an item's API answer gives that plain text (default `<name>Text`). */
  textKey?: string;
}

export interface NumberField extends FieldCommon {
  kind: 'number';
  min: number;
  max: number;
  integer?: boolean;
  /** How it is stored: integer, double precision, or numeric(12,2) money (default: integer or double). */
  storage?: 'integer' | 'double' | 'money';
  /** The column's default (a field with one may be left out of a spec client's body). */
  default?: number;
}

export interface BooleanField extends FieldCommon {
  kind: 'boolean';
  default?: boolean;
}

export interface SelectField extends FieldCommon {
  kind: 'select';
  options: readonly string[];
  /** What the admin shows for each option (default: the option). */
  labels?: Readonly<Record<string, string>>;
  /** The admin list can be narrowed to one option. */
  filter?: boolean;
  /** The check constraint's name (default `<table>_<column>_check`; job openings keep theirs). */
  constraint?: string;
  /** What a new item (and a row saved before the field existed) has when none is chosen. */
  default?: string;
  /**
   * Site search lists an item whose field has one of these options as that kind of hit instead of
   * its type's (a page that is a service is a "Service", as the code's service pages are).
   */
  searchKinds?: Readonly<Record<string, string>>;
}

/** A calendar day, `YYYY-MM-DD`. */
export interface DateField extends FieldCommon {
  kind: 'date';
}

/** One file from the media library (stored as its /uploads/ path), with the alt-text rule. */
export interface MediaField extends FieldCommon {
  kind: 'media';
  /** MIME types a new item's file may have … */
  accept: readonly string[];
  /** … and an edit's (default: the same). */
  acceptOnEdit?: readonly string[];
  maxBytes: number;
  /** The message when it is missing (default: "<label> is required"). */
  missing?: string;
  /** Where an item's API answer describes the file (its kind, sizes, alt text); default `<name>Media`. */
  mediaKey?: string;
}

/** Several files, in order, kept in a table of their own (`<table>(item, position, path)`). */
export interface MediaListField extends FieldCommon {
  kind: 'mediaList';
  accept: readonly string[];
  maxBytes: number;
  min: number;
  max: number;
  missing: string;
  /** The table, and its column naming the item (default `<type>_id`). */
  table: string;
  itemColumn?: string;
  /** Where an item's API answer describes the files, in order (default `<name>Media`). */
  mediaKey?: string;
}

/**
 * A reference to a row of another table the site has: a product category (`category`), or another
 * item of the type itself (its name: a page's parent page), which makes the type's items a tree
 * (never a cycle, at most `maxDepth` levels deep) and, with `publicPath: '{path}'`, their addresses.
 */
export interface RelationField extends FieldCommon {
  kind: 'relation';
  to: 'category' | (string & {});
  /** A relation to the type itself: the levels its tree may have (an item with none above it is level 1). */
  maxDepth?: number;
}

/**
 * A list of sub-items (a post's sections), in order, kept in a table of their own
 * (`<table>(id, <item column>, position, …fields)`). Sub-fields are text, rich text and media.
 */
export interface ListField extends FieldCommon {
  kind: 'list';
  table: string;
  itemColumn?: string;
  of: readonly ListItemField[];
  min: number;
  max: number;
  /** One item, with {n} its number from 1: "Section {n}" makes "Section 2 heading is required". */
  itemLabel: string;
  /** The message for too few items. */
  missing: string;
  /** The type's own editor for it in the admin (the posts' section editor), else a generic one. */
  component?: string;
}

export type ListItemField = TextField | RichTextField | MediaField;

/**
 * One JSON document in a jsonb column, edited by the type's own admin component (a form's
 * definition: its fields, steps, confirmation and who is told). Only for what is never filtered,
 * sorted or searched; what it must hold is the type's own rule (its module checks the body).
 */
export interface JsonField extends FieldCommon {
  kind: 'json';
  /** The type's own editor for it in the admin (`form-builder`). */
  component: string;
  /** A new item's value: what the editor starts from (and a sample item has). */
  default: object;
  /**
   * Issue 36, with `translated`: how the document's words are read (a form's labels, options, steps
   * and confirmation), by name in JSON_WORDS (a name, not the functions: a declaration travels in
   * page data). A version in another language holds only these, by key; its structure (fields,
   * rules, conditions, who is told) stays the default language's.
   */
  words?: JsonWordsName;
}

/** One word of a JSON document (issue 36): a key that survives edits, what the editor calls it, the text. */
export interface JsonWord {
  key: string;
  label: string;
  text: string;
  max: number;
  multiline?: boolean;
}

/** How a translated JSON document's words are read and laid over it (a form's: forms.ts FORM_WORDS). */
export interface JsonWords {
  /** The document's words, in the order the editor shows them. */
  of(doc: unknown): JsonWord[];
  /** The document with a version's words laid over it; a word the version lacks stays the document's. */
  in(doc: unknown, words: Readonly<Record<string, string>>): unknown;
}

/**
 * A body built from blocks (issue 35; docs/decisions/0062): an ordered list of typed blocks, each a
 * row of its own table (`<table>(id, <item column>, position, type, props)`), its kinds and their
 * fields declared in contract/src/blocks. A block keeps its id across saves (analytics and the
 * editor name it); a new one gets its id from the server.
 */
export interface BlocksField extends FieldCommon {
  kind: 'blocks';
  table: string;
  itemColumn?: string;
  /** The kinds of block it may hold, in the palette's order. */
  of: readonly BlockDeclaration[];
  min: number;
  max: number;
  /**
   * With `search`: the column keeping the blocks' plain text (their text, rich text and links'
   * words, as posts' body_text keeps their sections'); default `<column>_text`.
   */
  textColumn?: string;
  /** The type's own editor for it in the admin (`page-canvas`), else the generic list of block forms. */
  component?: string;
  /** What the editor calls one and several (a menu's `entry`, `entries`); default block, blocks. */
  noun?: { one: string; many: string };
}

export type Field =
  | TextField
  | RichTextField
  | NumberField
  | BooleanField
  | SelectField
  | DateField
  | MediaField
  | MediaListField
  | RelationField
  | ListField
  | JsonField
  | BlocksField;

/** The fields kept in a table of their own, one row per item, file or block. */
export type TableField = ListField | MediaListField | BlocksField;

export type FieldKind = Field['kind'];

/**
 * How an item goes public: `publish` (draft, review, scheduled, published: only published is
 * public; authors write drafts), `open` (open or closed, with an optional last day: job openings),
 * or `always` (public as saved: legal pages and forms).
 */
export type Workflow = 'publish' | 'open' | 'always';

export interface ContentTypeDeclaration {
  /**
   * The type's name: its kind in the shared tables (revisions, old slugs, preview links, presence),
   * its change-feed tag, its webhook events (`<name>.published`) and its generic API path.
   */
  name: string;
  /** What a person calls one and several ("post", "posts"); messages use them. */
  label: { one: string; many: string };
  /** Its table (real columns; list fields and media lists have their own tables). */
  table: string;
  fields: readonly Field[];
  /** The field whose value names an item (lists, the history, search results, the sitemap). */
  titleField: string;
  /** Items have a URL name made from the title (`-2`, `-3` … on a clash); old ones answer 301. */
  slug: boolean;
  workflow: Workflow;
  /**
   * Its public page, `{slug}` filled in (`/blog/{slug}`); `{path}`: the item's own path, its parent's
   * path and its slug (`/services/cloud`, kept in a `path` column; the parent is its relation to the
   * type itself); null: it has none of its own.
   */
  publicPath: string | null;
  /** Its published items are in the sitemap (not those marked noindex). */
  sitemap: boolean;
  /** Its newest published items are in /rss.xml and /feed.json; `summary` names the field they show. */
  feed: { summary: string } | null;
  /** Site search lists it (the fields with a `search` weight). */
  search: boolean;
  /** It has SEO overrides (title, description, share image, noindex). */
  seo: boolean;
  /** Every save writes a revision; the admin compares and restores them. */
  revisions: boolean;
  /** Staff can share a link to an unpublished item. */
  preview: boolean;
  /** `<name>.published` and `<name>.unpublished` are sent to webhooks (with `workflow: publish`). */
  webhooks: boolean;
  /** Who reads and writes it in the admin; who publishes (an author writes drafts of their own). */
  permissions: { write: Permission; publish: Permission };
  /**
   * Where it is in the API, under /api/v1 (Fastify patterns, `:id`): public reads, staff writes and
   * each item's revisions and preview links. Default: /content/<name> and /admin/content/<name>.
   */
  api: ContentApiPaths;
  /** The admin's screens (default under /admin/content/<name>) and its list. */
  admin: ContentAdmin;
  /**
   * The messages its API answers with; `slugOwner` is what "The URL name … is already used by
   * another …" calls another item (default: item).
   */
  messages: { notFound: string; deleted: string; slugOwner?: string };
  /** The audit log's name for it: `<audit>.create`, `.update`, `.delete`, `.restore`. */
  audit: string;
  /**
   * Items are a fixed set named by a key (legal pages: `privacy-policy` …) rather than made by staff
   * with a generated id: the key is the row's primary key, in `column`, one of `values` (a check).
   */
  key?: { column: string; values: readonly string[] };
  /** `false`: its revisions are kept for ever (a legal text's history matters); default, pruned. */
  pruneRevisions?: boolean;
  /**
   * Workflow `open`: the date field whose day is the last an open item is public (job openings'
   * closing date: open until the end of that day, UTC); none: open until closed.
   */
  lastDay?: string;
  /** The name of its sitemap files (`/sitemaps/<part>-1.xml`); default its plural. */
  sitemapPart?: string;
  /**
   * `false`: its revisions are its versions only, read by its own module (a form's entries are read
   * with the version they were sent to), with no history routes or screen; default, it has them.
   */
  history?: boolean;
  /**
   * Issue 36: `false`: its versions in other languages keep the item's URL name (a form: the pages
   * that place it and its entries name it by that); default, each has its own.
   */
  slugsPerLanguage?: boolean;
}

export interface ContentApiPaths {
  list: string;
  one: string;
  create: string;
  update: string;
  remove: string;
  revisions: string;
  revision: string;
  revisionRestore: string;
  previewLinks: string;
  previewLink: string;
  /**
   * A change to a live item, put live at a time (GET, PUT, DELETE): the generic API's types that
   * publish on a schedule have it; a type with paths of its own (posts, products) not yet.
   */
  scheduledChange?: string;
  /** Issue 36: one language's version of an item (GET, PUT, DELETE), `:lang` its code. */
  translation?: string;
  /** Issue 36: the versions of a page of items (`?ids=`), for the admin's list. */
  translationStates?: string;
}

export interface ContentAdmin {
  /** The list screen. */
  list: string;
  /** A new item's screen. */
  create: string;
  /** An item's edit screen and its history, `{id}` filled in. */
  edit: string;
  history: string;
  /** The admin menu's label for the list. */
  menu: string;
  /**
   * Columns of the list besides the title, in order: field names, and `status` (where the item's
   * state goes; default, after the fields) and `updatedAt` (when it was last saved, and by whom).
   */
  columns: readonly string[];
  /** A media or media-list field whose (first) image the list shows small before the title. */
  thumbnail?: string;
  /** `own`: the type's screens are its own, not made from the declaration (default `generic`). */
  screens?: 'generic' | 'own';
  /**
   * Issue 36: a translatable type's screen for one language's version, `{id}` and `{lang}` filled in
   * (default: beside the edit screen, `/admin/product/{id}/translate/{lang}`).
   */
  translate?: string;
}

/** A declaration as written: everything with a default may be left out. */
export type ContentTypeInput = Omit<
  ContentTypeDeclaration,
  | 'api'
  | 'admin'
  | 'messages'
  | 'audit'
  | 'slug'
  | 'sitemap'
  | 'feed'
  | 'search'
  | 'seo'
  | 'revisions'
  | 'preview'
  | 'webhooks'
  | 'permissions'
  | 'publicPath'
> & {
  api?: Partial<ContentApiPaths>;
  admin?: Partial<ContentAdmin>;
  messages?: Partial<ContentTypeDeclaration['messages']>;
  audit?: string;
  slug?: boolean;
  publicPath?: string | null;
  sitemap?: boolean;
  feed?: ContentTypeDeclaration['feed'];
  search?: boolean;
  seo?: boolean;
  revisions?: boolean;
  preview?: boolean;
  webhooks?: boolean;
  permissions?: Partial<ContentTypeDeclaration['permissions']>;
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a field's check says when a value is not of its kind, written once for the server's rules
 * (`./rules.ts`) and the admin's form; text and number messages come from the contract's schemas.
 */
export const FIELD_MESSAGES = {
  boolean: (label: string) => `${label} must be true or false`,
  select: (label: string, options: readonly string[]) => `${label} must be one of ${options.join(', ')}`,
  date: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  relation: (label: string) => `Choose an existing ${label.toLowerCase()}`,
};

/** A type's name is its URL segment and its tag: lower-case letters, digits and hyphens. */
export const CONTENT_TYPE_NAME = /^[a-z][a-z0-9-]{1,30}$/;

/** The generic API paths of a type (what a new type gets unless it says otherwise). */
export function defaultApiPaths(name: string): ContentApiPaths {
  const pub = `/content/${name}`;
  const staff = `/admin/content/${name}`;
  return {
    list: pub,
    one: `${pub}/:id`,
    create: staff,
    update: `${staff}/:id`,
    remove: `${staff}/:id`,
    revisions: `${staff}/:id/revisions`,
    revision: `${staff}/:id/revisions/:revisionId`,
    revisionRestore: `${staff}/:id/revisions/:revisionId/restore`,
    previewLinks: `${staff}/:id/preview-links`,
    previewLink: `${staff}/:id/preview-links/:linkId`,
    scheduledChange: `${staff}/:id/scheduled-change`,
    translation: `${staff}/:id/translations/:lang`,
    translationStates: `/admin/translations/${name}`,
  };
}

/**
 * A type's versions in other languages live under its staff path for one item (`/admin/product/:id`
 * → `/admin/product/:id/translations/:lang`), unless it names their path.
 */
function withTranslationPath(api: ContentApiPaths, named: string | undefined): ContentApiPaths {
  return { ...api, translation: named ?? `${api.update}/translations/:lang` };
}

/** A type's translate screen sits beside its edit screen, unless it names its own. */
function withTranslateScreen(admin: ContentAdmin, named: string | undefined): ContentAdmin {
  return { ...admin, translate: named ?? translateBeside(admin.edit) };
}

/** `/admin/product/{id}/edit` → `/admin/product/{id}/translate/{lang}`. */
const translateBeside = (edit: string) =>
  `${edit.endsWith('/edit') ? edit.slice(0, -'/edit'.length) : edit}/translate/{lang}`;

/** An admin screen's address with the item's id and a language filled in (the translate screen). */
export const translatePathOf = (pattern: string, id: string, lang: string): string =>
  adminPathOf(pattern, id).replace('{lang}', encodeURIComponent(lang));

/** The generic admin screens of a type. */
export function defaultAdminPaths(name: string, many: string): Omit<ContentAdmin, 'columns'> {
  const base = `/admin/content/${name}`;
  return {
    list: base,
    create: `${base}/new`,
    edit: `${base}/{id}/edit`,
    history: `${base}/{id}/history`,
    translate: translateBeside(`${base}/{id}/edit`),
    menu: capital(many),
  };
}

/**
 * Fills a declaration's defaults in (and checks what a type cannot work without). The fields keep
 * their literal types, so the server's table for a type has typed columns (db/content-tables.ts).
 */
export function defineContentType<const T extends ContentTypeInput>(
  input: T,
): ContentTypeDeclaration & { fields: T['fields']; workflow: T['workflow'] } {
  if (!CONTENT_TYPE_NAME.test(input.name))
    throw new Error(`Content type name “${input.name}”: lower-case letters, digits and hyphens`);
  if (!input.fields.some((f) => f.name === input.titleField))
    throw new Error(`Content type ${input.name}: titleField “${input.titleField}” is not one of its fields`);
  for (const f of input.fields) if (f.kind === 'blocks') checkBlocksField(input.name, f);
  checkTranslated(input);
  // A select's default is its column's default and its check constraint's: it must be an option; so
  // must each option search lists as another kind of hit.
  for (const f of input.fields) {
    if (f.kind !== 'select') continue;
    if (f.default !== undefined && !f.options.includes(f.default))
      throw new Error(`Content type ${input.name}: the default of ${f.name} must be one of its options`);
    for (const option of Object.keys(f.searchKinds ?? {}))
      if (!f.options.includes(option))
        throw new Error(
          `Content type ${input.name}: ${f.name}'s search kind ${option} is not one of its options`,
        );
  }
  checkRelations(input);
  if (
    input.lastDay !== undefined &&
    (input.workflow !== 'open' || !input.fields.some((f) => f.name === input.lastDay && f.kind === 'date'))
  )
    throw new Error(
      `Content type ${input.name}: lastDay “${input.lastDay}” must be a date field of an open type`,
    );
  if ((input.sitemap ?? input.publicPath != null) && sitemapPartOf(input) === 'pages')
    throw new Error(
      `Content type ${input.name}: its sitemap files would be /sitemaps/pages.xml, the code's pages': give it a sitemapPart`,
    );
  const publishes = input.workflow === 'publish';
  return {
    ...input,
    slug: input.slug ?? true,
    publicPath: input.publicPath ?? null,
    sitemap: input.sitemap ?? input.publicPath != null,
    feed: input.feed ?? null,
    search: input.search ?? input.fields.some((f) => f.search !== undefined),
    seo: input.seo ?? publishes,
    revisions: input.revisions ?? true,
    preview: input.preview ?? publishes,
    webhooks: input.webhooks ?? publishes,
    permissions: { write: 'writeContent', publish: 'publish', ...input.permissions },
    api: withTranslationPath({ ...defaultApiPaths(input.name), ...input.api }, input.api?.translation),
    admin: withTranslateScreen(
      {
        ...defaultAdminPaths(input.name, input.label.many),
        columns: input.fields.filter((f) => f.listed).map((f) => f.name),
        ...input.admin,
      },
      input.admin?.translate,
    ),
    messages: {
      notFound: `${capital(input.label.one)} not found`,
      deleted: `${capital(input.label.one)} deleted.`,
      ...input.messages,
    },
    audit: input.audit ?? input.name,
  };
}

/**
 * Issue 36: the kinds of field a language may have its own value of (words). Numbers, choices, dates,
 * files and relations are the same in every language (a price, a photo, a category): shared.
 */
export const TRANSLATABLE_KINDS: readonly FieldKind[] = ['text', 'richText', 'json', 'list', 'blocks'];

/**
 * `translated` only on words, and on a list only with a translated sub-field (the flag on a list
 * means "its items carry translated sub-fields").
 */
function checkTranslated(input: ContentTypeInput): void {
  for (const f of input.fields) {
    if (!f.translated) continue;
    const problem = !TRANSLATABLE_KINDS.includes(f.kind)
      ? `a ${f.kind} field is the same in every language: it cannot be translated`
      : f.kind === 'list' && !f.of.some((sub) => sub.translated)
        ? 'a translated list needs a translated sub-field'
        : f.kind === 'json' && !(f.words && f.words in JSON_WORDS)
          ? 'a translated JSON document needs its words (a version holds only those)'
          : null;
    if (problem) throw new Error(`Content type ${input.name}: ${f.name}: ${problem}`);
  }
}

/** The translated fields kept in the item's own row (words: text, rich text, a JSON document). */
export const translatedFields = (
  type: Pick<ContentTypeDeclaration, 'fields'>,
): (TextField | RichTextField | JsonField)[] =>
  type.fields.filter(
    (f): f is TextField | RichTextField | JsonField =>
      f.translated === true && (f.kind === 'text' || f.kind === 'richText' || f.kind === 'json'),
  );

/**
 * The translated lists of a type (posts' sections): their items' translated sub-fields have a
 * version per language, each naming its item by id; the other sub-fields (an image) are shared.
 */
export const translatedLists = (type: Pick<ContentTypeDeclaration, 'fields'>): ListField[] =>
  type.fields.filter((f): f is ListField => f.kind === 'list' && f.translated === true);

/** A translated list's sub-fields that have a version per language. */
export const translatedItemFields = (field: ListField): ListItemField[] =>
  field.of.filter((s) => s.translated);

/**
 * Whether a type's items have a version per language (issue 36, step 4): its translated row fields,
 * lists' items and blocks' words, each language's URL name (versionsHaveSlugs), SEO texts and status.
 */
export const isTranslatable = (type: Pick<ContentTypeDeclaration, 'fields' | 'publicPath'>): boolean =>
  translatedFields(type).length > 0;

/** A type's translated blocks fields (pages' bodies): each block's words have a version per language. */
export const translatedBlocks = (type: Pick<ContentTypeDeclaration, 'fields'>): BlocksField[] =>
  type.fields.filter((f): f is BlocksField => f.kind === 'blocks' && f.translated === true);

/**
 * Whether a type's versions have URL names of their own. A type addressed by path (pages) has a
 * path per language too: its parent's path there (the English one while the parent has no version
 * there) and its URL name there, `/hi/सेवाएँ/क्लाउड` (decision 0063 §1.5).
 */
export const versionsHaveSlugs = (
  type: Pick<ContentTypeDeclaration, 'slug' | 'publicPath' | 'slugsPerLanguage'>,
): boolean =>
  // A type without pages of its own (shared sections) is named by its English URL name everywhere.
  type.slug && type.publicPath !== null && type.slugsPerLanguage !== false;

/** A translated JSON document's words (a form's definition), when it has them. */
export const jsonWordsOf = (f: { kind: string; words?: JsonWordsName }): JsonWords | undefined =>
  f.kind === 'json' && f.words ? JSON_WORDS[f.words] : undefined;

/**
 * Whether a type's items can be shown in another language: every translated part has versions (its
 * row's fields, its lists' items, its blocks' words), so all translatable types now. Kept apart so a
 * translated part added before its versions can hold a type back again (never English under a Hindi
 * address).
 */
export const shownInOtherLanguages = (type: Pick<ContentTypeDeclaration, 'fields' | 'publicPath'>): boolean =>
  isTranslatable(type);

/** What a blocks field cannot work without: kinds named once, limits a page can meet. */
function checkBlocksField(type: string, f: BlocksField): void {
  const names = f.of.map((b) => b.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  const problem =
    names.length === 0
      ? 'names no kind of block'
      : twice
        ? `names the block ${twice} twice`
        : !(Number.isInteger(f.min) && Number.isInteger(f.max) && f.min >= 0 && f.min <= f.max)
          ? 'needs whole numbers 0 ≤ min ≤ max'
          : f.max > MAX_BLOCKS_PER_PAGE
            ? `may have at most ${MAX_BLOCKS_PER_PAGE} blocks`
            : null;
  if (problem) throw new Error(`Content type ${type}: the blocks field ${f.name} ${problem}`);
}

/**
 * Relations a type can have: to product categories, or one to the type itself (a tree), which is
 * what a public path of `{path}` is made from and needs.
 */
function checkRelations(input: ContentTypeInput): void {
  const relations = input.fields.filter((f): f is RelationField => f.kind === 'relation');
  const own = relations.filter((f) => f.to === input.name);
  const depth = own[0]?.maxDepth;
  const byPath = input.publicPath === PATH_PLACEHOLDER;
  const problem = relations.some((f) => f.to !== 'category' && f.to !== input.name)
    ? 'a relation may be to categories or to its own items'
    : own.length > 1
      ? 'one relation to its own items at most'
      : own[0] && !(own[0].optional && depth !== undefined && Number.isInteger(depth) && depth >= 1)
        ? `the relation ${own[0].name} to its own items must be optional (those at the top have none) and give its maxDepth`
        : own[0] && !byPath
          ? `the relation ${own[0].name} to its own items needs publicPath '${PATH_PLACEHOLDER}' (it makes their addresses)`
          : byPath && (own.length === 0 || input.slug === false)
            ? `publicPath '${PATH_PLACEHOLDER}' needs URL names and a relation to its own items (the parent)`
            : null;
  if (problem) throw new Error(`Content type ${input.name}: ${problem}`);
}

/** The public path of a type whose items' addresses are their own paths (pages: `/services/cloud`). */
export const PATH_PLACEHOLDER = '{path}';

/** The most characters a list's search (`?q=`) takes: a title or an address, not a document. */
export const LIST_SEARCH_MAX = 100;

/**
 * Whether a type's items are addressed by their stored path (the parent's path and the slug), not by
 * their slug: the path is unique ignoring case, and each path an item had before answers 301.
 */
export const addressedByPath = (type: Pick<ContentTypeDeclaration, 'publicPath'>): boolean =>
  type.publicPath === PATH_PLACEHOLDER;

/** A type's relation to its own items (a page's parent page), if it has one. */
export const parentFieldOf = (
  type: Pick<ContentTypeDeclaration, 'name' | 'fields'>,
): RelationField | undefined =>
  type.fields.find((f): f is RelationField => f.kind === 'relation' && f.to === type.name);

/** The roles a declaration lets write it (the admin menu, the role matrix). */
export type WriterRoles = readonly StaffRole[];

/**
 * Where an item's answer gives a media field's (or a media list's) descriptions; a blocks field's:
 * each file its blocks use, by path.
 */
export const mediaKeyOf = (field: MediaField | MediaListField | BlocksField): string =>
  'mediaKey' in field && field.mediaKey ? field.mediaKey : `${field.name}Media`;

/** Where an item's answer gives a rich text's plain text. */
export const textKeyOf = (field: RichTextField): string => field.textKey ?? `${field.name}Text`;

/** A field's database column. */
export const columnOf = (field: { name: string; column?: string }): string =>
  field.column ?? field.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A rich-text field's (or a blocks field's) plain-text column. */
export const textColumnOf = (field: RichTextField | BlocksField): string =>
  field.textColumn ?? `${columnOf(field)}_text`;

/** The column of a list's, media list's or blocks field's table naming the item (default `<type>_id`). */
export const itemColumnOf = (type: { name: string }, field: TableField): string =>
  field.itemColumn ?? `${type.name.replaceAll('-', '_')}_id`;

/** The fields of a type kept in tables of their own. */
export const tableFields = (type: { fields: readonly Field[] }): TableField[] =>
  type.fields.filter(
    (f): f is TableField => f.kind === 'list' || f.kind === 'mediaList' || f.kind === 'blocks',
  );

/** The fields of a declaration by name. */
export function fieldOf(type: ContentTypeDeclaration, name: string): Field | undefined {
  return type.fields.find((f) => f.name === name);
}

/** The sitemap's files of a type: `/sitemaps/<part>-1.xml` (its plural, lower case, hyphens for spaces). */
export const sitemapPartOf = (type: Pick<ContentTypeDeclaration, 'sitemapPart' | 'label'>): string =>
  type.sitemapPart ?? type.label.many.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * What names an item's address: its slug and, for a type addressed by path, its stored path (an
 * item as the API answers it is one).
 */
export interface Addressed {
  slug: string;
  path?: unknown;
}

/**
 * An item's public address, or null when its type has no page of its own: the type's public path
 * with `{slug}` filled in, or (`{path}`) the item's path. Given a string, it is what fills the public
 * path: the slug, or for a type addressed by path the path itself (a slug alone: an item at the top).
 */
export function publicPathOf(
  type: Pick<ContentTypeDeclaration, 'publicPath'>,
  item: string | Addressed,
): string | null {
  if (type.publicPath === null) return null;
  if (addressedByPath(type)) {
    const ref = typeof item === 'string' ? item : typeof item.path === 'string' ? item.path : item.slug;
    // A path in another language may hold its own letters (/सेवाएँ/क्लाउड): written %-encoded, as an
    // address is (English paths are a–z, digits and hyphens: as they are).
    return ref.startsWith('/') ? encodeURI(ref) : `/${encodeURIComponent(ref)}`;
  }
  return type.publicPath.replace('{slug}', encodeURIComponent(typeof item === 'string' ? item : item.slug));
}

/** An admin screen's address with the item's id filled in. */
export const adminPathOf = (pattern: string, id: string): string =>
  pattern.replace('{id}', encodeURIComponent(id));

/**
 * One value a block holds that is text, a file or where a link goes (`value` is then the page's,
 * post's or category's id), with what a person calls it ("Card 2 Image").
 */
export interface BlockPart {
  kind: 'text' | 'media' | 'link';
  label: string;
  value: string;
  /** Where it is in the block's values (`image`, `cards.1.image`). */
  at: string;
  /** A file's field: the types it takes. */
  accept?: readonly string[];
  /** A link's: what its id names (a link to an address has no link part). */
  to?: Exclude<LinkKind, 'url'>;
}

type WalkedField = { kind: string; name: string; label: string; accept?: readonly string[] };

/**
 * The text and files of one block's values, in its fields' order: text, rich text (as plain text),
 * a link's words, a file's path, and the same of each item of a list kept in the block. What search
 * reads, what a revision keeps of the files, and which images need alt text come from here.
 */
export function blockParts(
  block: Pick<BlockDeclaration, 'fields'>,
  props: Readonly<Record<string, unknown>>,
): BlockPart[] {
  const out: BlockPart[] = [];
  const walk = (
    fields: readonly WalkedField[],
    values: Readonly<Record<string, unknown>>,
    prefix: string,
    at: string,
  ) => {
    for (const f of fields) {
      const v = values[f.name];
      const label = `${prefix}${f.label}`;
      const where = `${at}${f.name}`;
      if (f.kind === 'text' && typeof v === 'string' && v !== '')
        out.push({ kind: 'text', label, value: v, at: where });
      // A picture field's upload is a library path, as a media field's (a drawing is no file).
      else if ((f.kind === 'media' || f.kind === 'visual') && typeof v === 'string' && v !== '')
        out.push({ kind: 'media', label, value: v, at: where, accept: f.accept ?? [] });
      else if (f.kind === 'richText' && v && typeof v === 'object')
        out.push({ kind: 'text', label, value: docToText(v as RichTextDoc), at: where });
      else if (f.kind === 'link' && v && typeof (v as { text?: unknown }).text === 'string') {
        const { text, to } = v as LinkValue;
        out.push({ kind: 'text', label, value: text, at: `${where}.text` });
        if (to.kind !== 'url')
          out.push({ kind: 'link', label, value: to.target, at: `${where}.to`, to: to.kind });
      } else if (f.kind === 'items' && Array.isArray(v)) {
        const list = f as unknown as { itemLabel: string; of: readonly WalkedField[] };
        for (const [i, item] of v.entries())
          if (item && typeof item === 'object')
            walk(
              list.of,
              item as Record<string, unknown>,
              `${list.itemLabel.replace('{n}', String(i + 1))} `,
              `${where}.${i}.`,
            );
      }
    }
  };
  walk(block.fields, props, '', '');
  return out;
}

/** A block as its kind's values: what the walks below read (a new block has no id yet). */
type BlockLike = Pick<BlockValue, 'type' | 'props'>;

/**
 * The files a body's blocks use, each named by its block and place ("Hero 1: Image") and located
 * (`0.props.image`); kinds the field does not know are skipped.
 */
export function blocksMedia(field: BlocksField, blocks: readonly BlockLike[]): BlockPart[] {
  return blocks.flatMap((b, i) => {
    const block = field.of.find((k) => k.name === b.type);
    if (!block) return [];
    return blockParts(block, b.props)
      .filter((p) => p.kind === 'media')
      .map((p) => ({ ...p, label: `${block.label} ${i + 1}: ${p.label}`, at: `${i}.props.${p.at}` }));
  });
}

/**
 * The items a body's blocks link to, each once: the page that shows them reads where they are now
 * (and drops a link to one that is not public), and changes when one of them does.
 */
export function blocksLinks(
  field: BlocksField,
  blocks: readonly BlockLike[],
): { to: Exclude<LinkKind, 'url'>; id: string }[] {
  const seen = new Map<string, { to: Exclude<LinkKind, 'url'>; id: string }>();
  for (const b of blocks) {
    const block = field.of.find((k) => k.name === b.type);
    if (!block) continue;
    for (const p of blockParts(block, b.props))
      if (p.kind === 'link' && p.to) seen.set(`${p.to}:${p.value}`, { to: p.to, id: p.value });
  }
  return [...seen.values()];
}

/** The plain text of a body's blocks (search, excerpts): each block's text a paragraph. */
export const blocksText = (field: BlocksField, blocks: readonly BlockLike[]): string =>
  blocks
    .flatMap((b) => {
      const block = field.of.find((k) => k.name === b.type);
      return block ? blockParts(block, b.props).filter((p) => p.kind === 'text') : [];
    })
    .map((p) => p.value)
    .join('\n\n');
