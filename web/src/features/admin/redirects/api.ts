/** Redirects and the 404 log (keys under ['redirects'] and ['not-found']). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_LIST_PAGE_SIZE,
  API,
  NOT_FOUND_PAGE_SIZE,
  type NotFoundListResponse,
  type RedirectImportErrorResponse,
  type RedirectImportResponse,
  type RedirectListResponse,
  type RedirectResponse,
  type SuccessResponse,
} from '@vyoma/contract';
import type { RedirectCreateInput } from '@vyoma/contract/schemas';
import { ApiError, apiRequest } from '~/lib/api.ts';

export const redirectKeys = {
  all: ['redirects'] as const,
  page: (page: number) => ['redirects', page] as const,
  notFound: ['not-found'] as const,
  notFoundPage: (page: number) => ['not-found', page] as const,
};

/** A page of redirects (ADMIN_LIST_PAGE_SIZE a page), with how many there are in all. */
export const redirectsQuery = (page: number) =>
  queryOptions({
    queryKey: redirectKeys.page(page),
    queryFn: ({ signal }) =>
      apiRequest<RedirectListResponse>(API.adminRedirectList({ page, limit: ADMIN_LIST_PAGE_SIZE }), {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const notFoundQuery = (page: number) =>
  queryOptions({
    queryKey: redirectKeys.notFoundPage(page),
    queryFn: ({ signal }) =>
      apiRequest<NotFoundListResponse>(API.adminNotFound(page, NOT_FOUND_PAGE_SIZE), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useRedirects = (page: number) => useQuery(redirectsQuery(page));
export const useNotFound = (page: number) => useQuery(notFoundQuery(page));

/** After a change both lists move: a redirected path leaves the 404 log. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: redirectKeys.all }),
      queryClient.invalidateQueries({ queryKey: redirectKeys.notFound }),
    ]);
}

export function useAddRedirect() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RedirectCreateInput) =>
      apiRequest<RedirectResponse>(API.adminRedirects, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useImportRedirects() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest<RedirectImportResponse>(API.adminRedirectsImport, { method: 'POST', body: { csv } }),
    onSuccess: refresh,
  });
}

export function useDeleteRedirect() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.adminRedirect(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** The per-line errors of a refused import, if that is what the error carries. */
export function importLineErrors(error: unknown): { line: number; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.body as RedirectImportErrorResponse | null)?.errors;
  return Array.isArray(errors) ? errors : [];
}
