import { BookingRescheduledEvent, BookingRescheduledPayload } from '@kukur/server-vaccination';
import { bookingContext, clockTime, longDate } from './booking-context';
import { bookingInvite } from './booking-invite';
import { EmailRule } from './email-rule';

/**
 * Tells the customer their appointment moved. The updated invite (higher SEQUENCE) is tentative: a
 * rescheduled request still waits for the clinic's confirmation.
 */
export const bookingRescheduledEmail: EmailRule<BookingRescheduledPayload> = {
  eventType: BookingRescheduledEvent.type,
  template: 'booking-rescheduled',
  build: ({ booking, previous }, tools) => [
    {
      to: booking.email,
      subject: 'Moved: {{dog.name}}’s vaccination is now on {{date}} at {{time}}',
      context: {
        ...bookingContext(booking, tools),
        previous: {
          centerName: previous.centerName,
          date: longDate(previous.appointmentDate),
          time: clockTime(previous.appointmentTime),
        },
      },
      calendar: bookingInvite(booking, 'tentative', tools),
    },
  ],
};
