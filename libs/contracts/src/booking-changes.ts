/**
 * When a vaccination booking may be cancelled or rescheduled (services spec, sections 2, 4 and 6): the one
 * statement of the rule, which the server enforces and the web follows to offer the buttons.
 *
 * - Reschedule: only a scheduled booking (a request the clinic has not confirmed yet), for the customer and
 *   the admin alike; the old appointment's time does not matter (the new one must be ahead, as any booking).
 * - Cancel: a scheduled or confirmed booking (one that holds a slot and a dose); the customer only until the
 *   appointment starts, because from then on only the centre knows whether the dog was seen. The admin may
 *   cancel it later too.
 */
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from './vaccination';

/** An instant as the server (a Date) or the web (ISO text from the API, or ms since the epoch) holds it. */
export type BookingInstant = Date | string | number;

/** What the rules need of a booking. */
export interface BookingChangeSubject {
  status: BookingStatus;
  /** The appointment's start. */
  startsAt: Date | string;
}

/** Who asks for the change. */
export type BookingChanger = 'customer' | 'admin';

/**
 * Why a cancellation is refused: `not-active` the booking is no longer scheduled or confirmed; `started` its
 * time has come (customers only).
 */
export type BookingCancelRefusal = 'not-active' | 'started';

/** Why a reschedule is refused: `not-scheduled` the clinic has confirmed the booking or it is over. */
export type BookingRescheduleRefusal = 'not-scheduled';

function epochMs(instant: BookingInstant): number {
  if (instant instanceof Date) return instant.getTime();
  return typeof instant === 'number' ? instant : Date.parse(instant);
}

/** Whether the appointment's time has come at `now`; a start that cannot be read counts as started. */
export function hasBookingStarted(
  booking: Pick<BookingChangeSubject, 'startsAt'>,
  now: BookingInstant,
): boolean {
  const start = epochMs(booking.startsAt);
  return !(Number.isFinite(start) && start > epochMs(now));
}

/** Why `by` may not cancel the booking at `now`, or null if they may. */
export function bookingCancelRefusal(
  booking: BookingChangeSubject,
  now: BookingInstant,
  by: BookingChanger,
): BookingCancelRefusal | null {
  if (!ACTIVE_BOOKING_STATUSES.includes(booking.status)) return 'not-active';
  if (by === 'customer' && hasBookingStarted(booking, now)) return 'started';
  return null;
}

/** Whether a customer may cancel their booking at `now`: scheduled or confirmed, and not yet started. */
export function canCustomerCancel(booking: BookingChangeSubject, now: BookingInstant): boolean {
  return bookingCancelRefusal(booking, now, 'customer') === null;
}

/** Why the booking may not be rescheduled, or null if it may (the same for the customer and the admin). */
export function bookingRescheduleRefusal(
  booking: Pick<BookingChangeSubject, 'status'>,
): BookingRescheduleRefusal | null {
  return booking.status === 'scheduled' ? null : 'not-scheduled';
}

/** Whether a customer may reschedule their booking: only while it is scheduled. */
export function canCustomerReschedule(booking: Pick<BookingChangeSubject, 'status'>): boolean {
  return bookingRescheduleRefusal(booking) === null;
}
