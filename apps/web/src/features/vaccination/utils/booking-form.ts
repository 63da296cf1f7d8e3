import type { DogBehaviour } from '@kukur/contracts';

/**
 * The logged-in customer as booking needs them. The app passes it in from the session (this feature does
 * not know the session); the colony of the profile is the address.
 */
export interface BookingOwner {
  name: string;
  email: string;
  phoneNumber: string;
  city: string;
  address: string;
}

/**
 * The logged-in account as the app's session holds it (every field optional: a stored copy may come from
 * an older app). The booking screens take it as it is and read the owner from it.
 */
export interface BookingAccount {
  name?: string | null;
  displayName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  city?: string | null;
  colony?: string | null;
}

/** The owner behind a session user; null for a visitor. */
export function bookingOwnerOf(user: BookingAccount | null | undefined): BookingOwner | null {
  if (!user) return null;
  return {
    name: user.name || user.displayName || '',
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    city: user.city ?? '',
    address: user.colony ?? '',
  };
}

/** Everything the booking wizard and the Schedule Vaccination dialog ask for. */
export interface BookingForm {
  vaccineId: string | null;
  centerId: string | null;
  /** Nepal date, YYYY-MM-DD. */
  date: string | null;
  /** HH:MM, Nepal time. */
  time: string | null;
  name: string;
  phoneNumber: string;
  city: string;
  address: string;
  dogName: string;
  dogBreed: string;
  dogBehaviour: DogBehaviour | null;
  specialInstructions: string;
}

/** A fresh form: the owner's details from the profile, nothing chosen yet. */
export function newBookingForm(owner: BookingOwner | null, vaccineId: string | null = null): BookingForm {
  return {
    vaccineId,
    centerId: null,
    date: null,
    time: null,
    name: owner?.name ?? '',
    phoneNumber: owner?.phoneNumber ?? '',
    city: owner?.city ?? '',
    address: owner?.address ?? '',
    dogName: '',
    dogBreed: '',
    dogBehaviour: null,
    specialInstructions: '',
  };
}
