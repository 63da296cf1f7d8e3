import { describe, expect, it } from 'vitest';
import { isCancellable, isDeletable, refundOnCancel, summarizeOrders } from './order-display';

describe('order display', () => {
  it('lets only Pending orders be cancelled', () => {
    expect(isCancellable({ status: 'Pending' })).toBe(true);
    expect(isCancellable({ status: 'Approved' })).toBe(false);
    expect(isCancellable({ status: 'Cancelled' })).toBe(false);
  });

  it('never deletes an approved order (it is on its way); a pending one is cancelled by deleting it', () => {
    expect(isDeletable({ status: 'Approved' })).toBe(false);
    for (const status of ['Pending', 'Cancelled', 'Completed'] as const)
      expect(isDeletable({ status })).toBe(true);
  });

  it('tells how cancelling gives a payment back: Khalti refund, cash, or nothing when unpaid', () => {
    expect(refundOnCancel({ paymentStatus: 'paid', paymentMethod: 'khalti' })).toBe('khalti');
    expect(refundOnCancel({ paymentStatus: 'paid', paymentMethod: 'cod' })).toBe('cash');
    expect(refundOnCancel({ paymentStatus: 'pending', paymentMethod: 'khalti' })).toBeNull();
    expect(refundOnCancel({ paymentStatus: 'pending', paymentMethod: 'cod' })).toBeNull();
  });

  it('leaves what was refunded of an order out of the money spent', () => {
    expect(
      summarizeOrders([
        { total: 3450, status: 'Completed', refunded: 450 },
        { total: 1000, status: 'Cancelled', refunded: 1000 },
      ]),
    ).toEqual({ totalOrders: 2, totalSpent: 3000 });
  });

  it('counts the orders and adds up their totals to the paisa', () => {
    expect(summarizeOrders([])).toEqual({ totalOrders: 0, totalSpent: 0 });
    expect(
      summarizeOrders([
        { total: 0.1, status: 'Pending' },
        { total: 0.2, status: 'Approved' },
        { total: 1950, status: 'Completed' },
        { total: 999, status: 'Cancelled' },
      ]),
    ).toEqual({
      totalOrders: 4,
      totalSpent: 1950.3,
    });
  });
});
