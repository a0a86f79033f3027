/**
 * What the editor calls a field, from its declaration: its label, the kind of file a media field
 * takes ("Icon video" when it takes videos only, "Icon (video or image)" when either), a money
 * field's currency ("Price (₹)").
 */
import type { Field, ListField, MediaField } from '@vyoma/contract/content-types';
import type { MediaKind } from '../../components/media.ts';
import type { MediaNames } from './MediaInput.tsx';

/** The kind of file the types allow: images only, videos only, or either (undefined). */
export function kindOf(accept: readonly string[]): MediaKind | undefined {
  if (accept.every((t) => t.startsWith('image/'))) return 'image';
  if (accept.every((t) => t.startsWith('video/'))) return 'video';
  return undefined;
}

/** A media field's label with the kind of file it takes. */
export function fileLabel(label: string, accept: readonly string[]): string {
  const kind = kindOf(accept);
  return kind === 'video' ? `${label} video` : kind === 'image' ? label : `${label} (video or image)`;
}

/** The label of a top-level field in the editor (`own`: the type's admin renames it). */
export function fieldLabel(field: Field, own?: string): string {
  if (own) return own;
  return field.kind === 'number' && field.storage === 'money' ? `${field.label} (₹)` : field.label;
}

/** The types a media field takes on this screen (an edit may take more than a new item). */
export const acceptOf = (field: MediaField, mode: 'create' | 'edit') =>
  mode === 'edit' ? (field.acceptOnEdit ?? field.accept) : field.accept;

/** The names of a top-level media field and its previews ("Icon video", "New icon: clip.webm"). */
export function mediaFieldNames(label: string, accept: readonly string[]): MediaNames {
  const noun = label.toLowerCase();
  return {
    label: fileLabel(label, accept),
    library: label,
    newFile: (name) => `New ${noun}: ${name}`,
    stored: (fromLibrary) => (fromLibrary ? `${label} from the library` : `Current ${noun}`),
    noun,
  };
}

/** A list item's label ("Section 2"), from the list's `itemLabel` and the item's number from 1. */
export const itemLabelOf = (field: ListField, index: number) =>
  field.itemLabel.replace('{n}', String(index + 1));

/** What one item is called without its number ("section"), for "Add section". */
export const itemNounOf = (field: ListField) =>
  field.itemLabel
    .replace(/\s*\{n\}\s*/, ' ')
    .trim()
    .toLowerCase();

/** The names of a list item's file ("Section 2 image", "Section 2 new image: one.png"). */
export function itemMediaNames(item: string, subLabel: string, accept: readonly string[]): MediaNames {
  const noun = subLabel.toLowerCase();
  return {
    label: fileLabel(`${item} ${subLabel}`, accept),
    library: `${item} ${subLabel}`,
    newFile: (name) => `${item} new ${noun}: ${name}`,
    stored: () => `${item} current ${noun}`,
    noun,
  };
}
