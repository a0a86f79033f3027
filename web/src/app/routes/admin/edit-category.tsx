export { default } from '../../../features/admin/categories/pages/EditCategoryPage.tsx';
