/**
 * Wraps an async function so that callers arriving while a call is under way share its promise
 * instead of starting another one; the next call after it settles starts afresh.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
