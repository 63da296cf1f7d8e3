import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, MaintenanceJobs, QUEUE_NAMES } from '@kukur/server-kernel';
import { Queue } from 'bullmq';
import {
  ReconcilePaymentsCommand,
  ReconciliationReport,
} from '../commands/reconcile-payments/reconcile-payments.command';

export const RECONCILE_PAYMENTS_JOB = 'payments.reconcile';

/**
 * Runs the payment reconciliation on the maintenance queue every PAYMENT_RECONCILE_INTERVAL_MS. A BullMQ
 * job scheduler keeps one schedule however many workers start.
 */
@Injectable()
export class PaymentsMaintenanceJobs implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(PaymentsMaintenanceJobs.name);

  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: MaintenanceJobs,
    @InjectQueue(QUEUE_NAMES.maintenance) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(RECONCILE_PAYMENTS_JOB, () => this.reconcile());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      RECONCILE_PAYMENTS_JOB,
      { every: this.config.PAYMENT_RECONCILE_INTERVAL_MS },
      { name: RECONCILE_PAYMENTS_JOB, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  private async reconcile(): Promise<ReconciliationReport> {
    const report = await this.commandBus.execute(new ReconcilePaymentsCommand());
    if (report.checked + report.released > 0) this.logger.log(report, 'Payments reconciled');
    return report;
  }
}
