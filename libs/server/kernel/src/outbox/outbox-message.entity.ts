import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DomainEvent } from '../events/domain-event';

/** A domain event waiting to be (or already) handed to the job queue by the outbox relay. */
@Entity({ tableName: 'outbox_message' })
@Index({
  name: 'outbox_message_unpublished_idx',
  properties: ['createdAt'],
  options: { where: 'published_at is null' },
})
export class OutboxMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 120 })
  type: string;

  @Property({ type: 'json' })
  payload: object;

  @Property({ type: 'datetime' })
  occurredAt: Date;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  static fromEvent(event: DomainEvent): OutboxMessage {
    const message = new OutboxMessage();
    message.type = event.type;
    message.payload = event.payload;
    message.occurredAt = event.occurredAt;
    return message;
  }
}
