import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { BookingEmailSent } from './admin-booking-types';

/** POST /api/send-vaccination-email (admin): 202; the customer is e-mailed about the booking's current status. */
export async function sendBookingEmail(bookingId: string): Promise<BookingEmailSent> {
  return unwrap(await apiClient.POST('/api/send-vaccination-email', { body: { bookingId } }));
}

/** E-mails a customer about their booking again; nothing about the booking changes, so nothing is refetched. */
export function useSendBookingEmail() {
  return useMutation({ mutationFn: sendBookingEmail });
}
