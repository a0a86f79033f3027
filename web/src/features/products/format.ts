/** Small pure helpers of the catalogue (unit-tested in format.test.ts). */

/**
 * The first `n` words of `text`; "..." is added only when words were cut (spec §2.6: card names and
 * descriptions are cut to 10 words followed by an ellipsis). Shared with the SEO fallbacks.
 */
export { truncateWords } from '../../lib/text.ts';

/** A stable, readable SKU derived from the product id (the API has no SKU field). */
export function productSku(id: string): string {
  return `VY-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** "Rated 4.5 out of 5": with the stars that say it (components/products). */
export { ratingLabel } from '../../components/products/Rating.tsx';

/**
 * Parses what a visitor typed in a quantity box: only digits, greater than 0 (spec §5).
 * Returns null for anything else so the caller can ignore the keystroke.
 */
export function parseQuantity(raw: string): number | null {
  if (!/^[0-9]+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Highest quantity one line may hold: the stock when there is some, else a sane cap. */
export const MAX_LINE_QUANTITY = 999;
export function quantityCap(stock: number): number {
  return stock > 0 ? Math.min(stock, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
}
