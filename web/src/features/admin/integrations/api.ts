/** API tokens and webhooks (issue 28): queries under ['tokens'] and ['webhooks']. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ApiTokenCreatedResponse,
  type ApiTokenInput,
  type ApiTokenListResponse,
  type SuccessResponse,
  type WebhookDeliveryListResponse,
  type WebhookDeliveryResponse,
  type WebhookInput,
  type WebhookListResponse,
  type WebhookResponse,
  type WebhookUpdateInput,
} from '@vyoma/contract';
import { apiRequest } from '~/lib/api.ts';

export const integrationKeys = {
  tokens: ['tokens'] as const,
  webhooks: ['webhooks'] as const,
  webhook: (id: string) => ['webhooks', id] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};

// --- tokens -----------------------------------------------------------------------------------------

export const useTokens = () =>
  useQuery(
    queryOptions({
      queryKey: integrationKeys.tokens,
      queryFn: async ({ signal }) =>
        (await apiRequest<ApiTokenListResponse>(API.adminTokens, { signal })).data,
      staleTime: 0,
    }),
  );

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenInput) =>
      apiRequest<ApiTokenCreatedResponse>(API.adminTokens, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens }),
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.adminToken(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens }),
  });
}

// --- webhooks ---------------------------------------------------------------------------------------

export const useWebhooks = () =>
  useQuery(
    queryOptions({
      queryKey: integrationKeys.webhooks,
      queryFn: async ({ signal }) =>
        (await apiRequest<WebhookListResponse>(API.adminWebhooks, { signal })).data,
      staleTime: 0,
    }),
  );

export const useWebhook = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: integrationKeys.webhook(id),
      queryFn: async ({ signal }) =>
        (await apiRequest<WebhookResponse>(API.adminWebhook(id), { signal })).data,
      staleTime: 0,
    }),
  );

/** The delivery log; asked again every few seconds while a delivery is still being tried. */
export const useDeliveries = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: integrationKeys.deliveries(id),
      queryFn: async ({ signal }) =>
        (await apiRequest<WebhookDeliveryListResponse>(API.adminWebhookDeliveries(id), { signal })).data,
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 2000 : false),
    }),
  );

function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks });
}

export function useCreateWebhook() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (input: WebhookInput) =>
      apiRequest<WebhookResponse & { data: { secret: string } }>(API.adminWebhooks, {
        method: 'POST',
        body: input,
      }),
    onSuccess: refresh,
  });
}

export function useUpdateWebhook(id: string) {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (patch: WebhookUpdateInput) =>
      apiRequest<WebhookResponse>(API.adminWebhook(id), { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteWebhook() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.adminWebhook(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** Reads the signing secret (audited), or makes a new one. */
export function useWebhookSecret(id: string) {
  return useMutation({
    mutationFn: (action: 'read' | 'rotate') =>
      apiRequest<{ data: { secret: string } }>(API.adminWebhookSecret(id), {
        method: action === 'read' ? 'GET' : 'POST',
      }),
  });
}

export function useSendTest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<WebhookDeliveryResponse>(API.adminWebhookTest(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(id) }),
  });
}

export function useRedeliver(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest<WebhookDeliveryResponse>(API.adminWebhookRedeliver(id, deliveryId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(id) }),
  });
}
