import { useCallback } from 'react';
import { ApiError } from '@/shared/api';
import { useFeedback } from '@/shared/ui/feedback';

export interface ActionOutcome<Result> {
  /** The toast when the action succeeded. */
  success: (result: Result) => string;
  /** The toast when it failed. */
  failure: string;
  /** A 409 (the item's state no longer allows it) shows the server's reason instead of `failure`. */
  explainConflict?: boolean;
}

/** The server's reason when it refused a move the item's state no longer allows (409), else `fallback`. */
function conflictMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.status === 409 && error.serverMessage) || fallback;
}

/** Runs an admin's action and toasts how it went; never throws. */
export function useActionToast() {
  const { message } = useFeedback();
  return useCallback(
    async <Result>(action: () => Promise<Result>, outcome: ActionOutcome<Result>): Promise<void> => {
      try {
        message.success(outcome.success(await action()));
      } catch (error) {
        message.error(outcome.explainConflict ? conflictMessageOr(error, outcome.failure) : outcome.failure);
      }
    },
    [message],
  );
}

/** A move to another status, with the admin's note for the history when there is one. */
export interface StatusChange<Status extends string> {
  status: Status;
  note?: string;
}

/**
 * Moves an item to a status (with an optional note) and toasts its new status, or why it could not move:
 * the server's reason when the item's state no longer allows it (409), else `texts.statusFailed`.
 */
export function useStatusMove<Status extends string>(
  move: (change: StatusChange<Status>) => Promise<{ status: string }>,
  texts: { statusUpdated: (status: string) => string; statusFailed: string },
) {
  const toast = useActionToast();
  return (status: Status, note?: string) =>
    toast(() => move({ status, ...(note ? { note } : {}) }), {
      success: (updated) => texts.statusUpdated(updated.status),
      failure: texts.statusFailed,
      explainConflict: true,
    });
}
