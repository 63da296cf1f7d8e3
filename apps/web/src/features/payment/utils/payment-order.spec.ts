import { describe, expect, it } from 'vitest';
import { orderReference } from '@/shared/orders';
import { orderNumber, payabilityOf, rupeesOf } from './payment-order';

describe('payment-order', () => {
  it('shows 12 characters of the id on the success page, ending with the 8 the e-mails quote', () => {
    const id = '5b7e2c1a-8d4f-4e6a-9b3c-2d1e0f9a8b7c';
    expect(orderNumber(id)).toBe('2D1E0F9A8B7C');
    expect(orderNumber(id).endsWith(orderReference(id))).toBe(true);
  });

  it('offers payment only for a Pending, unpaid order', () => {
    expect(payabilityOf({ status: 'Pending', paymentStatus: 'pending' })).toBe('payable');
    expect(payabilityOf({ status: 'Pending', paymentStatus: 'failed' })).toBe('payable');
    expect(payabilityOf({ status: 'Pending', paymentStatus: 'paid' })).toBe('paid');
    expect(payabilityOf({ status: 'Approved', paymentStatus: 'paid' })).toBe('paid');
    expect(payabilityOf({ status: 'Approved', paymentStatus: 'pending' })).toBe('closed');
    expect(payabilityOf({ status: 'Cancelled', paymentStatus: 'pending' })).toBe('closed');
    expect(payabilityOf({ status: 'Pending', paymentStatus: 'refunded' })).toBe('closed');
  });

  it('turns Khalti’s paisa into rupees', () => {
    expect(rupeesOf(190050)).toBe(1900.5);
  });
});
