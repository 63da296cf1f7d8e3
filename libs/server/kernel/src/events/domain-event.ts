import { IEvent } from '@nestjs/cqrs';

/**
 * Something that happened in a module, named in the past tense. Events that must cause a side
 * effect are written to the outbox with the change that raised them (see `recordEvent`).
 */
export abstract class DomainEvent<TPayload extends object = object> implements IEvent {
  /** Stable, module-qualified name such as `notification.newsletter-subscribed`. */
  abstract readonly type: string;
  readonly occurredAt = new Date();

  constructor(readonly payload: TPayload) {}
}
