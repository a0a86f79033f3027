export { default } from '../../../features/admin/products/pages/ProductListPage.tsx';
