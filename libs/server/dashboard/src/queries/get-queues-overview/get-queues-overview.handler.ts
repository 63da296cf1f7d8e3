import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readOutboxBacklog, readQueueBacklog } from '@kukur/server-kernel';
import { QueuesOverviewDto } from '../../http/queues.dto';
import { QueueRegistry } from '../../queues/queue-registry';
import { GetQueuesOverviewQuery } from './get-queues-overview.query';

@QueryHandler(GetQueuesOverviewQuery)
export class GetQueuesOverviewHandler implements IQueryHandler<GetQueuesOverviewQuery, QueuesOverviewDto> {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly em: EntityManager,
  ) {}

  async execute(): Promise<QueuesOverviewDto> {
    const [queues, backlog] = await Promise.all([
      Promise.all(
        this.queues.names().map(async (name) => {
          const queue = this.queues.get(name);
          const [backlog, paused] = await Promise.all([readQueueBacklog(queue), queue.isPaused()]);
          return { name, ...backlog, paused };
        }),
      ),
      readOutboxBacklog(this.em.fork()),
    ]);
    return {
      queues,
      outbox: {
        pending: backlog.pending,
        oldestPendingAt: backlog.oldestPendingAt?.toISOString() ?? null,
        oldestAgeSeconds: backlog.oldestPendingAt
          ? Math.max(0, Math.round((Date.now() - backlog.oldestPendingAt.getTime()) / 1000))
          : null,
        unrouted: backlog.unrouted,
        unroutedTypes: backlog.unroutedTypes.map((entry) => ({
          type: entry.type,
          count: entry.count,
          oldestAt: entry.oldestAt.toISOString(),
        })),
      },
    };
  }
}
