/** /backOfficeServices and /digitalMarketingServices: the blogs of one category (spec §2.4). */
import BlogServicePage from '../../features/service-blogs/pages/BlogServicePage.tsx';
import type { Route } from './+types/blog-service';

const CATEGORY_BY_PATH = {
  '/backofficeservices': 'backOffice',
  '/digitalmarketingservices': 'digitalMarketing',
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.toLowerCase() as keyof typeof CATEGORY_BY_PATH;
  const category = CATEGORY_BY_PATH[path];
  // A failed list shows the empty message (spec §8).
  const blogs = await context.site.blogs().catch(() => []);
  return { category, blogs: blogs.filter((blog) => blog.category === category) };
}

export default function BlogService({ loaderData }: Route.ComponentProps) {
  return <BlogServicePage category={loaderData.category} blogs={loaderData.blogs} />;
}
