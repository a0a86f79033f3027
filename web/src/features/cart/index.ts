/** The cart's public face for other features: the store, its totals and the quote text. */
export { cartSubtotal } from './cartReducer.ts';
export { dispatchCart, useCart } from './cartStore.ts';
export { quoteMessage } from './quote.ts';
