export { default } from '../../../features/admin/blogs/pages/BlogListPage.tsx';
