/** The BullMQ queues of the system (ARCHITECTURE.md, "Events, outbox and jobs"). */
export const QUEUE_NAMES = {
  email: 'email',
  announcements: 'announcements',
  maintenance: 'maintenance',
  /** Domain events projected into the admin's activity feed. */
  activity: 'activity',
} as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];
export const ALL_QUEUE_NAMES = Object.values(QUEUE_NAMES);
