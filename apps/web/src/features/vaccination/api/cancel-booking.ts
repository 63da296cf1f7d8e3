import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { Booking } from './booking-types';
import { showUpdatedBooking } from './update-booking-cache';

/** PATCH /api/vaccinations/{id}/cancel: cancels one's own scheduled or confirmed appointment. */
export async function cancelBooking(id: string): Promise<Booking> {
  return unwrap(await apiClient.PATCH('/api/vaccinations/{id}/cancel', { params: { path: { id } } }));
}

/** Cancels; the booking is replaced by the server's answer wherever it shows (spec). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (booking) => showUpdatedBooking(queryClient, booking),
  });
}
