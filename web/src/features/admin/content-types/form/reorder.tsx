/**
 * Moving an entry of a list up or down in the admin's forms (a list field's items, a body's blocks,
 * a block's items), one way for all: two buttons that name the entry ("Move Hero 1 up"), and focus
 * that stays on the button pressed, in the entry's new place (at an end of the list, on the other
 * one, since the pressed one is then disabled). The caller says each move aloud.
 */
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export type Direction = 'up' | 'down';

/**
 * The controls to focus after a change, by key (`${index}-up`, or a caller's own: a block's toggle),
 * and `moveTo`, which moves an entry and puts focus where the rule above says.
 */
export function useReorder(count: number, move: (from: number, to: number) => void) {
  const controls = useRef(new Map<string, HTMLElement>());
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // After the list has re-rendered: the control asked for is in its new place by then.
  useEffect(() => {
    if (!focusTarget) return;
    controls.current.get(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const keep = (key: string) => (el: HTMLElement | null) => {
    if (el) controls.current.set(key, el);
    else controls.current.delete(key);
  };

  /** Moves the entry at `from` to `to`; answers the direction, for the caller's announcement. */
  const moveTo = (from: number, to: number): Direction => {
    move(from, to);
    const direction: Direction = to < from ? 'up' : 'down';
    const edge = direction === 'up' ? to === 0 : to === count - 1;
    setFocusTarget(`${to}-${edge ? (direction === 'up' ? 'down' : 'up') : direction}`);
    return direction;
  };

  return { keep, moveTo, focus: setFocusTarget };
}

/** The Up and Down buttons of the entry at `index`, named "Move {label} up" and "… down". */
export function MoveButtons({
  label,
  index,
  count,
  busy,
  keep,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  busy: boolean;
  keep: (key: string) => (el: HTMLElement | null) => void;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        aria-label={`Move ${label} up`}
        disabled={index === 0 || busy}
        ref={keep(`${index}-up`)}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp size={16} aria-hidden="true" /> Up
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1 || busy}
        ref={keep(`${index}-down`)}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown size={16} aria-hidden="true" /> Down
      </button>
    </>
  );
}
