import { WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { jobFetchers } from './job-fetchers';

/**
 * A queue processor that finishes its running jobs before anything they use shuts down. @nestjs/bullmq
 * closes workers and queues side by side, and the mail transport or a queue a job adds to (planning a
 * reminder) could close under a running job and hold the shutdown forever. Pausing takes no new job and
 * waits for the running ones; the worker itself is closed afterwards as usual.
 */
export abstract class GracefulWorkerHost extends WorkerHost implements BeforeApplicationShutdown {
  /** Workers beside the one @nestjs/bullmq made, running the same `process` (see useJobSlots). */
  private readonly siblings: Worker[] = [];

  /**
   * Runs up to `total` of this queue's jobs at once. Beyond the slots one BullMQ worker holds, the jobs are
   * fetched by several side by side, with the same options (see JOB_SLOTS_PER_FETCHER). Called once, when the
   * application has started.
   */
  protected useJobSlots(total: number): void {
    const { fetchers, slotsEach } = jobFetchers(total);
    this.worker.concurrency = slotsEach;
    for (let count = 1; count < fetchers; count += 1) {
      this.siblings.push(
        new Worker(this.worker.name, (job: Job, token?: string) => this.process(job, token), {
          ...this.worker.opts,
          concurrency: slotsEach,
        }),
      );
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Closing waits for the running jobs too; the siblings are ours to close.
    await Promise.all([this.worker.pause(), ...this.siblings.map((sibling) => sibling.close())]);
  }
}
