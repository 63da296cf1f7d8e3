import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { GracefulWorkerHost } from './graceful-worker-host';
import { MaintenanceJobs } from './maintenance-jobs';
import { QUEUE_NAMES } from './queue-names';
import { workerOptions } from './worker-options';

/** Runs every job of the `maintenance` queue through the handler its module registered. */
@Processor(QUEUE_NAMES.maintenance, workerOptions(2))
export class MaintenanceProcessor extends GracefulWorkerHost {
  constructor(private readonly jobs: MaintenanceJobs) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.run(job);
  }
}
