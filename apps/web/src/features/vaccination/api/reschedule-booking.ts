import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { Booking, RescheduleRequest } from './booking-types';
import { showUpdatedBooking } from './update-booking-cache';

/** PATCH /api/vaccinations/{id}/reschedule: moves one's own scheduled appointment. */
export async function rescheduleBooking({
  id,
  ...body
}: RescheduleRequest & { id: string }): Promise<Booking> {
  return unwrap(
    await apiClient.PATCH('/api/vaccinations/{id}/reschedule', { params: { path: { id } }, body }),
  );
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
    onSuccess: (booking) => showUpdatedBooking(queryClient, booking),
  });
}
