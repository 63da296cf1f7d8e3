import { canMoveBooking, OUTCOME_STATUSES } from '@kukur/contracts';
import { formatDateTime } from '@/shared/format';
import type { AdminBooking, AdminBookingStatus } from '../api/admin-booking-types';

/** An instant (history entries) as Nepal's clocks showed it: '20 Nov 2026, 16:00'; null when unreadable. */
export function nepalMomentLabel(value: string): string | null {
  return formatDateTime(value);
}

/** Whether an admin may move a booking to a status now. */
export type ActionState = 'allowed' | 'too-early' | 'illegal';

/** What an admin may do with a booking on `today` (Nepal date, YYYY-MM-DD). */
export interface BookingActions {
  confirm: ActionState;
  complete: ActionState;
  noShow: ActionState;
  cancel: ActionState;
  /** The customer has an address to write to. */
  sendEmail: boolean;
}

function stateOf(booking: AdminBooking, to: AdminBookingStatus, today: string): ActionState {
  if (!canMoveBooking(booking.status, to)) return 'illegal';
  // The server refuses an outcome before the appointment's day (409); say so before the admin tries.
  return OUTCOME_STATUSES.includes(to) && today < booking.appointmentDate ? 'too-early' : 'allowed';
}

/** The actions the booking's state and date allow; the contracts' transition table decides the moves. */
export function bookingActionsOf(booking: AdminBooking, today: string): BookingActions {
  return {
    confirm: stateOf(booking, 'confirmed', today),
    complete: stateOf(booking, 'completed', today),
    noShow: stateOf(booking, 'no-show', today),
    cancel: stateOf(booking, 'cancelled', today),
    sendEmail: hasEmail(booking),
  };
}

/** Bookings from accounts without an address cannot be e-mailed about. */
export function hasEmail(booking: Pick<AdminBooking, 'userEmail'>): boolean {
  return booking.userEmail.trim() !== '';
}
