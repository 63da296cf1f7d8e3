import { type BookingTiming, isUpcoming } from './booking-status';

/** A customer's bookings split the way they look for them: what is coming first, then the rest. */
export interface BookingGroups<T extends BookingTiming> {
  /** Scheduled or confirmed and still ahead, the soonest first. */
  upcoming: T[];
  /** Past, cancelled, completed or missed, the latest first. */
  past: T[];
}

const startOf = (booking: BookingTiming) => Date.parse(booking.startsAt) || 0;

export function groupBookingsForCustomer<T extends BookingTiming>(
  bookings: readonly T[],
  now: number = Date.now(),
): BookingGroups<T> {
  const upcoming = bookings.filter((booking) => isUpcoming(booking, now));
  const past = bookings.filter((booking) => !isUpcoming(booking, now));
  return {
    upcoming: [...upcoming].sort((a, b) => startOf(a) - startOf(b)),
    past: [...past].sort((a, b) => startOf(b) - startOf(a)),
  };
}
