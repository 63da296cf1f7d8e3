/** Figures and lists of the admin's back office (dashboard, customers, queues). */

/** The trend of a figure compares the last this-many days with the same number of days before them. */
export const TREND_PERIOD_DAYS = 30;

/** The instants that bound a trend: [previousStart, lastStart) is the earlier period, [lastStart, now) the last. */
export interface TrendWindow {
  previousStart: Date;
  lastStart: Date;
  now: Date;
}

export function trendWindowOf(now: Date): TrendWindow {
  const periodMs = TREND_PERIOD_DAYS * 24 * 3_600_000;
  return {
    previousStart: new Date(now.getTime() - 2 * periodMs),
    lastStart: new Date(now.getTime() - periodMs),
    now,
  };
}

/** Why the system cancelled a customer's orders and bookings (their history's note). */
export const ACCOUNT_DELETED_NOTE = 'The customer’s account was deleted';

/** Monthly revenue goes back this many months (the current one included). */
export const SALES_CHART_MONTHS = 12;
export const TOP_PRODUCTS_LIMIT = 5;

/**
 * A premium member is a customer who paid at least this much (orders not cancelled) in the last
 * PREMIUM_MEMBER_WINDOW_DAYS days: the shop's regular, big buyers.
 */
export const PREMIUM_MEMBER_MIN_SPEND_RUPEES = 10_000;
export const PREMIUM_MEMBER_WINDOW_DAYS = 365;
/** A returning customer has placed at least this many orders that were not cancelled. */
export const RETURNING_CUSTOMER_MIN_ORDERS = 2;

export const ACTIVITY_TYPES = ['order', 'customer', 'booking', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_FEED_DEFAULT_LIMIT = 20;
export const ACTIVITY_FEED_MAX_LIMIT = 100;

export const CUSTOMER_SORT_FIELDS = ['name', 'email', 'joined', 'orders', 'spent'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'paused'] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

/** `sending`: claimed by an attempt that is sending it now (or died doing so, and it will be sent again). */
export const EMAIL_LOG_STATUSES = ['sent', 'sending', 'failed'] as const;
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number];

export const BACK_OFFICE_ERROR_CODES = {
  unknownQueue: 'BACK_OFFICE.UNKNOWN_QUEUE',
  jobNotFound: 'BACK_OFFICE.JOB_NOT_FOUND',
  jobNotFailed: 'BACK_OFFICE.JOB_NOT_FAILED',
} as const;

export const BACK_OFFICE_MESSAGES = {
  unknownQueue: 'There is no such queue',
  jobNotFound: 'That job is no longer in the queue',
  jobNotFailed: 'Only failed jobs can be retried or discarded',
} as const;
