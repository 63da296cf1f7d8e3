import { Injectable } from '@nestjs/common';
import { QueueName } from '../queue/queue-names';

/**
 * Which queues receive each event type. Filled by the modules that react to events (in the
 * worker), read by the relay. An event nobody listens to is simply marked published.
 */
@Injectable()
export class OutboxRoutes {
  private readonly routes = new Map<string, Set<QueueName>>();

  add(eventType: string, queue: QueueName): void {
    const queues = this.routes.get(eventType) ?? new Set<QueueName>();
    queues.add(queue);
    this.routes.set(eventType, queues);
  }

  queuesFor(eventType: string): QueueName[] {
    return [...(this.routes.get(eventType) ?? [])];
  }
}
