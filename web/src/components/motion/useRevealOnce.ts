import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * - `static`: as the server rendered it, fully visible (also without JavaScript or with reduced
 *   motion, and for an element already on screen when the page loads);
 * - `waiting`: hidden, below the viewport, until `threshold` of it scrolls into view;
 * - `shown`: it has animated in, and stays.
 */
export type RevealState = 'static' | 'waiting' | 'shown';

/**
 * "Animates into view once when scrolled to" (spec §2.3, §2.4) without hiding anything from the
 * server HTML: only after hydration is an element that is still below the viewport hidden, so the
 * switch is never seen. Style the hidden look on `[data-reveal='waiting']`.
 */
export function useRevealOnce<T extends Element>(threshold = 0.2): [RefObject<T | null>, RevealState] {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('static');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [threshold]);
  return [ref, state];
}
