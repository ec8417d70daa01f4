import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrmExportQuery } from '@quad/shared/contracts/admin-crm';
import {
  webhookDeliveryListSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointListSchema,
  webhookEndpointRemovedSchema,
  webhookEndpointResponseSchema,
  type WebhookEndpointChange,
  type WebhookEndpointCreate,
} from '@quad/shared/contracts/admin-webhooks';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

export const webhookKeys = {
  all: [...adminKeys.all, 'webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  deliveries: (page: number) => [...webhookKeys.all, 'deliveries', page] as const,
};

/** GET /admin/crm/prospects.csv: the CSV text (the server streams it; the browser saves it). */
export async function fetchProspectsCsv(range: CrmExportQuery): Promise<string> {
  const query: Record<string, string> = {};
  if (range.from) query['from'] = range.from;
  if (range.to) query['to'] = range.to;
  return String(await apiClient.get('/admin/crm/prospects.csv', { query }));
}

/** GET /admin/webhooks. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.endpoints(),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/admin/webhooks', { signal, schema: webhookEndpointListSchema }))
        .endpoints,
  });
}

/** GET /admin/webhooks/deliveries; refreshed while the page is open, retries change it. */
export function useWebhookDeliveries(page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(page),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/webhooks/deliveries', {
        query: { page },
        signal,
        schema: webhookDeliveryListSchema,
      }),
    placeholderData: (previous) => previous,
    refetchInterval: 15_000,
  });
}

/** POST /admin/webhooks: answers the secret, shown this once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointCreate) =>
      apiClient.post('/admin/webhooks', input, { schema: webhookEndpointCreatedSchema }),
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** PATCH /admin/webhooks/{id}, or DELETE it with `remove`. */
export function useChangeWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { id: number; change: WebhookEndpointChange } | { remove: number },
    ) =>
      'remove' in input
        ? await apiClient.request(`/admin/webhooks/${input.remove}`, {
            method: 'DELETE',
            schema: webhookEndpointRemovedSchema,
          })
        : await apiClient.request(`/admin/webhooks/${input.id}`, {
            method: 'PATCH',
            body: input.change,
            schema: webhookEndpointResponseSchema,
          }),
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
