export { default } from '../../features/products/pages/CartPage.tsx';
