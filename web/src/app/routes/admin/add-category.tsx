export { default } from '../../../features/admin/categories/pages/AddCategoryPage.tsx';
