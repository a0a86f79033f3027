/** /admin/edit-blog/{id}. */
import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { QueryStates } from '../../components/States.tsx';
import { useBlog } from '../api.ts';
import { BlogForm } from '../components/BlogForm.tsx';

export default function EditBlogPage() {
  const { id = '' } = useParams();
  const blog = useBlog(id);
  /** Bumped by "Take theirs" after a conflict: the form starts again from the saved version. */
  const [round, setRound] = useState(0);
  const reload = async () => {
    await blog.refetch();
    setRound((n) => n + 1);
  };
  return (
    <AdminFrame title="Edit blog" back={{ to: '/admin/blogs', label: 'All blogs' }}>
      <QueryStates fresh query={blog} loadingLabel="Loading blog…" errorText="Failed to load the blog.">
        {(data) => <BlogForm key={`${data._id}:${round}`} blog={data} onReload={reload} />}
      </QueryStates>
    </AdminFrame>
  );
}
