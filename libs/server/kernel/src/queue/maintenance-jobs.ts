import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';

export type MaintenanceJobHandler = (job: Job) => Promise<unknown>;

/**
 * The kinds of job on the shared `maintenance` queue and who runs each. Modules register their job names
 * in the worker; the one maintenance processor dispatches by name and fails a job nobody registered, so
 * no kind of job is silently dropped by a processor that does not know it.
 */
@Injectable()
export class MaintenanceJobs {
  private readonly handlers = new Map<string, MaintenanceJobHandler>();

  register(name: string, handler: MaintenanceJobHandler): void {
    if (this.handlers.has(name)) throw new Error(`Maintenance job ${name} is registered twice`);
    this.handlers.set(name, handler);
  }

  run(job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`No handler for maintenance job ${job.name}`);
    return handler(job);
  }
}
