import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminQueueKeys } from './admin-queue-keys';
import type { QueueName } from './admin-queue-types';

/** POST /api/admin/queues/{queue}/failed/retry (admin): every failed job of the queue goes back to waiting. */
export async function retryAllFailedJobs(queue: QueueName): Promise<number> {
  const { retried } = unwrap(
    await apiClient.POST('/api/admin/queues/{queue}/failed/retry', { params: { path: { queue } } }),
  );
  return retried;
}

/** Retries a queue's failed jobs; answers how many, then the counts and the list are fetched again. */
export function useRetryAllFailedJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryAllFailedJobs,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminQueueKeys.all }),
  });
}
