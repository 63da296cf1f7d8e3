import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_CACHING, adminListQuery, pagedListOf } from '@/shared/admin';
import { apiClient } from '@/shared/api';
import { isRefundUnderway, REFUND_POLL_MS } from '@/shared/orders';
import { adminOrderKeys } from './admin-order-keys';
import type { AdminOrderFilters, AdminOrderPage } from './admin-order-types';

/** GET /api/orders (admin): one page of orders, newest first; the number of all matches is in X-Total-Count. */
export async function getAdminOrders(
  filters: AdminOrderFilters,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  return pagedListOf(
    await apiClient.GET('/api/orders', { params: { query: adminListQuery(filters) }, signal }),
  );
}

export function getAdminOrdersQueryOptions(filters: AdminOrderFilters) {
  return queryOptions({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    ...ADMIN_LIST_CACHING,
    // A refund under way is the worker's: follow it until Khalti has answered.
    refetchInterval: (query) => (query.state.data?.items.some(isRefundUnderway) ? REFUND_POLL_MS : false),
  });
}

/** The order table's page. */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(getAdminOrdersQueryOptions(filters));
}
