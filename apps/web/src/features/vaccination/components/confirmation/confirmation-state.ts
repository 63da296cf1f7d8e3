import { readJson } from '@/shared/storage';
import type { Booking } from '../../api/booking-types';

/** What the booking wizard navigates to /BookingConfirm with: the booking it just made. */
export interface BookingConfirmState {
  booking: Booking;
}

/** Session storage key of the booking last shown on /BookingConfirm (the spec's stored copy). */
export const LAST_BOOKING_STORAGE_KEY = 'lastBookingConfirmation';

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

// History state outlives the code that wrote it (a reload, an old tab): check its shape before use.
function isBooking(value: unknown): value is Booking {
  return (
    typeof field(value, 'id') === 'string' &&
    typeof field(value, 'appointmentDate') === 'string' &&
    typeof field(field(value, 'center'), 'name') === 'string' &&
    typeof field(field(value, 'dog'), 'name') === 'string' &&
    Array.isArray(field(value, 'vaccines'))
  );
}

/** The booking /BookingConfirm was opened with: `{ booking }`, or the booking itself. */
export function bookingFromState(state: unknown): Booking | null {
  const booking = field(state, 'booking');
  if (isBooking(booking)) return booking;
  return isBooking(state) ? state : null;
}

/** The booking id the navigation state names, with or without the booking's details. */
export function bookingIdFromState(state: unknown): string | null {
  const id = bookingFromState(state)?.id ?? field(state, 'bookingId');
  return typeof id === 'string' && id ? id : null;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings): the page then works from the address alone.
    return null;
  }
}

/**
 * Keeps the id of the booking on show for this tab, so /BookingConfirm opened again without an id shows
 * it. Only the id: the details are always loaded fresh, so a status change is never hidden by a stale copy.
 */
export function rememberBookingId(id: string): void {
  try {
    sessionStorageOrNull()?.setItem(LAST_BOOKING_STORAGE_KEY, JSON.stringify({ id }));
  } catch {
    // A full or read-only storage only loses the shortcut.
  }
}

/** The booking id last shown in this tab, if any. */
export function rememberedBookingId(): string | null {
  const storage = sessionStorageOrNull();
  const id = storage ? field(readJson(storage, LAST_BOOKING_STORAGE_KEY), 'id') : undefined;
  return typeof id === 'string' && id ? id : null;
}
