import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminOrderKeys } from './admin-order-keys';
import type { AdminOrderFilters, AdminOrderPage } from './admin-order-types';

/** GET /api/orders (admin): one page of orders, newest first; the number of all matches is in X-Total-Count. */
export async function getAdminOrders(
  filters: AdminOrderFilters,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  const search = filters.search.trim();
  const result = await apiClient.GET('/api/orders', {
    params: {
      query: {
        ...(search ? { search } : {}),
        ...(filters.status ? { status: filters.status } : {}),
        page: filters.page,
        pageSize: filters.pageSize,
      },
    },
    signal,
  });
  const orders = unwrap(result);
  const total = Number(result.response.headers.get('X-Total-Count'));
  // Without the header the page is all there is to know about.
  return { orders, total: Number.isFinite(total) && total >= orders.length ? total : orders.length };
}

export function getAdminOrdersQueryOptions(filters: AdminOrderFilters) {
  return queryOptions({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    // An admin expects to see orders placed a moment ago and changes made by another admin.
    staleTime: 0,
    // The table keeps the last page while the next page or a new search loads, instead of emptying.
    placeholderData: keepPreviousData,
  });
}

/** The order table's page. */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(getAdminOrdersQueryOptions(filters));
}
