import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '@kukur/contracts';

/** What the status rules need of a booking. */
export interface BookingTiming {
  status: BookingStatus;
  /** The appointment's start, an ISO instant. */
  startsAt: string;
}

/** Whether the appointment is still ahead of `now` (ms since the epoch). */
export function hasNotStarted(booking: Pick<BookingTiming, 'startsAt'>, now: number = Date.now()): boolean {
  const start = Date.parse(booking.startsAt);
  return Number.isFinite(start) && start > now;
}

/** Only scheduled appointments can be moved; the clinic has not approved them yet. */
export function canReschedule(booking: Pick<BookingTiming, 'status'>): boolean {
  return booking.status === 'scheduled';
}

/** A customer cancels a scheduled or confirmed appointment before it starts (the server refuses later). */
export function canCancel(booking: BookingTiming, now: number = Date.now()): boolean {
  return ACTIVE_BOOKING_STATUSES.includes(booking.status) && hasNotStarted(booking, now);
}

/** Still to come and still on: scheduled or confirmed, and not yet started. */
export function isUpcoming(booking: BookingTiming, now: number = Date.now()): boolean {
  return canCancel(booking, now);
}
