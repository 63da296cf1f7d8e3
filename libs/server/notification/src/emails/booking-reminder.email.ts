import { BookingReminderDueEvent, BookingReminderDuePayload } from '@kukur/server-vaccination';
import { bookingContext } from './booking-context';
import { EmailRule } from './email-rule';

/** Reminds the customer of a confirmed appointment a day ahead (VACCINATION_REMINDER_LEAD_SECONDS). */
export const bookingReminderEmail: EmailRule<BookingReminderDuePayload> = {
  eventType: BookingReminderDueEvent.type,
  template: 'booking-reminder',
  build: ({ booking }, tools) => [
    {
      to: booking.email,
      subject:
        'Reminder: {{dog.name}}’s vaccination on {{dateWithBs date weekday=true}} at {{nepalTime time}}',
      context: bookingContext(booking, tools),
    },
  ],
};
