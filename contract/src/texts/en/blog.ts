/**
 * A post's page's texts in English (web/src/features/blog/pages/BlogPage.tsx and the article it shows,
 * web/src/components/blog/BlogArticle.tsx, which the admin's "View blog" shows in English too).
 */
import { PAGE_MESSAGES } from '../../page-messages.ts';
import type { Area } from '../format.ts';

export const BLOG = {
  // The link back to the service page a post's category belongs to.
  backOffice: 'Back office services',
  digitalMarketing: 'Digital marketing services',
  // The byline: {author} is the post's author, the date follows it.
  byline: 'By {author}',
  ctaTitle: 'Want results like these for your business?',
  ctaText: 'Tell us where you are today. We will suggest a practical plan and a clear quote.',
  // The spec's button (MESSAGES.buttons, verbatim, from page-messages.ts).
  getAQuote: PAGE_MESSAGES.buttons.getAQuote,
  // An unknown post (the spec's words, MESSAGES, verbatim) or one that could not be loaded.
  missingSeoTitle: 'Blog',
  notFound: PAGE_MESSAGES.blog.notFound,
  loadFailed: 'We could not load this blog.',
  checkConnection: 'Please check your connection and try again.',
  tryAgain: 'Try again',
  backToHome: 'Back to home',
} as const satisfies Area;
