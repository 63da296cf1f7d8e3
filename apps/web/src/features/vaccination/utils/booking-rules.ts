import {
  BOOKING_FIELD_LABELS as LABELS,
  isAppointmentTime,
  isValidEmail,
  PHONE_PATTERN,
  phoneDigits,
  VACCINATION_MESSAGES as TEXT,
} from '@kukur/contracts';
import type { BookingRequest } from '../api/booking-types';
import type { BookingForm } from './booking-form';

/** Why a booking cannot go ahead yet, as the spec's toasts word it: a title and a message. */
export interface BookingProblem {
  title: string;
  message: string;
}

const blank = (value: string | null) => value === null || value.trim() === '';

const missingInformation = (message: string): BookingProblem => ({
  title: TEXT.missingInformationTitle,
  message,
});

const INVALID_PHONE: BookingProblem = { title: TEXT.invalidPhoneTitle, message: TEXT.phoneFormat };

/** Whether a phone number, as typed, has exactly 10 digits once spaces and dashes are left out. */
export function isValidBookingPhone(value: string): boolean {
  return PHONE_PATTERN.test(phoneDigits(value));
}

/** Wizard step 1: a centre, a date and a time. */
export function appointmentProblem(form: BookingForm): BookingProblem | null {
  return blank(form.centerId) || blank(form.date) || blank(form.time)
    ? missingInformation(TEXT.selectDateAndTime)
    : null;
}

/** Wizard step 2: name, phone, city and address, and a 10-digit phone. */
export function ownerProblem(form: BookingForm): BookingProblem | null {
  if ([form.name, form.phoneNumber, form.city, form.address].some(blank)) {
    return missingInformation(TEXT.ownerFieldsRequired);
  }
  return isValidBookingPhone(form.phoneNumber) ? null : INVALID_PHONE;
}

/**
 * The required fields left empty, named as the form labels them, in the form's order. The centre is not
 * among them: the picker always shows one, and choosing a date records it.
 */
export function missingFieldLabels(form: BookingForm): string[] {
  const required: [string, string | null][] = [
    [LABELS.vaccines, form.vaccineId],
    [LABELS.appointmentDate, form.date],
    [LABELS.appointmentTime, form.time],
    [LABELS.patientName, form.name],
    [LABELS.phoneNumber, form.phoneNumber],
    [LABELS.city, form.city],
    [LABELS.address, form.address],
    [LABELS.dogName, form.dogName],
    [LABELS.dogBreed, form.dogBreed],
    [LABELS.dogBehaviour, form.dogBehaviour],
  ];
  return required.filter(([, value]) => blank(value)).map(([label]) => label);
}

/**
 * Checks the whole booking before it is sent (spec section 5): a valid account e-mail, every required
 * field, a 10-digit phone; then the request the API takes. Prices are the server's, so none are sent.
 */
export function prepareBooking(
  form: BookingForm,
  userEmail: string,
): { problem: BookingProblem } | { request: BookingRequest } {
  if (!isValidEmail(userEmail)) {
    return { problem: { title: TEXT.authErrorTitle, message: TEXT.emailUnavailable } };
  }
  const missing = missingFieldLabels(form);
  if (missing.length > 0) return { problem: missingInformation(TEXT.fillOutFields(missing)) };
  if (!isValidBookingPhone(form.phoneNumber)) return { problem: INVALID_PHONE };
  const { vaccineId, centerId, date, time, dogBehaviour } = form;
  // Checked above; repeated so the types know it too.
  if (!vaccineId || !centerId || !date || !time || !isAppointmentTime(time) || !dogBehaviour) {
    return { problem: missingInformation(TEXT.selectDateAndTime) };
  }
  const instructions = form.specialInstructions.trim();
  return {
    request: {
      patient: {
        name: form.name.trim(),
        phoneNumber: phoneDigits(form.phoneNumber),
        city: form.city.trim(),
        address: form.address.trim(),
        ...(instructions ? { specialInstructions: instructions } : {}),
      },
      dog: { name: form.dogName.trim(), breed: form.dogBreed.trim(), behaviour: dogBehaviour },
      vaccines: [{ productId: vaccineId }],
      userEmail,
      appointmentDate: date,
      appointmentTime: time,
      vaccinationCenter: centerId,
    },
  };
}
