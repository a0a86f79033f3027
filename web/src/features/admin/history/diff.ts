/**
 * What changed between two saved versions of an item of any content type (docs/decisions/0045;
 * issue 34): a pure function, so the history screen only lays it out. Fields come in the
 * declaration's order with its labels and readable values (a choice's label, a category's name, a
 * rich text's plain text); a list's items are compared by position (section 2 before against section
 * 2 after), a body's blocks by id (block-diff.ts: a moved block is the same block), and an item only
 * one side has is "added" or "removed". File fields
 * hold paths (shown as thumbnails); every other value is text, `null` when the side has no such field.
 */
import { CONTENT_STATUS_LABELS, type ContentStatus } from '@vyoma/contract';
import type { BlockField, BlockValue } from '@vyoma/contract/blocks';
import {
  type BlocksField,
  blockParts,
  type ContentTypeDeclaration,
  type Field,
  type ListField,
  type ListItemField,
  textKeyOf,
} from '@vyoma/contract/content-types';
import { docToText, type RichTextDoc } from '@vyoma/contract/rich-text';
import type { ContentItem } from '../components/contentTypes.ts';
import { type BlockPair, pairBlocks } from './block-diff.ts';

export type DiffValue = string | readonly string[] | null;

export interface DiffRow {
  key: string;
  label: string;
  /** The values are image paths (thumbnails), not text. */
  media: boolean;
  before: DiffValue;
  after: DiffValue;
  changed: boolean;
}

export interface SectionDiff {
  /** "Section 2"; a block's kind and place ("Hero 1"), its earlier place when it was removed. */
  label: string;
  /** A block's two sides, by id (the visual comparison marks and points at it in both versions). */
  pair?: BlockPair;
  change: 'added' | 'removed' | 'changed' | 'same';
  rows: DiffRow[];
}

export interface ItemDiff {
  fields: DiffRow[];
  /** The items of the type's lists (a post's sections), in order. */
  sections: SectionDiff[];
  /** Changed fields plus changed, added and removed sections. */
  changes: number;
}

export interface DiffOptions {
  /** How a date reads (publishAt); the ISO text by default. */
  formatDate?: (iso: string) => string;
}

const same = (a: DiffValue, b: DiffValue): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((value, i) => value === b[i])
    : a === b;

const row = (
  key: string,
  label: string,
  before: DiffValue,
  after: DiffValue,
  media = false,
  changed = !same(before, after),
): DiffRow => ({ key, label, media, before, after, changed });

const imageOf = (path: unknown): DiffValue => (typeof path === 'string' && path !== '' ? [path] : []);
const statusOf = (status: ContentStatus) => CONTENT_STATUS_LABELS[status] ?? status;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Status, schedule, address and SEO: what the type has of the fields every content type may have. */
function sharedRows(
  type: ContentTypeDeclaration,
  before: ContentItem,
  after: ContentItem,
  options: DiffOptions,
): DiffRow[] {
  const date = options.formatDate ?? ((iso: string) => iso);
  const when = (item: ContentItem) => (item.publishAt ? date(item.publishAt) : '');
  return [
    ...(type.workflow === 'publish'
      ? [
          row('status', 'Status', statusOf(before.status), statusOf(after.status)),
          row('publishAt', 'Scheduled for', when(before), when(after)),
        ]
      : []),
    ...(type.slug ? [row('slug', 'Address', before.slug, after.slug)] : []),
    ...(type.seo
      ? [
          row('seo.title', 'Search title', before.seo.title ?? '', after.seo.title ?? ''),
          row(
            'seo.description',
            'Search description',
            before.seo.description ?? '',
            after.seo.description ?? '',
          ),
          row('seo.image', 'Share image', imageOf(before.seo.image), imageOf(after.seo.image), true),
          row(
            'seo.noindex',
            'Hidden from search engines',
            yesNo(before.seo.noindex),
            yesNo(after.seo.noindex),
          ),
        ]
      : []),
  ];
}

/** One field's row; `before`/`after` are the sides' items (or list items), undefined where absent. */
function fieldRow(
  field: Exclude<Field, ListField | BlocksField> | ListItemField,
  label: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): DiffRow {
  const side = (
    item: Record<string, unknown> | undefined,
    read: (item: Record<string, unknown>) => DiffValue,
  ) => (item ? read(item) : null);
  const { name } = field;
  switch (field.kind) {
    case 'media':
      return row(
        name,
        label,
        side(before, (i) => imageOf(i[name])),
        side(after, (i) => imageOf(i[name])),
        true,
      );
    case 'mediaList': {
      const paths = (i: Record<string, unknown>) => (Array.isArray(i[name]) ? (i[name] as string[]) : []);
      return row(name, label, side(before, paths), side(after, paths), true);
    }
    case 'richText':
      return row(
        name,
        label,
        side(before, (i) => textOf(i[textKeyOf(field)])),
        side(after, (i) => textOf(i[textKeyOf(field)])),
      );
    case 'select': {
      const shown = (i: Record<string, unknown>) => {
        const value = i[name];
        return typeof value === 'string' ? (field.labels?.[value] ?? value) : '';
      };
      return row(name, label, side(before, shown), side(after, shown));
    }
    case 'relation': {
      const shown = (i: Record<string, unknown>) =>
        (i[`${name}Name`] as string | null) ?? (i[name] ? 'Unknown' : 'None');
      // A category renamed since is the same category: the id decides.
      return row(
        name,
        label,
        side(before, shown),
        side(after, shown),
        false,
        before?.[name] !== after?.[name],
      );
    }
    case 'boolean':
      return row(
        name,
        label,
        side(before, (i) => yesNo(Boolean(i[name]))),
        side(after, (i) => yesNo(Boolean(i[name]))),
      );
    default:
      return row(
        name,
        label,
        side(before, (i) => textOf(i[name])),
        side(after, (i) => textOf(i[name])),
      );
  }
}

/** The rows of a list's item at one position. */
function itemDiff(
  field: ListField,
  index: number,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): SectionDiff {
  const rows = field.of.map((sub) => fieldRow(sub, capital(sub.label), before, after));
  const change = !before ? 'added' : !after ? 'removed' : rows.some((r) => r.changed) ? 'changed' : 'same';
  return { label: field.itemLabel.replace('{n}', String(index + 1)), change, rows };
}

/** A block field's value as the comparison shows it. */
function blockValue(field: BlockField, props: Record<string, unknown>): DiffValue {
  const value = props[field.name];
  switch (field.kind) {
    case 'media':
      return imageOf(value);
    case 'richText':
      return value && typeof value === 'object' ? docToText(value as RichTextDoc) : '';
    case 'select':
      return typeof value === 'string' ? (field.labels?.[value] ?? value) : '';
    case 'link': {
      const link = value as { text?: string; to?: { target?: string } } | null;
      return link ? `${link.text ?? ''} → ${link.to?.target ?? ''}` : '';
    }
    case 'items':
      return blockParts({ fields: [field] }, props)
        .filter((p) => p.kind !== 'link')
        .map((p) => p.value)
        .join('\n');
    default:
      return textOf(value);
  }
}

/** The rows of a body's block (its kind's fields; another kind in its place is a change). */
function blockDiff(field: BlocksField, pair: BlockPair): SectionDiff {
  const [before, after] = [pair.before?.block, pair.after?.block];
  const kindOf = (block: BlockValue | undefined) => field.of.find((k) => k.name === block?.type);
  const kinds = [kindOf(before), kindOf(after)];
  const fields = [...new Map(kinds.flatMap((k) => k?.fields ?? []).map((f) => [f.name, f])).values()];
  const side = (block: BlockValue | undefined, f: BlockField) =>
    block && kindOf(block)?.fields.some((own) => own.name === f.name) ? blockValue(f, block.props) : null;
  const rows = fields.map((f) => row(f.name, f.label, side(before, f), side(after, f), f.kind === 'media'));
  const place = (pair.after ?? pair.before)!.index + 1;
  return {
    label: `${(kinds[1] ?? kinds[0])?.label ?? 'Block'} ${place}`,
    pair,
    change: pair.change,
    rows,
  };
}

/** A version's body of blocks. */
export const blocksOf = (item: ContentItem, field: BlocksField): BlockValue[] =>
  Array.isArray(item[field.name]) ? (item[field.name] as BlockValue[]) : [];

const listOf = (item: ContentItem, field: ListField) =>
  Array.isArray(item[field.name]) ? (item[field.name] as Record<string, unknown>[]) : [];

export function diffItems(
  type: ContentTypeDeclaration,
  before: ContentItem,
  after: ContentItem,
  options: DiffOptions = {},
): ItemDiff {
  const fields: DiffRow[] = [];
  const sections: SectionDiff[] = [];
  for (const field of type.fields) {
    if (field.kind === 'blocks') {
      for (const pair of pairBlocks(blocksOf(before, field), blocksOf(after, field)))
        sections.push(blockDiff(field, pair));
      continue;
    }
    if (field.kind !== 'list') {
      const label = field.kind === 'number' && field.storage === 'money' ? `${field.label} (₹)` : field.label;
      fields.push(fieldRow(field, label, before, after));
      continue;
    }
    const [was, is] = [listOf(before, field), listOf(after, field)];
    for (let i = 0; i < Math.max(was.length, is.length); i++)
      sections.push(itemDiff(field, i, was[i], is[i]));
  }
  fields.push(...sharedRows(type, before, after, options));
  const changes = fields.filter((f) => f.changed).length + sections.filter((s) => s.change !== 'same').length;
  return { fields, sections, changes };
}
