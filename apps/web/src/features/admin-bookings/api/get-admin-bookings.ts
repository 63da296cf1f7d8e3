import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
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
  const search = filters.search.trim();
  const result = await apiClient.GET('/api/vaccinations', {
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
  const bookings = unwrap(result);
  const total = Number(result.response.headers.get('X-Total-Count'));
  // Without the header the page is all there is to know about.
  return { bookings, total: Number.isFinite(total) && total >= bookings.length ? total : bookings.length };
}

export function getAdminBookingsQueryOptions(filters: AdminBookingFilters) {
  return queryOptions({
    queryKey: adminBookingKeys.list(filters),
    queryFn: ({ signal }) => getAdminBookings(filters, signal),
    // An admin expects to see bookings made a moment ago and changes made by another admin or a customer.
    staleTime: 0,
    // The table keeps the last page while the next page or a new search loads, instead of emptying.
    placeholderData: keepPreviousData,
  });
}

/** The booking table's page. */
export function useAdminBookings(filters: AdminBookingFilters) {
  return useQuery(getAdminBookingsQueryOptions(filters));
}
