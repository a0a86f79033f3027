/** /blog/{slug} (spec §2.7: /blog/{id}, which the server answers 301 to this): the post, or "Blog not found." with status 404. */
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

export function ErrorBoundary() {
  const error = useRouteError();
  return <BlogMissing notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
