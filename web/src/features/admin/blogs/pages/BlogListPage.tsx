/** /admin/blogs "All Blogs" (spec §2.8): Title, Author, Actions (Edit, Delete, View). */
import { MESSAGES } from '@vyoma/contract';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useConfirm } from '../../../../components/ui/ConfirmDialog.tsx';
import { DataTable } from '../../../../components/ui/DataTable.tsx';
import { toast } from '../../../../components/ui/Toast.tsx';
import { messageOr } from '../../../../lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useBlogs, useDeleteBlog } from '../api.ts';
import { BLOG_CATEGORY_LABELS } from '../labels.ts';

export default function BlogListPage() {
  const blogs = useBlogs();
  const remove = useDeleteBlog();
  const { confirm, dialog } = useConfirm();

  const onDelete = async (id: string) => {
    if (!(await confirm(MESSAGES.confirm.deleteBlog))) return;
    remove.mutate(id, {
      onSuccess: () => toast.success('Blog deleted.'),
      onError: (error) => toast.error(messageOr(error, 'Failed to delete the blog.')),
    });
  };

  return (
    <AdminFrame
      title="All Blogs"
      lead="Back office and digital marketing posts also feed those service pages."
      action={
        <Link to="/admin/create-blog" className="btn btn--primary">
          <Plus size={18} aria-hidden="true" /> Create Blog
        </Link>
      }
    >
      {blogs.isPending ? (
        <LoadingState label="Loading blogs…" />
      ) : blogs.isError ? (
        <ErrorState
          message={messageOr(blogs.error, 'Failed to load blogs.')}
          onRetry={() => blogs.refetch()}
        />
      ) : blogs.data.length === 0 ? (
        <EmptyState>No blogs yet.</EmptyState>
      ) : (
        <DataTable
          caption={`Blogs (${blogs.data.length})`}
          head={
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Author</th>
              <th scope="col">Category</th>
              <th scope="col" className="cell--actions">
                Actions
              </th>
            </tr>
          }
        >
          {blogs.data.map((blog) => {
            const deleting = remove.isPending && remove.variables === blog._id;
            return (
              <tr key={blog._id}>
                <th scope="row" className="cell--wrap">
                  {blog.title}
                </th>
                <td className="cell--nowrap">{blog.author}</td>
                <td className="cell--nowrap">{BLOG_CATEGORY_LABELS[blog.category]}</td>
                <td className="cell--actions">
                  <span className="table-actions">
                    <Link
                      to={`/admin/blog/${blog._id}`}
                      className="btn btn--ghost btn--sm"
                      aria-label={`View ${blog.title}`}
                    >
                      <Eye size={14} aria-hidden="true" /> View
                    </Link>
                    <Link
                      to={`/admin/edit-blog/${blog._id}`}
                      className="btn btn--outline btn--sm"
                      aria-label={`Edit ${blog.title}`}
                    >
                      <Pencil size={14} aria-hidden="true" /> Edit
                    </Link>
                    <button
                      type="button"
                      className="btn btn--danger btn--sm"
                      aria-label={`Delete ${blog.title}`}
                      disabled={deleting}
                      onClick={() => onDelete(blog._id)}
                    >
                      <Trash2 size={14} aria-hidden="true" /> {deleting ? 'Deleting…' : 'Delete'}
                    </button>
                  </span>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {dialog}
    </AdminFrame>
  );
}
