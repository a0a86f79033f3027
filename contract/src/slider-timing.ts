/**
 * The hero slider's timing (spec §2.3), a module of its own so the slider's script carries these three
 * numbers, not the whole of constants.ts (which exports them too; see page-shell.ts).
 */
export const HERO_SLIDE_INTERVAL_MS = 3000;
export const HERO_SWIPE_THRESHOLD_PX = 50;
export const HERO_PROGRESS_TRANSITION_MS = 4000;
