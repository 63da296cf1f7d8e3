import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One POST of a delivery: when, how long it took, and the answer's status or why there was none. */
@Entity({ tableName: 'webhook_delivery_attempt' })
@Index({ properties: ['deliveryId', 'attemptedAt'] })
export class WebhookDeliveryAttempt {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  deliveryId: string;

  @Property({ type: 'datetime' })
  attemptedAt: Date;

  @Property({ type: 'integer', nullable: true })
  statusCode: number | null;

  @Property({ type: 'text', nullable: true })
  error: string | null;

  @Property({ type: 'integer' })
  durationMs: number;
}
