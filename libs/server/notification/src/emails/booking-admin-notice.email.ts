import { BookingRequestedEvent, BookingRequestedPayload } from '@kukur/server-vaccination';
import { bookingContext } from './booking-context';
import { EmailRule } from './email-rule';

/** Tells the shop's admins a new vaccination request waits for their confirmation. */
export const bookingAdminNoticeEmail: EmailRule<BookingRequestedPayload> = {
  eventType: BookingRequestedEvent.type,
  template: 'booking-admin-notice',
  build: ({ booking, adminEmails }, tools) =>
    adminEmails.map((to) => ({
      to,
      subject:
        'New vaccination request: {{dog.name}} at {{center.name}} on {{dateWithBs date weekday=true}} {{nepalTime time}}',
      context: {
        ...bookingContext(booking, tools),
        customerEmail: booking.email,
        phoneNumber: booking.phoneNumber,
        city: booking.city,
        address: booking.address,
        adminUrl: `${tools.publicUrl}/admin/bookings`,
      },
    })),
};
