import type { BookingStatus } from '@kukur/contracts';
import type { BookingSnapshot } from '@kukur/server-vaccination';
import { bookingContext, nextDoses } from './booking-context';
import { bookingInvite, InviteKind } from './booking-invite';
import type { EmailToSend, EmailTools } from './email-rule';

interface StatusEmail {
  template: string;
  subject: string;
  invite?: InviteKind;
}

/** The e-mail of each status: a request waiting for the clinic, a confirmation with its invite, and so on. */
const STATUS_EMAILS: Record<BookingStatus, StatusEmail> = {
  scheduled: {
    template: 'booking-requested',
    subject: 'We have your vaccination request for {{dog.name}} ({{reference}})',
  },
  confirmed: {
    template: 'booking-confirmed',
    subject:
      'Confirmed: {{dog.name}}’s vaccination on {{dateWithBs date weekday=true}} at {{nepalTime time}}',
    invite: 'confirmed',
  },
  completed: {
    template: 'booking-completed',
    subject: 'Thank you for bringing {{dog.name}} to {{shopName}}',
  },
  cancelled: {
    template: 'booking-cancelled',
    subject: 'Cancelled: {{dog.name}}’s vaccination on {{dateWithBs date weekday=true}}',
    invite: 'cancelled',
  },
  'no-show': {
    template: 'booking-no-show',
    subject: 'We missed {{dog.name}} on {{dateWithBs date weekday=true}}',
  },
};

/** The customer's e-mail about a booking's `status`, with the calendar invite that status carries. */
export function bookingStatusEmail(
  booking: BookingSnapshot,
  status: BookingStatus,
  tools: EmailTools,
  extra: Record<string, unknown> = {},
): EmailToSend {
  const { template, subject, invite } = STATUS_EMAILS[status];
  return {
    to: booking.email,
    template,
    subject,
    context: { ...bookingContext(booking, tools), nextDoses: nextDoses(booking), ...extra },
    ...(invite ? { calendar: bookingInvite(booking, invite, tools) } : {}),
  };
}
