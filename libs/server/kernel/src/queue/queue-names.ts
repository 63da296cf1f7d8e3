/** The BullMQ queues of the system (ARCHITECTURE.md, "Events, outbox and jobs"). */
export const QUEUE_NAMES = {
  email: 'email',
  announcements: 'announcements',
  maintenance: 'maintenance',
  /** Domain events projected into the admin's activity feed. */
  activity: 'activity',
  /** Domain events an integration may want: each becomes one delivery per endpoint that wants it. */
  webhooks: 'webhooks',
  /** One job per webhook delivery: the signed POST to an endpoint, retried for about a day. */
  webhookDelivery: 'webhook-delivery',
} as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];
export const ALL_QUEUE_NAMES = Object.values(QUEUE_NAMES);
