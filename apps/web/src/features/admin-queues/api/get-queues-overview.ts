import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminQueueKeys } from './admin-queue-keys';
import type { QueuesOverview } from './admin-queue-types';

/** How often the counts are fetched again while the page is open. */
export const QUEUES_REFRESH_MS = 10_000;

/** GET /api/admin/queues (admin): each queue's jobs by state and the outbox backlog. */
export async function getQueuesOverview(signal?: AbortSignal): Promise<QueuesOverview> {
  return unwrap(await apiClient.GET('/api/admin/queues', { signal }));
}

export function getQueuesOverviewQueryOptions() {
  return queryOptions({
    queryKey: adminQueueKeys.overview(),
    queryFn: ({ signal }) => getQueuesOverview(signal),
    staleTime: 0,
    refetchInterval: QUEUES_REFRESH_MS,
  });
}

/** The queue cards' counts, kept fresh while the page is open. */
export function useQueuesOverview() {
  return useQuery(getQueuesOverviewQueryOptions());
}
