/** The enquiry text of a quote request: one line per cart line, the total, then the visitor's note. */
import { formatPrice } from '../../content/brand.ts';
import { type CartItem, cartSubtotal } from './cartReducer.ts';

export function quoteMessage(items: readonly CartItem[], note: string): string {
  const lines = items.map(
    (line) => `- ${line.quantity} × ${line.name} (${formatPrice(line.price * line.quantity)})`,
  );
  const parts = ['Quote request:', ...lines, `Estimated total: ${formatPrice(cartSubtotal(items))}`];
  const trimmed = note.trim();
  if (trimmed) parts.push(`Note: ${trimmed}`);
  return parts.join('\n');
}
