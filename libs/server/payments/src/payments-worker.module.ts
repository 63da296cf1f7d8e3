import { Module } from '@nestjs/common';
import { PaymentsCoreModule } from './payments.module';
import { PaymentsMaintenanceJobs } from './jobs/payments-maintenance.jobs';

/** The worker side of payments: the reconciliation schedule and its maintenance job. */
@Module({
  imports: [PaymentsCoreModule],
  providers: [PaymentsMaintenanceJobs],
})
export class PaymentsWorkerModule {}
