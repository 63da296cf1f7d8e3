import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_CACHING, pagedListOf, type PagedList } from '@/shared/admin';
import { apiClient } from '@/shared/api';
import { adminCustomerKeys } from './admin-customer-keys';
import type { AdminCustomer, CustomerListFilters } from './admin-customer-types';

/** GET /api/user/users (admin): one page of customers, searched and sorted on the server. */
export async function getCustomers(
  { search, sort, order, page, pageSize }: CustomerListFilters,
  signal?: AbortSignal,
): Promise<PagedList<AdminCustomer>> {
  const text = search.trim();
  return pagedListOf(
    await apiClient.GET('/api/user/users', {
      params: { query: { ...(text ? { search: text } : {}), sort, order, page, pageSize } },
      signal,
    }),
  );
}

export function useCustomers(filters: CustomerListFilters) {
  return useQuery(
    queryOptions({
      queryKey: adminCustomerKeys.list(filters),
      queryFn: ({ signal }) => getCustomers(filters, signal),
      ...ADMIN_LIST_CACHING,
    }),
  );
}
