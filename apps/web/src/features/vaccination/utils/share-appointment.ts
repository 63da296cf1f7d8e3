import type { Booking } from '../api/booking-types';
import { nepalClockLabel, weekdayDate } from '@/shared/vaccination';

/** The page of a booking: what the QR code holds and what is shared ('https://shop/BookingConfirm/{id}'). */
export function bookingLink(origin: string, bookingId: string): string {
  return `${origin}/BookingConfirm/${encodeURIComponent(bookingId)}`;
}

/** The words of the shared appointment in the reader's language (see vaccination-texts.ts). */
export interface ShareTexts {
  format: { weekdayDate: (date: string) => string; nepalClock: (time: string) => string };
  confirm: {
    share: {
      title: (dog: string) => string;
      text: (values: { dog: string; centre: string; date: string; time: string; code: string }) => string;
    };
  };
}

/** English, the spec's wording. */
const ENGLISH: ShareTexts = {
  format: { weekdayDate, nepalClock: nepalClockLabel },
  confirm: {
    share: {
      title: (dog) => `Vaccination appointment for ${dog}`,
      text: ({ dog, centre, date, time, code }) =>
        `${dog}'s vaccination at ${centre} on ${date} at ${time}. Contact code: ${code}.`,
    },
  },
};

/** What Share Appointment hands the device's share sheet. */
export function appointmentShareData(
  booking: Booking,
  origin: string,
  { format, confirm }: ShareTexts = ENGLISH,
): ShareData {
  return {
    title: confirm.share.title(booking.dog.name),
    text: confirm.share.text({
      dog: booking.dog.name,
      centre: booking.center.name,
      date: format.weekdayDate(booking.appointmentDate),
      time: format.nepalClock(booking.appointmentTime),
      code: booking.contactCode,
    }),
    url: bookingLink(origin, booking.id),
  };
}

/** How sharing went: shared, dismissed by the user, or not possible here (so offer the link instead). */
export type ShareOutcome = 'shared' | 'dismissed' | 'unavailable';

/** Opens the device's share sheet (Web Share API) when the browser has one. */
export async function shareWithDevice(data: ShareData, device: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof device.share !== 'function') return 'unavailable';
  if (typeof device.canShare === 'function' && !device.canShare(data)) return 'unavailable';
  try {
    await device.share(data);
    return 'shared';
  } catch (error) {
    // AbortError: the user closed the share sheet; anything else means sharing does not work here.
    return nameOf(error) === 'AbortError' ? 'dismissed' : 'unavailable';
  }
}

// A DOMException is not an Error in every environment; its name is what tells the cases apart.
function nameOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
}

/** Copies `text` to the clipboard; false when the browser has no clipboard or refuses. */
export async function copyText(text: string, device: Navigator = navigator): Promise<boolean> {
  if (typeof device.clipboard?.writeText !== 'function') return false;
  try {
    await device.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
