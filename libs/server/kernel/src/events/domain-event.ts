import { IEvent } from '@nestjs/cqrs';

/**
 * Something that happened in a module, named in the past tense. Events that must cause a side
 * effect are written to the outbox with the change that raised them (see `recordEvent`).
 */
export abstract class DomainEvent<TPayload extends object = object> implements IEvent {
  /**
   * Stable, module-qualified and versioned name such as `notification.newsletter-confirmed.v1`: the `type`
   * of the event's declaration (`defineEvent`), which holds its payload schema and its queues.
   */
  abstract readonly type: string;
  readonly occurredAt = new Date();

  constructor(readonly payload: TPayload) {}
}
