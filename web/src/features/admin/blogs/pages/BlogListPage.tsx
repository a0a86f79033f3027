/** /admin/blogs "All Blogs" (spec §2.8): Title, Author, Actions (Edit, Delete, View); plus status and its filter. */
import { ADMIN_PAGE, MESSAGES } from '@vyoma/contract';
import { CalendarClock, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { BLOG_CATEGORY_LABELS } from '../../components/blogLabels.ts';
import { ListPager, ownAnswer, usePageParam, useStepBackWhenEmpty } from '../../components/paging.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { StatusBadge, StatusFilter, useStatusParam } from '../../components/StatusFilter.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { useBlogs, useDeleteBlog } from '../api.ts';

export default function BlogListPage() {
  const [status] = useStatusParam();
  const [page, setPage] = usePageParam();
  const blogs = useBlogs(status, page);
  useStepBackWhenEmpty(page, ownAnswer(blogs), setPage);
  const remove = useDeleteBlog();
  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(remove, {
    confirm: MESSAGES.confirm.deleteBlog,
    success: 'Blog deleted.',
    failure: 'Failed to delete the blog.',
  });

  return (
    <AdminFrame
      title="All Blogs"
      lead="Back office and digital marketing posts also feed those service pages."
      action={
        <>
          <Link to={ADMIN_PAGE.schedule} className="btn btn--outline">
            <CalendarClock size={18} aria-hidden="true" /> Schedule
          </Link>
          <Link to="/admin/create-blog" className="btn btn--primary">
            <Plus size={18} aria-hidden="true" /> Create Blog
          </Link>
        </>
      }
    >
      <StatusFilter />
      <QueryStates
        query={blogs}
        loadingLabel="Loading blogs…"
        errorText="Failed to load blogs."
        empty={{
          when: (list) => list.total === 0,
          content: <EmptyState>{status ? 'No blogs with this status.' : 'No blogs yet.'}</EmptyState>,
        }}
      >
        {(list) => (
          <>
            <DataTable
              caption={`Blogs (${list.total})`}
              head={
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Author</th>
                  <th scope="col">Category</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="cell--actions">
                    Actions
                  </th>
                </tr>
              }
            >
              {list.data.map((blog) => {
                return (
                  <tr key={blog._id}>
                    <th scope="row" className="cell--wrap">
                      {blog.title}
                    </th>
                    <td className="cell--nowrap">{blog.author}</td>
                    <td className="cell--nowrap">{BLOG_CATEGORY_LABELS[blog.category]}</td>
                    <td>
                      <StatusBadge status={blog.status} />
                    </td>
                    <td className="cell--actions">
                      <RowActions
                        name={blog.title}
                        viewTo={`/admin/blog/${blog._id}`}
                        editTo={`/admin/edit-blog/${blog._id}`}
                        deleting={isDeleting(blog._id)}
                        onDelete={() => requestDelete(blog._id)}
                      />
                    </td>
                  </tr>
                );
              })}
            </DataTable>
            <ListPager page={page} list={list} label="Pages of blogs" onPage={setPage} />
          </>
        )}
      </QueryStates>
      {dialog}
    </AdminFrame>
  );
}
