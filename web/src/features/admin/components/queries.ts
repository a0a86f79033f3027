/**
 * Admin data that more than one screen reads: the category list (the categories screen and the
 * editor's category select), the staff list (the staff screen and the audit log's filter), the
 * schedule (the schedule screen, and the site's time zone for the editor), the settings (their screen,
 * and the languages of the translate screens), and the signed-in account
 * (My account, and the step-up proof dialog wherever a change needs it). Each screen's own queries
 * and changes stay in its api.ts; content items' are in contentTypes.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AccountResponse,
  API,
  type CategoryListResponse,
  type ScheduleResponse,
  type SiteSettingsResponse,
  type StaffListResponse,
} from '@vyoma/contract';
import { apiRequest } from '~/lib/api.ts';

/** The site settings as saved (the settings screen; the languages a translation may be in). */
export const settingsKeys = { all: ['settings'] as const };

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<SiteSettingsResponse>(API.settings, { signal })).data,
  });

export function useSettings() {
  return useQuery(settingsQuery());
}

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => ['categories', 'list'] as const,
  detail: (id: string) => ['categories', 'detail', id] as const,
};

export const categoryListQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiRequest<CategoryListResponse>(API.categories, { signal })).categories,
  });

export const useCategories = () => useQuery(categoryListQuery());

export const staffKeys = { all: ['staff'] as const };

export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<StaffListResponse>(API.users, { signal })).data,
  });

export const useStaff = () => useQuery(staffListQuery());

export const scheduleQuery = () =>
  queryOptions({
    queryKey: ['schedule'] as const,
    queryFn: ({ signal }) => apiRequest<ScheduleResponse>(API.adminSchedule, { signal }),
    staleTime: 60_000,
  });

export const accountKeys = { all: ['account'] as const };

export const accountQuery = () =>
  queryOptions({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => apiRequest<AccountResponse>(API.account, { signal }),
  });

export const useAccount = () => useQuery(accountQuery());
