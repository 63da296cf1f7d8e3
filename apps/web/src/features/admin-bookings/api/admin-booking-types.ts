import type { AdminListFilters, PagedList } from '@/shared/admin';
import type { components } from '@/shared/api/schema';

/** A booking as the admin sees it: owner, dog, doses, centre and (for admins) its history. */
export type AdminBooking = components['schemas']['BookingDto'];
export type AdminBookingStatus = AdminBooking['status'];
/** One step of a booking's history: who moved it, from and to which status, when and why. */
export type BookingHistoryEntry = components['schemas']['BookingHistoryEntryDto'];
/** Bookings by status, and today's (Nepal date) appointments that are not cancelled. */
export type BookingStats = components['schemas']['BookingStatsDto'];
/** A status an admin sets, with an optional note for the history. */
export type BookingStatusChange = components['schemas']['ChangeBookingStatusRequestDto'];
/** What the server says after e-mailing the customer: its message and the address written to. */
export type BookingEmailSent = components['schemas']['BookingEmailSentDto'];

/** What the admin's booking list is asked for: search text, status (none for all) and the page. */
export type AdminBookingFilters = AdminListFilters<AdminBookingStatus>;

/** One page of bookings and how many bookings match the filters in all. */
export type AdminBookingPage = PagedList<AdminBooking>;
