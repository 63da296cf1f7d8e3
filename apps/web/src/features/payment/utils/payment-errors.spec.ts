import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { appI18n } from '@/shared/i18n';
import { paymentTexts } from '../payment-messages';
import * as errors from './payment-errors';

/** The failures as the English texts (the spec's wording) put them. */
const TEXT = paymentTexts(appI18n.getFixedT('en', 'payment'), appI18n);
const initiateFailureOf = (error: unknown) => errors.initiateFailureOf(error, TEXT);
const cashOnDeliveryFailureOf = (error: unknown) => errors.cashOnDeliveryFailureOf(error, TEXT);
const verificationFailureOf = (error: unknown) => errors.verificationFailureOf(error, TEXT);

const refused = (status: number, message?: string) =>
  new ApiError(status, message ? { statusCode: status, message, code: 'X' } : '<html>');

describe('initiateFailureOf', () => {
  it('passes the server’s words on, and marks a 409 as past paying', () => {
    expect(
      initiateFailureOf(refused(400, 'Amount should be greater than Rs. 10, that is 1000 paisa.')),
    ).toEqual({
      message: 'Amount should be greater than Rs. 10, that is 1000 paisa.',
      closed: false,
    });
    expect(initiateFailureOf(refused(409, 'This order is already paid.'))).toEqual({
      message: 'This order is already paid.',
      closed: true,
    });
  });

  it('says "Failed to initiate payment" without a reason', () => {
    expect(initiateFailureOf(refused(502)).message).toBe('Failed to initiate payment');
    expect(initiateFailureOf(new TypeError('Failed to fetch')).message).toBe('Failed to initiate payment');
  });
});

describe('cashOnDeliveryFailureOf', () => {
  it('follows the spec’s catalogue: 404, 401/403, else the server’s message or the fallback', () => {
    expect(cashOnDeliveryFailureOf(refused(404, 'Order not found')).message).toBe(
      'Payment system unavailable. Please try again later.',
    );
    expect(cashOnDeliveryFailureOf(refused(401, 'Unauthorized')).message).toBe(
      'Authentication error. Please login again.',
    );
    expect(cashOnDeliveryFailureOf(refused(403)).message).toBe('Authentication error. Please login again.');
    expect(cashOnDeliveryFailureOf(refused(409, 'This order can no longer be paid.'))).toEqual({
      message: 'This order can no longer be paid.',
      closed: true,
    });
    expect(cashOnDeliveryFailureOf(refused(500)).message).toBe('Failed to confirm Cash on Delivery');
    expect(cashOnDeliveryFailureOf(new TypeError('offline')).message).toBe(
      'Failed to confirm Cash on Delivery',
    );
  });
});

describe('verificationFailureOf', () => {
  it('tells a refused payment (402) from a failed verification, and which may pass', () => {
    expect(verificationFailureOf(refused(402, 'Payment verification failed'))).toEqual({
      title: 'Payment verification failed',
      detail: null,
      transient: false,
    });
    expect(verificationFailureOf(refused(404, 'Payment not found'))).toEqual({
      title: 'Verification failed',
      detail: 'Payment not found',
      transient: false,
    });
    expect(
      verificationFailureOf(refused(503, 'Payment system unavailable. Please try again later.')),
    ).toEqual({
      title: 'Verification failed',
      detail: 'Payment system unavailable. Please try again later.',
      transient: true,
    });
    expect(verificationFailureOf(new TypeError('Failed to fetch'))).toEqual({
      title: 'Verification failed',
      detail: null,
      transient: true,
    });
  });
});
