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

/** The words the checks use, in the reader's language (English, the spec's, unless given). */
export interface BookingRuleMessages {
  missingInformationTitle: string;
  selectDateAndTime: string;
  ownerFieldsRequired: string;
  invalidPhoneTitle: string;
  phoneFormat: string;
  authErrorTitle: string;
  emailUnavailable: string;
  fillOutFields: (labels: string[]) => string;
}

export interface BookingRuleTexts {
  messages: BookingRuleMessages;
  labels: Record<keyof typeof LABELS, string>;
}

const ENGLISH: BookingRuleTexts = { messages: TEXT, labels: LABELS };

const blank = (value: string | null) => value === null || value.trim() === '';

const missingInformation = (message: string, messages: BookingRuleMessages): BookingProblem => ({
  title: messages.missingInformationTitle,
  message,
});

const invalidPhone = (messages: BookingRuleMessages): BookingProblem => ({
  title: messages.invalidPhoneTitle,
  message: messages.phoneFormat,
});

/** Whether a phone number, as typed, has exactly 10 digits once spaces and dashes are left out. */
export function isValidBookingPhone(value: string): boolean {
  return PHONE_PATTERN.test(phoneDigits(value));
}

/** Wizard step 1: a centre, a date and a time. */
export function appointmentProblem(
  form: BookingForm,
  messages: BookingRuleMessages = TEXT,
): BookingProblem | null {
  return blank(form.centerId) || blank(form.date) || blank(form.time)
    ? missingInformation(messages.selectDateAndTime, messages)
    : null;
}

/** Wizard step 2: name, phone, city and address, and a 10-digit phone. */
export function ownerProblem(form: BookingForm, messages: BookingRuleMessages = TEXT): BookingProblem | null {
  if ([form.name, form.phoneNumber, form.city, form.address].some(blank)) {
    return missingInformation(messages.ownerFieldsRequired, messages);
  }
  return isValidBookingPhone(form.phoneNumber) ? null : invalidPhone(messages);
}

/**
 * The required fields left empty, named as the form labels them, in the form's order. The centre is not
 * among them: the picker always shows one, and choosing a date records it.
 */
export function missingFieldLabels(form: BookingForm, labels: BookingRuleTexts['labels'] = LABELS): string[] {
  const required: [string, string | null][] = [
    [labels.vaccines, form.vaccineId],
    [labels.appointmentDate, form.date],
    [labels.appointmentTime, form.time],
    [labels.patientName, form.name],
    [labels.phoneNumber, form.phoneNumber],
    [labels.city, form.city],
    [labels.address, form.address],
    [labels.dogName, form.dogName],
    [labels.dogBreed, form.dogBreed],
    [labels.dogBehaviour, form.dogBehaviour],
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
  { messages, labels }: BookingRuleTexts = ENGLISH,
): { problem: BookingProblem } | { request: BookingRequest } {
  if (!isValidEmail(userEmail)) {
    return { problem: { title: messages.authErrorTitle, message: messages.emailUnavailable } };
  }
  const missing = missingFieldLabels(form, labels);
  if (missing.length > 0) {
    return { problem: missingInformation(messages.fillOutFields(missing), messages) };
  }
  if (!isValidBookingPhone(form.phoneNumber)) return { problem: invalidPhone(messages) };
  const { vaccineId, centerId, date, time, dogBehaviour } = form;
  // Checked above; repeated so the types know it too.
  if (!vaccineId || !centerId || !date || !time || !isAppointmentTime(time) || !dogBehaviour) {
    return { problem: missingInformation(messages.selectDateAndTime, messages) };
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
