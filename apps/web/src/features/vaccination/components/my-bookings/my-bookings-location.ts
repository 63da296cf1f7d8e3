/** The navigation state other pages pass to /MyBookings. */
export interface MyBookingsState {
  bookingId: string;
  /** Open the reschedule dialog as soon as the booking shows (the profile's Reschedule). */
  openReschedule?: boolean;
}

/** What /MyBookings was asked to show. */
export interface MyBookingsRequest {
  bookingId: string | null;
  openReschedule: boolean;
}

export const MY_BOOKINGS_PATH = '/MyBookings';

/** The booking id from navigation state, else from `?id=` (so the statement can be bookmarked). */
export function myBookingsRequestOf(state: unknown, search: URLSearchParams): MyBookingsRequest {
  const fromState = typeof state === 'object' && state !== null ? (state as Partial<MyBookingsState>) : {};
  const stateId = typeof fromState.bookingId === 'string' ? fromState.bookingId.trim() : '';
  const queryId = search.get('id')?.trim() ?? '';
  return {
    bookingId: stateId || queryId || null,
    openReschedule: fromState.openReschedule === true,
  };
}

/** The statement's own address, e.g. for a link or to come back to after logging in. */
export function myBookingsHref(bookingId: string): string {
  return `${MY_BOOKINGS_PATH}?id=${encodeURIComponent(bookingId)}`;
}
