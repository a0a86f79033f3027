/** "My account" and sessions: queries (keys ['account'] and ['sessions']) and mutations. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AccountResponse,
  API,
  type PasskeyCreatedResponse,
  type PasskeyOptionsResponse,
  type RecoveryCodesResponse,
  type SessionListResponse,
  type SuccessResponse,
  type TotpSetupResponse,
} from '@vyoma/contract';
import type { AccountUpdateInput, PasswordChangeInput } from '@vyoma/contract/schemas';
import { apiRequest } from '../../../lib/api.ts';

export const accountKeys = { all: ['account'] as const };
export const sessionKeys = { all: ['sessions'] as const };

export const accountQuery = () =>
  queryOptions({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => apiRequest<AccountResponse>(API.account, { signal }),
  });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<SessionListResponse>(API.sessions, { signal })).data,
  });

export const useAccount = () => useQuery(accountQuery());
export const useSessions = () => useQuery(sessionsQuery());

/** Most account changes answer the whole account: put it straight into the cache. */
function useAccountMutation<V>(fn: (v: V) => Promise<AccountResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => queryClient.setQueryData(accountKeys.all, data),
  });
}

export const useUpdateProfile = () =>
  useAccountMutation((input: AccountUpdateInput) =>
    apiRequest<AccountResponse>(API.account, { method: 'PATCH', body: input }),
  );

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      apiRequest<SuccessResponse & { ended: number }>(API.accountPassword, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export const startTotp = () => apiRequest<TotpSetupResponse>(API.accountTotp, { method: 'POST' });

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodesResponse>(API.accountTotpVerify, { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export const useDisableTotp = () =>
  useAccountMutation((code: string) =>
    apiRequest<AccountResponse>(API.accountTotp, { method: 'DELETE', body: { code } }),
  );

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RecoveryCodesResponse>(API.accountRecoveryCodes, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** Creates a passkey in the browser (WebAuthn) and registers it with the server. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await apiRequest<PasskeyOptionsResponse>(API.accountPasskeyOptions, {
        method: 'POST',
      });
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: optionsJSON as never });
      return apiRequest<PasskeyCreatedResponse>(API.accountPasskeys, {
        method: 'POST',
        body: { name: name.trim() || undefined, response },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export const useRemovePasskey = () =>
  useAccountMutation((id: string) =>
    apiRequest<AccountResponse>(API.accountPasskey(id), { method: 'DELETE' }),
  );

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.session(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SuccessResponse & { ended: number }>(API.sessions, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
