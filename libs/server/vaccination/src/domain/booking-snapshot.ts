import type { BookingStatus, DogBehaviour } from '@kukur/contracts';
import type { Booking } from './booking.entity';

/** A booking as e-mails and calendar invites need it, frozen when its event happened. */
export interface BookingSnapshot {
  bookingId: string;
  contactCode: string;
  status: BookingStatus;
  /** Calendar-invite sequence (RFC 5545): raised by every reschedule and by a cancellation. */
  sequence: number;
  email: string;
  ownerName: string;
  phoneNumber: string;
  city: string;
  address: string;
  specialInstructions: string | null;
  dog: { name: string; breed: string; behaviour: DogBehaviour };
  vaccines: { name: string; price: string; nextDoseAfterDays: number | null }[];
  /** Rupees, exact decimal text. */
  totalAmount: string;
  center: {
    name: string;
    address: string;
    city: string;
    phone: string;
    openingHours: string;
    latitude: number;
    longitude: number;
  };
  /** Nepal date and time, and the same moment as an ISO instant. */
  appointmentDate: string;
  appointmentTime: string;
  startsAt: string;
}

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
