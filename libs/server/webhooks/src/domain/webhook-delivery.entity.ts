import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { WebhookDeliveryStatus } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';

/**
 * One event on its way to one endpoint: the exact body sent every time (so the event id, type and data
 * never change across retries and redeliveries), its status and its latest answer.
 */
@Entity({ tableName: 'webhook_delivery' })
@Unique({ properties: ['endpointId', 'eventId'] })
@Index({ properties: ['endpointId', 'createdAt'] })
export class WebhookDelivery {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'attempts'
    | 'lastStatusCode'
    | 'lastError'
    | 'lastAttemptAt'
    | 'deliveredAt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  endpointId: string;

  /** The `webhook-id` header and the body's `id`: the receiver dedupes by it. */
  @Property({ type: 'string', length: 64 })
  eventId: string;

  @Property({ type: 'string', length: 60 })
  eventType: string;

  @Property({ type: 'text' })
  body: string;

  @Property({ type: 'string', length: 12 })
  status: WebhookDeliveryStatus = 'pending';

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'integer', nullable: true })
  lastStatusCode: number | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  deliveredAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
