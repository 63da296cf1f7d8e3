import { VACCINATION_ERROR_CODES as CODES, VACCINATION_MESSAGES as MESSAGES } from '@kukur/contracts';
import { errorAnswer } from '@kukur/server-kernel';

/** A malformed or unknown booking id, or (for a customer) someone else's booking. */
export const BOOKING_NOT_FOUND = errorAnswer(404, CODES.BOOKING_NOT_FOUND, MESSAGES.bookingNotFound);

/** The appointment asked for when booking or rescheduling: centre, date and time, and a free place then. */
export const CENTER_NOT_FOUND = errorAnswer(400, CODES.CENTER_NOT_FOUND, MESSAGES.centerNotFound, {
  fields: ['vaccinationCenter'],
});
export const DATE_NOT_BOOKABLE = errorAnswer(400, CODES.DATE_NOT_BOOKABLE, MESSAGES.dateTooFar, {
  fields: ['appointmentDate'],
});
export const TIME_PASSED = errorAnswer(400, CODES.TIME_PASSED, MESSAGES.timePassed, {
  fields: ['appointmentTime'],
});
export const CENTER_CLOSED = errorAnswer(
  400,
  CODES.CENTER_CLOSED,
  MESSAGES.centerClosed('North Branch', 'Saturdays'),
  { fields: ['appointmentDate'] },
);
export const SLOT_TAKEN = errorAnswer(409, CODES.SLOT_TAKEN, MESSAGES.slotTaken);
export const APPOINTMENT_ANSWERS = [
  CENTER_NOT_FOUND,
  DATE_NOT_BOOKABLE,
  TIME_PASSED,
  CENTER_CLOSED,
  SLOT_TAKEN,
];

/** Booking: the account, the customer's open requests and the vaccines' doses. */
export const BOOKING_EMAIL_MISMATCH = errorAnswer(403, CODES.EMAIL_MISMATCH, MESSAGES.emailMismatch);
export const TOO_MANY_OPEN_BOOKINGS = errorAnswer(
  429,
  CODES.TOO_MANY_OPEN_BOOKINGS,
  MESSAGES.tooManyOpenBookings(5, 45),
  { retryAfterSeconds: 2700 },
);
export const NOT_A_VACCINE = errorAnswer(400, CODES.NOT_A_VACCINE, MESSAGES.notAVaccine(['Yak Cheese Chew']));
export const VACCINE_UNAVAILABLE = errorAnswer(
  409,
  CODES.VACCINE_UNAVAILABLE,
  MESSAGES.vaccineUnavailable(['Anti-Rabies Vaccination']),
  {
    products: [
      { productId: '5b0e7c2a-8f41-4d6b-9a3e-2c7d1f9b4e60', name: 'Anti-Rabies Vaccination', available: 0 },
    ],
  },
);

/** Status changes, cancelling and rescheduling refused in the booking's current status. */
export const ILLEGAL_TRANSITION = errorAnswer(
  409,
  CODES.ILLEGAL_TRANSITION,
  MESSAGES.illegalTransition('completed', 'cancelled'),
  { status: 'completed' },
);
export const TOO_EARLY = errorAnswer(409, CODES.TOO_EARLY, MESSAGES.tooEarly('completed'), {
  status: 'confirmed',
});
export const NOT_CANCELLABLE = errorAnswer(409, CODES.NOT_CANCELLABLE, MESSAGES.notCancellable, {
  status: 'completed',
});
export const NOT_RESCHEDULABLE = errorAnswer(
  409,
  CODES.NOT_RESCHEDULABLE,
  MESSAGES.onlyScheduledReschedulable,
  { status: 'confirmed' },
);

/** Availability of one centre named by `center`. */
export const AVAILABILITY_CENTER_NOT_FOUND = errorAnswer(
  400,
  CODES.CENTER_NOT_FOUND,
  MESSAGES.centerNotFound,
  { fields: ['center'] },
);

/** A customer asking for another customer's bookings. */
export const OTHERS_BOOKINGS = errorAnswer(403, CODES.EMAIL_MISMATCH, MESSAGES.othersBookings);
