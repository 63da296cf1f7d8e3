/**
 * Runs `attempt` again (at most `times` in all) when it fails with an error `isRetryable` accepts: a
 * transaction PostgreSQL broke off to end a deadlock, or a rare collision a unique index caught. Each run
 * must be a whole transaction, so a retry starts from a clean state.
 */
export async function retryTransaction<T>(
  attempt: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
  times = 3,
): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (run >= times || !isRetryable(error)) throw error;
    }
  }
}
