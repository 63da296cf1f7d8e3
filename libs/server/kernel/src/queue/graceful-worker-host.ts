import { WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Job, Worker } from 'bullmq';

/** `concurrency` slots dealt to at most `workers` workers as evenly as they go; none gets zero. */
export function concurrencyShares(workers: number, concurrency: number): number[] {
  return Array.from({ length: workers }, (_, index) => Math.floor((concurrency + index) / workers)).filter(
    (share) => share > 0,
  );
}

/**
 * A queue processor that finishes its running jobs before anything they use shuts down. @nestjs/bullmq
 * closes workers and queues side by side, and the mail transport or a queue a job adds to (planning a
 * reminder) could close under a running job and hold the shutdown forever. Pausing takes no new job and
 * waits for the running ones; the worker itself is closed afterwards as usual.
 */
export abstract class GracefulWorkerHost
  extends WorkerHost
  implements BeforeApplicationShutdown, OnApplicationShutdown
{
  private siblings: Worker[] = [];

  /**
   * Runs the queue's jobs on `workers` BullMQ workers of this process, `concurrency` jobs at once in all.
   * A BullMQ worker fetches its jobs one Redis round trip after the other, so however many jobs it may run
   * at once, it starts only as many a second as round trips fit in it; when jobs arrive faster than that,
   * they wait in the queue with free slots. Each further worker fetches on connections of its own.
   */
  protected runOnWorkers(workers: number, concurrency: number): void {
    const [own = 1, ...others] = concurrencyShares(workers, concurrency);
    this.worker.concurrency = own;
    const logger = new Logger(this.constructor.name);
    this.siblings = others.map((share) => {
      const sibling = new Worker(this.worker.name, (job: Job, token?: string) => this.process(job, token), {
        ...this.worker.opts,
        concurrency: share,
        autorun: true,
      });
      sibling.on('error', (error) =>
        logger.error({ err: error }, `A ${this.worker.name} queue worker failed`),
      );
      return sibling;
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([this.worker, ...this.siblings].map((worker) => worker.pause()));
  }

  /** @nestjs/bullmq closes the worker it made; the siblings are this host's to close. */
  async onApplicationShutdown(): Promise<void> {
    const siblings = this.siblings;
    this.siblings = [];
    await Promise.all(siblings.map((worker) => worker.close()));
  }
}
