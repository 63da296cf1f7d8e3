import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { BookingCreated, BookingRequest } from './booking-types';
import { vaccinationKeys } from './vaccination-keys';

/** POST /api/vaccinations: asks the clinic for an appointment; prices and total are the server's. */
export async function bookVaccination(body: BookingRequest): Promise<BookingCreated> {
  return unwrap(await apiClient.POST('/api/vaccinations', { body }));
}

/** Books; the new booking is cached for the confirmation page, and the lists and free times refresh. */
export function useBookVaccination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookVaccination,
    onSuccess: (booking) => {
      queryClient.setQueryData(vaccinationKeys.detail(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: vaccinationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: vaccinationKeys.availabilityAll() });
    },
  });
}
