/** Admin job opening queries and mutations (every key starts with 'jobs'). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type JobOpeningListResponse,
  type JobOpeningResponse,
  type SuccessResponse,
} from '@vyoma/contract';
import type { JobOpeningInput } from '@vyoma/contract/job-schema';
import { apiRequest } from '~/lib/api.ts';

export const jobKeys = {
  all: ['jobs'] as const,
  list: () => ['jobs', 'list'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

export const jobListQuery = () =>
  queryOptions({
    queryKey: jobKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<JobOpeningListResponse>(API.adminJobs, { signal })).data,
  });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<JobOpeningResponse>(API.adminJob(id), { signal })).data,
  });

export const useJobs = () => useQuery(jobListQuery());
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
