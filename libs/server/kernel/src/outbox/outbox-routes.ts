import { Injectable } from '@nestjs/common';
import { EventCatalogue } from '../events/event-catalogue';
import { QueueName } from '../queue/queue-names';

/**
 * Which queues receive each event type: read from the event declarations (`defineEvent`), never filled
 * at runtime, so the API knows them as well as the worker. Worker modules say which events they consume
 * (`consume`), which fails at start-up when the event is not declared or not routed to that queue; the
 * relay checks at start-up that every declared route has its consumer (`assertEveryRouteConsumed`).
 */
@Injectable()
export class OutboxRoutes {
  private readonly consumed = new Map<string, Set<QueueName>>();

  /** The queues of a declared type (maybe none, on purpose); undefined when the type is not declared. */
  queuesFor(eventType: string): readonly QueueName[] | undefined {
    return EventCatalogue.queuesFor(eventType);
  }

  /** The types the relay publishes: the declared ones and their former (unversioned) names. */
  declaredTypes(): string[] {
    return EventCatalogue.recognisedTypes();
  }

  /** A worker module processes `eventType` from `queue`. */
  consume(eventType: string, queue: QueueName): void {
    const queues = EventCatalogue.queuesFor(eventType);
    if (!queues) throw new Error(`Event type ${eventType} is consumed from ${queue} but not declared`);
    if (!queues.includes(queue)) {
      throw new Error(
        `Event type ${eventType} is consumed from ${queue} but its declaration routes it to ${queues.join(', ') || 'no queue'}`,
      );
    }
    this.consumed.set(eventType, new Set([...(this.consumed.get(eventType) ?? []), queue]));
  }

  /** Declared routes no module of this process consumes. */
  unconsumedRoutes(): { type: string; queue: QueueName }[] {
    return EventCatalogue.types().flatMap((type) =>
      (EventCatalogue.queuesFor(type) ?? [])
        .filter((queue) => !this.consumed.get(type)?.has(queue))
        .map((queue) => ({ type, queue })),
    );
  }

  /** Fails when a declared route has no consumer here (its jobs would fail as unknown). */
  assertEveryRouteConsumed(): void {
    const missing = this.unconsumedRoutes();
    if (missing.length > 0) {
      throw new Error(
        `Declared event routes nobody consumes: ${missing.map(({ type, queue }) => `${type} -> ${queue}`).join(', ')}`,
      );
    }
  }
}
