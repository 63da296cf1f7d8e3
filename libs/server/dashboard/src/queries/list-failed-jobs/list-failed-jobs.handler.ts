import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { isUuid } from '@kukur/contracts';
import { ListEmailLogQuery } from '@kukur/server-notification';
import { FailedJobDto } from '../../http/queues.dto';
import { summarizeJob } from '../../queues/job-summary';
import { QueueRegistry } from '../../queues/queue-registry';
import { ListFailedJobsQuery } from './list-failed-jobs.query';

@QueryHandler(ListFailedJobsQuery)
export class ListFailedJobsHandler implements IQueryHandler<ListFailedJobsQuery> {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({
    queueName,
    offset,
    limit,
  }: ListFailedJobsQuery): Promise<{ jobs: FailedJobDto[]; total: number }> {
    const queue = this.queues.get(queueName);
    const [jobs, total] = await Promise.all([
      queue.getFailed(offset, offset + limit - 1),
      queue.getFailedCount(),
    ]);
    const present = jobs.filter((job) => job?.id);
    // The e-mail log knows which of an event's e-mails failed, to whom and with which template.
    const { entries } = await this.queryBus.execute(
      new ListEmailLogQuery({
        outboxIds: present.map((job) => job.id!).filter(isUuid),
        offset: 0,
        limit: 500,
      }),
    );
    return {
      total,
      jobs: present.map((job) => ({
        id: job.id!,
        queue: queueName,
        name: job.name,
        summary: summarizeJob(
          job,
          entries.filter((entry) => entry.id.startsWith(`${job.id}:`) && entry.status === 'failed'),
        ),
        failedReason: job.failedReason ?? 'Unknown',
        attemptsMade: job.attemptsMade,
        maxAttempts: job.opts.attempts ?? 1,
        createdAt: new Date(job.timestamp).toISOString(),
        failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      })),
    };
  }
}
