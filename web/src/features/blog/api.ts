/** Public blog queries, shared by the header dropdowns, the service pages and the blog page. */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Blog, type BlogCategory, type BlogListResponse, type BlogResponse } from '@vyoma/contract';
import { apiRequest } from '../../lib/api.ts';

/** Every blog query key starts with 'blogs', so admin mutations invalidate them all at once. */
export const blogKeys = {
  all: ['blogs'] as const,
  list: () => ['blogs', 'list'] as const,
  detail: (id: string) => ['blogs', 'detail', id] as const,
};

export const blogListQuery = () =>
  queryOptions({
    queryKey: blogKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<BlogListResponse>(API.blogs, { signal })).data,
  });

export const blogQuery = (id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<BlogResponse>(API.blog(id), { signal })).data,
  });

export function useBlogs() {
  return useQuery(blogListQuery());
}

export function useBlog(id: string) {
  return useQuery(blogQuery(id));
}

/** Blogs of one category; the client filters the list (spec §7). A failed list gives []. */
export function useBlogsByCategory(category: BlogCategory): {
  blogs: Blog[];
  isPending: boolean;
  isError: boolean;
} {
  const query = useBlogs();
  return {
    blogs: (query.data ?? []).filter((blog) => blog.category === category),
    isPending: query.isPending,
    isError: query.isError,
  };
}
