/**
 * Arrow-key movement along a row of items (a toolbar, a chart's bars): ←/→ one step, Home and End
 * to the ends. `wrap` goes round from the last to the first (a toolbar); without it the ends hold
 * (a chart). Null for any other key, so the caller leaves the event alone.
 */
export function arrowIndex(key: string, at: number, last: number, wrap = false): number | null {
  if (key === 'ArrowRight') return at >= last ? (wrap ? 0 : last) : at + 1;
  if (key === 'ArrowLeft') return at <= 0 ? (wrap ? last : 0) : at - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
