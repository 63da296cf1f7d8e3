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
import { randomUUID } from 'node:crypto';
import { WebhookEndpoint } from '../domain/webhook-endpoint.entity';
import { webhookEventsOf, WEBHOOK_SOURCE_EVENT_TYPES } from '../events/webhook-events';
import { webhookBody, webhookEventId } from '../events/webhook-message';
import { WebhookDeliveryJobs } from './webhook-delivery-jobs';

/**
 * Turns a domain event into one delivery per endpoint that wants it, and queues them. A delivery is unique
 * per endpoint and event id, so an event relayed or processed twice is still delivered once; a run that
 * stopped between writing and queueing queues what it wrote the next time (the job id is the delivery id).
 */
@Processor(QUEUE_NAMES.webhooks, workerOptions(4))
export class WebhookFanOutProcessor extends GracefulWorkerHost {
  constructor(
    private readonly orm: MikroORM,
    private readonly jobs: WebhookDeliveryJobs,
  ) {
    super();
  }

  async process(job: Job<OutboxJobData>): Promise<{ deliveries: number }> {
    const type = EventCatalogue.canonical(job.name);
    if (!WEBHOOK_SOURCE_EVENT_TYPES.includes(type)) throw unknownJobError(QUEUE_NAMES.webhooks, job);
    const events = webhookEventsOf(type, readEventJob(job)) ?? [];
    const em = this.orm.em.fork();
    const endpoints = await em.find(WebhookEndpoint, { active: true, pausedAt: null });
    const connection = em.getConnection();
    const eventIds: string[] = [];
    for (const event of events) {
      const eventId = webhookEventId(job.data.outboxId, event.type);
      const body = webhookBody({
        id: eventId,
        type: event.type,
        occurredAt: job.data.occurredAt,
        data: event.data,
      });
      for (const endpoint of endpoints.filter((candidate) => candidate.wants(event.type))) {
        eventIds.push(eventId);
        await connection.execute(
          `insert into webhook_delivery (id, endpoint_id, event_id, event_type, body)
           values (?, ?, ?, ?, ?) on conflict (endpoint_id, event_id) do nothing`,
          [randomUUID(), endpoint.id, eventId, event.type, body],
        );
      }
    }
    if (eventIds.length === 0) return { deliveries: 0 };
    const unsent = await connection.execute<{ id: string }[]>(
      `select id from webhook_delivery where event_id in (?) and status = 'pending' and attempts = 0`,
      [[...new Set(eventIds)]],
    );
    await this.jobs.queueFirst(unsent.map((row) => row.id));
    return { deliveries: unsent.length };
  }
}
