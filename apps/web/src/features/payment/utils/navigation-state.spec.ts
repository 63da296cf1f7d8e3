import { describe, expect, it } from 'vitest';
import { anOrder } from '@/testing/order-fixtures';
import { cashOnDeliveryOrderFrom, orderToPayFrom } from './navigation-state';

const order = anOrder();

describe('orderToPayFrom', () => {
  it('reads the order checkout handed over, or only an order id', () => {
    expect(orderToPayFrom({ order })).toEqual({ order, orderId: order.id });
    expect(orderToPayFrom({ orderId: 'o-1' })).toEqual({ order: null, orderId: 'o-1' });
  });

  it('ignores what is not an order (an old tab, another page’s state)', () => {
    for (const state of [
      null,
      undefined,
      'order',
      {},
      { order: { id: 'o-1' } },
      { orderId: '' },
      { orderId: 7 },
    ]) {
      expect(orderToPayFrom(state)).toEqual({ order: null, orderId: null });
    }
  });
});

describe('cashOnDeliveryOrderFrom', () => {
  it('reads the order only when cash on delivery was chosen', () => {
    expect(cashOnDeliveryOrderFrom({ order, method: 'cod' })).toBe(order);
    expect(cashOnDeliveryOrderFrom({ order })).toBeNull();
    expect(cashOnDeliveryOrderFrom({ order, method: 'khalti' })).toBeNull();
    expect(cashOnDeliveryOrderFrom({ order: { id: 'o-1' }, method: 'cod' })).toBeNull();
    expect(cashOnDeliveryOrderFrom(null)).toBeNull();
  });
});
