import { describe, expect, it } from 'vitest';
import { anOrder } from '@/testing/order-fixtures';
import type { AdminOrder } from '../api/admin-order-types';
import { formatDateTime, orderActionsOf, paymentStatusColor, shortOrderId } from './order-admin-display';

describe('admin order display', () => {
  it('shortens an id to its first 8 characters', () => {
    expect(shortOrderId('5b7e2c1a-8d4f-4e6a-9b3c-2d1e0f9a8b7c')).toBe('5b7e2c1a');
  });

  it('writes a moment with date and time, or nothing for none or an unreadable one', () => {
    expect(formatDateTime('2026-11-20T10:15:00.000Z')).toBe('20 Nov 2026, 16:00');
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('soon')).toBeNull();
  });

  it('offers only the moves the shop allows: Pending -> Approved -> Completed, Pending/Approved -> Cancelled', () => {
    expect(orderActionsOf(anOrder({ status: 'Pending' }))).toMatchObject({
      approve: true,
      complete: false,
      cancel: true,
    });
    expect(orderActionsOf(anOrder({ status: 'Approved' }))).toMatchObject({
      approve: false,
      complete: true,
      cancel: true,
    });
    for (const status of ['Completed', 'Cancelled'] as const) {
      expect(orderActionsOf(anOrder({ status }))).toMatchObject({
        approve: false,
        complete: false,
        cancel: false,
      });
    }
  });

  it('offers Mark Cash Received only for unpaid cash-on-delivery orders that are still going out', () => {
    const cash = (overrides: Parameters<typeof anOrder>[0]) =>
      orderActionsOf(anOrder({ paymentMethod: 'cod', ...overrides })).cashReceived;
    expect(cash({ paymentStatus: 'pending' })).toBe(true);
    expect(cash({ status: 'Approved', paymentStatus: 'pending' })).toBe(true);
    expect(cash({ paymentStatus: 'paid' })).toBe(false);
    expect(cash({ status: 'Cancelled', paymentStatus: 'pending' })).toBe(false);
    expect(cash({ paymentMethod: 'khalti', paymentStatus: 'pending' })).toBe(false);
    expect(cash({ paymentMethod: null })).toBe(false);
  });

  it('offers Retry Refund for a failed refund and Mark Cash Refund Settled for cash owed back, nothing else', () => {
    const actions = (paymentStatus: AdminOrder['paymentStatus']) =>
      orderActionsOf(anOrder({ status: 'Cancelled', paymentMethod: 'khalti', paymentStatus }));
    expect(actions('refund-failed')).toMatchObject({ retryRefund: true, settleCashRefund: false });
    expect(actions('refund-due')).toMatchObject({ retryRefund: false, settleCashRefund: true });
    for (const status of ['paid', 'refund-pending', 'refunded', 'pending'] as const)
      expect(actions(status)).toMatchObject({ retryRefund: false, settleCashRefund: false });
    expect(orderActionsOf(anOrder({ paymentMethod: 'cod', paymentStatus: 'refund-due' })).cashReceived).toBe(
      false,
    );
  });

  it('can e-mail only customers with an address', () => {
    expect(orderActionsOf(anOrder()).sendEmail).toBe(true);
    expect(orderActionsOf(anOrder({ userEmail: '' })).sendEmail).toBe(false);
    expect(orderActionsOf(anOrder({ userEmail: '  ' })).sendEmail).toBe(false);
  });

  it('colours payment statuses: paid green, pending yellow, failed red, refunded blue', () => {
    expect(paymentStatusColor('paid')).toBe('success');
    expect(paymentStatusColor('pending')).toBe('warning');
    expect(paymentStatusColor('failed')).toBe('error');
    expect(paymentStatusColor('refunded')).toBe('processing');
    expect(paymentStatusColor('refund-pending')).toBe('warning');
    expect(paymentStatusColor('refund-due')).toBe('warning');
    expect(paymentStatusColor('refund-failed')).toBe('error');
    expect(paymentStatusColor('partially-refunded')).toBe('processing');
  });
});
