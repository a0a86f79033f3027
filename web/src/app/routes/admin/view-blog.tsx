export { default } from '../../../features/admin/blogs/pages/ViewBlogPage.tsx';
