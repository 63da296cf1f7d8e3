import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { QueueRegistry } from '../../queues/queue-registry';
import { RetryFailedJobsCommand } from './retry-failed-jobs.command';

const PAGE = 100;

@CommandHandler(RetryFailedJobsCommand)
export class RetryFailedJobsHandler implements ICommandHandler<RetryFailedJobsCommand> {
  constructor(private readonly queues: QueueRegistry) {}

  async execute({ queueName, jobId }: RetryFailedJobsCommand): Promise<number> {
    if (jobId !== undefined) {
      await retry(await this.queues.failedJob(queueName, jobId));
      return 1;
    }
    const queue = this.queues.get(queueName);
    // Each retry leaves the failed set, so the first page is always the next one; jobs that fail again
    // meanwhile are not retried twice in one call.
    const failedNow = await queue.getFailedCount();
    let retried = 0;
    while (retried < failedNow) {
      const jobs = (await queue.getFailed(0, Math.min(PAGE, failedNow - retried) - 1)).filter(Boolean);
      if (jobs.length === 0) break;
      for (const job of jobs) await retry(job);
      retried += jobs.length;
    }
    return retried;
  }
}

function retry(job: Job): Promise<void> {
  return job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
}
