import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';

export type MaintenanceJobHandler = (job: Job) => Promise<unknown>;

/**
 * The kinds of job on the shared `maintenance` queue and who runs each. Modules register their job names
 * in the worker; the one maintenance processor dispatches by name and fails a job nobody registered, so
 * no kind of job is silently dropped by a processor that does not know it.
 *
 * A domain event is one job (its id is the outbox id) however many modules react to it, so an event may
 * have several handlers: they run one after the other, and a retry runs them all again, so each must be
 * idempotent.
 */
@Injectable()
export class MaintenanceJobs {
  private readonly handlers = new Map<string, MaintenanceJobHandler[]>();
  private readonly events = new Set<string>();

  register(name: string, handler: MaintenanceJobHandler): void {
    if (this.handlers.has(name)) throw new Error(`Maintenance job ${name} is registered twice`);
    this.handlers.set(name, [handler]);
  }

  /** Adds one reaction to the domain event `type` (delivered by the outbox relay). */
  onEvent(type: string, handler: MaintenanceJobHandler): void {
    if (this.handlers.has(type) && !this.events.has(type)) {
      throw new Error(`Maintenance job ${type} is registered as a job, not an event`);
    }
    this.events.add(type);
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  async run(job: Job): Promise<unknown> {
    const handlers = this.handlers.get(job.name);
    if (!handlers) throw new Error(`No handler for maintenance job ${job.name}`);
    if (handlers.length === 1) return handlers[0]!(job);
    const outcomes: unknown[] = [];
    for (const handler of handlers) outcomes.push(await handler(job));
    return outcomes;
  }
}
