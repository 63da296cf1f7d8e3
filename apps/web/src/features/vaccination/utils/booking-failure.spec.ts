import { VACCINATION_MESSAGES } from '@kukur/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { bookingFailureOf } from './booking-failure';

const refused = (status: number, message: string, code = 'COMMON.ERROR') =>
  new ApiError(status, { statusCode: status, error: 'Error', message, code });

describe('bookingFailureOf', () => {
  it('tells a vaccine without doses apart from a taken time (both are 409)', () => {
    expect(
      bookingFailureOf(
        refused(
          409,
          'Sorry, Canine Influenza is not available for booking right now.',
          'VACCINATION.VACCINE_UNAVAILABLE',
        ),
      ),
    ).toEqual({
      message: 'Sorry, Canine Influenza is not available for booking right now.',
      slotTaken: false,
    });
  });

  it('sends the customer back to choose another time when the slot was taken (409, or the 400 wording)', () => {
    const slotTaken = {
      message: 'This time slot is already booked. Please select another time.',
      slotTaken: true,
    };
    expect(bookingFailureOf(refused(409, 'Taken', 'VACCINATION.SLOT_TAKEN'))).toEqual(slotTaken);
    expect(bookingFailureOf(refused(400, 'This time slot is already booked, sorry'))).toEqual(slotTaken);
  });

  it('shows the ceiling on open requests (429) as the server words it', () => {
    const message = VACCINATION_MESSAGES.tooManyOpenBookings(5, 42);
    expect(bookingFailureOf(refused(429, message, 'VACCINATION.TOO_MANY_OPEN_BOOKINGS'))).toEqual({
      message,
      slotTaken: false,
    });
  });

  it('lists missing fields when the answer names them', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please fill out the following fields: Dog Name, City',
      code: 'COMMON.VALIDATION_FAILED',
      missingFields: ['Dog Name', 'City'],
    });
    expect(bookingFailureOf(error)).toEqual({
      message: 'Missing required fields: Dog Name, City',
      slotTaken: false,
    });
  });

  it('shows the server’s message, else a general one', () => {
    expect(bookingFailureOf(refused(400, 'Main Center is closed on 2026-12-25.'))).toEqual({
      message: 'Main Center is closed on 2026-12-25.',
      slotTaken: false,
    });
    expect(bookingFailureOf(new ApiError(500, null))).toEqual({
      message: 'An error occurred during booking',
      slotTaken: false,
    });
    expect(bookingFailureOf(new Error('odd'))).toEqual({
      message: 'An error occurred during booking',
      slotTaken: false,
    });
  });

  it('says when the server could not be reached', () => {
    expect(bookingFailureOf(new TypeError('Failed to fetch'))).toEqual({
      message: 'Unable to connect to the server. Please try again later.',
      slotTaken: false,
    });
  });
});
