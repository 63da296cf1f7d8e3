import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import { adminBookingKeys } from './admin-booking-keys';
import type { AdminBooking, BookingStatusChange } from './admin-booking-types';
import { showUpdatedBooking } from './show-updated-booking';

export interface ChangeBookingStatusVariables extends BookingStatusChange {
  bookingId: string;
}

/**
 * PUT /api/vaccinations/{id} (admin): scheduled -> confirmed -> completed | no-show (on or after the
 * appointment's date), scheduled/confirmed -> cancelled; any other move is a 409 with the server's reason.
 */
export async function changeBookingStatus({
  bookingId,
  ...change
}: ChangeBookingStatusVariables): Promise<AdminBooking> {
  return unwrap(
    await apiClient.PUT('/api/vaccinations/{id}', { params: { path: { id: bookingId } }, body: change }),
  );
}

/** Moves a booking; its row shows the new status at once, then the list and the counts are fetched again. */
export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBookingStatus,
    onSuccess: (booking) => showUpdatedBooking(queryClient, booking),
    // Not awaited: the toast need not wait for the refetch.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}
