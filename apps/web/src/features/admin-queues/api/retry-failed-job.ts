import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, expectOk } from '@/shared/api';
import { adminQueueKeys } from './admin-queue-keys';
import type { QueueName } from './admin-queue-types';

export interface FailedJobRef {
  queue: QueueName;
  jobId: string;
}

/** POST /api/admin/queues/{queue}/jobs/{id}/retry (admin): the job goes back to waiting; 409 if it has not failed. */
export async function retryFailedJob({ queue, jobId }: FailedJobRef): Promise<void> {
  expectOk(
    await apiClient.POST('/api/admin/queues/{queue}/jobs/{id}/retry', {
      params: { path: { queue, id: jobId } },
    }),
  );
}

/** Retries one failed job, then the counts and the list are fetched again. */
export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJob,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminQueueKeys.all }),
  });
}
