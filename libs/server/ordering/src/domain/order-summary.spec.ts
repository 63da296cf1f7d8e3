import { describe, expect, it } from 'vitest';
import { lineSummaries, priceSummary } from './order-summary';
import { loadOrderMetadata } from './order-metadata.test';
import { Order } from './order.entity';

loadOrderMetadata();

type Line = Parameters<typeof Order.place>[0]['lines'][number];
const line = (name: string, unitPrice: string, quantity: number): Line => ({
  productId: `p-${name.toLowerCase()}`,
  name,
  image: null,
  unitPrice,
  quantity,
});

function anOrder(lines: Line[], discountPercent: number | null = null): Order {
  return Order.place({
    userId: 'u1',
    userEmail: 'sita@example.com',
    delivery: {
      name: 'Sita Sharma',
      phoneNumber: '9841234567',
      city: 'Kathmandu',
      colony: 'Baneshwor',
      orderNotes: null,
    },
    lines,
    discountPercent,
  });
}

describe('the lines an e-mail shows', () => {
  it('give each product its quantity, unit price and line total, in the order’s name order', () => {
    const order = anOrder([line('Leash', '450.50', 2), line('Bowl', '1200.00', 1)]);
    expect(lineSummaries(order)).toEqual([
      { name: 'Bowl', quantity: 1, unitPrice: '1200.00', lineTotal: '1200.00' },
      { name: 'Leash', quantity: 2, unitPrice: '450.50', lineTotal: '901.00' },
    ]);
  });

  it('multiply in paisa, so 3 × Rs 0.10 is Rs 0.30 and 5 × Rs 1,450.55 is Rs 7,252.75', () => {
    const order = anOrder([line('Treat', '0.10', 3), line('Vaccine kit', '1450.55', 5)]);
    expect(lineSummaries(order).map((summary) => summary.lineTotal)).toEqual(['0.30', '7252.75']);
  });

  it('add up to the order’s subtotal', () => {
    const order = anOrder([line('Leash', '450.50', 2), line('Bowl', '1200.00', 1), line('Treat', '0.10', 3)]);
    const paisa = lineSummaries(order).reduce((sum, summary) => {
      const [whole, fraction] = summary.lineTotal.split('.');
      return sum + Number(whole) * 100 + Number(fraction);
    }, 0);
    expect(paisa).toBe(order.subtotalPaisa);
  });
});

describe('the money an e-mail shows', () => {
  it('is the subtotal as the total, with no discount and no rate, without the offer', () => {
    expect(priceSummary(anOrder([line('Bowl', '1200.00', 1)]))).toEqual({
      subtotal: '1200.00',
      discount: '0.00',
      discountPercent: null,
      total: '1200.00',
    });
  });

  it('shows the first-order discount with its rate as a number', () => {
    expect(priceSummary(anOrder([line('Bowl', '1000.00', 1)], 12.5))).toEqual({
      subtotal: '1000.00',
      discount: '125.00',
      discountPercent: 12.5,
      total: '875.00',
    });
  });

  it('shows what the order stores, not a recomputation', () => {
    const order = anOrder([line('Bowl', '1000.00', 1)], 10);
    expect(priceSummary(order)).toMatchObject({
      subtotal: order.subtotal,
      discount: order.discount,
      total: order.total,
    });
    expect(priceSummary(order).discountPercent).toBe(10);
  });
});
