import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminCustomerKeys } from './admin-customer-keys';

/** A customer's orders and bookings, which an admin may read for any customer. */
export function useCustomerOrders(email: string | null) {
  return useQuery({
    queryKey: adminCustomerKeys.orders(email ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiClient.GET('/api/users/{email}/orders', { params: { path: { email: email! } }, signal }),
      ),
    enabled: email !== null,
  });
}

export function useCustomerBookings(email: string | null) {
  return useQuery({
    queryKey: adminCustomerKeys.bookings(email ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiClient.GET('/api/users/{email}/vaccinations', {
          params: { path: { email: email! } },
          signal,
        }),
      ),
    enabled: email !== null,
  });
}
