/**
 * The demo site's own post, product and job opening, for files on the shared server that visit "one
 * of each". The lists are newest first, and other files on that server make (and later remove)
 * posts and openings of their own; the oldest item is always the demo's, so it is still there when a
 * long sweep gets to it.
 */
import {
  API,
  type Blog,
  type BlogListResponse,
  type JobOpening,
  type JobOpeningListResponse,
  type Product,
  type ProductListResponse,
} from '@vyoma/contract';

const json = async <T>(url: string) => (await (await fetch(url)).json()) as T;

export async function demoItems(
  serverUrl: string,
): Promise<{ blog: Blog; product: Product; job: JobOpening }> {
  const [blogs, products, jobs] = await Promise.all([
    json<BlogListResponse>(`${serverUrl}${API.blogs}`),
    json<ProductListResponse>(`${serverUrl}${API.products}`),
    json<JobOpeningListResponse>(`${serverUrl}${API.jobs}`),
  ]);
  const blog = blogs.data.at(-1);
  const product = products.products.at(-1);
  const job = jobs.data.at(-1);
  if (!blog || !product || !job) throw new Error('the demo content has no post, product or opening');
  return { blog, product, job };
}
