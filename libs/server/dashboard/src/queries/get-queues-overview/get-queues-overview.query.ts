import { Query } from '@nestjs/cqrs';
import type { QueuesOverviewDto } from '../../http/queues.dto';

/** Every queue's job counts, and the outbox backlog in front of them. */
export class GetQueuesOverviewQuery extends Query<QueuesOverviewDto> {}
