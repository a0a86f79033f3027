/** Admin job opening queries and mutations (every key starts with 'jobs'). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_LIST_PAGE_SIZE,
  API,
  type JobOpeningListResponse,
  type JobOpeningResponse,
  type SuccessResponse,
} from '@vyoma/contract';
import type { JobOpeningInput } from '@vyoma/contract/job-schema';
import { apiRequest } from '~/lib/api.ts';

export const jobKeys = {
  all: ['jobs'] as const,
  list: (page: number) => ['jobs', 'list', page] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

/** A page of openings (ADMIN_LIST_PAGE_SIZE a page), with how many there are in all. */
export const jobListQuery = (page: number) =>
  queryOptions({
    queryKey: jobKeys.list(page),
    queryFn: ({ signal }) =>
      apiRequest<JobOpeningListResponse>(API.adminJobList({ page, limit: ADMIN_LIST_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
  });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<JobOpeningResponse>(API.adminJob(id), { signal })).data,
  });

export const useJobs = (page: number) => useQuery(jobListQuery(page));
export const useJob = (id: string) => useQuery(jobQuery(id));

/** Create when `id` is undefined, else update. */
export function useSaveJob(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: JobOpeningInput) =>
      apiRequest<JobOpeningResponse>(id ? API.adminJob(id) : API.adminJobs, {
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.adminJob(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
