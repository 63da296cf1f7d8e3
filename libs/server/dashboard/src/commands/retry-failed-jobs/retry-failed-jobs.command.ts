import { Command } from '@nestjs/cqrs';

/**
 * Gives failed jobs of a queue a new set of attempts: one job by id, or (without an id) every failed job.
 * Processors are idempotent, so a retried e-mail job sends only what has not gone out. Returns how many.
 */
export class RetryFailedJobsCommand extends Command<number> {
  constructor(
    readonly queueName: string,
    readonly jobId?: string,
  ) {
    super();
  }
}
