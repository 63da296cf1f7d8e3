import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_CACHING, adminListQuery, pagedListOf } from '@/shared/admin';
import { apiClient } from '@/shared/api';
import { adminBookingKeys } from './admin-booking-keys';
import type { AdminBookingFilters, AdminBookingPage } from './admin-booking-types';

/**
 * GET /api/vaccinations (admin): one page of bookings, latest appointment first; the number of all matches
 * is in X-Total-Count. The server searches the id, owner and dog names, e-mail and contact code.
 */
export async function getAdminBookings(
  filters: AdminBookingFilters,
  signal?: AbortSignal,
): Promise<AdminBookingPage> {
  return pagedListOf(
    await apiClient.GET('/api/vaccinations', { params: { query: adminListQuery(filters) }, signal }),
  );
}

export function getAdminBookingsQueryOptions(filters: AdminBookingFilters) {
  return queryOptions({
    queryKey: adminBookingKeys.list(filters),
    queryFn: ({ signal }) => getAdminBookings(filters, signal),
    ...ADMIN_LIST_CACHING,
  });
}

/** The booking table's page. */
export function useAdminBookings(filters: AdminBookingFilters) {
  return useQuery(getAdminBookingsQueryOptions(filters));
}
