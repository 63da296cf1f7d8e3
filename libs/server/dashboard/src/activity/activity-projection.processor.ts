import { MikroORM } from '@mikro-orm/postgresql';
import { Processor } from '@nestjs/bullmq';
import { GracefulWorkerHost, OutboxJobData, QUEUE_NAMES, workerOptions } from '@kukur/server-kernel';
import { Job } from 'bullmq';
import { activityFromEvent } from './activity-from-event';

/**
 * Projects domain events into the admin's activity feed. The line's id is the outbox id, so a redelivered
 * event changes nothing; an event type the feed does not know fails the job (it should not be routed here).
 */
@Processor(QUEUE_NAMES.activity, workerOptions(4))
export class ActivityProjectionProcessor extends GracefulWorkerHost {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  async process(job: Job<OutboxJobData>): Promise<{ projected: boolean }> {
    const line = activityFromEvent(job.data);
    if (!line) throw new Error(`The activity feed has no description of ${job.data.type}`);
    const inserted = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `insert into dashboard_activity (id, type, event_type, message, customer, amount, status, reference_id, occurred_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing returning id`,
        [
          job.data.outboxId,
          line.type,
          job.data.type,
          line.message.slice(0, 300),
          line.customer?.slice(0, 100) ?? null,
          line.amount,
          line.status,
          line.referenceId,
          job.data.occurredAt,
        ],
      );
    return { projected: inserted.length > 0 };
  }
}
