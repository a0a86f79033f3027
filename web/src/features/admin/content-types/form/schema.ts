/**
 * What the editor checks before it sends, made from a declaration's fields with the server's messages
 * ("Title is required", "Summary must be at most 300 characters", "Section 2 heading is required":
 * the contract's building blocks, as the server's rules use them). Files are checked as the form holds
 * them (slots and entries: a new file or a stored path). A type whose API the spec fixes may hand in
 * its contract rules for some fields and its own messages for missing files.
 */
import { fieldRule as apiFieldRule } from '@vyoma/contract/content-rules';
import {
  type BlocksField,
  type ContentTypeDeclaration,
  FIELD_MESSAGES,
  type Field,
  type ListField,
  type ListItemField,
} from '@vyoma/contract/content-types';
import { docSizeProblem, docToText, measureDoc, type RichTextDoc } from '@vyoma/contract/rich-text';
import { requiredNumber, requiredText, settingText } from '@vyoma/contract/schemas';
import { z } from 'zod';
import { type BlockFormValue, blocksBody } from './blocks.ts';
import { type FormValues, keptEntries, type MediaListEntry, type MediaSlot } from './values.ts';

export type FormMode = 'create' | 'edit';

export interface SchemaOptions {
  /** Rules used instead of the declaration's: by field name, or "<list>.<sub-field>" for a list's. */
  rules?: Readonly<Record<string, z.ZodType>>;
  /** The message for a missing file (a media field, a list item's, or too few in a media list). */
  missing?: (field: Field | ListItemField, mode: FormMode) => string | undefined;
  /**
   * What no one field can tell (a location unless the job is remote): messages by form field, asked
   * once every field is valid.
   */
  check?: (values: FormValues) => Readonly<Record<string, string>>;
}

const blankTo =
  <T>(empty: T) =>
  (value: unknown) =>
    value === '' ? empty : value;

/** A rich-text document: required unless optional, within the contract's size limits. */
const richTextRule = (label: string, optional: boolean) =>
  z
    .custom<RichTextDoc>((value) => typeof value === 'object' && value !== null, `${label} is required`)
    .superRefine((doc, ctx) => {
      const problem =
        !optional && docToText(doc).trim() === '' ? `${label} is required` : docSizeProblem(measureDoc(doc));
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const slotRule = (missing: string, optional: boolean) =>
  z.custom<MediaSlot>().superRefine((slot, ctx) => {
    if (!optional && !slot?.file && !slot?.path) ctx.addIssue({ code: 'custom', message: missing });
  });

function fieldRule(
  field: Field | ListItemField,
  label: string,
  mode: FormMode,
  options: SchemaOptions,
  listName?: string,
): z.ZodType {
  const own = options.rules?.[listName ? `${listName}.${field.name}` : field.name];
  if (own) return own;
  const optional = field.optional === true;
  const missing = () => options.missing?.(field, mode);
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
      return z.boolean({ error: FIELD_MESSAGES.boolean(label) });
    case 'select': {
      const rule = z.enum(field.options as [string, ...string[]], {
        error: FIELD_MESSAGES.select(label, field.options),
      });
      return z.preprocess(blankTo(optional ? null : undefined), optional ? rule.nullable() : rule);
    }
    case 'date': {
      const rule = z.iso.date({ error: FIELD_MESSAGES.date(label) });
      return z.preprocess(blankTo(null), optional ? rule.nullable() : rule);
    }
    case 'relation': {
      const rule = z.guid({ error: FIELD_MESSAGES.relation(label) });
      return z.preprocess(blankTo(optional ? null : undefined), optional ? rule.nullable() : rule);
    }
    case 'media':
      return slotRule(missing() ?? field.missing ?? `${label} is required`, optional);
    case 'mediaList':
      return z.custom<MediaListEntry[]>().superRefine((entries, ctx) => {
        const count = keptEntries(entries ?? []).length;
        if (count < field.min) ctx.addIssue({ code: 'custom', message: missing() ?? field.missing });
        else if (count > field.max)
          ctx.addIssue({ code: 'custom', message: `At most ${field.max} files for ${label}` });
      });
    case 'list':
      return listRule(field, mode, options);
    case 'json':
      // Edited by the type's own screens (a form's builder): the generic form keeps what is saved.
      return z.unknown();
    case 'blocks':
      return blocksRule(field, label);
  }
}

/**
 * A body of blocks: checked as the API will check it (the contract's rules for the field and each
 * kind of block), each message on the block's field it names ("body.2.props.button.text").
 */
function blocksRule(field: BlocksField, label: string) {
  const rule = apiFieldRule(field, label);
  return z.custom<BlockFormValue[]>().superRefine((blocks, ctx) => {
    const parsed = rule.safeParse(blocksBody(field, blocks ?? [], true));
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

/** A list's items, each sub-field's message naming its item ("Section 2 heading is required"). */
function listRule(field: ListField, mode: FormMode, options: SchemaOptions) {
  const itemLabel = (i: number) => field.itemLabel.replace('{n}', String(i + 1));
  const items = new Map<number, z.ZodType>();
  const itemRule = (i: number) => {
    let rule = items.get(i);
    if (!rule) {
      rule = z.object({
        // A saved item's id goes back with it: it keeps its versions in other languages.
        _id: z.string().optional(),
        ...Object.fromEntries(
          field.of.map((sub) => [
            sub.name,
            fieldRule(sub, `${itemLabel(i)} ${sub.label}`, mode, options, field.name),
          ]),
        ),
      });
      items.set(i, rule);
    }
    return rule;
  };
  return z
    .array(z.record(z.string(), z.unknown()), { error: field.missing })
    .min(field.min, field.missing)
    .max(field.max, `At most ${field.max} ${field.label.toLowerCase()}`)
    .transform((list, ctx) =>
      list.map((item, i) => {
        const parsed = itemRule(i).safeParse(item);
        if (parsed.success) return parsed.data as Record<string, unknown>;
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: issue.message });
        return z.NEVER;
      }),
    );
}

/** The editor's schema for a type (the URL name is checked apart, when sending). */
export function formSchema(type: ContentTypeDeclaration, mode: FormMode, options: SchemaOptions = {}) {
  const { check } = options;
  return z
    .object({
      ...Object.fromEntries(
        type.fields.map((field) => [field.name, fieldRule(field, field.label, mode, options)]),
      ),
      slug: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!check) return;
      for (const [path, message] of Object.entries(check(values as FormValues)))
        ctx.addIssue({ code: 'custom', path: [path], message });
    });
}
