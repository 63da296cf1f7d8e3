import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, expectOk } from '@/shared/api';
import { adminQueueKeys } from './admin-queue-keys';
import type { FailedJobRef } from './retry-failed-job';

/** DELETE /api/admin/queues/{queue}/jobs/{id} (admin): the failed job is removed for good. */
export async function discardFailedJob({ queue, jobId }: FailedJobRef): Promise<void> {
  expectOk(
    await apiClient.DELETE('/api/admin/queues/{queue}/jobs/{id}', {
      params: { path: { queue, id: jobId } },
    }),
  );
}

/** Discards one failed job, then the counts and the list are fetched again. */
export function useDiscardFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardFailedJob,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminQueueKeys.all }),
  });
}
