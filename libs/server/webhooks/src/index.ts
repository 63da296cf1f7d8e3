export * from './domain/events/webhook-endpoint-paused.event';
export * from './events/webhook-events';
export * from './signing/webhook-signature';
export * from './webhooks-worker.module';
export * from './webhooks.module';
