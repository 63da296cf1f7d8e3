export * from './domain/events/order-email-requested.event';
export * from './domain/events/order-placed.event';
export * from './domain/events/order-status-changed.event';
export * from './ordering.module';
