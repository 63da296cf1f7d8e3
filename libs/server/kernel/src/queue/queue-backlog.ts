import type { Queue } from 'bullmq';

export interface QueueBacklog {
  /** Waiting to run: ready, prioritised, or held while the queue is paused. */
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

/** One queue's job counts in one round trip, as health and the admin's queues view report them. */
export async function readQueueBacklog(queue: Queue): Promise<QueueBacklog> {
  const counts = await queue.getJobCounts(
    'waiting',
    'paused',
    'prioritized',
    'active',
    'delayed',
    'failed',
    'completed',
  );
  return {
    waiting: (counts['waiting'] ?? 0) + (counts['paused'] ?? 0) + (counts['prioritized'] ?? 0),
    active: counts['active'] ?? 0,
    delayed: counts['delayed'] ?? 0,
    failed: counts['failed'] ?? 0,
    completed: counts['completed'] ?? 0,
  };
}
