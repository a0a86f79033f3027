/** Admin blog queries and mutations (every key starts with 'blogs', so one invalidation covers all). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_LIST_PAGE_SIZE,
  API,
  type BlogListResponse,
  type BlogResponse,
  type ContentStatus,
  type SuccessResponse,
} from '@vyoma/contract';
import { apiRequest } from '~/lib/api.ts';
import { apiUpload } from '~/lib/upload.ts';

export const blogKeys = {
  all: ['blogs'] as const,
  list: (status: ContentStatus | undefined, page: number) =>
    ['blogs', 'list', status ?? 'all', page] as const,
  detail: (id: string) => ['blogs', 'detail', id] as const,
};

/** A page of posts (ADMIN_LIST_PAGE_SIZE a page), with how many there are in all. */
export const blogListQuery = (status: ContentStatus | undefined, page: number) =>
  queryOptions({
    queryKey: blogKeys.list(status, page),
    queryFn: ({ signal }) =>
      apiRequest<BlogListResponse>(API.blogList({ status, page, limit: ADMIN_LIST_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
  });

export const blogQuery = (id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<BlogResponse>(API.blog(id), { signal })).data,
  });

export function useBlogs(status: ContentStatus | undefined, page: number) {
  return useQuery(blogListQuery(status, page));
}

export function useBlog(id: string) {
  return useQuery(blogQuery(id));
}

export interface BlogSaveVars {
  form: FormData;
  onProgress: (fraction: number) => void;
}

/** Create when `id` is undefined, else update; both are multipart with upload progress. */
export function useSaveBlog(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: BlogSaveVars) =>
      id
        ? apiUpload<BlogResponse>(API.blog(id), 'PUT', form, onProgress)
        : apiUpload<BlogResponse>(API.blogs, 'POST', form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blogId: string) => apiRequest<SuccessResponse>(API.blog(blogId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
