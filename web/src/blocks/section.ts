/** What the section blocks share: the heading's id (their anchor, else made from their place). */

/**
 * The id of a block's heading: its anchor, else its kind and place among the page's blocks of that
 * kind (`faq-heading`, then `faq-heading-2`), so a page never has two headings with one id.
 */
export function headingId(anchor: string, kind: string, nth: number): string {
  if (anchor) return anchor;
  return nth === 1 ? `${kind}-heading` : `${kind}-heading-${nth}`;
}
