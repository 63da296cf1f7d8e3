/** The vaccination service: slots, statuses, rules and the texts the services spec quotes (sections 2, 4, 5, 8, 9). */

/** Appointment times, Nepal time: hourly 09:00-11:00 and 13:00-16:00 (the lunch hour is closed). */
export const APPOINTMENT_TIMES = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'] as const;
export type AppointmentTime = (typeof APPOINTMENT_TIMES)[number];

export function isAppointmentTime(value: string): value is AppointmentTime {
  return (APPOINTMENT_TIMES as readonly string[]).includes(value);
}

/** How far ahead a booking may be made: from today (Nepal date) to this many days later. */
export const BOOKING_WINDOW_DAYS = 60;
/** The Schedule Vaccination card: an appointment takes about this long. */
export const APPOINTMENT_DURATION_MINUTES = 15;
/** The vaccine detail page counts the free appointments of this many days ahead. */
export const AVAILABILITY_SUMMARY_DAYS = 7;
/** The widest range one availability request may ask for: the whole window, with a day's slack either side. */
export const AVAILABILITY_MAX_DAYS = BOOKING_WINDOW_DAYS + 3;

export const DOG_BEHAVIOURS = ['Friendly', 'Playful', 'Aggressive'] as const;
export type DogBehaviour = (typeof DOG_BEHAVIOURS)[number];

export const BOOKING_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Which status may follow which; anything else is refused and changes nothing. */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  scheduled: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'no-show', 'cancelled'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

/** Outcomes that can only be recorded on or after the appointment's date. */
export const OUTCOME_STATUSES: readonly BookingStatus[] = ['completed', 'no-show'];
/** Statuses that hold a slot and a dose. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['scheduled', 'confirmed'];

export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/** 'no-show' -> 'No-show', 'scheduled' -> 'Scheduled'. */
export function bookingStatusLabel(status: string): string {
  const lower = status.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The short reference of a booking (last 8 characters of its id), as statements and e-mails show it. */
export function bookingReference(id: string): string {
  return id.slice(-8).toUpperCase();
}

/** The code a customer quotes when calling the clinic: VX and four digits, given by the server. */
export const CONTACT_CODE_PATTERN = /^VX\d{4}$/;

export const PATIENT_NAME_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;
export const ADDRESS_MAX_LENGTH = 200;
export const DOG_NAME_MAX_LENGTH = 60;
export const DOG_BREED_MAX_LENGTH = 80;
export const SPECIAL_INSTRUCTIONS_MAX_LENGTH = 500;
export const MAX_VACCINES_PER_BOOKING = 5;
/** Every booked vaccine is one dose (services spec, constants). */
export const DOSE_NUMBER = 1;

/** Walking time and distance on the confirmation page (services spec, constants). */
export const WALKING_SPEED_KMH = 5;
export const EARTH_RADIUS_KM = 6371;
export const LOCATION_TIMEOUT_MS = 10_000;

/** What every customer is told before the visit (services spec, /BookingConfirm instructions). */
export const VISIT_INSTRUCTIONS = [
  'Arrive 15 minutes before your appointment.',
  'Bring the confirmation e-mail (printed or on your phone).',
  'Wear a mask at the centre.',
  'If you or your dog are unwell, cancel the appointment and book another day.',
  'Your dog is monitored for 15-30 minutes after the vaccination.',
] as const;

/** How the booking form's fields are named in 'Please fill out the following fields: ...'. */
export const BOOKING_FIELD_LABELS = {
  appointmentDate: 'Appointment Date',
  appointmentTime: 'Appointment Time',
  patientName: 'Patient Name',
  phoneNumber: 'Phone Number',
  city: 'City',
  address: 'Address',
  dogName: 'Dog Name',
  dogBreed: 'Dog Breed',
  dogBehaviour: 'Dog Behaviour',
  vaccinationCenter: 'Vaccination Center',
  vaccines: 'Vaccine',
} as const;

/** The digits of a phone number as typed ('980-000 0000' -> '9800000000'). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export const VACCINATION_ERROR_CODES = {
  SLOT_TAKEN: 'VACCINATION.SLOT_TAKEN',
  DATE_NOT_BOOKABLE: 'VACCINATION.DATE_NOT_BOOKABLE',
  TIME_PASSED: 'VACCINATION.TIME_PASSED',
  CENTER_NOT_FOUND: 'VACCINATION.CENTER_NOT_FOUND',
  CENTER_CLOSED: 'VACCINATION.CENTER_CLOSED',
  BOOKING_NOT_FOUND: 'VACCINATION.BOOKING_NOT_FOUND',
  EMAIL_MISMATCH: 'VACCINATION.EMAIL_MISMATCH',
  NOT_A_VACCINE: 'VACCINATION.NOT_A_VACCINE',
  VACCINE_UNAVAILABLE: 'VACCINATION.VACCINE_UNAVAILABLE',
  ILLEGAL_TRANSITION: 'VACCINATION.ILLEGAL_TRANSITION',
  NOT_RESCHEDULABLE: 'VACCINATION.NOT_RESCHEDULABLE',
  NOT_CANCELLABLE: 'VACCINATION.NOT_CANCELLABLE',
  TOO_EARLY: 'VACCINATION.TOO_EARLY',
  TOO_MANY_OPEN_BOOKINGS: 'VACCINATION.TOO_MANY_OPEN_BOOKINGS',
} as const;

const list = (names: string[]) => names.join(', ');
const isAre = (names: string[]) => (names.length === 1 ? 'is' : 'are');

export const VACCINATION_MESSAGES = {
  // Server answers
  slotTaken: 'This time slot is already booked. Please select another time.',
  fillOutFields: (labels: string[]) => `Please fill out the following fields: ${labels.join(', ')}`,
  phoneFormat: 'Please enter a valid 10-digit phone number.',
  behaviourUnknown: `Dog behaviour must be one of: ${DOG_BEHAVIOURS.join(', ')}`,
  timeUnknown: `Appointment time must be one of: ${APPOINTMENT_TIMES.join(', ')}`,
  dateFormat: 'Appointment date must be a date such as 2026-12-01',
  dateInPast: 'The appointment date cannot be before today.',
  dateTooFar: `Appointments can be booked up to ${BOOKING_WINDOW_DAYS} days ahead.`,
  timePassed: 'That time has already passed today. Please choose a later time.',
  centerNotFound: 'Please choose one of our vaccination centres.',
  centerClosed: (center: string, date: string) =>
    `${center} is closed on ${date}. Please choose another date.`,
  emailMismatch: 'You can only book appointments for your own account.',
  vaccineRequired: 'Please choose the vaccine to give.',
  notAVaccine: (names: string[]) =>
    `${list(names)} ${isAre(names)} not a vaccine; only vaccines can be booked.`,
  vaccineUnavailable: (names: string[]) =>
    `Sorry, ${list(names)} ${isAre(names)} not available for booking right now.`,
  vaccineNoLongerOffered: 'A vaccine in your booking is no longer offered.',
  bookingNotFound: 'Booking not found',
  illegalTransition: (from: string, to: string) =>
    `A ${bookingStatusLabel(from).toLowerCase()} appointment cannot become ${bookingStatusLabel(to).toLowerCase()}.`,
  tooEarly: (to: string) =>
    `An appointment can be marked ${bookingStatusLabel(to).toLowerCase()} only on or after its date.`,
  onlyScheduledReschedulable: 'Only scheduled appointments can be rescheduled',
  notCancellable: 'Only scheduled or confirmed appointments can be cancelled.',
  alreadyTakenPlace: 'This appointment time has passed; it can no longer be cancelled online.',
  rescheduleFieldsRequired: 'Please fill in all fields',
  requestSent:
    'Your appointment request has been sent to the clinic. You will get a confirmation e-mail once it is approved.',
  othersBookings: 'You can only see your own bookings.',
  tooManyOpenBookings: (count: number, minutes: number) =>
    `You already have ${count} appointment requests waiting for the clinic's confirmation. Please cancel one you no longer need, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  noEmail: 'No email address found for this customer',
  // Screens (services spec, sections 5 and 8)
  loginToSchedule: 'Please log in to schedule a vaccination appointment.',
  loginToAppointment: 'Please log in to schedule an appointment.',
  loginToAction: 'Please log in to complete this action.',
  loginRequiredTitle: 'Login Required',
  authErrorTitle: 'Authentication Error',
  emailUnavailable: 'Valid user email not available. Please log out and log in again.',
  missingInformationTitle: 'Missing Information',
  invalidPhoneTitle: 'Invalid Phone Number',
  selectDateAndTime: 'Please select both date and time for your appointment.',
  ownerFieldsRequired: 'Please fill all required owner information fields.',
  bookingSuccessTitle: 'Booking Successful',
  bookingSuccess: (vaccine: string) =>
    `Your ${vaccine} vaccination appointment has been scheduled successfully`,
  bookingFailedTitle: 'Booking Failed',
  unknownError: 'Unknown error',
  bookingError: 'An error occurred during booking',
  missingRequiredFields: (fields: string[]) => `Missing required fields: ${fields.join(', ')}`,
  noResponse: 'Unable to connect to the server. Please try again later.',
  connectionErrorTitle: 'Connection Error',
  connectionError: 'Error connecting to the server. Please try again later.',
  loadFailed: 'Failed to load booking details',
  cancelConfirm: 'Are you sure you want to cancel this appointment? This action cannot be undone.',
  cancelledTitle: 'Appointment Cancelled',
  cancelled: 'Your vaccination appointment has been successfully cancelled.',
  cancelFailedTitle: 'Cancellation Failed',
  cancelFailed: 'Failed to cancel appointment',
  cannotRescheduleTitle: 'Cannot Reschedule',
  rescheduledTitle: 'Appointment Rescheduled',
  rescheduled: 'Your appointment has been moved to the new date and time.',
  rescheduleFailed: 'Failed to reschedule appointment',
  rescheduleNetworkError: 'Network error. Please try again.',
  rescheduleTitle: 'Reschedule Appointment',
  locationFailed: (code: number, message: string) =>
    `Could not retrieve location (Error ${code}: ${message}). Please ensure location access is allowed.`,
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  shareUnsupported: 'Sharing is not supported in your browser. You can copy the URL instead.',
  loginToViewBookings: 'Please log in to view your bookings',
  sessionExpired: 'Your session has expired. Please log in again.',
  noBookingId: 'No booking ID provided. Please select a booking from your profile.',
  noBookingFound: 'No Booking Found',
  notSpecified: 'Not specified',
  // Admin bookings (services spec, section 8)
  adminLoadFailed: 'Failed to load vaccination bookings. Please try again later.',
  adminUpdateFailed: 'Failed to update booking status',
  adminEmailFailed: 'Failed to send email notification',
  emailSent: (email: string) => `Email notification sent to ${email}`,
  statusUpdated: (status: string) => `Booking status updated to ${bookingStatusLabel(status)}`,
} as const;
