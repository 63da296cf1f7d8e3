import { Global, Module } from '@nestjs/common';
import { MaintenanceJobs } from './maintenance-jobs';
import { MaintenanceProcessor } from './maintenance.processor';

/** The worker's one processor of the `maintenance` queue and the registry modules add their jobs to. */
@Global()
@Module({ providers: [MaintenanceJobs, MaintenanceProcessor], exports: [MaintenanceJobs] })
export class MaintenanceQueueModule {}
