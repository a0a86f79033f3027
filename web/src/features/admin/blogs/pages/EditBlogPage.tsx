/** /admin/edit-blog/{id}. */
import { useParams } from 'react-router';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { QueryStates } from '../../components/States.tsx';
import { useBlog } from '../api.ts';
import { BlogForm } from '../components/BlogForm.tsx';

export default function EditBlogPage() {
  const { id = '' } = useParams();
  const blog = useBlog(id);
  return (
    <AdminFrame title="Edit blog" back={{ to: '/admin/blogs', label: 'All blogs' }}>
      <QueryStates query={blog} loadingLabel="Loading blog…" errorText="Failed to load the blog.">
        {(data) => <BlogForm key={data._id} blog={data} />}
      </QueryStates>
    </AdminFrame>
  );
}
