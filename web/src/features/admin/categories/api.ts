/** Category queries and mutations (keys under ['categories']). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type CategoryResponse, type SuccessResponse } from '@vyoma/contract';
import type { CategoryInput } from '@vyoma/contract/schemas';
import { apiRequest } from '~/lib/api.ts';
import { contentKeys } from '../components/contentTypes.ts';
import { categoryKeys } from '../components/queries.ts';

export const categoryQuery = (id: string) =>
  queryOptions({
    queryKey: categoryKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<CategoryResponse>(API.category(id), { signal })).category,
  });

export function useCategory(id: string) {
  return useQuery(categoryQuery(id));
}

/** Category names also show in the lists and forms of content that names one (products): they refresh too. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: contentKeys.all }),
    ]);
}

export function useCreateCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CategoryInput) =>
      apiRequest<CategoryResponse>(API.categories, { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateCategory(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CategoryInput) =>
      apiRequest<CategoryResponse>(API.category(id), { method: 'PUT', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.category(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
