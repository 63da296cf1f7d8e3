import { Query } from '@nestjs/cqrs';
import type { FailedJobDto } from '../../http/queues.dto';

/** One page of a queue's failed jobs, the latest failure first. */
export class ListFailedJobsQuery extends Query<{ jobs: FailedJobDto[]; total: number }> {
  constructor(
    readonly queueName: string,
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}
