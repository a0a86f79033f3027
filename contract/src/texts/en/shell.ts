/** The texts of every page's frame in English: header, skip link, the 404 page (web/src/app). */
import { SHELL_MESSAGES } from '../../page-shell.ts';
import type { Area } from '../format.ts';

export const SHELL = {
  skipToContent: 'Skip to content',
  home: 'home',
  menu: 'Menu',
  mainNav: 'Main',
  searchLabel: 'Search the site',
  searchPlaceholder: 'Search',
  searchSubmit: 'Show results',
  allPosts: 'All posts',
  notFoundTitle: 'Page not found',
  // The spec's words for a missing page (SHELL_MESSAGES, verbatim).
  notFoundText: SHELL_MESSAGES.notFound.text,
  notFoundRedirecting: SHELL_MESSAGES.notFound.redirecting,
  goHome: 'Go home now',
} as const satisfies Area;
