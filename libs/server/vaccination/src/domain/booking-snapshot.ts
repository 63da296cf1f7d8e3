import { BOOKING_STATUSES, DOG_BEHAVIOURS } from '@kukur/contracts';
import { z } from '@kukur/server-kernel';
import type { Booking } from './booking.entity';

/** A booking as e-mails and calendar invites need it, frozen when its event happened. */
export const bookingSnapshotSchema = z.object({
  bookingId: z.string(),
  contactCode: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Calendar-invite sequence (RFC 5545): raised by every reschedule and by a cancellation. */
  sequence: z.number().int(),
  email: z.string(),
  ownerName: z.string(),
  phoneNumber: z.string(),
  city: z.string(),
  address: z.string(),
  specialInstructions: z.string().nullable(),
  dog: z.object({ name: z.string(), breed: z.string(), behaviour: z.enum(DOG_BEHAVIOURS) }),
  vaccines: z.array(
    z.object({ name: z.string(), price: z.string(), nextDoseAfterDays: z.number().int().nullable() }),
  ),
  /** Rupees, exact decimal text. */
  totalAmount: z.string(),
  center: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    phone: z.string(),
    openingHours: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** Nepal date and time, and the same moment as an ISO instant. */
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  startsAt: z.string(),
});
export type BookingSnapshot = z.infer<typeof bookingSnapshotSchema>;

export function snapshotOf(booking: Booking): BookingSnapshot {
  const center = booking.center;
  return {
    bookingId: booking.id,
    contactCode: booking.contactCode,
    status: booking.status,
    sequence: booking.sequence,
    email: booking.userEmail,
    ownerName: booking.patientName,
    phoneNumber: booking.phoneNumber,
    city: booking.city,
    address: booking.address,
    specialInstructions: booking.specialInstructions,
    dog: { name: booking.dogName, breed: booking.dogBreed, behaviour: booking.dogBehaviour },
    vaccines: booking.vaccines.getItems().map((vaccine) => ({
      name: vaccine.name,
      price: vaccine.price,
      nextDoseAfterDays: vaccine.nextDoseAfterDays,
    })),
    totalAmount: booking.totalAmount,
    center: {
      name: center.name,
      address: center.address,
      city: center.city,
      phone: center.phone,
      openingHours: center.openingHours,
      latitude: center.latitude,
      longitude: center.longitude,
    },
    appointmentDate: booking.appointmentDate,
    appointmentTime: booking.appointmentTime,
    startsAt: booking.startsAt.toISOString(),
  };
}
