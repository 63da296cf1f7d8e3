import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminBookingKeys } from './admin-booking-keys';
import type { BookingStats } from './admin-booking-types';

/** GET /api/vaccinations/stats (admin): bookings by status and today's appointments. */
export async function getBookingStats(signal?: AbortSignal): Promise<BookingStats> {
  return unwrap(await apiClient.GET('/api/vaccinations/stats', { signal }));
}

export function getBookingStatsQueryOptions() {
  return queryOptions({
    queryKey: adminBookingKeys.stats(),
    queryFn: ({ signal }) => getBookingStats(signal),
    staleTime: 0,
  });
}

/** The stats cards' figures. */
export function useBookingStats() {
  return useQuery(getBookingStatsQueryOptions());
}
