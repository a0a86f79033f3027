import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type LoginResponse, type MeResponse, PERSISTED_STORE_KEY, type User } from '@vyoma/contract';
import type { LoginInput } from '@vyoma/contract/schemas';
import { apiRequest } from '../../lib/api.ts';

export const meQueryKey = ['me'] as const;

/**
 * The current user, loaded once at start-up (spec §1). A failure is treated as "not signed in"
 * (spec §8), but we retry once so a blip does not sign an admin out.
 */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async (): Promise<User | null> => {
      try {
        const { user } = await apiRequest<MeResponse>(API.me);
        return user ?? null;
      } catch (error) {
        console.warn('Could not load the current user', error);
        return null;
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function isAdmin(user: User | null | undefined): boolean {
  return user?.role === 'admin';
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<LoginResponse>(API.login, { method: 'POST', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}

/** Spec §4: on logout, remove the persisted store and clear session storage. */
export function clearClientState(): void {
  try {
    localStorage.removeItem(PERSISTED_STORE_KEY);
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(API.logout),
    onSuccess: () => {
      clearClientState();
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
