/** The search page's texts in English (web/src/features/search/pages/SearchPage.tsx). */
import { SEARCH_MESSAGES } from '../../messages.ts';
import type { Area } from '../format.ts';

export const SEARCH = {
  typePost: 'Blog post',
  typeService: 'Service',
  typeProduct: 'Product',
  seoTitle: 'Search',
  seoTitleFor: 'Search: {q}',
  // {siteName} is the page head's to fill (components/seo/Seo.tsx).
  seoDescription: 'Search the posts, services and products of {siteName}.',
  eyebrow: 'Search',
  title: 'Search the site',
  titleFor: 'Results for “{q}”',
  lead: 'Posts, services and products, best matches first.',
  searchFor: 'Search for',
  submit: 'Search',
  prompt: 'What are you looking for?',
  none: 'No results',
  count: { one: '{count} result', other: '{count} results' },
  shown: ' · {from}–{to} shown',
  nothingMatches: 'Nothing on the site matches “{q}”. Try fewer words or another spelling.',
  tellUs: 'Or tell us what you need and we will point you the right way:',
  contactUs: 'contact us',
  noMore: 'There are no more results.',
  backToFirst: 'Back to the first page',
  resultPages: 'Result pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  // The spec's words for a refused query (SEARCH_MESSAGES, verbatim).
  tooLong: SEARCH_MESSAGES.tooLong,
  unavailable: 'Search is not available right now. Please try again in a moment.',
} as const satisfies Area;
