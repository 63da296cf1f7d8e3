import { EntityManager } from '@mikro-orm/core';
import { assertValidEvent } from '../events/event-catalogue';
import { DomainEvent } from '../events/domain-event';
import { OutboxMessage } from './outbox-message.entity';

/**
 * Queues `event` in the outbox on the caller's unit of work, so it is committed (or rolled back)
 * together with the change that raised it. Returns the outbox id, which becomes the job id. An event
 * whose type is not declared or whose payload breaks its schema is a programming error: it throws, and
 * the caller's transaction rolls back.
 */
export function recordEvent(em: EntityManager, event: DomainEvent): string {
  assertValidEvent(event.type, event.payload);
  const message = OutboxMessage.fromEvent(event);
  em.persist(message);
  return message.id;
}
