import { BookingStatusChangedEvent, BookingStatusChangedPayload } from '@kukur/server-vaccination';
import { bookingStatusEmail } from './booking-status-email';
import { EmailRule } from './email-rule';

/**
 * Tells the customer the clinic confirmed (with the calendar invite), completed (with the next doses
 * due), cancelled (cancelling the invite) or missed their appointment.
 */
export const bookingStatusChangedEmail: EmailRule<BookingStatusChangedPayload> = {
  eventType: BookingStatusChangedEvent.type,
  template: 'booking-status-changed',
  build: ({ booking, to, by }, tools) => [
    bookingStatusEmail(booking, to, tools, { cancelledByCustomer: to === 'cancelled' && by === 'customer' }),
  ],
};
