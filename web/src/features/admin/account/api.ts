/** "My account" and sessions: queries (keys ['account'] and ['sessions']) and mutations. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AccountResponse,
  API,
  type PasskeyCreatedResponse,
  type PasskeyOptionsResponse,
  type RecoveryCodesResponse,
  type SessionListResponse,
  type SessionsEndedResponse,
  type SuccessResponse,
  type TotpSetupResponse,
} from '@vyoma/contract';
import type {
  AccountUpdateInput,
  PasswordChangeInput,
  SessionsEndInput,
  StepUpProof,
} from '@vyoma/contract/schemas';
import { apiRequest } from '~/lib/api.ts';
import { accountKeys } from '../components/queries.ts';

export const sessionKeys = { all: ['sessions'] as const };

export const sessionsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<SessionListResponse>(API.sessions, { signal })).data,
  });

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

/** Sessions ended (and perhaps API tokens revoked): the sessions and the account's token count change. */
function useSessionsEnded<V>(fn: (v: V) => Promise<SessionsEndedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      ]),
  });
}

export const useChangePassword = () =>
  useSessionsEnded((input: PasswordChangeInput) =>
    apiRequest<SessionsEndedResponse>(API.accountPassword, { method: 'POST', body: input }),
  );

export const startTotp = (proof: StepUpProof) =>
  apiRequest<TotpSetupResponse>(API.accountTotp, { method: 'POST', body: proof });

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodesResponse>(API.accountTotpVerify, { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export const useDisableTotp = () =>
  useAccountMutation((proof: StepUpProof) =>
    apiRequest<AccountResponse>(API.accountTotp, { method: 'DELETE', body: proof }),
  );

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: StepUpProof) =>
      apiRequest<RecoveryCodesResponse>(API.accountRecoveryCodes, { method: 'POST', body: proof }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** The creation options of a new passkey (the proof is checked here, before the browser asks). */
export const passkeyCreationOptions = (proof: StepUpProof) =>
  apiRequest<PasskeyOptionsResponse>(API.accountPasskeyOptions, { method: 'POST', body: proof });

/** Creates a passkey in the browser (WebAuthn) from those options and registers it with the server. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, optionsJSON }: { name: string; optionsJSON: PasskeyOptionsResponse }) => {
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
  useAccountMutation(({ id, proof }: { id: string; proof: StepUpProof }) =>
    apiRequest<AccountResponse>(API.accountPasskey(id), { method: 'DELETE', body: proof }),
  );

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.session(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export const useEndOtherSessions = () =>
  useSessionsEnded((input: SessionsEndInput) =>
    apiRequest<SessionsEndedResponse>(API.sessions, { method: 'DELETE', body: input }),
  );
