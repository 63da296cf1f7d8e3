export * from './commands/reconcile-payments/reconcile-payments.command';
export * from './payments-worker.module';
export * from './payments.module';
export * from './commands/refund-cancelled-order/refund-cancelled-order.command';
export * from './commands/refund-khalti-payment/refund-khalti-payment.command';
export * from './domain/events/payment-refunded.event';
export * from './domain/events/refund-requested.event';
export * from './domain/order-payment-projection';
