import type { QueueName } from './api/admin-queue-types';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Every text of the queues page. */
export const ADMIN_QUEUES_MESSAGES = {
  title: 'Background Jobs',
  intro: 'Refreshes every 10 seconds.',
  updatedAt: (time: string) => `Updated ${time}`,
  refresh: 'Refresh',
  loadFailed: 'The queues could not be loaded.',
  tryAgain: 'Try Again',

  queues: {
    email: 'E-mail',
    announcements: 'Announcements',
    maintenance: 'Maintenance',
    activity: 'Activity',
    webhooks: 'Webhook Events',
    'webhook-delivery': 'Webhook Deliveries',
  } satisfies Record<QueueName, string>,
  queueUse: {
    email: 'E-mails to customers about orders, bookings and accounts',
    announcements: 'New-product e-mails to confirmed subscribers and opted-in customers',
    maintenance: 'Reminders and what follows the shop’s events',
    activity: 'The dashboard’s activity feed',
    webhooks: 'Events turned into deliveries for each webhook endpoint that wants them',
    'webhook-delivery': 'Signed POSTs to integrators’ webhook endpoints, retried for about a day',
  } satisfies Record<QueueName, string>,
  countsLabel: (queue: string) => `${queue} queue`,
  paused: 'Paused',
  waiting: 'Waiting',
  active: 'Active',
  delayed: 'Delayed',
  failed: 'Failed',
  completed: 'Completed (7 days)',

  outbox: 'Outbox',
  outboxUse: 'Events saved but not yet handed to a queue',
  pending: 'Pending events',
  oldest: 'Oldest waiting',
  outboxBehind: (age: string) => `The oldest event has waited ${age}: the worker may be stopped or behind.`,
  outboxEmpty: 'Nothing waiting',
  unrouted: 'Held back',
  unroutedWarning: (count: number) =>
    `${plural(count, 'event is', 'events are')} held back: no release declares ${count === 1 ? 'its type' : 'their types'}, so ${count === 1 ? 'it stays' : 'they stay'} unpublished until one does.`,
  unroutedType: (type: string, count: number) => `${type} (${count})`,

  failedTitle: 'Failed Jobs',
  queuePicker: 'Queue',
  queueOption: (queue: string, failed: number) => `${queue} (${failed})`,
  noFailedJobs: 'No failed jobs',
  jobsCount: (count: number) => plural(count, 'failed job', 'failed jobs'),
  failedLoadFailed: 'The failed jobs could not be loaded.',

  jobColumn: 'Job',
  recipientsColumn: 'Recipients',
  templatesColumn: 'Templates',
  aboutColumn: 'About',
  reasonColumn: 'Why it failed',
  attemptsColumn: 'Attempts',
  failedAtColumn: 'Failed at',
  actionsColumn: 'Actions',
  attempts: (made: number, max: number) => `${made} / ${max}`,
  none: '—',

  retry: 'Retry',
  retryLabel: (job: string) => `Retry ${job}`,
  retried: 'Job retried: it is waiting to run again.',
  retryFailed: 'The job could not be retried.',
  discard: 'Discard',
  discardLabel: (job: string) => `Discard ${job}`,
  discardTitle: 'Discard this job?',
  discardText: (job: string) => `${job} is removed from the queue for good and will not run again.`,
  discarded: 'Job discarded.',
  discardFailed: 'The job could not be discarded.',
  retryAll: 'Retry all',
  retryAllTitle: (queue: string) => `Retry all failed jobs of the ${queue} queue?`,
  retryAllText: (count: number) => `${plural(count, 'failed job goes', 'failed jobs go')} back to waiting.`,
  retriedAll: (count: number) => `${plural(count, 'job', 'jobs')} retried`,
  retryAllFailed: 'The failed jobs could not be retried.',
  cancel: 'Cancel',
} as const;

/** Every text of the e-mail log page. */
export const ADMIN_EMAILS_MESSAGES = {
  title: 'E-mail Log',
  loadFailed: 'The e-mail log could not be loaded.',
  tryAgain: 'Try Again',
  refresh: 'Refresh',
  empty: 'No e-mails found',

  searchLabel: 'Search by recipient',
  searchPlaceholder: 'Search recipient e-mail',
  statusFilterLabel: 'Filter by status',
  allStatuses: 'All',
  statuses: { sent: 'Sent', sending: 'Sending', failed: 'Failed' },

  whenColumn: 'When',
  recipientColumn: 'Recipient',
  subjectColumn: 'Subject',
  templateColumn: 'Template',
  statusColumn: 'Status',
  attemptsColumn: 'Attempts',
  aboutColumn: 'About',
  noSubject: 'No subject',
  none: '—',
  emailsCount: (count: number) => plural(count, 'e-mail', 'e-mails'),
} as const;
