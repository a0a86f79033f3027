/**
 * The editor's values, field by field of a declaration (issue 34): what the form starts from (a saved
 * item, a new one, or the text kept in the browser), the text part the browser keeps for a published
 * item, and where a file of the form went once a save stored it. Files live in the values too (a
 * media field is a slot, a media list an ordered list of entries), so reordering a list moves its
 * images along and one schema checks them.
 */
import {
  type Field,
  type ListField,
  type ListItemField,
  mediaKeyOf,
  textKeyOf,
} from '@vyoma/contract/content-types';
import { emptyDoc, type RichTextDoc, textToDoc } from '@vyoma/contract/rich-text';
import type { ContentItem, ContentTypeDeclaration } from '../../components/contentTypes.ts';
import { type BlockFormValue, blockFormValue, mapBlockSlots, withSavedIds } from './blocks.ts';

/** One file of a media field: a new file to send, or a stored path (the saved one, or one from the library). */
export interface MediaSlot {
  file: File | null;
  path: string | null;
  /** The stored path is a video (its preview is a player). */
  video?: boolean;
}

/** One file of a media list. Saved entries are removed by a mark (undone with "Keep"); new ones go. */
export interface MediaListEntry {
  key: string;
  file: File | null;
  path: string | null;
  saved: boolean;
  removed: boolean;
}

export type FormValues = Record<string, unknown> & { slug: string };

let nextKey = 0;
export const entryKey = () => `entry-${++nextKey}`;

const isVideoInfo = (info: unknown): boolean | undefined =>
  info && typeof info === 'object' && 'kind' in info
    ? (info as { kind: string }).kind === 'video'
    : undefined;

/** A field's value in the form, from the saved item (or the empty value of a new one). */
function fieldValue(field: Field | ListItemField, source: Record<string, unknown> | undefined): unknown {
  const saved = source?.[field.name];
  switch (field.kind) {
    case 'text':
      return typeof saved === 'string' ? saved : '';
    case 'number':
      return typeof saved === 'number' ? String(saved) : '';
    case 'boolean':
      return typeof saved === 'boolean' ? saved : (field.default ?? false);
    case 'select':
      return typeof saved === 'string' ? saved : (field.default ?? '');
    case 'date':
    case 'relation':
      return typeof saved === 'string' ? saved : '';
    case 'richText': {
      if (saved && typeof saved === 'object') return saved as RichTextDoc;
      // An item saved before its text was a document has its plain text only.
      const text = source?.[textKeyOf(field)];
      return typeof text === 'string' && text !== '' ? textToDoc(text) : emptyDoc();
    }
    case 'media':
      return {
        file: null,
        path: typeof saved === 'string' && saved !== '' ? saved : null,
        video: isVideoInfo(source?.[mediaKeyOf(field)]),
      } satisfies MediaSlot;
    case 'mediaList':
      return (Array.isArray(saved) ? (saved as string[]) : []).map(
        (path): MediaListEntry => ({ key: entryKey(), file: null, path, saved: true, removed: false }),
      );
    case 'list': {
      const items = Array.isArray(saved) ? (saved as Record<string, unknown>[]) : [];
      if (items.length === 0 && !source) return field.min > 0 ? [emptyListItem(field)] : [];
      return items.map((item) => listItemValue(field, item));
    }
    case 'blocks':
      return (Array.isArray(saved) ? (saved as BlockFormValue[]) : []).map((block) =>
        blockFormValue(field.of, block),
      );
  }
}

/** A list item's values, with the id a saved one was answered with (a save sends it back). */
const listItemValue = (field: ListField, item: Record<string, unknown> | undefined) => ({
  ...(typeof item?._id === 'string' ? { _id: item._id } : {}),
  ...Object.fromEntries(field.of.map((sub) => [sub.name, fieldValue(sub, item)])),
});

/** A new, empty item of a list. */
export const emptyListItem = (field: ListField) => listItemValue(field, undefined);

/** The form's values for a saved item, or a new one (`fresh`: a new one's where the type chooses). */
export function itemValues(
  type: ContentTypeDeclaration,
  item: ContentItem | undefined,
  fresh: Partial<FormValues> = {},
): FormValues {
  return {
    ...Object.fromEntries(type.fields.map((field) => [field.name, fieldValue(field, item)])),
    ...(item ? {} : fresh),
    slug: item?.slug ?? '',
  };
}

const isFileField = (field: Field | ListItemField) => field.kind === 'media' || field.kind === 'mediaList';

/** What a published item keeps in the browser while it is edited: its text, never its files. */
export function keptText(type: ContentTypeDeclaration, values: FormValues): FormValues {
  const kept: FormValues = { slug: values.slug };
  for (const field of type.fields) {
    if (isFileField(field)) continue;
    const value = values[field.name];
    // A block's new file is not kept (its stored ones are: they are paths).
    if (field.kind === 'blocks') {
      kept[field.name] = mapBlockSlots(field, value as BlockFormValue[], (slot) => ({ ...slot, file: null }));
      continue;
    }
    kept[field.name] =
      field.kind === 'list' && Array.isArray(value)
        ? value.map((item: Record<string, unknown>) => ({
            ...(typeof item._id === 'string' ? { _id: item._id } : {}),
            ...Object.fromEntries(field.of.filter((s) => !isFileField(s)).map((s) => [s.name, item[s.name]])),
          }))
        : value;
  }
  return kept;
}

/**
 * The values to start from when kept text is restored: the kept text, the saved files. A list comes
 * back only while its items still line up with the saved ones (their files are the saved ones').
 */
export function restoredValues(
  type: ContentTypeDeclaration,
  saved: FormValues,
  kept: Partial<FormValues>,
): FormValues {
  const out: FormValues = { ...saved, slug: typeof kept.slug === 'string' ? kept.slug : saved.slug };
  for (const field of type.fields) {
    if (isFileField(field) || !(field.name in kept)) continue;
    const value = kept[field.name];
    if (field.kind !== 'list') {
      out[field.name] = value;
      continue;
    }
    const items = saved[field.name] as Record<string, unknown>[];
    if (Array.isArray(value) && value.length === items.length)
      out[field.name] = items.map((item, i) => ({ ...item, ...(value[i] as Record<string, unknown>) }));
  }
  return out;
}

/** A file of the form: a media field's, a media list's n-th kept one, a list item's. */
export type FileRef =
  | { field: string; kind: 'media' }
  | { field: string; kind: 'mediaList'; index: number }
  | { field: string; kind: 'list'; index: number; sub: string };

/**
 * Which file of the form a label the server uses names: a media field is its label, a list item's
 * file "<item label> <sub-field label>", a media list's file "<label> <n>" counted among the files it
 * keeps (the saved ones, then the new ones). Null for anything else (the share image).
 */
export function fileRefOf(type: ContentTypeDeclaration, label: string): FileRef | null {
  for (const field of type.fields) {
    if (field.kind === 'media' && field.label === label) return { field: field.name, kind: 'media' };
    if (field.kind === 'mediaList') {
      const n = new RegExp(`^${literal(field.label)} (\\d+)$`).exec(label)?.[1];
      if (n) return { field: field.name, kind: 'mediaList', index: Number(n) - 1 };
    }
    if (field.kind === 'list')
      for (const sub of field.of) {
        if (sub.kind !== 'media') continue;
        const pattern = `^${literal(field.itemLabel).replace('\\{n\\}', '(\\d+)')} ${literal(sub.label)}$`;
        const n = new RegExp(pattern).exec(label)?.[1];
        if (n) return { field: field.name, kind: 'list', index: Number(n) - 1, sub: sub.name };
      }
  }
  return null;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The media list's entries the item keeps after the save, in the order the server counts them. */
export const keptEntries = (entries: readonly MediaListEntry[]) => entries.filter((e) => !e.removed);

/**
 * The values with one new file replaced by its stored path: a save that stored it was refused (alt
 * text missing), and the retry sends the path instead of uploading it again.
 */
export function withStoredFile(values: FormValues, ref: FileRef, path: string): FormValues {
  const value = values[ref.field];
  if (ref.kind === 'media') {
    const slot = value as MediaSlot;
    return slot.file ? { ...values, [ref.field]: { ...slot, file: null, path } } : values;
  }
  if (ref.kind === 'mediaList') {
    const entries = value as MediaListEntry[];
    const target = keptEntries(entries)[ref.index];
    if (!target?.file) return values;
    return {
      ...values,
      [ref.field]: entries.map((e) => (e === target ? { ...e, file: null, path } : e)),
    };
  }
  const items = value as Record<string, unknown>[];
  const slot = items[ref.index]?.[ref.sub] as MediaSlot | undefined;
  if (!slot?.file) return values;
  return {
    ...values,
    [ref.field]: items.map((item, i) =>
      i === ref.index ? { ...item, [ref.sub]: { ...slot, file: null, path } } : item,
    ),
  };
}

/**
 * After a save (an autosave) that sent `sent`: each file it sent is now stored, so the next save keeps
 * it by its path instead of sending it again. Files chosen while the save was on their way stay new.
 */
export function afterSave(
  type: ContentTypeDeclaration,
  current: FormValues,
  sent: FormValues,
  saved: ContentItem,
): FormValues {
  const out: FormValues = { ...current };
  for (const field of type.fields) {
    if (field.kind === 'media') {
      const slot = current[field.name] as MediaSlot;
      const path = saved[field.name];
      if (slot.file && slot.file === (sent[field.name] as MediaSlot).file && typeof path === 'string')
        out[field.name] = { ...slot, file: null, path };
    } else if (field.kind === 'mediaList') {
      const sentEntries = sent[field.name] as MediaListEntry[];
      // Nothing added or removed: the list stays as it is.
      if (!sentEntries.some((entry) => !entry.saved || entry.removed)) continue;
      const stored = Array.isArray(saved[field.name]) ? (saved[field.name] as string[]) : [];
      // What the save sent is the saved list now; what was added since follows it.
      const since = (current[field.name] as MediaListEntry[]).filter(
        (entry) => !sentEntries.some((s) => s.key === entry.key),
      );
      out[field.name] = [
        ...stored.map(
          (path): MediaListEntry => ({ key: entryKey(), file: null, path, saved: true, removed: false }),
        ),
        ...since,
      ];
    } else if (field.kind === 'blocks') {
      const blocks = Array.isArray(saved[field.name]) ? (saved[field.name] as { id: string }[]) : [];
      out[field.name] = withSavedIds(
        current[field.name] as BlockFormValue[],
        sent[field.name] as BlockFormValue[],
        blocks,
      );
    } else if (field.kind === 'list') {
      const items = current[field.name] as Record<string, unknown>[];
      const sentItems = sent[field.name] as Record<string, unknown>[];
      const savedItems = Array.isArray(saved[field.name])
        ? (saved[field.name] as Record<string, unknown>[])
        : [];
      out[field.name] = items.map((item, i) => {
        let next = item;
        for (const sub of field.of) {
          if (sub.kind !== 'media') continue;
          const slot = item[sub.name] as MediaSlot;
          const path = savedItems[i]?.[sub.name];
          if (
            slot.file &&
            slot.file === (sentItems[i]?.[sub.name] as MediaSlot | undefined)?.file &&
            typeof path === 'string'
          )
            next = { ...next, [sub.name]: { ...slot, file: null, path } };
        }
        return next;
      });
    }
  }
  return out;
}

/**
 * Where the form shows a server's message about `key` (`content.1.heading`, `seo.title` is not the
 * form's): the field it names, under the form's name for it (`renamed`: the spec's products call
 * their images `images`); a rich text's plain text (`content.1.description`) is its document's field.
 */
export function formPathOf(
  type: ContentTypeDeclaration,
  key: string,
  renamed: Readonly<Record<string, string>> = {},
): string | null {
  // A whole key may be renamed (`apply.target` is an opening's `applyValue`), else its first part.
  const whole = renamed[key];
  const [root = key, ...rest] = whole ? [whole] : key.split('.');
  const name = whole ?? renamed[root] ?? root;
  if (name === 'slug') return 'slug';
  const byName = <F extends Field | ListItemField>(fields: readonly F[], wanted: string) =>
    fields.find((f) => f.name === wanted) ??
    fields.find((f) => f.kind === 'richText' && textKeyOf(f) === wanted);
  const field = byName(type.fields, name);
  if (!field) return null;
  if (field.kind === 'list' && rest.length >= 2) {
    const sub = byName(field.of, rest[1] ?? '');
    return sub ? `${field.name}.${rest[0]}.${sub.name}` : field.name;
  }
  return field.kind === 'list' || field.kind === 'mediaList' ? field.name : [field.name, ...rest].join('.');
}
