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

/**
 * Sends one event to POST /events in the browser (a page view, or a click in a block: issue 35).
 * sendBeacon outlives the page being left at once; its string body goes as text/plain. A browser
 * without it (or blocking it) is not counted: nothing to retry. Here, beside the path, so the public
 * layout and the root's link listener share the chunk every public page loads anyway.
 */
// The browser's (the contract is typed without the DOM); on the server nothing calls it.
declare const navigator: { sendBeacon(url: string, body: string): boolean };

export function sendPageEvent(event: object): void {
  try {
    navigator.sendBeacon(PAGE_VIEW_URL, JSON.stringify(event));
  } catch {}
}
