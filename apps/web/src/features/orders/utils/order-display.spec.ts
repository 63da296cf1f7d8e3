import { describe, expect, it } from 'vitest';
import { formatLongDate, isCancellable, summarizeOrders } from './order-display';

describe('order display', () => {
  it('writes dates in long US format, or nothing for none or an unreadable one', () => {
    expect(formatLongDate('2026-11-20T10:15:00.000Z')).toBe('November 20, 2026');
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('soon')).toBeNull();
  });

  it('lets only Pending orders be cancelled', () => {
    expect(isCancellable({ status: 'Pending' })).toBe(true);
    expect(isCancellable({ status: 'Approved' })).toBe(false);
    expect(isCancellable({ status: 'Cancelled' })).toBe(false);
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
