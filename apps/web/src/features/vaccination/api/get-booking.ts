import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { Booking } from './booking-types';
import { vaccinationKeys } from './vaccination-keys';

/** GET /api/vaccinations/{id}: one's own booking (404 for anyone else's). */
export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return unwrap(await apiClient.GET('/api/vaccinations/{id}', { params: { path: { id } }, signal }));
}

export function getBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: vaccinationKeys.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}

/** A booking by id; waits while there is none to ask for. */
export function useBooking(id: string | null) {
  return useQuery({ ...getBookingQueryOptions(id ?? ''), enabled: Boolean(id) });
}
