import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminWebhookKeys } from './admin-webhook-keys';
import type { WebhookEndpoint } from './admin-webhook-types';

/** GET /api/admin/webhooks (admin): every endpoint, newest first, without secrets. */
export async function getWebhookEndpoints(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  return unwrap(await apiClient.GET('/api/admin/webhooks', { signal }));
}

export function getWebhookEndpointsQueryOptions() {
  return queryOptions({
    queryKey: adminWebhookKeys.list(),
    queryFn: ({ signal }) => getWebhookEndpoints(signal),
  });
}

export function useWebhookEndpoints() {
  return useQuery(getWebhookEndpointsQueryOptions());
}
