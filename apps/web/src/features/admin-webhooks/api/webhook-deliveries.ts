import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { ADMIN_LIST_CACHING, pagedListOf, type PagedList } from '@/shared/admin';
import { adminWebhookKeys } from './admin-webhook-keys';
import type { WebhookDelivery } from './admin-webhook-types';

/** GET /api/admin/webhooks/{id}/deliveries (admin): a page of the delivery log, newest first. */
export async function getWebhookDeliveries(
  id: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PagedList<WebhookDelivery>> {
  return pagedListOf(
    await apiClient.GET('/api/admin/webhooks/{id}/deliveries', {
      params: { path: { id }, query: { page, pageSize } },
      signal,
    }),
  );
}

export function getWebhookDeliveriesQueryOptions(id: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: adminWebhookKeys.deliveries(id, page, pageSize),
    queryFn: ({ signal }) => getWebhookDeliveries(id, page, pageSize, signal),
    ...ADMIN_LIST_CACHING,
  });
}

/** The log of the endpoint `id`; nothing is asked while there is none (the drawer is closed). */
export function useWebhookDeliveries(id: string | undefined, page: number, pageSize: number) {
  return useQuery({
    ...getWebhookDeliveriesQueryOptions(id ?? '', page, pageSize),
    enabled: id !== undefined,
  });
}

/** POST …/deliveries/{deliveryId}/redeliver (admin): the same event id and body, sent again. */
export async function redeliverWebhook(id: string, deliveryId: string): Promise<WebhookDelivery> {
  return unwrap(
    await apiClient.POST('/api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
      params: { path: { id, deliveryId } },
    }),
  );
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) => redeliverWebhook(id, deliveryId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminWebhookKeys.all }),
  });
}
