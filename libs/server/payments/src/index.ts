export * from './commands/reconcile-payments/reconcile-payments.command';
export * from './payments-worker.module';
export * from './payments.module';
