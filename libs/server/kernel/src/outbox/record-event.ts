import { EntityManager } from '@mikro-orm/core';
import { DomainEvent } from '../events/domain-event';
import { OutboxMessage } from './outbox-message.entity';

/**
 * Queues `event` in the outbox on the caller's unit of work, so it is committed (or rolled back)
 * together with the change that raised it. Returns the outbox id, which becomes the job id.
 */
export function recordEvent(em: EntityManager, event: DomainEvent): string {
  const message = OutboxMessage.fromEvent(event);
  em.persist(message);
  return message.id;
}
