/**
 * Counts a page view (issue 27): one small request to POST /api/v1/events after the page is live and
 * on every navigation in the app. Nothing is stored on the device; the server counts the visit
 * without a cookie (docs/decisions/0060). A prerendered page is counted when it is shown, if ever.
 */
import { sendPageEvent } from '@vyoma/contract';

export function countPageView(path: string, referrer: string): void {
  const send = () => sendPageEvent({ type: 'pageview', path, referrer });
  if ((document as { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', send, { once: true });
  else send();
}
