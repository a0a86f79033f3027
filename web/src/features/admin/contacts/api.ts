/**
 * Enquiries (personal data: admin only on the server). One key per resource under ['contacts']:
 * the inbox pages by their filters, one enquiry by id, the assignable admins and the sources report.
 * The menu's count of new enquiries is an inbox page too (status=new, limit=1 → total).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ContactListResponse,
  ENQUIRY_INBOX_PAGE_SIZE,
  type EnquiryAssigneesResponse,
  type EnquiryBulkResponse,
  type EnquiryNoteResponse,
  type EnquiryReportResponse,
  type EnquiryResponse,
  type EnquiryStatus,
  type SuccessResponse,
} from '@vyoma/contract';
import type { EnquiryUpdateInput } from '@vyoma/contract/schemas';
import { apiRequest } from '~/lib/api.ts';

/** The inbox's filters as they appear in its URL (empty = not filtered). */
export interface InboxFilters {
  status: EnquiryStatus | '';
  /** An admin's id, 'none' (unassigned) or '' (anyone). */
  assignee: string;
  q: string;
  page: number;
  /** A form's id: only its entries (issue 29). */
  form?: string;
}

/** The query string of the inbox and the CSV export (only what is set). */
export function filterQuery(filters: Partial<InboxFilters>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.form) params.set('form', filters.form);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => ['contacts', 'list'] as const,
  list: (filters: InboxFilters, limit: number) => ['contacts', 'list', filters, limit] as const,
  detail: (id: string) => ['contacts', 'detail', id] as const,
  assignees: () => ['contacts', 'assignees'] as const,
  report: () => ['contacts', 'report'] as const,
};

export const contactListQuery = (filters: InboxFilters, limit = ENQUIRY_INBOX_PAGE_SIZE) =>
  queryOptions({
    queryKey: contactKeys.list(filters, limit),
    queryFn: ({ signal }) =>
      apiRequest<ContactListResponse>(
        `${API.contact}${filterQuery(filters, { page: String(filters.page), limit: String(limit) })}`,
        { signal },
      ),
  });

const NEW_ONLY: InboxFilters = { status: 'new', assignee: '', q: '', page: 1 };

/** How many enquiries are `new` (the admin menu's count); refreshed every minute. */
export const newEnquiryCountQuery = () =>
  queryOptions({
    queryKey: contactKeys.list(NEW_ONLY, 1),
    queryFn: contactListQuery(NEW_ONLY, 1).queryFn,
    select: (answer: ContactListResponse) => answer.total,
    refetchInterval: 60_000,
  });

export const enquiryQuery = (id: string) =>
  queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<EnquiryResponse>(API.contactMessage(id), { signal }),
  });

export const assigneesQuery = () =>
  queryOptions({
    queryKey: contactKeys.assignees(),
    queryFn: async ({ signal }) =>
      (await apiRequest<EnquiryAssigneesResponse>(API.contactAssignees, { signal })).data,
    staleTime: 5 * 60_000,
  });

export const reportQuery = () =>
  queryOptions({
    queryKey: contactKeys.report(),
    queryFn: async ({ signal }) =>
      (await apiRequest<EnquiryReportResponse>(API.contactReport, { signal })).data,
  });

export function useInbox(filters: InboxFilters) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...contactListQuery(filters), placeholderData: keepPreviousData });
}

export const useEnquiry = (id: string) => useQuery(enquiryQuery(id));
export const useAssignees = () => useQuery(assigneesQuery());
export const useReport = () => useQuery(reportQuery());

/** Every change to an enquiry can change any list, the count, the report and the enquiry itself. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactKeys.all });
}

export function useUpdateEnquiry(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: EnquiryUpdateInput) =>
      apiRequest<EnquiryResponse>(API.contactMessage(id), { method: 'PATCH', body: input }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(contactKeys.detail(id), answer);
      await invalidate();
    },
  });
}

export function useAddNote(id: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<EnquiryNoteResponse>(API.contactNotes(id), { method: 'POST', body: { text } }),
    onSuccess: invalidate,
  });
}

export function useRetryNotification(id: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: () => apiRequest<SuccessResponse>(API.contactNotificationRetry(id), { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.contactMessage(id), { method: 'DELETE' }),
    onSuccess: async (_answer, id) => {
      // Spec §4: the item is removed locally after a successful delete (then the page is read again).
      queryClient.setQueriesData<ContactListResponse>({ queryKey: contactKeys.lists() }, (answer) => {
        const kept = answer?.data.filter((m) => m._id !== id);
        return answer && kept && kept.length < answer.data.length
          ? { ...answer, data: kept, total: answer.total - 1 }
          : answer;
      });
      queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: contactKeys.report() });
    },
  });
}

export type BulkAction =
  | { action: 'setStatus'; status: EnquiryStatus; ids: string[] }
  | { action: 'delete'; ids: string[] };

export function useBulkAction() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: BulkAction) =>
      apiRequest<EnquiryBulkResponse>(API.contactBulk, { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}
