import type { WorkerOptions } from 'bullmq';

/**
 * How every queue worker holds and gives back its jobs, so that the active jobs of a worker that died
 * (kill -9, OOM, a lost machine) run again within about 20 s instead of a minute or more:
 *
 * - A running job's lock lives `lockDuration` (10 s); the worker renews it every `lockDuration / 2`
 *   for as long as the job runs, so a long job (an announcement batch of hundreds of e-mails) keeps it.
 * - Every `stalledInterval` (5 s) a live worker looks for active jobs whose lock has expired and puts
 *   them back to waiting: a dead worker's jobs are back within `lockDuration + stalledInterval`.
 * - A job that stalls more than `maxStalledCount` (2) times fails, so a job that kills its worker each
 *   time ends in the failed set instead of taking workers down forever.
 *
 * A job that was running when its worker died is run again from the start: processors must be
 * idempotent (the e-mail log claims each e-mail before sending it).
 */
export const WORKER_LOCK_OPTIONS = {
  lockDuration: 10_000,
  stalledInterval: 5_000,
  maxStalledCount: 2,
} as const satisfies Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;

/** Options of a queue processor: its concurrency and the lock settings every worker shares. */
export function workerOptions(concurrency: number): Partial<WorkerOptions> {
  return { concurrency, ...WORKER_LOCK_OPTIONS };
}
