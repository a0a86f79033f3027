/**
 * When a visitor could first see a form, by the browser's clock: the server uses it to tell people
 * from bots (a form sent within ENQUIRY_MIN_FILL_MS of appearing is a bot's). Pages are cached for
 * every visitor, so this is filled in the browser only; without JavaScript there is none.
 */
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from './useHydrated.ts';

/** When the HTML of this page arrived (the form was on screen from then on). */
function pageArrival(): number {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return Math.round(performance.timeOrigin + (nav?.responseEnd ?? 0));
}

/**
 * The page's arrival when the form came with the server's HTML (it may be typed into before the
 * scripts run), else its first render.
 */
export function useRenderedAt(): number | null {
  const cameWithPage = useRef(!useHydrated());
  const [renderedAt, setRenderedAt] = useState<number | null>(null);
  useEffect(() => setRenderedAt(cameWithPage.current ? pageArrival() : Date.now()), []);
  return renderedAt;
}
