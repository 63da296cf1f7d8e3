import {
  addDays,
  bookingReference,
  formatDateWithWeekday,
  formatTime,
  VISIT_INSTRUCTIONS,
} from '@kukur/contracts';
import type { BookingSnapshot } from '@kukur/server-vaccination';
import type { EmailTools } from './email-rule';
import { rupees } from './rupees';

/** '2026-12-01' -> 'Tue, 1 Dec 2026' (a calendar date, so no time zone can move it). */
export function longDate(date: string): string {
  return formatDateWithWeekday(date) ?? date;
}

/** '13:00' -> '13:00': the shop's 24-hour clock; the templates say it is Nepal time. */
export function clockTime(time: string): string {
  return formatTime(time) ?? time;
}

/** What every booking e-mail shows: the appointment, the dog, the doses and where the centre is. */
export function bookingContext(booking: BookingSnapshot, tools: EmailTools) {
  const { center } = booking;
  return {
    name: booking.ownerName,
    reference: bookingReference(booking.bookingId),
    contactCode: booking.contactCode,
    date: longDate(booking.appointmentDate),
    time: clockTime(booking.appointmentTime),
    dog: booking.dog,
    vaccines: booking.vaccines.map((vaccine) => ({ name: vaccine.name, price: rupees(vaccine.price) })),
    vaccineNames: booking.vaccines.map((vaccine) => vaccine.name).join(', '),
    total: rupees(booking.totalAmount),
    center: {
      ...center,
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${center.latitude},${center.longitude}`,
    },
    specialInstructions: booking.specialInstructions,
    bookingUrl: `${tools.publicUrl}/BookingConfirm/${booking.bookingId}`,
    statementUrl: `${tools.publicUrl}/MyBookings?id=${booking.bookingId}`,
    instructions: VISIT_INSTRUCTIONS,
  };
}

/** When each vaccine's next dose or booster is due after this appointment, for those that have one. */
export function nextDoses(booking: BookingSnapshot): { name: string; due: string }[] {
  return booking.vaccines
    .filter((vaccine) => vaccine.nextDoseAfterDays !== null)
    .map((vaccine) => ({
      name: vaccine.name,
      due: longDate(addDays(booking.appointmentDate, vaccine.nextDoseAfterDays!)),
    }));
}
