import { BookingRescheduledEvent, BookingRescheduledPayload } from '@kukur/server-vaccination';
import { bookingContext } from './booking-context';
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
      subject:
        'Moved: {{dog.name}}’s vaccination is now on {{dateWithBs date weekday=true}} at {{nepalTime time}}',
      context: {
        ...bookingContext(booking, tools),
        previous: {
          centerName: previous.centerName,
          date: previous.appointmentDate,
          time: previous.appointmentTime,
        },
      },
      calendar: bookingInvite(booking, 'tentative', tools),
    },
  ],
};
