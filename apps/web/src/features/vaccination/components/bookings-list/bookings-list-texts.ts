import { VACCINATION_MESSAGES } from '@kukur/contracts';

/** Texts of the profile's Vaccination Bookings tab (services spec, Profile and section 8). */
export const BOOKINGS_LIST_TEXT = {
  loading: 'Loading your bookings...',
  loadFailed: 'Failed to load data',
  noEmail: 'User email not available.',
  tryAgain: 'Try Again',
  empty: 'You have no vaccination bookings yet.',
  bookVaccination: 'Book Vaccination',
  upcoming: 'Upcoming appointments',
  upcomingList: 'Your upcoming appointments',
  past: 'Past and cancelled',
  pastList: 'Your past and cancelled appointments',
  title: (reference: string) => `Booking #${reference}`,
  date: 'Date',
  time: 'Time',
  dog: 'Dog',
  vaccine: 'Vaccine',
  center: 'Centre',
  view: 'View',
  viewLabel: (reference: string) => `View booking #${reference}`,
  notSpecified: VACCINATION_MESSAGES.notSpecified,
} as const;
