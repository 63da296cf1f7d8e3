import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, expectOk, unwrap } from '@/shared/api';
import { adminWebhookKeys } from './admin-webhook-keys';
import type { WebhookDelivery, WebhookEndpoint } from './admin-webhook-types';

const path = (id: string) => ({ params: { path: { id } } });

/** POST /api/admin/webhooks/{id}/resume (admin): a paused or switched-off endpoint gets events again. */
export async function resumeWebhookEndpoint(id: string): Promise<WebhookEndpoint> {
  return unwrap(await apiClient.POST('/api/admin/webhooks/{id}/resume', path(id)));
}

/** DELETE /api/admin/webhooks/{id} (admin): the endpoint and its delivery log are gone. */
export async function deleteWebhookEndpoint(id: string): Promise<void> {
  expectOk(await apiClient.DELETE('/api/admin/webhooks/{id}', path(id)));
}

/** POST /api/admin/webhooks/{id}/test (admin): a webhook.test event is queued for the endpoint. */
export async function sendTestWebhook(id: string): Promise<WebhookDelivery> {
  return unwrap(await apiClient.POST('/api/admin/webhooks/{id}/test', path(id)));
}

function useEndpointAction<TResult>(action: (id: string) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminWebhookKeys.all }),
  });
}

export const useResumeWebhookEndpoint = () => useEndpointAction(resumeWebhookEndpoint);
export const useDeleteWebhookEndpoint = () => useEndpointAction(deleteWebhookEndpoint);
export const useSendTestWebhook = () => useEndpointAction(sendTestWebhook);
