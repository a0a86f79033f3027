/** The quantity box's texts in English (web/src/features/products/components/QuantityInput.tsx). */
import type { Area } from '../format.ts';

export const QUANTITY = {
  quantity: 'Quantity',
  decrease: 'Decrease {label}',
  increase: 'Increase {label}',
} as const satisfies Area;
