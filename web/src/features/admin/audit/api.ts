/** The audit log (key ['audit', filters]): read-only. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type AuditListResponse } from '@vyoma/contract';
import { apiRequest } from '~/lib/api.ts';

export interface AuditFilters {
  q: string;
  action: string;
  actor: string;
  page: number;
}

export const auditKeys = {
  all: ['audit'] as const,
  list: (f: AuditFilters) => ['audit', f] as const,
};

export const auditQuery = (f: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(f),
    queryFn: ({ signal }) =>
      apiRequest<AuditListResponse>(API.audit({ q: f.q, action: f.action, actor: f.actor, page: f.page }), {
        signal,
      }),
    // Paging and typing keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAudit = (f: AuditFilters) => useQuery(auditQuery(f));
