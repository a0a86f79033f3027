/** Admin form queries and mutations (issue 29; every key starts with 'forms'). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type FormListResponse, type FormResponse, type SuccessResponse } from '@vyoma/contract';
import type { FormDefinitionInput } from '@vyoma/contract/form-schema';
import { apiRequest } from '~/lib/api.ts';

export const formKeys = {
  all: ['forms'] as const,
  list: () => ['forms', 'list'] as const,
  detail: (id: string) => ['forms', 'detail', id] as const,
};

export const formListQuery = () =>
  queryOptions({
    queryKey: formKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<FormListResponse>(API.adminForms, { signal })).data,
  });

export const useForms = () => useQuery(formListQuery());
export const useFormDefinition = (id: string) =>
  useQuery({
    queryKey: formKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<FormResponse>(API.adminForm(id), { signal })).data,
  });

/** Create when `id` is undefined, else save a new version. */
export function useSaveForm(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FormDefinitionInput) =>
      apiRequest<FormResponse>(id ? API.adminForm(id) : API.adminForms, {
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
}

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.adminForm(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
}
