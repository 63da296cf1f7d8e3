import { BookingEmailRequestedEvent, BookingEmailRequestedPayload } from '@kukur/server-vaccination';
import { bookingStatusEmail } from './booking-status-email';
import { EmailRule } from './email-rule';

/** An admin sends the e-mail of the booking's current status again (a confirmation carries its invite again). */
export const bookingEmailRequestedEmail: EmailRule<BookingEmailRequestedPayload> = {
  eventType: BookingEmailRequestedEvent.type,
  template: 'booking-update',
  build: ({ booking }, tools) => [bookingStatusEmail(booking, booking.status, tools, { resent: true })],
};
