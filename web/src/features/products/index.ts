/** The products' public face for other features: what the cart page shows a line with. */
export { ProductPlaceholderArt } from '~/components/products/ProductPlaceholderArt.tsx';
export { QuantityInput } from './components/QuantityInput.tsx';
export { quantityCap } from './format.ts';
