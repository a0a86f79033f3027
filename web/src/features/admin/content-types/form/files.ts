/**
 * The editor's files between the form and a save: which new files it holds, storing them in the media
 * library first for an API that takes library paths (the generic one), and the saved images the SEO
 * panel offers as the share image.
 */
import type { BlockValue } from '@vyoma/contract/blocks';
import {
  blocksMedia,
  type ContentTypeDeclaration,
  type Field,
  type ListItemField,
  mediaKeyOf,
} from '@vyoma/contract/content-types';
import type { ContentItem } from '../../components/contentTypes.ts';
import { uploadMedia } from '../../components/media.ts';
import { type BlockFormValue, blockSlots, mapBlockSlots } from './blocks.ts';
import type { FormValues, MediaListEntry, MediaSlot } from './values.ts';

/** Every new file the values hold (not yet stored), in the form's order. */
function newFiles(type: ContentTypeDeclaration, values: FormValues): File[] {
  const files: File[] = [];
  const of = (field: Field | ListItemField, value: unknown) => {
    if (field.kind === 'media' && (value as MediaSlot).file) files.push((value as MediaSlot).file as File);
    if (field.kind === 'mediaList')
      for (const entry of value as MediaListEntry[]) if (entry.file && !entry.removed) files.push(entry.file);
    if (field.kind === 'list')
      for (const item of value as Record<string, unknown>[])
        for (const sub of field.of) of(sub, item[sub.name]);
    if (field.kind === 'blocks')
      for (const { slot } of blockSlots(field, value as BlockFormValue[]))
        if (slot.file) files.push(slot.file);
  };
  for (const field of type.fields) of(field, values[field.name]);
  return files;
}

export const hasNewFiles = (type: ContentTypeDeclaration, values: FormValues) =>
  newFiles(type, values).length > 0;

/**
 * The values with every new file stored in the media library and named by its path (in order, with
 * one progress for them all). The files have no alt text yet: publishing asks for it (MissingAlt).
 */
export async function storeNewFiles(
  type: ContentTypeDeclaration,
  values: FormValues,
  onProgress?: (fraction: number) => void,
): Promise<FormValues> {
  const files = newFiles(type, values);
  if (files.length === 0) return values;
  const stored = new Map<File, string>();
  for (const [i, file] of files.entries()) {
    const { data } = await uploadMedia(file, { alt: '', decorative: false }, (part) =>
      onProgress?.((i + part) / files.length),
    );
    stored.set(file, data.path);
  }
  const slot = (value: MediaSlot): MediaSlot =>
    value.file
      ? {
          file: null,
          path: stored.get(value.file) ?? value.path,
          video: value.file.type.startsWith('video/'),
        }
      : value;
  const of = (field: Field | ListItemField, value: unknown): unknown => {
    if (field.kind === 'media') return slot(value as MediaSlot);
    if (field.kind === 'mediaList')
      return (value as MediaListEntry[]).map((entry) =>
        entry.file && stored.has(entry.file)
          ? { ...entry, file: null, path: stored.get(entry.file) ?? null }
          : entry,
      );
    if (field.kind === 'blocks') return mapBlockSlots(field, value as BlockFormValue[], slot);
    if (field.kind === 'list')
      return (value as Record<string, unknown>[]).map((item) =>
        Object.fromEntries(
          Object.entries(item).map(([name, sub]) => {
            const subField = field.of.find((s) => s.name === name);
            return [name, subField ? of(subField, sub) : sub];
          }),
        ),
      );
    return value;
  };
  return {
    ...values,
    ...Object.fromEntries(type.fields.map((field) => [field.name, of(field, values[field.name])])),
  };
}

const isImageField = (field: Field | ListItemField) =>
  (field.kind === 'media' || field.kind === 'mediaList') && field.accept.some((t) => t.startsWith('image/'));

/**
 * The saved images of an item, in the page's order, that may be its share image: those of fields that
 * take images (a post's video icon is not one), videos left out.
 */
export function savedImagesOf(type: ContentTypeDeclaration, item: ContentItem | undefined): string[] {
  if (!item) return [];
  const images: string[] = [];
  const add = (path: unknown, info: unknown) => {
    const video = info && typeof info === 'object' && (info as { kind?: string }).kind === 'video';
    if (typeof path === 'string' && path !== '' && !video) images.push(path);
  };
  const of = (field: Field | ListItemField, source: Record<string, unknown>) => {
    if (field.kind === 'blocks') {
      const blocks = Array.isArray(source[field.name]) ? (source[field.name] as BlockValue[]) : [];
      const infos = (source[mediaKeyOf(field)] ?? {}) as Record<string, unknown>;
      for (const m of blocksMedia(field, blocks)) add(m.value, infos[m.value]);
      return;
    }
    if (field.kind === 'list') {
      for (const entry of (source[field.name] as Record<string, unknown>[] | undefined) ?? [])
        for (const sub of field.of) of(sub, entry);
      return;
    }
    if (!isImageField(field)) return;
    const info = source[mediaKeyOf(field as Extract<Field, { kind: 'media' | 'mediaList' }>)];
    if (field.kind === 'media') add(source[field.name], info);
    else
      for (const [i, path] of ((source[field.name] as string[] | undefined) ?? []).entries())
        add(path, Array.isArray(info) ? info[i] : undefined);
  };
  for (const field of type.fields) of(field, item);
  return [...new Set(images)];
}
