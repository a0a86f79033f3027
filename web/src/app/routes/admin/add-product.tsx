export { default } from '../../../features/admin/products/pages/AddProductPage.tsx';
