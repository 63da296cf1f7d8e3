import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminWebhookKeys } from './admin-webhook-keys';
import type {
  CreatedWebhookEndpoint,
  NewWebhookEndpoint,
  WebhookEndpoint,
  WebhookEndpointChanges,
} from './admin-webhook-types';

/** POST /api/admin/webhooks (admin): the answer carries the new signing secret. */
export async function createWebhookEndpoint(endpoint: NewWebhookEndpoint): Promise<CreatedWebhookEndpoint> {
  return unwrap(await apiClient.POST('/api/admin/webhooks', { body: endpoint }));
}

/** PATCH /api/admin/webhooks/{id} (admin): URL, description, event types, on/off. */
export async function updateWebhookEndpoint(
  id: string,
  changes: WebhookEndpointChanges,
): Promise<WebhookEndpoint> {
  return unwrap(
    await apiClient.PATCH('/api/admin/webhooks/{id}', { params: { path: { id } }, body: changes }),
  );
}

/**
 * Registers an endpoint, then the list is fetched again. The answer holds the secret: `gcTime: 0` drops it
 * from the mutation cache once the page calls `reset()`.
 */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    gcTime: 0,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminWebhookKeys.all }),
  });
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: WebhookEndpointChanges }) =>
      updateWebhookEndpoint(id, changes),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminWebhookKeys.all }),
  });
}
