import { addDays, bookingReference, VISIT_INSTRUCTIONS } from '@kukur/contracts';
import type { BookingSnapshot } from '@kukur/server-vaccination';
import type { EmailTools } from './email-rule';

/**
 * What every booking e-mail shows: the appointment, the dog, the doses and where the centre is. The date
 * (YYYY-MM-DD), the time (HH:MM, Nepal time) and the amounts stay raw: the templates' helpers write them
 * in the e-mail's language.
 */
export function bookingContext(booking: BookingSnapshot, tools: EmailTools) {
  const { center } = booking;
  return {
    name: booking.ownerName,
    reference: bookingReference(booking.bookingId),
    contactCode: booking.contactCode,
    date: booking.appointmentDate,
    time: booking.appointmentTime,
    dog: booking.dog,
    vaccines: booking.vaccines.map((vaccine) => ({ name: vaccine.name, price: vaccine.price })),
    vaccineNames: booking.vaccines.map((vaccine) => vaccine.name).join(', '),
    total: booking.totalAmount,
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
      due: addDays(booking.appointmentDate, vaccine.nextDoseAfterDays!),
    }));
}
