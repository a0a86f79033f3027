/** Admin legal page queries and mutations (every key starts with 'legal'). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type LegalPageListResponse,
  type LegalPageResponse,
  type LegalRevisionListResponse,
  type LegalRevisionResponse,
} from '@vyoma/contract';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { apiRequest } from '~/lib/api.ts';

export const legalKeys = {
  all: ['legal'] as const,
  list: () => ['legal', 'list'] as const,
  detail: (key: string) => ['legal', 'detail', key] as const,
  revisions: (key: string) => ['legal', 'revisions', key] as const,
  revision: (key: string, id: string) => ['legal', 'revision', key, id] as const,
};

export const useLegalPages = () =>
  useQuery(
    queryOptions({
      queryKey: legalKeys.list(),
      queryFn: async ({ signal }) =>
        (await apiRequest<LegalPageListResponse>(API.adminLegalList, { signal })).data,
    }),
  );

export const useLegalPage = (key: string) =>
  useQuery({
    queryKey: legalKeys.detail(key),
    queryFn: async ({ signal }) =>
      (await apiRequest<LegalPageResponse>(API.adminLegal(key), { signal })).data,
  });

export const useLegalRevisions = (key: string) =>
  useQuery({
    queryKey: legalKeys.revisions(key),
    queryFn: async ({ signal }) =>
      (await apiRequest<LegalRevisionListResponse>(API.adminLegalRevisions(key), { signal })).data,
  });

/** One revision's text, asked for only when `id` is set (the "Show" button). */
export const useLegalRevision = (key: string, id: string | null) =>
  useQuery({
    queryKey: legalKeys.revision(key, id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await apiRequest<LegalRevisionResponse>(API.adminLegalRevision(key, id!), { signal })).data,
  });

export function useSaveLegalPage(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { title: string; body: RichTextDoc; version?: number }) =>
      apiRequest<LegalPageResponse>(API.adminLegal(key), { method: 'PUT', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legalKeys.all }),
  });
}

export function useRestoreLegalRevision(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<LegalPageResponse>(API.adminLegalRevisionRestore(key, id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legalKeys.all }),
  });
}
