/**
 * The most jobs one BullMQ worker runs at once before a processor runs another beside it. A BullMQ worker
 * fetches its jobs one after another, a Redis round trip each, and each waits a turn of the process's event
 * loop; under a steady stream on a busy process, jobs waited in the queue while slots were free. Four workers
 * of 128 slots took the e-mail worker's part of commit -> job start at 550 e-mails/s from a p95 of 42-75 ms to
 * 21-36 ms (tools/bench/README.md).
 */
export const JOB_SLOTS_PER_FETCHER = 128;

/** How a processor's `total` job slots are shared among the BullMQ workers that fetch its jobs. */
export function jobFetchers(total: number): { fetchers: number; slotsEach: number } {
  if (!Number.isInteger(total) || total < 1)
    throw new RangeError(`Job slots must be a positive whole number, not ${total}`);
  const fetchers = Math.ceil(total / JOB_SLOTS_PER_FETCHER);
  return { fetchers, slotsEach: Math.ceil(total / fetchers) };
}
