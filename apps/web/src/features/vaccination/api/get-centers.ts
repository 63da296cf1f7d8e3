import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { VaccinationCenter } from './booking-types';
import { vaccinationKeys } from './vaccination-keys';

/** GET /api/vaccination-centers: the centres with address, map position, phone, hours and closing days. */
export async function getCenters(signal?: AbortSignal): Promise<VaccinationCenter[]> {
  return unwrap(await apiClient.GET('/api/vaccination-centers', { signal }));
}

export function getCentersQueryOptions() {
  return queryOptions({
    queryKey: vaccinationKeys.centers(),
    queryFn: ({ signal }) => getCenters(signal),
    // Centres change rarely: one fetch per visit is plenty.
    staleTime: 10 * 60_000,
  });
}

export function useCenters() {
  return useQuery(getCentersQueryOptions());
}
