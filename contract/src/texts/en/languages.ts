/**
 * The words about the site's languages (issue 36): the switcher's name, in the page's language, and
 * the offer to read a page in the visitor's language, in the language offered (a visitor whose
 * browser prefers English, on a page in another language, reads this).
 */
import type { Area } from '../format.ts';

export const LANGUAGES = {
  // The language switcher's name for screen readers.
  switcher: 'Languages',
  available: 'This page is in English too.',
  read: 'Read it in English',
  dismiss: 'No thanks',
} as const satisfies Area;
