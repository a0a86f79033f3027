/**
 * Undo and redo for a body of blocks (the page canvas): each pause of half a second after changes is
 * one step, so a word typed is undone as a word, not letter by letter, and a move, an add or a delete
 * is a step of its own once the next change comes after the pause. The snapshots are copies (the form
 * changes its values in place); a chosen file stays the same file.
 */
import { useEffect, useRef, useState } from 'react';
import type { BlockFormValue } from '../form/blocks.ts';

/** Changes closer together than this are one step. */
export const STEP_PAUSE_MS = 500;
/** Steps kept: older ones are forgotten. */
export const MAX_STEPS = 100;

const copy = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(copy)
    : value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]))
      : value;

const snapshot = (body: readonly BlockFormValue[]) => copy(body) as BlockFormValue[];
const same = (a: readonly BlockFormValue[], b: readonly BlockFormValue[]) =>
  JSON.stringify(a) === JSON.stringify(b);

export function useBodyHistory(body: readonly BlockFormValue[], apply: (body: BlockFormValue[]) => void) {
  const past = useRef<BlockFormValue[][]>([]);
  const future = useRef<BlockFormValue[][]>([]);
  /** The body as of the last step. */
  const settled = useRef(snapshot(body));
  /** The body the last undo or redo put back: its echo in `body` is no new step. */
  const applied = useRef<BlockFormValue[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [, setCounts] = useState('0:0');
  const recount = () => setCounts(`${past.current.length}:${future.current.length}`);

  /** The changes since the last step become one. */
  const settle = (now: readonly BlockFormValue[]) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (same(now, settled.current)) return;
    past.current = [...past.current, settled.current].slice(-MAX_STEPS);
    future.current = [];
    settled.current = snapshot(now);
    recount();
  };

  const latest = useRef(body);
  latest.current = body;
  const key = JSON.stringify(body);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the body's contents (key), not its identity, make a change
  useEffect(() => {
    if (applied.current) {
      if (same(latest.current, applied.current)) return;
      applied.current = null;
    }
    if (same(latest.current, settled.current)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => settle(latest.current), STEP_PAUSE_MS);
  }, [key]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (from: typeof past, to: typeof future) => {
    settle(latest.current);
    const target = from.current.at(-1);
    if (!target) return false;
    from.current = from.current.slice(0, -1);
    to.current = [...to.current, settled.current];
    settled.current = target;
    applied.current = target;
    apply(snapshot(target));
    recount();
    return true;
  };

  return {
    undo: () => go(past, future),
    redo: () => go(future, past),
    canUndo: past.current.length > 0 || !same(body, settled.current),
    canRedo: future.current.length > 0,
  };
}
