/**
 * A body of blocks in the editor (issue 35; docs/decisions/0062): each block as the form holds it
 * (its id, kind and values, a file as a slot like any media field's, a link as its words and where it
 * goes), made from a saved block or a kind's example, and back into what the API takes. The form checks
 * a body with the contract's rules for blocks, so it shows the server's messages ("Call-to-action
 * banner 3: Button text is required") before anything is sent.
 */
import type {
  BlockDeclaration,
  BlockField,
  BlockItemField,
  DrawingValue,
  LinkKind,
  VisualField,
} from '@vyoma/contract/blocks';
import type { BlocksField } from '@vyoma/contract/content-types';
import { emptyDoc, type RichTextDoc } from '@vyoma/contract/rich-text';
import type { MediaSlot } from './values.ts';

/** A block as the form holds it: a new one has no id until a save gives it one. */
export interface BlockFormValue {
  id: string | null;
  /**
   * The form's own name for the block, never sent: a block the server has not named yet is still
   * known by it when a save's answer arrives after the blocks were moved, added to or deleted.
   */
  key: string;
  type: string;
  props: Record<string, unknown>;
}

let keys = 0;
/** A name for a block in this form (unique in the page's lifetime). */
const blockKey = () => `block-${++keys}`;

/** A link as the form holds it: blank words and address are no link (for an optional one). */
export interface LinkFormValue {
  text: string;
  to: { kind: LinkKind; target: string };
}

/**
 * A picture as the form holds it: which source is chosen, and what each holds, so switching from a
 * drawing to the library and back loses nothing. A drawing's screen and phone shape are '' when it
 * names none; its alternate layout is left out (not false) unless it was given.
 */
export interface VisualFormValue {
  from: 'library' | 'drawing';
  slot: MediaSlot;
  drawing: { kind: string; screen: string; platform: string; alt?: boolean };
  /** The drawing's description. */
  label: string;
}

/** A block as the API takes it (a new one without an id). */
export interface BlockBody {
  id?: string;
  type: string;
  props: Record<string, unknown>;
}

type AnyBlockField = BlockField | BlockItemField;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One field's value in the form, from a saved or example value. */
function propValue(field: AnyBlockField, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'select':
      return typeof value === 'string' ? value : '';
    case 'richText':
      return isObject(value) ? (value as unknown as RichTextDoc) : emptyDoc();
    case 'media':
      return {
        file: null,
        path: typeof value === 'string' && value !== '' ? value : null,
      } satisfies MediaSlot;
    case 'link': {
      const link = isObject(value) ? value : {};
      const to = isObject(link.to) ? link.to : {};
      return {
        text: typeof link.text === 'string' ? link.text : '',
        to: {
          kind: (typeof to.kind === 'string' ? to.kind : 'url') as LinkKind,
          target: typeof to.target === 'string' ? to.target : '',
        },
      } satisfies LinkFormValue;
    }
    case 'items':
      // An item keeps its id (the server's), so another language's words stay with it when it moves.
      return (Array.isArray(value) ? value : []).map((item) => ({
        ...idOf(item),
        ...itemValue(field.of, item),
      }));
    case 'visual':
      return visualValue(value);
  }
}

/** A saved picture (a library path or a drawing) as the form holds it. */
function visualValue(value: unknown): VisualFormValue {
  const path = typeof value === 'string' && value !== '' ? value : null;
  const saved = isObject(value) ? value : {};
  const drawing = isObject(saved.drawing) ? saved.drawing : null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    from: drawing ? 'drawing' : 'library',
    slot: { file: null, path },
    drawing: {
      kind: text(drawing?.kind),
      screen: text(drawing?.screen),
      platform: text(drawing?.platform),
      ...(typeof drawing?.alt === 'boolean' ? { alt: drawing.alt } : {}),
    },
    label: text(saved.label),
  };
}

/** An item of a list kept in a block, as the form holds it (`item` none: a new, empty one). */
/** An item's id as the server gave it, if it has one (a new item has none until saved). */
const idOf = (item: unknown): { _id?: string } =>
  isObject(item) && typeof item._id === 'string' ? { _id: item._id } : {};

export const itemValue = (fields: readonly AnyBlockField[], item?: unknown) => {
  const values = isObject(item) ? item : {};
  return Object.fromEntries(fields.map((f) => [f.name, propValue(f, values[f.name])]));
};

/** A saved block (or a kind's example) as the form holds it; a kind no longer declared keeps its values. */
export function blockFormValue(
  kinds: readonly BlockDeclaration[],
  block: { id?: string | null; type: string; props: unknown },
): BlockFormValue {
  const kind = kinds.find((k) => k.name === block.type);
  const props = isObject(block.props) ? block.props : {};
  return {
    id: block.id ?? null,
    key: blockKey(),
    type: block.type,
    props: kind ? itemValue(kind.fields, props) : { ...props },
  };
}

/** What Add inserts: the kind's example, every required field filled. */
export const newBlock = (kind: BlockDeclaration): BlockFormValue =>
  blockFormValue([kind], { id: null, type: kind.name, props: kind.example });

/** A copy of a block's values (new files shared, not copied), as a new block: Duplicate. */
export function copyOfBlock(block: BlockFormValue): BlockFormValue {
  const copy = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(copy)
      : isObject(value) && !(value instanceof Blob)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]))
        : value;
  return { id: null, key: blockKey(), type: block.type, props: copy(block.props) as Record<string, unknown> };
}

/**
 * One field's value as the API takes it. `checking`: for the form's own check before files are
 * stored, a new file stands for the path it will have.
 */
function apiValue(field: AnyBlockField, value: unknown, checking: boolean): unknown {
  switch (field.kind) {
    case 'media': {
      const slot = value as MediaSlot | undefined;
      return slot?.path ?? (checking && slot?.file ? `/uploads/${slot.file.name}` : '');
    }
    case 'visual':
      return visualBody(field, value as VisualFormValue, checking);
    case 'select':
      return value === '' ? null : value;
    case 'link': {
      const link = value as LinkFormValue;
      const blank = link.text.trim() === '' && link.to.target.trim() === '';
      return field.optional && blank ? null : link;
    }
    case 'items':
      return (value as Record<string, unknown>[]).map((item) => ({
        ...idOf(item),
        ...Object.fromEntries(field.of.map((f) => [f.name, apiValue(f, item[f.name], checking)])),
      }));
    default:
      return value;
  }
}

/** A picture as the API takes it: the library's path (a new file as a media field's), or the drawing. */
function visualBody(field: VisualField, value: VisualFormValue, checking: boolean): unknown {
  if (value.from === 'library') {
    const { slot } = value;
    return slot.path ?? (checking && slot.file ? `/uploads/${slot.file.name}` : '');
  }
  const { kind, screen, platform, alt } = value.drawing;
  return {
    drawing: {
      kind,
      ...(screen ? { screen } : {}),
      ...(platform ? { platform } : {}),
      ...(alt === undefined ? {} : { alt }),
    },
    // A decorative picture takes no description; one left from a previous setting is not sent.
    label: field.alt === 'decorative' ? '' : value.label,
  } as DrawingValue;
}

/** The blocks as the API takes them, in order. */
export function blocksBody(
  field: BlocksField,
  blocks: readonly BlockFormValue[],
  checking = false,
): BlockBody[] {
  return blocks.map((block) => {
    const kind = field.of.find((k) => k.name === block.type);
    const props = kind
      ? Object.fromEntries(kind.fields.map((f) => [f.name, apiValue(f, block.props[f.name], checking)]))
      : block.props;
    return { ...(block.id ? { id: block.id } : {}), type: block.type, props };
  });
}

/**
 * Each media slot of a body's blocks (a picture's while it is from the library), with where it is in
 * the form (`body.2.props.image`, `body.0.props.picture.slot`).
 */
export function blockSlots(
  field: BlocksField,
  blocks: readonly BlockFormValue[],
): { path: string; slot: MediaSlot }[] {
  const out: { path: string; slot: MediaSlot }[] = [];
  const walk = (fields: readonly AnyBlockField[], values: Record<string, unknown>, at: string) => {
    for (const f of fields) {
      if (f.kind === 'media' && values[f.name])
        out.push({ path: `${at}.${f.name}`, slot: values[f.name] as MediaSlot });
      // A picture's file counts only while the library is chosen: a drawing uploads nothing.
      const visual = values[f.name] as VisualFormValue | undefined;
      if (f.kind === 'visual' && visual?.from === 'library')
        out.push({ path: `${at}.${f.name}.slot`, slot: visual.slot });
      if (f.kind === 'items')
        for (const [i, item] of ((values[f.name] as Record<string, unknown>[] | undefined) ?? []).entries())
          walk(f.of, item, `${at}.${f.name}.${i}`);
    }
  };
  for (const [i, block] of blocks.entries()) {
    const kind = field.of.find((k) => k.name === block.type);
    if (kind) walk(kind.fields, block.props, `${field.name}.${i}.props`);
  }
  return out;
}

/** The body with each media slot given by `map` (files stored, or left out of what the browser keeps). */
export function mapBlockSlots(
  field: BlocksField,
  blocks: readonly BlockFormValue[],
  map: (slot: MediaSlot) => MediaSlot,
): BlockFormValue[] {
  const walk = (
    fields: readonly AnyBlockField[],
    values: Record<string, unknown>,
  ): Record<string, unknown> => ({
    ...values,
    ...Object.fromEntries(
      fields.flatMap((f): [string, unknown][] =>
        f.kind === 'media' && values[f.name]
          ? [[f.name, map(values[f.name] as MediaSlot)]]
          : f.kind === 'visual' && values[f.name]
            ? [
                [
                  f.name,
                  {
                    ...(values[f.name] as VisualFormValue),
                    slot: map((values[f.name] as VisualFormValue).slot),
                  },
                ],
              ]
            : f.kind === 'items'
              ? [
                  [
                    f.name,
                    ((values[f.name] as Record<string, unknown>[] | undefined) ?? []).map((item) =>
                      walk(f.of, item),
                    ),
                  ],
                ]
              : [],
      ),
    ),
  });
  return blocks.map((block) => {
    const kind = field.of.find((k) => k.name === block.type);
    return kind ? { ...block, props: walk(kind.fields, block.props) } : block;
  });
}

/**
 * After a save: blocks it created have ids now. The answer lists the blocks in the order they were
 * sent, so each new one sent takes its id by the form's key for it, wherever it is in the form now
 * (moved, or with blocks added or deleted since): the next save keeps it rather than making it again.
 */
export function withSavedIds(
  current: readonly BlockFormValue[],
  sent: readonly BlockFormValue[],
  saved: readonly { id: string }[],
): BlockFormValue[] {
  if (saved.length !== sent.length) return [...current];
  const made = new Map<string, string>();
  sent.forEach((block, i) => {
    if (!block.id) made.set(block.key, saved[i]!.id);
  });
  return current.map((block) => {
    const id = block.id ? undefined : made.get(block.key);
    return id ? { ...block, id } : block;
  });
}
