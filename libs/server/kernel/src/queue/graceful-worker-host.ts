import { WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown } from '@nestjs/common';

/**
 * A queue processor that finishes its running jobs before anything they use shuts down. @nestjs/bullmq
 * closes workers and queues side by side, and the mail transport or a queue a job adds to (planning a
 * reminder) could close under a running job and hold the shutdown forever. Pausing takes no new job and
 * waits for the running ones; the worker itself is closed afterwards as usual.
 */
export abstract class GracefulWorkerHost extends WorkerHost implements BeforeApplicationShutdown {
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.pause();
  }
}
