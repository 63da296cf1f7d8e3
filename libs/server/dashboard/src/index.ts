export * from './activity/activity-from-event';
export * from './dashboard-worker.module';
export * from './dashboard.module';
export * from './http/customers.dto';
export * from './http/dashboard.dto';
export * from './http/queues.dto';
