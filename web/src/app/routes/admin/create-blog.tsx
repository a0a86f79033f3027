export { default } from '../../../features/admin/blogs/pages/CreateBlogPage.tsx';
