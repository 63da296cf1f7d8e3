import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { Availability } from './booking-types';
import { vaccinationKeys } from './vaccination-keys';

export interface AvailabilityRange {
  /** A centre's id, slug or name; every centre when left out. */
  center?: string;
  /** Nepal dates, YYYY-MM-DD; the server defaults to today and a week. */
  from?: string;
  to?: string;
}

/** GET /api/vaccinations/availability: for each centre and day, the times that still have a free place. */
export async function getAvailability(range: AvailabilityRange, signal?: AbortSignal): Promise<Availability> {
  return unwrap(await apiClient.GET('/api/vaccinations/availability', { params: { query: range }, signal }));
}

export function getAvailabilityQueryOptions(range: AvailabilityRange) {
  return queryOptions({
    queryKey: vaccinationKeys.availability(range),
    queryFn: ({ signal }) => getAvailability(range, signal),
    // Others book too: taken times should not linger.
    staleTime: 15_000,
  });
}

export function useAvailability(range: AvailabilityRange, enabled = true) {
  return useQuery({ ...getAvailabilityQueryOptions(range), enabled });
}
