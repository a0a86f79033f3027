/**
 * A block's words in another language (issue 36; decision 0063 §1.3, option b): a page's blocks are
 * one structure in every language (order, kinds, images, link targets, choices), and a language's
 * version holds only the words of each block, keyed by the block's id. The words of a block are, from
 * its declaration: its text and rich-text fields, a link's text (not where it goes), a drawing's
 * description (not the drawing) and the same inside its items, which follow the English items by
 * their `_id` (the server gives each item one, kept across saves; words saved before items had ids
 * follow them by place). A text field that is an id rather than words (an anchor, a form's or a
 * shared section's URL name) says `translated: false`.
 *
 * A block is shown in a language when it has no words to translate, or when the version has its
 * words and the block they make is valid by the block's own rule (the server checks that: a
 * translation cannot make an invalid block). Otherwise it is left out of that language's page:
 * never English words under a Hindi address.
 */
import type { BlockDeclaration, BlockField, BlockItemField, BlockValue, ItemsField } from './define.ts';

/** Fields whose values are words: text and rich text unless `translated: false`, links, pictures. */
const isWordField = (f: BlockField | BlockItemField): boolean =>
  f.kind === 'link' ||
  f.kind === 'visual' ||
  ((f.kind === 'text' || f.kind === 'richText') && f.translated !== false);

/** An items field's sub-fields that have words. */
export const itemWordFields = (field: ItemsField): BlockItemField[] => field.of.filter(isWordField);

/** A block's fields that have words (an items field when its items have some). */
export const blockWordFields = (block: BlockDeclaration): BlockField[] =>
  block.fields.filter((f) => (f.kind === 'items' ? itemWordFields(f).length > 0 : isWordField(f)));

/** One block's words in a language's version: its id, then its word fields' values. */
export type BlockWords = { _id: string } & Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value's words: a link's text, a drawing's description, else the value itself (text, rich text). */
function wordsOfValue(f: BlockField | BlockItemField, value: unknown): unknown {
  if (f.kind === 'link') return isObject(value) ? { text: value.text ?? '' } : null;
  if (f.kind === 'visual') return isObject(value) ? { label: value.label ?? '' } : null;
  return value ?? null;
}

/** Whether a value has words a reader would see (an empty text or a library image has none). */
function hasWordsIn(f: BlockField | BlockItemField, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (f.kind === 'link') return isObject(value) && String(value.text ?? '').trim() !== '';
  if (f.kind === 'visual') return isObject(value) && String(value.label ?? '').trim() !== '';
  if (f.kind === 'text') return String(value).trim() !== '';
  if (f.kind === 'richText') return isObject(value) && JSON.stringify(value).includes('"text"');
  return false;
}

/** Whether a block's values have any words to translate (a product grid without its empty line has none). */
export function hasBlockWords(block: BlockDeclaration, props: Record<string, unknown>): boolean {
  return blockWordFields(block).some((f) =>
    f.kind === 'items'
      ? ((props[f.name] ?? []) as Record<string, unknown>[]).some((item) =>
          itemWordFields(f).some((sub) => hasWordsIn(sub, item?.[sub.name])),
        )
      : hasWordsIn(f, props[f.name]),
  );
}

/** A block's words in the default language: what a translator works from, and what marks versions. */
export function blockWords(block: BlockDeclaration, value: BlockValue): BlockWords {
  const out: BlockWords = { _id: value.id };
  for (const f of blockWordFields(block)) {
    if (f.kind === 'items')
      out[f.name] = ((value.props[f.name] ?? []) as Record<string, unknown>[]).map((item) => ({
        ...(typeof item?._id === 'string' ? { _id: item._id } : {}),
        ...Object.fromEntries(
          itemWordFields(f).map((sub) => [sub.name, wordsOfValue(sub, item?.[sub.name])]),
        ),
      }));
    else out[f.name] = wordsOfValue(f, value.props[f.name]);
  }
  return out;
}

/** A value with a language's words laid over it: an empty or missing word leaves an optional part out. */
function withWordsOf(f: BlockField | BlockItemField, value: unknown, words: unknown): unknown {
  if (f.kind === 'link' || f.kind === 'visual') {
    if (!isObject(value)) return value;
    const key = f.kind === 'link' ? 'text' : 'label';
    const said = isObject(words) ? words[key] : undefined;
    // An optional link without words in this language is not shown; a required one fails the block's rule.
    if (f.kind === 'link' && (typeof said !== 'string' || said.trim() === ''))
      return f.optional ? null : { ...value, text: '' };
    return { ...value, [key]: typeof said === 'string' ? said : '' };
  }
  if (words === undefined || words === null) return f.kind === 'richText' ? null : '';
  return words;
}

/**
 * A block's values in a language: its shared values with the version's words laid over (`words`
 * undefined: the version has none for it). Null when the block is left out of that language's page:
 * it has words and the version none. An item whose words the version lacks is left out of the block.
 * The result still has to pass the block's own rule (blockPropsRule) to be shown.
 */
export function blockIn(
  block: BlockDeclaration,
  props: Record<string, unknown>,
  words: Record<string, unknown> | undefined,
): Record<string, unknown> | null {
  if (words === undefined) return hasBlockWords(block, props) ? null : props;
  const out: Record<string, unknown> = { ...props };
  for (const f of blockWordFields(block)) {
    if (f.kind === 'items') {
      const items = (props[f.name] ?? []) as Record<string, unknown>[];
      const said = Array.isArray(words[f.name]) ? (words[f.name] as unknown[]) : [];
      out[f.name] = items.flatMap((item, i) => {
        const itemWords = itemWordsFor(said, item, i);
        if (!isObject(itemWords))
          return itemWordFields(f).some((sub) => hasWordsIn(sub, item?.[sub.name])) ? [] : [item];
        const merged: Record<string, unknown> = { ...item };
        for (const sub of itemWordFields(f))
          merged[sub.name] = withWordsOf(sub, item?.[sub.name], itemWords[sub.name]);
        return [merged];
      });
    } else out[f.name] = withWordsOf(f, props[f.name], words[f.name]);
  }
  return out;
}

/**
 * An item's words among a version's: those naming its `_id`, else (words saved before items had
 * ids) those at its place that name none.
 */
function itemWordsFor(
  said: readonly unknown[],
  item: Record<string, unknown> | undefined,
  at: number,
): unknown {
  const id = typeof item?._id === 'string' ? item._id : null;
  const named = id === null ? undefined : said.find((w) => isObject(w) && w._id === id);
  if (named) return named;
  const placed = said[at];
  return isObject(placed) && typeof placed._id !== 'string' ? placed : undefined;
}

/** Whether `key` may be in a block's words: its id and its word fields. */
export const isBlockWordKey = (block: BlockDeclaration, key: string): boolean =>
  key === '_id' || blockWordFields(block).some((f) => f.name === key);
