import { useSyncExternalStore } from 'react';

/** The media query of a person who asked their system for less motion (every check reads this one). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether, right now, motion is unwelcome (for one-off decisions; components use the hook below). */
export const prefersReducedMotion = (): boolean => window.matchMedia(REDUCED_MOTION_QUERY).matches;

/** True when the visitor asked the system for less motion; follows changes live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(REDUCED_MOTION_QUERY);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    // The server cannot know: it renders the moving version, and the browser corrects it at once.
    () => false,
  );
}
