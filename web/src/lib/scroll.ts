/**
 * Back to the top of the page at once. A link to the page already shown does not scroll by itself
 * (React Router restores scroll only on a new location); the spec's quote buttons still should.
 */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}
