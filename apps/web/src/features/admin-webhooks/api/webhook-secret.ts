import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';

const path = (id: string) => ({ params: { path: { id } } });

/** GET /api/admin/webhooks/{id}/secret (admin). */
export async function getWebhookSecret(id: string): Promise<string> {
  return unwrap(await apiClient.GET('/api/admin/webhooks/{id}/secret', path(id))).secret;
}

/** POST /api/admin/webhooks/{id}/secret/rotate (admin): the old secret stops signing at once. */
export async function rotateWebhookSecret(id: string): Promise<string> {
  return unwrap(await apiClient.POST('/api/admin/webhooks/{id}/secret/rotate', path(id))).secret;
}

/**
 * The secret is fetched when the admin asks to see it, and kept only in this mutation (`gcTime: 0`, reset
 * when the dialog closes), never in the query cache.
 */
export function useRevealWebhookSecret() {
  return useMutation({ mutationFn: getWebhookSecret, gcTime: 0 });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret, gcTime: 0 });
}
