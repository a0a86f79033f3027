/**
 * The validation of a declared type's API, made from its fields (issue 34; decision 0061): the body
 * of a create and an edit (JSON; media are media-library paths), and the answer's shape (what the
 * server serialises and the OpenAPI document shows). The same messages as the hand-written schemas:
 * "Title is required", "Summary must be at most 300 characters", "Section 2 heading is required".
 * Types whose API the spec fixes (posts, products) keep their own schemas in schemas.ts and
 * responses.ts; every other type uses these.
 */
import { CONTENT_STATUSES } from '../constants.ts';
import {
  contentFields,
  mediaInfoEntity,
  pagedList,
  revisionEntity,
  richTextDocEntity,
} from '../responses.ts';
import { docToText } from '../rich-text.ts';
import { richTextDoc } from '../rich-text-schema.ts';
import {
  checkSchedule,
  contentFieldsSchema,
  libraryPath,
  pageFields,
  requiredNumber,
  requiredText,
  settingText,
  versionSchema,
} from '../schemas.ts';
import { z } from '../zod.ts';
import {
  type ContentTypeDeclaration,
  FIELD_MESSAGES,
  type Field,
  type ListField,
  type ListItemField,
  mediaKeyOf,
  textKeyOf,
} from './define.ts';

/** A rich-text document: required unless the field is optional; checked in a transform (small OpenAPI). */
function richTextRule(label: string, optional: boolean) {
  const doc = richTextDoc(label);
  return z
    .unknown()
    .describe('A rich-text document (paragraphs, headings 2–4, lists, quotes, links).')
    .transform((value, ctx) => {
      const parsed = doc.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? `${label} is invalid` });
        return z.NEVER;
      }
      if (!optional && docToText(parsed.data).trim() === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      return parsed.data;
    });
}

const pathRule = (missing: string, optional: boolean) =>
  optional
    ? z.preprocess((v) => (v === '' ? null : v), libraryPath.nullable().default(null))
    : libraryPath.min(1, missing).describe('The path of a file in the media library (/uploads/…)');

/** The rule of one field (or sub-field: `label` already says which item). */
export function fieldRule(field: Field | ListItemField, label: string): z.ZodType {
  const optional = field.optional === true;
  switch (field.kind) {
    case 'text':
      return optional ? settingText(label, field.max) : requiredText(label, field.max);
    case 'richText':
      return richTextRule(label, optional);
    case 'number': {
      const rule = requiredNumber(label, field);
      return field.default !== undefined ? rule.default(field.default) : rule;
    }
    case 'boolean':
      return z.boolean({ error: FIELD_MESSAGES.boolean(label) }).default(field.default ?? false);
    case 'select': {
      const rule = z.enum(field.options as [string, ...string[]], {
        error: FIELD_MESSAGES.select(label, field.options),
      });
      return optional ? rule.nullable().default(null) : rule;
    }
    case 'date':
      return z.iso
        .date({ error: FIELD_MESSAGES.date(label) })
        .nullable()
        .default(null);
    case 'media':
      return pathRule(field.missing ?? `${label} is required`, optional);
    case 'relation':
      return optional
        ? z
            .guid({ error: FIELD_MESSAGES.relation(label) })
            .nullable()
            .default(null)
        : z.guid({ error: FIELD_MESSAGES.relation(label) });
    case 'mediaList':
      return z
        .array(libraryPath, { error: field.missing })
        .min(field.min, field.missing)
        .max(field.max, `At most ${field.max} files for ${label}`);
    case 'list':
      return listRule(field);
    case 'json':
      // What it holds is the type's own rule (its module checks it); here, any JSON object.
      return z
        .record(z.string(), z.unknown(), { error: `${label} must be an object` })
        .default(field.default as Record<string, unknown>);
  }
}

/** A list's items, each sub-field's message naming its item ("Section 2 heading is required"). */
function listRule(field: ListField) {
  const itemLabel = (i: number) => field.itemLabel.replace('{n}', String(i + 1));
  const items = Array.from({ length: field.max }, (_, i) =>
    z.object(
      Object.fromEntries(field.of.map((sub) => [sub.name, fieldRule(sub, `${itemLabel(i)} ${sub.label}`)])),
      { error: `${itemLabel(i)} must be an object` },
    ),
  );
  return z
    .array(z.unknown(), { error: field.missing })
    .min(field.min, field.missing)
    .max(field.max, `At most ${field.max} ${field.label.toLowerCase()}`)
    .transform((list, ctx) =>
      list.map((item, i) => {
        const parsed = items[i]!.safeParse(item);
        if (parsed.success) return parsed.data;
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: issue.message });
        return z.NEVER;
      }),
    );
}

/** The body of a create (every required field) or an edit (a field left out keeps its value). */
export function contentBodySchema(type: ContentTypeDeclaration, mode: 'create' | 'update') {
  const fields = Object.fromEntries(
    type.fields.map((f) => {
      const rule = fieldRule(f, f.label);
      return [f.name, mode === 'update' ? rule.optional() : rule];
    }),
  );
  const content =
    type.workflow === 'publish'
      ? contentFieldsSchema
      : { slug: contentFieldsSchema.slug, ...(type.seo ? { seo: contentFieldsSchema.seo } : {}) };
  return z
    .object({
      ...fields,
      ...content,
      ...(mode === 'update' ? { version: versionSchema } : {}),
    })
    .superRefine((value, ctx) => checkSchedule(value as { status?: string; publishAt?: string | null }, ctx));
}

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
  }
}

/** One item as the API answers it. */
export function contentEntitySchema(type: ContentTypeDeclaration) {
  return z.object({
    _id: z.guid(),
    ...Object.fromEntries(type.fields.flatMap((f) => fieldEntity(f))),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    ...contentFields,
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
      status: z
        .enum(CONTENT_STATUSES, { error: `Status must be one of ${CONTENT_STATUSES.join(', ')}` })
        .optional()
        .describe('Only items of this status (staff lists).'),
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
