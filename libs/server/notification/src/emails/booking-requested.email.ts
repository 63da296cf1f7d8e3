import { BookingRequestedEvent, BookingRequestedPayload } from '@kukur/server-vaccination';
import { bookingStatusEmail } from './booking-status-email';
import { EmailRule } from './email-rule';

/** Tells the customer their request went to the clinic and a confirmation follows once it is approved. */
export const bookingRequestedEmail: EmailRule<BookingRequestedPayload> = {
  eventType: BookingRequestedEvent.type,
  template: 'booking-requested',
  build: ({ booking }, tools) => [bookingStatusEmail(booking, 'scheduled', tools)],
};
