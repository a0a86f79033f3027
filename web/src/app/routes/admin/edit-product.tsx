export { default } from '../../../features/admin/products/pages/EditProductPage.tsx';
