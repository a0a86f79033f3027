/** /admin/edit-blog/{id}. */
import { useParams } from 'react-router';
import { messageOr } from '../../../../lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useBlog } from '../api.ts';
import { BlogForm } from '../components/BlogForm.tsx';

export default function EditBlogPage() {
  const { id = '' } = useParams();
  const blog = useBlog(id);
  return (
    <AdminFrame title="Edit blog" back={{ to: '/admin/blogs', label: 'All blogs' }}>
      {blog.isPending ? (
        <LoadingState label={'Loading blog…'} />
      ) : blog.isError ? (
        <ErrorState
          message={messageOr(blog.error, 'Failed to load the blog.')}
          onRetry={() => blog.refetch()}
        />
      ) : (
        <BlogForm key={blog.data._id} blog={blog.data} />
      )}
    </AdminFrame>
  );
}
