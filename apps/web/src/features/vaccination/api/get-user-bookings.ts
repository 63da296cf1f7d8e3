import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { Booking } from './booking-types';
import { vaccinationKeys } from './vaccination-keys';

/** GET /api/users/{email}/vaccinations: the logged-in customer's bookings, latest appointment first. */
export async function getUserBookings(email: string, signal?: AbortSignal): Promise<Booking[]> {
  return unwrap(
    await apiClient.GET('/api/users/{email}/vaccinations', { params: { path: { email } }, signal }),
  );
}

export function getUserBookingsQueryOptions(email: string) {
  return queryOptions({
    queryKey: vaccinationKeys.userList(email),
    queryFn: ({ signal }) => getUserBookings(email, signal),
  });
}

/** A customer's bookings; waits while there is no e-mail to ask with. */
export function useUserBookings(email: string | null) {
  return useQuery({ ...getUserBookingsQueryOptions(email ?? ''), enabled: Boolean(email) });
}
