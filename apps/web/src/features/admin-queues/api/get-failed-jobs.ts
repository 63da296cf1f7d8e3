import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_CACHING, pagedListOf, type PagedList } from '@/shared/admin';
import { apiClient } from '@/shared/api';
import { adminQueueKeys } from './admin-queue-keys';
import type { FailedJob, FailedJobsPaging } from './admin-queue-types';

/** GET /api/admin/queues/{queue}/failed (admin): one page of a queue's failed jobs, with X-Total-Count. */
export async function getFailedJobs(
  { queue, page, pageSize }: FailedJobsPaging,
  signal?: AbortSignal,
): Promise<PagedList<FailedJob>> {
  return pagedListOf(
    await apiClient.GET('/api/admin/queues/{queue}/failed', {
      params: { path: { queue }, query: { page, pageSize } },
      signal,
    }),
  );
}

export function getFailedJobsQueryOptions(paging: FailedJobsPaging) {
  return queryOptions({
    queryKey: adminQueueKeys.failed(paging),
    queryFn: ({ signal }) => getFailedJobs(paging, signal),
    ...ADMIN_LIST_CACHING,
  });
}

/** The failed jobs table's page. */
export function useFailedJobs(paging: FailedJobsPaging) {
  return useQuery(getFailedJobsQueryOptions(paging));
}
