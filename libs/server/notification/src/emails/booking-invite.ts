import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { APPOINTMENT_DURATION_MINUTES, NEPAL_TIME_ZONE } from '@kukur/contracts';
import type { BookingSnapshot } from '@kukur/server-vaccination';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { CalendarInvite, EmailTools } from './email-rule';

/** The dog is watched for up to half an hour after the injection (services spec, instructions). */
const OBSERVATION_MINUTES = 30;

export type InviteKind = 'confirmed' | 'tentative' | 'cancelled';

const STATUS: Record<InviteKind, ICalEventStatus> = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

/**
 * The appointment as a calendar invite (iTIP, RFC 5546): UID is the booking id, so every update or
 * cancellation replaces the same calendar entry; SEQUENCE is the booking's, which each reschedule and a
 * cancellation raise. The time is Nepal's, with its VTIMEZONE, wherever the calendar is.
 */
export function bookingInvite(booking: BookingSnapshot, kind: InviteKind, tools: EmailTools): CalendarInvite {
  const method = kind === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: tools.shopName, product: 'Vaccination bookings', language: 'EN' },
    method,
    timezone: { name: NEPAL_TIME_ZONE, generator: getVtimezoneComponent },
  });
  // A zoned luxon time: ical-generator writes a plain Date with TZID in the server's own zone.
  const start = DateTime.fromISO(booking.startsAt, { zone: NEPAL_TIME_ZONE });
  const vaccineNames = booking.vaccines.map((vaccine) => vaccine.name).join(', ');
  calendar.createEvent({
    id: booking.bookingId,
    sequence: booking.sequence,
    start,
    end: start.plus({ minutes: APPOINTMENT_DURATION_MINUTES + OBSERVATION_MINUTES }),
    timezone: NEPAL_TIME_ZONE,
    summary: `${booking.dog.name}: ${vaccineNames} at ${tools.shopName} ${booking.center.name}`,
    description:
      `Vaccination appointment for ${booking.dog.name} (${booking.dog.breed}). ` +
      `Contact code ${booking.contactCode}. Arrive 15 minutes early and bring this confirmation. ` +
      `Centre phone: ${booking.center.phone}.`,
    location: {
      title: `${tools.shopName} ${booking.center.name}`,
      address: `${booking.center.address}, ${booking.center.city}, Nepal`,
      geo: { lat: booking.center.latitude, lon: booking.center.longitude },
    },
    url: `${tools.publicUrl}/BookingConfirm/${booking.bookingId}`,
    organizer: { name: tools.sender.name, email: tools.sender.email },
    attendees: [{ email: booking.email, name: booking.ownerName }],
    status: STATUS[kind],
  });
  return { method, content: calendar.toString() };
}
