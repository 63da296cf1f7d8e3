import { Module } from '@nestjs/common';
import { PaymentsCoreModule } from './payments.module';
import { PaymentsMaintenanceProcessor } from './processors/payments-maintenance.processor';

/** The worker side of payments: the reconciliation schedule and its processor. */
@Module({
  imports: [PaymentsCoreModule],
  providers: [PaymentsMaintenanceProcessor],
})
export class PaymentsWorkerModule {}
