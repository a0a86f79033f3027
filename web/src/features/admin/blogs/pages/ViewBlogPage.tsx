/** /admin/blog/{id}: the post exactly as visitors see it, with Edit and Back. */

import { useQuery } from '@tanstack/react-query';
import type { Blog } from '@vyoma/contract';
import { adminPathOf, POST } from '@vyoma/contract/content-types';
import { ArrowLeft, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BlogArticle } from '~/components/blog/BlogArticle.tsx';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { contentItemQuery } from '../../components/contentTypes.ts';
import { QueryStates } from '../../components/States.tsx';

export default function ViewBlogPage() {
  const { id = '' } = useParams();
  const blog = useQuery({ ...contentItemQuery(POST, id), select: (item) => item as unknown as Blog });
  return (
    <AdminFrame
      title="View blog"
      lead="This is how visitors see the post."
      bare
      action={
        <span className="admin-actions">
          <Link to={POST.admin.list} className="btn btn--ghost">
            <ArrowLeft size={18} aria-hidden="true" /> Back
          </Link>
          {blog.isSuccess && (
            <Link to={adminPathOf(POST.admin.edit, blog.data._id)} className="btn btn--primary">
              <Pencil size={18} aria-hidden="true" /> Edit
            </Link>
          )}
        </span>
      }
    >
      <div className="card admin-page__card admin-preview">
        <QueryStates query={blog} loadingLabel="Loading blog…" errorText="Failed to load the blog.">
          {(data) => <BlogArticle blog={data} titleAs="h2" />}
        </QueryStates>
      </div>
    </AdminFrame>
  );
}
