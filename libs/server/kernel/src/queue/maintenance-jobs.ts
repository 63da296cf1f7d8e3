import { Injectable, Optional } from '@nestjs/common';
import type { Job } from 'bullmq';
import { EventCatalogue, EventDefinition, readEventJob, z } from '../events/event-catalogue';
import { OutboxRoutes } from '../outbox/outbox-routes';
import { QUEUE_NAMES } from './queue-names';
import { unknownJobError } from './unknown-job';

export type MaintenanceJobHandler = (job: Job) => Promise<unknown>;
export type MaintenanceEventHandler<TPayload> = (payload: TPayload, job: Job) => Promise<unknown>;

/**
 * The kinds of job on the shared `maintenance` queue and who runs each. Modules register their job names
 * in the worker; the one maintenance processor dispatches by name and fails a job nobody registered, so
 * no kind of job is silently dropped by a processor that does not know it.
 *
 * A domain event is one job (its id is the outbox id) however many modules react to it, so an event may
 * have several handlers: they run one after the other, and a retry runs them all again, so each must be
 * idempotent. The event's payload is checked against its schema before any handler runs.
 */
@Injectable()
export class MaintenanceJobs {
  private readonly handlers = new Map<string, MaintenanceJobHandler[]>();
  private readonly events = new Map<string, EventDefinition>();

  constructor(@Optional() private readonly routes?: OutboxRoutes) {}

  register(name: string, handler: MaintenanceJobHandler): void {
    if (this.handlers.has(name)) throw new Error(`Maintenance job ${name} is registered twice`);
    this.handlers.set(name, [handler]);
  }

  /**
   * Adds one reaction to a domain event (delivered by the outbox relay). Fails at start-up when the event
   * is not declared with the maintenance queue among its routes.
   */
  onEvent<TSchema extends z.ZodTypeAny>(
    event: EventDefinition<TSchema>,
    handler: MaintenanceEventHandler<z.infer<TSchema>>,
  ): void {
    if (this.handlers.has(event.type) && !this.events.has(event.type)) {
      throw new Error(`Maintenance job ${event.type} is registered as a job, not an event`);
    }
    this.routes?.consume(event.type, QUEUE_NAMES.maintenance);
    this.events.set(event.type, event);
    this.handlers.set(event.type, [
      ...(this.handlers.get(event.type) ?? []),
      (job) => handler(job.data.payload as z.infer<TSchema>, job),
    ]);
  }

  async run(job: Job): Promise<unknown> {
    // A job queued under an event's former (unversioned) name runs as the event's declared type.
    const name = EventCatalogue.canonical(job.name);
    const handlers = this.handlers.get(name);
    if (!handlers) throw unknownJobError(QUEUE_NAMES.maintenance, job);
    const event = this.events.get(name);
    if (event) readEventJob(job, event);
    if (handlers.length === 1) return handlers[0]!(job);
    const outcomes: unknown[] = [];
    for (const handler of handlers) outcomes.push(await handler(job));
    return outcomes;
  }
}
