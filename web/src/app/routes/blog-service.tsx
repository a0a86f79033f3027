/** /backOfficeServices and /digitalMarketingServices: one page of a category's blogs (spec §2.4). */
import { CATEGORY_PAGES } from '@vyoma/contract';
import { data } from 'react-router';
import { pageFrom } from '~/components/ui/PageLinks.tsx';
import BlogServicePage from '../../features/service-blogs/pages/BlogServicePage.tsx';
import type { Route } from './+types/blog-service';

/** Each page's category, by its path in lower case (matching ignores case). */
const CATEGORY_BY_PATH = Object.fromEntries(
  Object.entries(CATEGORY_PAGES).map(([category, path]) => [path.toLowerCase(), category]),
) as Record<Lowercase<(typeof CATEGORY_PAGES)[keyof typeof CATEGORY_PAGES]>, keyof typeof CATEGORY_PAGES>;

const NO_POSTS = { data: [], total: 0, page: 1, limit: 1 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.toLowerCase() as keyof typeof CATEGORY_BY_PATH;
  const category = CATEGORY_BY_PATH[path];
  const page = pageFrom(request.url);
  // A page of posts, not all of them (issue 26); a failed list shows the empty message (spec §8).
  const posts = await context.site.categoryPosts(category, page).catch(() => null);
  // Past the last page there is nothing to show: that address is not a page.
  if (posts && page > 1 && posts.data.length === 0) throw data(null, { status: 404 });
  return { category, posts: posts ?? NO_POSTS };
}

export default function BlogService({ loaderData }: Route.ComponentProps) {
  return <BlogServicePage category={loaderData.category} posts={loaderData.posts} />;
}
