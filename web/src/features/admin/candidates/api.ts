/** Admin job application queries and mutations (issue 29; every key starts with 'candidates'). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ApplicationAssigneesResponse,
  type ApplicationListResponse,
  type ApplicationNoteResponse,
  type ApplicationResponse,
  type ApplicationStage,
  type ApplicationsSummaryResponse,
  type PersonErasedResponse,
} from '@vyoma/contract';
import type { ApplicationUpdateInput } from '@vyoma/contract/form-schema';
import { apiRequest } from '~/lib/api.ts';

/** The screen's filters, as its URL holds them ('' = any). */
export interface CandidateFilters {
  job: string;
  stage: ApplicationStage | '';
  assignee: string;
  q: string;
  page: number;
}

export const candidateKeys = {
  all: ['candidates'] as const,
  list: (filters: CandidateFilters, limit: number) => ['candidates', 'list', filters, limit] as const,
  summary: () => ['candidates', 'summary'] as const,
  detail: (id: string) => ['candidates', 'detail', id] as const,
  assignees: () => ['candidates', 'assignees'] as const,
};

export const applicationListQuery = (filters: CandidateFilters, limit: number) =>
  queryOptions({
    queryKey: candidateKeys.list(filters, limit),
    queryFn: ({ signal }) =>
      apiRequest<ApplicationListResponse>(
        API.adminApplications({ ...filters, stage: filters.stage || undefined, page: filters.page, limit }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useApplications = (filters: CandidateFilters, limit: number) =>
  useQuery(applicationListQuery(filters, limit));

export const useApplicationSummary = () =>
  useQuery({
    queryKey: candidateKeys.summary(),
    queryFn: async ({ signal }) =>
      (await apiRequest<ApplicationsSummaryResponse>(API.adminApplicationsSummary, { signal })).data,
  });

export const useApplication = (id: string) =>
  useQuery({
    queryKey: candidateKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<ApplicationResponse>(API.adminApplication(id), { signal })).data,
  });

export const useCandidateStaff = () =>
  useQuery({
    queryKey: candidateKeys.assignees(),
    queryFn: async ({ signal }) =>
      (await apiRequest<ApplicationAssigneesResponse>(API.adminApplicationAssignees, { signal })).data,
    staleTime: 60_000,
  });

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ApplicationUpdateInput }) =>
      apiRequest<ApplicationResponse>(API.adminApplication(id), { method: 'PATCH', body: change }),
    onSuccess: (answer) => {
      queryClient.setQueryData(candidateKeys.detail(answer.data._id), answer.data);
      return queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}

export function useAddApplicationNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<ApplicationNoteResponse>(API.adminApplicationNotes(id), { method: 'POST', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.detail(id) }),
  });
}

export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<PersonErasedResponse>(API.adminApplicationsErase(email), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
