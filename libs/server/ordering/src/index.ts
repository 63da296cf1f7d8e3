export * from './domain/events/order-email-requested.event';
export * from './domain/events/order-paid.event';
export * from './domain/events/order-placed.event';
export * from './domain/events/order-status-changed.event';
export * from './ordering.module';
export * from './order-payments';
export * from './http/order.response.dto';
export * from './queries/get-order/get-order.query';
