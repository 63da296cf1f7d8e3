import { describe, expect, it } from 'vitest';
import { bookingOwnerOf, type BookingForm, newBookingForm } from './booking-form';
import { appointmentProblem, missingFieldLabels, ownerProblem, prepareBooking } from './booking-rules';

const owner = {
  name: 'Sita',
  email: 'sita@example.com',
  phoneNumber: '9841234567',
  city: 'Lalitpur',
  address: 'Jhamsikhel',
};

function complete(overrides: Partial<BookingForm> = {}): BookingForm {
  return {
    ...newBookingForm(owner, 'rabies'),
    centerId: 'main',
    date: '2026-12-01',
    time: '13:00',
    dogName: 'Bhote',
    dogBreed: 'Tibetan Mastiff',
    dogBehaviour: 'Aggressive',
    ...overrides,
  };
}

describe('bookingOwnerOf', () => {
  it('takes name, e-mail, phone, city and the colony as the address from the session user', () => {
    expect(
      bookingOwnerOf({
        name: 'Sita',
        email: 'sita@example.com',
        phoneNumber: '98',
        city: 'Patan',
        colony: 'Lagankhel',
      }),
    ).toEqual({
      name: 'Sita',
      email: 'sita@example.com',
      phoneNumber: '98',
      city: 'Patan',
      address: 'Lagankhel',
    });
  });

  it('fills what the profile lacks with empty text, and is null for a visitor', () => {
    expect(bookingOwnerOf({ displayName: 'Ram' })).toEqual({
      name: 'Ram',
      email: '',
      phoneNumber: '',
      city: '',
      address: '',
    });
    expect(bookingOwnerOf(null)).toBeNull();
  });
});

describe('wizard step checks', () => {
  it('step 1 needs a centre, a date and a time', () => {
    const problem = {
      title: 'Missing Information',
      message: 'Please select both date and time for your appointment.',
    };
    expect(appointmentProblem(complete({ date: null }))).toEqual(problem);
    expect(appointmentProblem(complete({ time: null }))).toEqual(problem);
    expect(appointmentProblem(complete({ centerId: null }))).toEqual(problem);
    expect(appointmentProblem(complete())).toBeNull();
  });

  it('step 2 needs name, phone, city and address, then a 10-digit phone', () => {
    const required = {
      title: 'Missing Information',
      message: 'Please fill all required owner information fields.',
    };
    expect(ownerProblem(complete({ name: '  ' }))).toEqual(required);
    expect(ownerProblem(complete({ address: '' }))).toEqual(required);
    expect(ownerProblem(complete({ phoneNumber: '98412 3456' }))).toEqual({
      title: 'Invalid Phone Number',
      message: 'Please enter a valid 10-digit phone number.',
    });
    expect(ownerProblem(complete({ phoneNumber: '984-123-4567' }))).toBeNull();
  });
});

describe('prepareBooking', () => {
  it('names every required field left empty, as the form labels them', () => {
    const empty = newBookingForm(null);
    expect(missingFieldLabels(empty)).toEqual([
      'Vaccine',
      'Appointment Date',
      'Appointment Time',
      'Patient Name',
      'Phone Number',
      'City',
      'Address',
      'Dog Name',
      'Dog Breed',
      'Dog Behaviour',
    ]);
    expect(prepareBooking(complete({ dogBreed: ' ', dogBehaviour: null }), owner.email)).toEqual({
      problem: {
        title: 'Missing Information',
        message: 'Please fill out the following fields: Dog Breed, Dog Behaviour',
      },
    });
  });

  it('needs a valid account e-mail', () => {
    expect(prepareBooking(complete(), '')).toEqual({
      problem: {
        title: 'Authentication Error',
        message: 'Valid user email not available. Please log out and log in again.',
      },
    });
  });

  it('builds the request: trimmed text, phone digits, the vaccine by id, no prices', () => {
    const form = complete({ name: ' Sita ', phoneNumber: '984-123-4567', specialInstructions: '  Shy  ' });
    expect(prepareBooking(form, owner.email)).toEqual({
      request: {
        patient: {
          name: 'Sita',
          phoneNumber: '9841234567',
          city: 'Lalitpur',
          address: 'Jhamsikhel',
          specialInstructions: 'Shy',
        },
        dog: { name: 'Bhote', breed: 'Tibetan Mastiff', behaviour: 'Aggressive' },
        vaccines: [{ productId: 'rabies' }],
        userEmail: 'sita@example.com',
        appointmentDate: '2026-12-01',
        appointmentTime: '13:00',
        vaccinationCenter: 'main',
      },
    });
  });

  it('leaves blank special instructions out', () => {
    const prepared = prepareBooking(complete({ specialInstructions: '   ' }), owner.email);
    expect('request' in prepared && prepared.request.patient).not.toHaveProperty('specialInstructions');
  });
});
