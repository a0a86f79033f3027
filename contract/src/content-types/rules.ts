/**
 * The validation of a declared type's API, made from its fields (issue 34; decision 0061): the body
 * of a create and an edit (JSON; media are media-library paths), and the answer's shape (what the
 * server serialises and the OpenAPI document shows). The same messages as the hand-written schemas:
 * "Title is required", "Summary must be at most 300 characters", "Section 2 heading is required".
 * Types whose API the spec fixes (posts, products) keep their own schemas in schemas.ts and
 * responses.ts; every other type uses these.
 */

import { blocksRule } from '../blocks/rules.ts';
import { CONTENT_STATUSES } from '../constants.ts';
import {
  contentFields,
  mediaInfoEntity,
  pagedList,
  revisionEntity,
  richTextDocEntity,
} from '../responses.ts';
import {
  checkSchedule,
  contentFieldsSchema,
  pageFields,
  seoSchema,
  slugSchemaOf,
  translationFilter,
  versionSchema,
} from '../schemas.ts';
import { z } from '../zod.ts';
import {
  addressedByPath,
  type BlocksField,
  type ContentTypeDeclaration,
  FIELD_MESSAGES,
  type Field,
  isTranslatable,
  type JsonField,
  jsonWordsOf,
  LIST_SEARCH_MAX,
  type ListField,
  type ListItemField,
  mediaKeyOf,
  textKeyOf,
  translatedBlocks,
  translatedFields,
  translatedItemFields,
  translatedLists,
  versionsHaveSlugs,
} from './define.ts';
import { baseFieldRule } from './field-rules.ts';

/**
 * The rule of one field (or sub-field: `label` already says which item); a body of blocks is checked
 * by the blocks' own rules, within the field's limits. `defaults` false: a value left out stays out
 * (an edit keeps what the item has) rather than taking the field's default.
 */
export function fieldRule(field: Field | ListItemField, label: string, defaults = true): z.ZodType {
  return field.kind === 'blocks' ? blocksFieldRule(field, label) : baseFieldRule(field, label, defaults);
}

function blocksFieldRule(field: BlocksField, label: string) {
  return z
    .array(z.unknown(), { error: `${label} must be a list of blocks` })
    .min(field.min, `${label} needs at least ${field.min} ${field.min === 1 ? 'block' : 'blocks'}`)
    .max(field.max, `${label} may have at most ${field.max} blocks`)
    .pipe(blocksRule(field.of));
}

/** The body of a create (every required field) or an edit (a field left out keeps its value). */
export function contentBodySchema(type: ContentTypeDeclaration, mode: 'create' | 'update') {
  const fields = Object.fromEntries(
    type.fields.map((f) => {
      // An edit's field left out keeps its value: no default fills it in.
      return [f.name, mode === 'update' ? fieldRule(f, f.label, false).optional() : fieldRule(f, f.label)];
    }),
  );
  // A page's URL name may keep capitals (slug-rules.ts); its address is unique ignoring case.
  const slug = addressedByPath(type) ? slugSchemaOf('any') : contentFieldsSchema.slug;
  const content =
    type.workflow === 'publish'
      ? { ...contentFieldsSchema, slug }
      : { slug, ...(type.seo ? { seo: contentFieldsSchema.seo } : {}) };
  return z
    .object({
      ...fields,
      ...content,
      ...(mode === 'update' ? { version: versionSchema } : {}),
    })
    .superRefine((value, ctx) => checkSchedule(value as { status?: string; publishAt?: string | null }, ctx));
}

/** A block as an item's answer shows it: its id, kind and values (as its kind's rules keep them). */
const blockEntity = z.object({
  id: z.guid(),
  type: z.string(),
  props: z.record(z.string(), z.unknown()),
});

/** How the answer shows one field (and what its media and plain text add). */
function fieldEntity(field: Field | ListItemField): [string, z.ZodType][] {
  switch (field.kind) {
    case 'text':
      return [[field.name, z.string()]];
    case 'richText':
      return [
        [field.name, richTextDocEntity],
        [textKeyOf(field), z.string().describe(`The text of ${field.name} as plain text.`)],
      ];
    case 'number':
      return [[field.name, z.number()]];
    case 'boolean':
      return [[field.name, z.boolean()]];
    case 'select':
      return [[field.name, z.enum(field.options as [string, ...string[]]).nullable()]];
    case 'date':
      return [[field.name, z.iso.date().nullable()]];
    case 'media':
      return [
        [field.name, z.string().nullable()],
        [mediaKeyOf(field), mediaInfoEntity.nullable()],
      ];
    case 'relation':
      return [
        [field.name, z.guid().nullable()],
        [`${field.name}Name`, z.string().nullable()],
      ];
    case 'mediaList':
      return [
        [field.name, z.array(z.string())],
        [mediaKeyOf(field), z.array(mediaInfoEntity)],
      ];
    case 'list':
      return [
        [
          field.name,
          z.array(
            z.object({ _id: z.guid(), ...Object.fromEntries(field.of.flatMap((s) => fieldEntity(s))) }),
          ),
        ],
      ];
    case 'json':
      return [[field.name, z.record(z.string(), z.unknown())]];
    case 'blocks':
      return [
        [field.name, z.array(blockEntity)],
        [
          mediaKeyOf(field),
          z.record(z.string(), mediaInfoEntity).describe('The files its blocks use, by path.'),
        ],
      ];
  }
}

/** One item as the API answers it. */
export function contentEntitySchema(type: ContentTypeDeclaration) {
  // A keyed type's item is named by its key; one public as saved has no status; a type without URL
  // names or SEO overrides has neither.
  const { slug, seo, status, ...always } = contentFields;
  return z.object({
    _id: type.key ? z.enum(type.key.values as [string, ...string[]]) : z.guid(),
    ...Object.fromEntries(type.fields.flatMap((f) => fieldEntity(f))),
    ...(addressedByPath(type)
      ? { path: z.string().describe('Its address on the site: its parent’s path and its URL name.') }
      : {}),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    ...always,
    ...(type.slug ? { slug } : {}),
    ...(type.seo ? { seo } : {}),
    ...(type.workflow === 'always' ? {} : { status }),
  });
}

const success = z.literal(true);

/** The answers and queries of a generic type's routes. */
export function contentApiSchemas(type: ContentTypeDeclaration) {
  const entity = contentEntitySchema(type);
  const filters = Object.fromEntries(
    type.fields
      .filter((f) => f.kind === 'select' && f.filter)
      .map((f) => [
        f.name,
        z
          .enum((f as { options: readonly string[] }).options as [string, ...string[]], {
            error: FIELD_MESSAGES.select(f.label, (f as { options: readonly string[] }).options),
          })
          .optional(),
      ]),
  );
  return {
    listQuery: z.object({
      ...filters,
      q: z
        .string()
        .trim()
        .max(LIST_SEARCH_MAX, `Search must be at most ${LIST_SEARCH_MAX} characters`)
        // PostgreSQL text cannot hold NUL: refused here, never handed to a query.
        .refine((v) => !v.includes('\0'), 'Search must not contain a NUL character')
        .optional()
        .describe(
          addressedByPath(type)
            ? `Words in the ${type.label.one}'s ${type.titleField} or address (letter case ignored).`
            : `Words in the ${type.label.one}'s ${type.titleField} (letter case ignored).`,
        ),
      status: z
        .enum(CONTENT_STATUSES, { error: `Status must be one of ${CONTENT_STATUSES.join(', ')}` })
        .optional()
        .describe('Only items of this status (staff lists).'),
      ...(isTranslatable(type) ? { translation: translationFilter } : {}),
      ...pageFields(),
    }),
    list: pagedList(entity).extend({ success }),
    one: z.object({ success, data: entity }),
    entity,
    create: contentBodySchema(type, 'create'),
    update: contentBodySchema(type, 'update'),
    revision: z.object({ data: entity }),
    restore: z.object({ success, data: entity, revision: revisionEntity }),
  };
}

/**
 * Issue 36: the body of a save of one language's version of an item (PUT …/translations/:lang): its
 * translated fields (each required unless the field is optional: a version is whole), its own URL
 * name (made from its title when left out), SEO title, description and noindex (the share image is
 * shared), its status and schedule in a `publish` type, and `version` once it exists. `upToDate`
 * false keeps it marked as needing an update after an English change.
 */
export function translationBodySchema(type: ContentTypeDeclaration) {
  const publishes = type.workflow === 'publish';
  return z
    .object({
      ...Object.fromEntries(
        translatedFields(type).map((f) => [
          f.name,
          jsonWordsOf(f) ? wordsBody(f as JsonField) : fieldRule(f, f.label),
        ]),
      ),
      ...Object.fromEntries(translatedLists(type).map((f) => [f.name, translatedPartsBody(f, 'item')])),
      ...Object.fromEntries(translatedBlocks(type).map((f) => [f.name, translatedPartsBody(f, 'block')])),
      // Latin or the language's own letters (the server checks they are its script).
      ...(versionsHaveSlugs(type) ? { slug: slugSchemaOf('script') } : {}),
      ...(type.seo ? { seo: translationSeoSchema } : {}),
      ...(publishes ? { status: contentFieldsSchema.status, publishAt: contentFieldsSchema.publishAt } : {}),
      version: versionSchema,
      upToDate: z
        .boolean({ error: 'upToDate must be true or false' })
        .optional()
        .describe('false: still needs an update after a change to the default language (default true).'),
    })
    .superRefine((value, ctx) => checkSchedule(value as { status?: string; publishAt?: string | null }, ctx));
}

/**
 * A translated JSON document's part of a version's body (a form's words): texts by key. The server
 * checks them against the item's own words (`jsonWordsRule`) once it knows them.
 */
function wordsBody(field: JsonField) {
  return z
    .record(
      z.string().max(500, 'A word’s key is at most 500 characters'),
      z.string({ error: `Each of the ${field.label.toLowerCase()}’s words must be text` }),
      { error: `${field.label} must be an object of words by key` },
    )
    .describe(
      `The ${field.label.toLowerCase()}’s words in this language, by key (the GET answer’s source lists each key with its English text).`,
    );
}

/**
 * A version's words of a translated JSON document against the item's own (`source`): every word of
 * it translated (a version is whole), each within its length, no key it does not have. A message
 * names the word as the editor shows it ("Field “Your name”: option “Website” needs its translation").
 */
export function jsonWordsRule(field: JsonField, source: unknown, opts: { restoring?: boolean } = {}) {
  const words = jsonWordsOf(field)!.of(source);
  const known = new Set(words.map((w) => w.key));
  return z.record(z.string(), z.string()).transform((sent, ctx) => {
    const out: Record<string, string> = {};
    // A revision restored keeps the words the document still has; one added since stays untranslated.
    for (const key of Object.keys(sent))
      if (!known.has(key) && !opts.restoring)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `“${key.slice(0, 80)}” is not one of this ${field.label.toLowerCase()}’s words`,
        });
    for (const w of words) {
      const text = (sent[w.key] ?? '').trim();
      if (text === '' && opts.restoring) continue;
      if (text === '')
        ctx.addIssue({ code: 'custom', path: [w.key], message: `${w.label} needs its translation` });
      else if (text.length > w.max)
        ctx.addIssue({ code: 'custom', path: [w.key], message: `${w.label}: at most ${w.max} characters` });
      else out[w.key] = text;
    }
    return out;
  });
}

/**
 * A translated list's or blocks field's part of a version's body: the items (or blocks) translated
 * so far, each naming the one it translates by `_id` (one left out is left out of that language's
 * page). The server checks their words once it knows the item's own (`translatedItemsRule`, and for
 * blocks the block's own rule): its messages name each by its place ("Section 2 heading is required",
 * "Hero 1: Heading is required").
 */
function translatedPartsBody(field: ListField | BlocksField, part: 'item' | 'block') {
  return z
    .array(
      z.looseObject({
        _id: z.guid({
          error: `Each of the ${field.label.toLowerCase()} needs the _id of the ${part} it translates`,
        }),
      }),
      { error: `${field.label} must be a list` },
    )
    .max(field.max, `At most ${field.max} ${field.label.toLowerCase()}`)
    .optional()
    .describe(
      `The ${field.label.toLowerCase()} translated so far, each naming the ${part} it translates by _id; left out: as saved (none on a first save).`,
    );
}

/**
 * A version's items of a translated list against the item's own (`ids`, in their order): each must
 * name one of them, once, and carry every translated sub-field; answered in the item's order. A
 * message's path is the item's place in the default language (`[1, 'heading']`).
 */
export function translatedItemsRule(field: ListField, ids: readonly string[]) {
  const subs = translatedItemFields(field);
  const itemLabel = (i: number) => field.itemLabel.replace('{n}', String(i + 1));
  return z.array(z.looseObject({ _id: z.string() })).transform((list, ctx) => {
    const byPlace = new Map<number, Record<string, unknown>>();
    list.forEach((entry, sent) => {
      const place = ids.indexOf(entry._id);
      if (place === -1 || byPlace.has(place)) {
        ctx.addIssue({
          code: 'custom',
          path: [sent, '_id'],
          message:
            place === -1
              ? `${field.label} ${sent + 1}: its _id is not one of this item’s ${field.label.toLowerCase()}`
              : `${itemLabel(place)} is translated twice`,
        });
        return;
      }
      const rule = z.object(
        Object.fromEntries(
          subs.map((sub) => [sub.name, baseFieldRule(sub, `${itemLabel(place)} ${sub.label}`)]),
        ),
      );
      const parsed = rule.safeParse(entry);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: [place, ...issue.path], message: issue.message });
        return;
      }
      byPlace.set(place, { _id: entry._id, ...parsed.data });
    });
    return [...byPlace.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
  });
}

/** A translated list's items as a version answers them: the translated sub-fields and the item's id. */
const translatedItemsEntity = (field: ListField) =>
  z.array(
    z.object({
      _id: z.guid(),
      ...Object.fromEntries(translatedItemFields(field).flatMap((s) => fieldEntity(s))),
    }),
  );

/** A version's blocks' words, each naming its block by id (contract/src/blocks/words.ts). */
const translatedBlocksEntity = z
  .array(z.looseObject({ _id: z.guid() }))
  .describe('The words of each block translated so far, by block id.');

/** A version's SEO texts: the share image is the item's, in every language. */
const translationSeoSchema = seoSchema.unwrap().omit({ image: true }).optional();

/** One language's version of an item, as the staff API answers it. */
export function translationEntitySchema(type: ContentTypeDeclaration) {
  const { slug, status, publishAt, publishedAt, version, updatedBy } = contentFields;
  return z.object({
    itemId: type.key ? z.enum(type.key.values as [string, ...string[]]) : z.guid(),
    lang: z.string().describe('The language’s code (hi).'),
    ...Object.fromEntries(translatedFields(type).flatMap((f) => fieldEntity(f))),
    ...Object.fromEntries(translatedLists(type).map((f) => [f.name, translatedItemsEntity(f)])),
    ...Object.fromEntries(translatedBlocks(type).map((f) => [f.name, translatedBlocksEntity])),
    ...(versionsHaveSlugs(type) ? { slug } : {}),
    ...(versionsHaveSlugs(type) && addressedByPath(type)
      ? {
          path: z
            .string()
            .describe(
              'Its address in that language, without the prefix: its parent’s path there and its URL name.',
            ),
        }
      : {}),
    ...(type.seo
      ? {
          seo: z.object({
            title: z.string().nullable(),
            description: z.string().nullable(),
            noindex: z.boolean(),
          }),
        }
      : {}),
    ...(type.workflow === 'publish' ? { status, publishAt, publishedAt } : {}),
    version,
    needsUpdate: z
      .boolean()
      .describe('The default language’s words changed since this version was last brought up to date.'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    updatedBy,
  });
}

/** A translated JSON document's words as the source lists them: what the editor shows beside each input. */
const jsonWordsEntity = z
  .array(
    z.object({
      key: z.string(),
      label: z.string().describe('What the editor calls it: Field “Your name”: option “Website”.'),
      text: z.string().describe('Its text in the default language.'),
      max: z.number().int(),
      multiline: z.boolean().optional(),
    }),
  )
  .describe('Its words, each with the key a version names it by.');

/** GET of a version: it (null: none yet) and the item's words in the default language beside it. */
export function translationApiSchemas(type: ContentTypeDeclaration) {
  const entity = translationEntitySchema(type);
  return {
    entity,
    body: translationBodySchema(type),
    one: z.object({
      success,
      data: entity.nullable(),
      source: z
        .object({
          ...Object.fromEntries(
            translatedFields(type).flatMap((f) =>
              jsonWordsOf(f) ? [[f.name, jsonWordsEntity]] : fieldEntity(f),
            ),
          ),
          ...Object.fromEntries(translatedLists(type).map((f) => [f.name, translatedItemsEntity(f)])),
          ...Object.fromEntries(
            translatedBlocks(type).map((f) => [
              f.name,
              z
                .array(z.looseObject({ _id: z.guid(), type: z.string() }))
                .describe('The blocks with words, in order: each its id, kind and words.'),
            ]),
          ),
        })
        .describe('The words it translates, as the default language has them now.'),
    }),
    saved: z.object({ success, data: entity }),
  };
}
