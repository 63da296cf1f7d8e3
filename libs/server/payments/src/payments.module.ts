import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { OrderingModule } from '@kukur/server-ordering';
import { InitiateKhaltiPaymentHandler } from './commands/initiate-khalti-payment/initiate-khalti-payment.handler';
import { ReconcilePaymentsHandler } from './commands/reconcile-payments/reconcile-payments.handler';
import { RecordOrderPaymentHandler } from './commands/record-order-payment/record-order-payment.handler';
import { RefundCancelledOrderHandler } from './commands/refund-cancelled-order/refund-cancelled-order.handler';
import { RefundKhaltiPaymentHandler } from './commands/refund-khalti-payment/refund-khalti-payment.handler';
import { RetryRefundHandler } from './commands/retry-refund/retry-refund.handler';
import { SettleCashRefundHandler } from './commands/settle-cash-refund/settle-cash-refund.handler';
import { VerifyKhaltiPaymentHandler } from './commands/verify-khalti-payment/verify-khalti-payment.handler';
import { KhaltiSettlement } from './domain/khalti-settlement';
import { PaymentRefunds } from './domain/payment-refunds';
import { Payment } from './domain/payment.entity';
import { PaymentsController } from './http/payments.controller';
import { KhaltiClient } from './khalti/khalti-client';

const CORE = [
  KhaltiClient,
  KhaltiSettlement,
  PaymentRefunds,
  InitiateKhaltiPaymentHandler,
  VerifyKhaltiPaymentHandler,
  RecordOrderPaymentHandler,
  ReconcilePaymentsHandler,
  RefundCancelledOrderHandler,
  RefundKhaltiPaymentHandler,
  RetryRefundHandler,
  SettleCashRefundHandler,
];

/** Khalti ePayment and cash on delivery: the API side. */
@Module({
  imports: [MikroOrmModule.forFeature([Payment]), OrderingModule],
  controllers: [PaymentsController],
  providers: CORE,
})
export class PaymentsModule {}

/** The worker side: the same handlers (without HTTP) for the reconciliation and refund jobs. */
@Module({
  imports: [MikroOrmModule.forFeature([Payment]), OrderingModule],
  providers: CORE,
  exports: CORE,
})
export class PaymentsCoreModule {}
