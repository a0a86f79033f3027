/**
 * The page editor and its frame (issue 35 item 3; docs/decisions/0062 "the canvas"): what they say to
 * each other with postMessage. The editor holds the page; the frame (PAGE.canvas, same origin) draws
 * it with the public components and says what the person clicked and typed there. Either side
 * accepts a message only from the other (its window and this origin), and only of these shapes.
 */
import type { BlockValue } from '@vyoma/contract/blocks';
import type { TrailStep } from '~/blocks/types.ts';

/** What happened to a block between two versions (the history's comparison marks it in the frame). */
export type BlockChange = 'added' | 'removed' | 'changed' | 'same';

/** A blocks field's `component` that edits it on the page (and compares its versions as pages). */
export const CANVAS_EDITOR = 'page-canvas';

/** The widths the editor shows the page at (issue 35: phone, tablet, desktop). */
export const CANVAS_WIDTHS = [
  { name: 'Phone', width: 375 },
  { name: 'Tablet', width: 768 },
  { name: 'Desktop', width: 1280 },
] as const;

const TAG = 'vyoma-canvas';

/** A block as the frame draws it: the API's shape, with the form's key for a block not saved yet. */
export type CanvasBlock = Pick<BlockValue, 'type' | 'props'> & {
  key: string;
  /** Compared with another version (the history): what happened to it, and the words the page shows. */
  mark?: { change: BlockChange; label: string };
};

export type ToFrame = {
  tag: typeof TAG;
  kind: 'render';
  blocks: CanvasBlock[];
  trail: TrailStep[];
  /** The block the editor has open, outlined in the frame; null for none. */
  selected: number | null;
  /** A saved version shown (the history): nothing is selected or typed into, the chosen block is scrolled to. */
  readOnly?: boolean;
};

export type ToEditor = { tag: typeof TAG } & (
  | { kind: 'ready' }
  | { kind: 'select'; index: number }
  /** A text of a block typed in place: `path` inside its props (`heading`, `items.2.title`, `button.text`). */
  | { kind: 'text'; index: number; path: string; value: string }
  /** Undo or redo asked for in the frame (outside a text being typed, which has its own). */
  | { kind: 'history'; step: 'undo' | 'redo' }
);

type Body<M> = M extends unknown ? Omit<M, 'tag'> : never;

export function post<M extends ToFrame | ToEditor>(
  target: Window | null | undefined,
  message: Body<M>,
): void {
  target?.postMessage({ ...message, tag: TAG }, window.location.origin);
}

/** The message's data when it came from `from` on this origin and is one of ours. */
export function received<M extends ToFrame | ToEditor>(event: MessageEvent, from: Window | null): M | null {
  if (!from || event.source !== from || event.origin !== window.location.origin) return null;
  const data = event.data as { tag?: unknown } | null;
  return data && typeof data === 'object' && data.tag === TAG ? (data as M) : null;
}

/** Each text of a block's values with its path: what a click in the frame may be editing. */
export function textsOf(values: unknown, at = ''): { path: string; value: string }[] {
  if (typeof values === 'string')
    return values.trim() && !/^(?:\/|blob:|https?:)/.test(values) ? [{ path: at, value: values }] : [];
  if (Array.isArray(values)) return values.flatMap((v, i) => textsOf(v, at ? `${at}.${i}` : String(i)));
  if (values && typeof values === 'object')
    return Object.entries(values).flatMap(([k, v]) =>
      // A link's target and a drawing's settings are not words on the page.
      k === 'to' || k === 'drawing' ? [] : textsOf(v, at ? `${at}.${k}` : k),
    );
  return [];
}

/** Text as a person reads it: runs of white space as one space, none at the ends. */
export const readText = (text: string) => text.replace(/\s+/g, ' ').trim();
