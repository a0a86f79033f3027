/** /blog/{slug} (spec §2.7: /blog/{id}, which the server answers 301 to this): the post, or "Blog not found." with status 404. */
import type { Blog as BlogData } from '@vyoma/contract';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import BlogPage, { BlogMissing } from '../../features/blog/pages/BlogPage.tsx';
import type { Route } from './+types/blog';

export async function loader({ params, context }: Route.LoaderArgs) {
  const blog = await context.site.blog(params.id);
  if (!blog) throw data(null, { status: 404 });
  return { blog };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogPage blog={loaderData.blog} />;
}

/**
 * The post under a preview link (routes/preview.tsx): the same page, not indexed. Exported from here
 * so the page stays in this route's chunk instead of a chunk of its own shared with the preview.
 */
export function BlogPreview({ blog }: { blog: BlogData }) {
  return <BlogPage blog={blog} preview />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <BlogMissing notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
