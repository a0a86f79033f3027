/**
 * The rules of the registry's field kinds (issue 34; decision 0061), apart from the rules of whole
 * types (./rules.ts) so that blocks (../blocks/rules.ts), whose fields are of these kinds, use them
 * and a type's body of blocks uses the blocks' rules with no import cycle between the two.
 */
import { docToText } from '../rich-text.ts';
import { richTextDoc } from '../rich-text-schema.ts';
import { libraryPath, listItemId, requiredNumber, requiredText, settingText } from '../schemas.ts';
import { z } from '../zod.ts';
import {
  type BlocksField,
  FIELD_MESSAGES,
  type Field,
  type ListField,
  type ListItemField,
} from './define.ts';

/** A rich-text document: required unless the field is optional; checked in a transform (small OpenAPI). */
function richTextRule(label: string, optional: boolean) {
  const doc = richTextDoc(label);
  return z
    .unknown()
    .describe('A rich-text document (paragraphs, headings 2–4, lists, quotes, links).')
    .transform((value, ctx) => {
      if (value === undefined && !optional) {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
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

const pathRule = (missing: string, optional: boolean, orNull: (rule: z.ZodType) => z.ZodType) =>
  optional
    ? z.preprocess((v) => (v === '' ? null : v), orNull(libraryPath))
    : libraryPath.min(1, missing).describe('The path of a file in the media library (/uploads/…)');

/**
 * The rule of one field (or sub-field: `label` already says which item), but for a body of blocks
 * (rules.ts `fieldRule` takes every kind). A value left out takes the field's default, unless
 * `defaults` is false (an edit: a field left out keeps the value it has).
 */
export function baseFieldRule(
  field: Exclude<Field, BlocksField> | ListItemField,
  label: string,
  defaults = true,
): z.ZodType {
  const optional = field.optional === true;
  const or = (rule: z.ZodType<unknown>, value: unknown): z.ZodType => (defaults ? rule.default(value) : rule);
  /** Null allowed, and the default when left out (a new item). */
  const orNull = (rule: z.ZodType) => or(rule.nullable(), null);
  switch (field.kind) {
    case 'text':
      // An edit that leaves an optional text out keeps it: the rule's '' is a new item's only.
      return optional
        ? defaults
          ? settingText(label, field.max)
          : settingText(label, field.max).unwrap()
        : requiredText(label, field.max);
    case 'richText':
      return richTextRule(label, optional);
    case 'number': {
      const rule = requiredNumber(label, field);
      return field.default !== undefined ? or(rule, field.default) : rule;
    }
    case 'boolean':
      return or(z.boolean({ error: FIELD_MESSAGES.boolean(label) }), field.default ?? false);
    case 'select': {
      const rule = z.enum(field.options as [string, ...string[]], {
        error: FIELD_MESSAGES.select(label, field.options),
      });
      return optional ? orNull(rule) : field.default !== undefined ? or(rule, field.default) : rule;
    }
    case 'date':
      return orNull(z.iso.date({ error: FIELD_MESSAGES.date(label) }));
    case 'media':
      return pathRule(field.missing ?? `${label} is required`, optional, orNull);
    case 'relation':
      return optional
        ? orNull(z.guid({ error: FIELD_MESSAGES.relation(label) }))
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
      return or(
        z.record(z.string(), z.unknown(), { error: `${label} must be an object` }),
        field.default as Record<string, unknown>,
      );
  }
}

/** A list's items, each sub-field's message naming its item ("Section 2 heading is required"). */
function listRule(field: ListField) {
  const itemLabel = (i: number) => field.itemLabel.replace('{n}', String(i + 1));
  const items = Array.from({ length: field.max }, (_, i) =>
    z.object(
      {
        _id: listItemId,
        ...Object.fromEntries(
          field.of.map((sub) => [sub.name, baseFieldRule(sub, `${itemLabel(i)} ${sub.label}`)]),
        ),
      },
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
