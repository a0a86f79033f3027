import { type RefObject, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './useReducedMotion.ts';

/**
 * - `static`: as the server rendered it, fully visible (also without JavaScript or with reduced
 *   motion, and for an element already on screen when the page loads);
 * - `waiting`: hidden, below the viewport, until `threshold` of it scrolls into view;
 * - `shown`: it has animated in, and stays.
 */
export type RevealState = 'static' | 'waiting' | 'shown';

/** The share of an element that must be in view before it rises in, unless a caller says otherwise. */
export const REVEAL_THRESHOLD = 0.2;

/**
 * Hides an element still below the viewport (`waiting`) and shows it once `threshold` of it is in
 * view (`shown`), through `set`; nothing with reduced motion or for an element already on screen.
 * Returns what stops the watching, when it started.
 */
export function watchReveal(
  el: Element,
  set: (state: RevealState) => void,
  threshold = REVEAL_THRESHOLD,
): (() => void) | undefined {
  if (typeof IntersectionObserver === 'undefined') return;
  if (prefersReducedMotion()) return;
  if (el.getBoundingClientRect().top < window.innerHeight) return;
  set('waiting');
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        set('shown');
        observer.disconnect();
      }
    },
    { threshold },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * "Animates into view once when scrolled to" (spec §2.3, §2.4) without hiding anything from the
 * server HTML: only after hydration is an element that is still below the viewport hidden, so the
 * switch is never seen. Style the hidden look on `[data-reveal='waiting']`.
 */
export function useRevealOnce<T extends Element>(
  threshold = REVEAL_THRESHOLD,
): [RefObject<T | null>, RevealState] {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('static');
  useEffect(() => (ref.current ? watchReveal(ref.current, setState, threshold) : undefined), [threshold]);
  return [ref, state];
}
