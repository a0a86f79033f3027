/**
 * The API prefix and the paths a public page counts its views with (issue 27), apart from api.ts:
 * every page's first load carries these few strings, not the whole route table.
 */
export const API_PREFIX = '/api/v1';

export const PAGE_VIEW_ROUTES = {
  /** POST { type: 'pageview', path, referrer?, title? } as JSON or text/plain: 202, no body. */
  events: '/events',
  /** GET ?p=/path: a page read without JavaScript (a 1×1 GIF inside <noscript>). */
  eventsPixel: '/events/pixel',
} as const;

export const PAGE_VIEW_URL = `${API_PREFIX}${PAGE_VIEW_ROUTES.events}`;

/** The <noscript> image of a page (its query holds only the path: the page cache is shared). */
export const pageViewPixelUrl = (path: string) =>
  `${API_PREFIX}${PAGE_VIEW_ROUTES.eventsPixel}?p=${encodeURIComponent(path)}`;
