import { MikroORM } from '@mikro-orm/postgresql';
import { Processor } from '@nestjs/bullmq';
import {
  EventCatalogue,
  GracefulWorkerHost,
  OutboxJobData,
  QUEUE_NAMES,
  readEventJob,
  unknownJobError,
  workerOptions,
} from '@kukur/server-kernel';
import { Job } from 'bullmq';
import { ACTIVITY_EVENT_TYPES, activityFromEvent } from './activity-from-event';

/**
 * Projects domain events into the admin's activity feed. The line's id is the outbox id, so a redelivered
 * event changes nothing; an event type the feed does not know fails the job (it should not be routed here),
 * and so does a payload that breaks its event's schema.
 */
@Processor(QUEUE_NAMES.activity, workerOptions(4))
export class ActivityProjectionProcessor extends GracefulWorkerHost {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  async process(job: Job<OutboxJobData>): Promise<{ projected: boolean }> {
    // A job queued under an event's former (unversioned) name is projected as the event's declared type.
    const type = EventCatalogue.canonical(job.name);
    if (!ACTIVITY_EVENT_TYPES.includes(type)) throw unknownJobError(QUEUE_NAMES.activity, job);
    readEventJob(job);
    const line = activityFromEvent({ type, payload: job.data.payload });
    if (!line) throw unknownJobError(QUEUE_NAMES.activity, job);
    const inserted = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `insert into dashboard_activity (id, type, event_type, message, customer, amount, status, reference_id, occurred_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing returning id`,
        [
          job.data.outboxId,
          line.type,
          type,
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
