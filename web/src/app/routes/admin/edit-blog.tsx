export { default } from '../../../features/admin/blogs/pages/EditBlogPage.tsx';
