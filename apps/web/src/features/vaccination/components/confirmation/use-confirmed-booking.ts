import { useQuery } from '@tanstack/react-query';
import type { Booking } from '../../api/booking-types';
import { getBookingQueryOptions } from '../../api/get-booking';

/**
 * The booking to confirm, always from the API (so a reload and an e-mail link show the same), seeded with
 * the booking the wizard passed along when it is the same one, so the page shows at once.
 */
export function useConfirmedBooking(bookingId: string, initialBooking: Booking | null) {
  return useQuery({
    ...getBookingQueryOptions(bookingId),
    initialData: () => (initialBooking?.id === bookingId ? initialBooking : undefined),
  });
}
