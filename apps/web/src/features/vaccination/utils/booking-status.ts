import {
  ACTIVE_BOOKING_STATUSES,
  type BookingStatus,
  canCustomerCancel,
  hasBookingStarted,
} from '@kukur/contracts';

/** What the grouping of a customer's bookings needs of one. */
export interface BookingTiming {
  status: BookingStatus;
  /** The appointment's start, an ISO instant. */
  startsAt: string;
}

/**
 * Still to come and still on: scheduled or confirmed, and not yet started. (Who may cancel or reschedule is
 * canCustomerCancel and canCustomerReschedule of @kukur/contracts, the server's rule.)
 */
export function isUpcoming(booking: BookingTiming, now: number = Date.now()): boolean {
  return ACTIVE_BOOKING_STATUSES.includes(booking.status) && !hasBookingStarted(booking, now);
}

/** Whether the customer may cancel the booking at this moment (the server's rule, canCustomerCancel). */
export function canCancelNow(booking: BookingTiming): boolean {
  return canCustomerCancel(booking, Date.now());
}
