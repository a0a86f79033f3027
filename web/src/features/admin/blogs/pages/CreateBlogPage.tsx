/** /admin/create-blog. */
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { BlogForm } from '../components/BlogForm.tsx';

export default function CreateBlogPage() {
  return (
    <AdminFrame
      title="Create blog"
      lead="Posts in Back office or Digital marketing also appear on those service pages and in the menu."
      back={{ to: '/admin/blogs', label: 'All blogs' }}
    >
      <BlogForm />
    </AdminFrame>
  );
}
