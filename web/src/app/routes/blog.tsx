/** /blog/{slug} (spec §2.7: /blog/{id}, which the server answers 301 to this): the post, or "Blog not found." with status 404. */
import type { Blog as BlogData } from '@vyoma/contract';
import { formsInDoc } from '@vyoma/contract/rich-text';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import BlogPage, { BlogMissing } from '../../features/blog/pages/BlogPage.tsx';
import { FormEmbeds } from '../../features/forms/index.ts';
import type { Route } from './+types/blog';

export async function loader({ params, context }: Route.LoaderArgs) {
  const blog = await context.site.blog(params.id);
  if (!blog) throw data(null, { status: 404 });
  // The forms its sections place (issue 29), shown where their blocks stand.
  const slugs = [...new Set(blog.content.flatMap((section) => formsInDoc(section.body)))];
  const [forms, alternates] = await Promise.all([
    slugs.length > 0 ? context.site.forms(slugs) : [],
    // Its addresses in the other languages it is public in (hreflang).
    context.site.alternates('post', blog._id),
  ]);
  return { blog, forms, alternates };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <FormEmbeds forms={loaderData.forms}>
      <BlogPage blog={loaderData.blog} alternates={loaderData.alternates} />
    </FormEmbeds>
  );
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
