/** Staff: adding an admin and changes (rename, deactivate, reactivate); the list is in components/queries.ts. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type StaffResponse } from '@vyoma/contract';
import type { StaffCreateInput, StaffUpdateInput } from '@vyoma/contract/schemas';
import { apiRequest } from '~/lib/api.ts';
import { staffKeys } from '../components/queries.ts';

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
