import type { QueryClient } from '@tanstack/react-query';
import { adminBookingKeys } from './admin-booking-keys';
import type { AdminBooking, AdminBookingPage } from './admin-booking-types';

/** Puts a booking the server just answered with into every cached page that lists it. */
export function showUpdatedBooking(queryClient: QueryClient, updated: AdminBooking): void {
  queryClient.setQueriesData<AdminBookingPage>(
    { queryKey: adminBookingKeys.lists() },
    (page) =>
      page && {
        ...page,
        items: page.items.map((booking) =>
          // The list carries the history; keep it when an answer comes without one.
          booking.id === updated.id ? { ...updated, history: updated.history ?? booking.history } : booking,
        ),
      },
  );
}
