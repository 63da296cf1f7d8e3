import { Module } from '@nestjs/common';
import { PaymentsCoreModule } from './payments.module';
import { PaymentsMaintenanceJobs } from './jobs/payments-maintenance.jobs';
import { RefundJobs } from './jobs/refund.jobs';

/** The worker side of payments: the reconciliation schedule, and refunds of cancelled orders. */
@Module({
  imports: [PaymentsCoreModule],
  providers: [PaymentsMaintenanceJobs, RefundJobs],
})
export class PaymentsWorkerModule {}
