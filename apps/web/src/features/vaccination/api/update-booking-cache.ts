import type { QueryClient } from '@tanstack/react-query';
import type { Booking } from './booking-types';
import { vaccinationKeys } from './vaccination-keys';

/** Shows a changed booking at once wherever it is cached, then fetches lists and free times again. */
export function showUpdatedBooking(queryClient: QueryClient, updated: Booking): void {
  queryClient.setQueriesData<Booking[]>({ queryKey: vaccinationKeys.lists() }, (bookings) =>
    bookings?.map((booking) => (booking.id === updated.id ? updated : booking)),
  );
  queryClient.setQueryData(vaccinationKeys.detail(updated.id), updated);
  void queryClient.invalidateQueries({ queryKey: vaccinationKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: vaccinationKeys.availabilityAll() });
}
