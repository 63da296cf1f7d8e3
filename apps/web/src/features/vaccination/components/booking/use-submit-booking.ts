import { useQueryClient } from '@tanstack/react-query';

import { useNavigate } from 'react-router-dom';
import { useBookVaccination } from '../../api/book-vaccination';
import type { BookingRequest } from '../../api/booking-types';
import { vaccinationKeys } from '../../api/vaccination-keys';
import { type BookingFailure, bookingFailureOf } from '../../utils/booking-failure';
import { useErrorText } from '@/shared/i18n';
import { useFeedback } from '@/shared/ui/feedback';
import { useVaccinationTexts } from '../../vaccination-texts';

/** The spec: the booking toasts stay 5 seconds. */
const BOOKING_TOAST_SECONDS = 5;

export interface SubmitBooking {
  /** Sends the booking; null when it was made (and the customer is on the confirmation), else why not. */
  submit: (request: BookingRequest) => Promise<BookingFailure | null>;
  submitting: boolean;
}

/**
 * Books, then says 'Booking Successful' and goes to /BookingConfirm/{id} with the booking, which the
 * confirmation page takes as a head start. A taken time refreshes the free times at once.
 */
export function useSubmitBooking(): SubmitBooking {
  const booking = useBookVaccination();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const { messages } = useVaccinationTexts();
  const errorText = useErrorText();

  const submit = async (request: BookingRequest): Promise<BookingFailure | null> => {
    try {
      const created = await booking.mutateAsync(request);
      notification.success({
        title: messages.bookingSuccessTitle,
        description: messages.bookingSuccess(created.vaccines[0]?.name ?? ''),
        duration: BOOKING_TOAST_SECONDS,
      });
      navigate(`/BookingConfirm/${encodeURIComponent(created.id)}`, { state: { booking: created } });
      return null;
    } catch (error) {
      const failure = bookingFailureOf(error, messages, errorText);
      if (failure.slotTaken) {
        void queryClient.invalidateQueries({ queryKey: vaccinationKeys.availabilityAll() });
      }
      return failure;
    }
  };

  return { submit, submitting: booking.isPending };
}
