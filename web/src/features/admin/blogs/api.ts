/** Admin blog mutations. Reads reuse the public blog queries (keys under ['blogs']). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type BlogResponse, type SuccessResponse } from '@vyoma/contract';
import { apiRequest } from '../../../lib/api.ts';
import { apiUpload } from '../../../lib/upload.ts';
import { blogKeys } from '../../blog/api.ts';

export { useBlog, useBlogs } from '../../blog/api.ts';

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
