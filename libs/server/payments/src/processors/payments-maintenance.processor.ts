import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, QUEUE_NAMES } from '@kukur/server-kernel';
import { Job, Queue } from 'bullmq';
import {
  ReconcilePaymentsCommand,
  ReconciliationReport,
} from '../commands/reconcile-payments/reconcile-payments.command';

export const RECONCILE_PAYMENTS_JOB = 'payments.reconcile';

/**
 * Runs the payment reconciliation on the maintenance queue every PAYMENT_RECONCILE_INTERVAL_MS. A BullMQ
 * job scheduler keeps one schedule however many workers start.
 */
@Processor(QUEUE_NAMES.maintenance, { concurrency: 1 })
export class PaymentsMaintenanceProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(PaymentsMaintenanceProcessor.name);

  constructor(
    private readonly commandBus: CommandBus,
    @InjectQueue(QUEUE_NAMES.maintenance) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      RECONCILE_PAYMENTS_JOB,
      { every: this.config.PAYMENT_RECONCILE_INTERVAL_MS },
      { name: RECONCILE_PAYMENTS_JOB, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  async process(job: Job): Promise<ReconciliationReport | undefined> {
    if (job.name !== RECONCILE_PAYMENTS_JOB) return undefined;
    const report = await this.commandBus.execute(new ReconcilePaymentsCommand());
    if (report.checked + report.released > 0) this.logger.log(report, 'Payments reconciled');
    return report;
  }
}
