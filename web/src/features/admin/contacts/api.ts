/** Contact messages (personal data: admin only on the server). Keys under ['contacts']. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ContactListResponse, type ContactMessage, type SuccessResponse } from '@vyoma/contract';
import { apiRequest } from '../../../lib/api.ts';

export const contactKeys = { all: ['contacts'] as const };

export const contactListQuery = () =>
  queryOptions({
    queryKey: contactKeys.all,
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest<ContactListResponse>(API.contact, { signal });
      // Newest first, whatever order the server uses.
      return [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });

export function useContacts() {
  return useQuery(contactListQuery());
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.contactMessage(id), { method: 'DELETE' }),
    // Spec §4: the item is removed locally after a successful delete.
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<ContactMessage[]>(contactKeys.all, (list) =>
        list?.filter((m) => m._id !== id),
      ),
  });
}
