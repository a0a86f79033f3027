export { default } from '../../../features/admin/categories/pages/CategoryListPage.tsx';
