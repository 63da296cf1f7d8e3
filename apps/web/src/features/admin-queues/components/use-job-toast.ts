import { useCallback } from 'react';
import { ApiError } from '@/shared/api';
import { useFeedback } from '@/shared/ui/feedback';

export interface JobActionOutcome<Result> {
  success: (result: Result) => string;
  /** What the toast says when the server gave no reason. */
  failure: string;
}

/**
 * Runs an action on failed jobs and toasts how it went: on failure the server's reason (the job is gone,
 * it is no longer failed…) when it gave one. Never throws; answers whether the action succeeded.
 */
export function useJobToast() {
  const { message } = useFeedback();
  return useCallback(
    async <Result>(action: () => Promise<Result>, outcome: JobActionOutcome<Result>): Promise<boolean> => {
      try {
        message.success(outcome.success(await action()));
        return true;
      } catch (error) {
        message.error((error instanceof ApiError && error.serverMessage) || outcome.failure);
        return false;
      }
    },
    [message],
  );
}
