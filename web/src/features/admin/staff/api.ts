/** Staff: the admins list (key ['staff']), adding one, and changes (rename, deactivate, reactivate). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type StaffListResponse, type StaffResponse } from '@vyoma/contract';
import type { StaffCreateInput, StaffUpdateInput } from '@vyoma/contract/schemas';
import { apiRequest } from '../../../lib/api.ts';

export const staffKeys = { all: ['staff'] as const };

export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<StaffListResponse>(API.users, { signal })).data,
  });

export const useStaff = () => useQuery(staffListQuery());

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCreateInput) =>
      apiRequest<StaffResponse>(API.users, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: StaffUpdateInput }) =>
      apiRequest<StaffResponse>(API.user(id), { method: 'PATCH', body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
