import { PAYMENT_STATUSES } from '@kukur/contracts';
import type { OrderStatus, PaymentStatus } from '@kukur/contracts';
import { ConflictError } from '@kukur/server-kernel';
import { describe, expect, it } from 'vitest';
import { loadOrderMetadata } from './order-metadata.test';
import { Order } from './order.entity';

loadOrderMetadata();

const customer = { id: 'u1', role: 'customer' as const };
const admin = { id: 'a1', role: 'admin' as const };
const system = { id: null, role: 'system' as const };
const now = new Date();

const delivery = {
  name: 'Sita Sharma',
  phoneNumber: '9841234567',
  city: 'Lalitpur',
  colony: 'Jhamsikhel',
  orderNotes: 'Ring the bell twice',
};

type Line = Parameters<typeof Order.place>[0]['lines'][number];
const leash: Line = { productId: 'p-leash', name: 'Leash', image: null, unitPrice: '450.50', quantity: 2 };
const bowl: Line = {
  productId: 'p-bowl',
  name: 'Bowl',
  image: 'bowl.jpg',
  unitPrice: '1200.00',
  quantity: 1,
};

function anOrder(lines: Line[] = [leash, bowl], discountPercent?: number | null): Order {
  return Order.place({ userId: 'u1', userEmail: 'sita@example.com', delivery, lines, discountPercent });
}

/** An order walked along `steps` by the admin. */
function anOrderAfter(steps: readonly OrderStatus[]): Order {
  const order = anOrder();
  for (const step of steps) order.moveTo(step, admin);
  return order;
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as ConflictError;
  }
  throw new Error('expected a refusal');
};

describe('placing an order', () => {
  it('adds up its lines in paisa: 2 × Rs 450.50 + Rs 1,200.00 is Rs 2,101.00, and that is the total', () => {
    const order = anOrder();
    expect(order.subtotal).toBe('2101.00');
    expect(order.discount).toBe('0.00');
    expect(order.discountPercent).toBeNull();
    expect(order.total).toBe('2101.00');
    expect(order.subtotalPaisa).toBe(210_100);
    expect(order.discountPaisa).toBe(0);
    expect(order.totalPaisa).toBe(210_100);
  });

  it('never adds prices as floats: 3 × Rs 0.10 is Rs 0.30 and Rs 0.10 + Rs 0.20 is Rs 0.30', () => {
    const cheap = (name: string, unitPrice: string, quantity: number): Line => ({
      productId: `p-${name}`,
      name,
      image: null,
      unitPrice,
      quantity,
    });
    expect(anOrder([cheap('Treat', '0.10', 3)]).total).toBe('0.30');
    expect(anOrder([cheap('Treat', '0.10', 1), cheap('Chew', '0.20', 1)]).total).toBe('0.30');
  });

  it('reads a price with one decimal as rupees and tens of paisa (Rs 1450.5 is Rs 1,450.50)', () => {
    const order = anOrder([{ ...bowl, unitPrice: '1450.5', quantity: 1 }]);
    expect(order.subtotal).toBe('1450.50');
  });

  it('takes the first-order discount off the subtotal and keeps its rate', () => {
    const order = anOrder([leash, bowl], 10);
    expect(order.subtotal).toBe('2101.00');
    expect(order.discount).toBe('210.10');
    expect(order.discountPercent).toBe('10.00');
    expect(order.total).toBe('1890.90');
    expect(order.totalPaisa).toBe(order.subtotalPaisa - order.discountPaisa);
  });

  it('keeps a rate with decimals: 12.5 % of Rs 1,000.00 is Rs 125.00 off', () => {
    const order = anOrder([{ ...bowl, unitPrice: '1000.00' }], 12.5);
    expect(order.discount).toBe('125.00');
    expect(order.discountPercent).toBe('12.50');
    expect(order.total).toBe('875.00');
  });

  it('rounds a half paisa of discount in the customer’s favour: 10 % of Rs 0.05 is Rs 0.01 off', () => {
    const order = anOrder([{ ...bowl, unitPrice: '0.05' }], 10);
    expect(order.discount).toBe('0.01');
    expect(order.total).toBe('0.04');
  });

  it('records no discount and no rate when the discount rounds to nothing', () => {
    // 10 % of 4 paisa is 0.4 paisa: no discount, so the order does not count as having had the offer.
    const order = anOrder([{ ...bowl, unitPrice: '0.04' }], 10);
    expect(order.discount).toBe('0.00');
    expect(order.discountPercent).toBeNull();
    expect(order.total).toBe('0.04');
  });

  it('charges no delivery fee: without a discount the total is exactly the subtotal, whatever the city', () => {
    for (const city of ['Kathmandu', 'Bhaktapur', 'Lalitpur']) {
      const order = Order.place({
        userId: 'u1',
        userEmail: 'sita@example.com',
        delivery: { ...delivery, city },
        lines: [bowl],
        discountPercent: null,
      });
      expect(order.total).toBe(order.subtotal);
    }
  });

  it('keeps each line with the price it was bought at, in name order, without reordering the caller’s list', () => {
    const lines = [leash, bowl];
    const order = anOrder(lines);
    expect(
      order.items.getItems().map(({ productId, name, image, unitPrice, quantity }) => ({
        productId,
        name,
        image,
        unitPrice,
        quantity,
      })),
    ).toEqual([bowl, leash]);
    expect(lines).toEqual([leash, bowl]);
  });

  it('copies the customer and the delivery details onto the order', () => {
    const order = anOrder();
    expect(order).toMatchObject({
      userId: 'u1',
      userEmail: 'sita@example.com',
      customerName: 'Sita Sharma',
      phoneNumber: '9841234567',
      city: 'Lalitpur',
      colony: 'Jhamsikhel',
      orderNotes: 'Ring the bell twice',
    });
  });

  it('starts Pending, unpaid, with nothing refunded and visible to its customer', () => {
    const order = anOrder();
    expect(order.status).toBe('Pending');
    expect(order.paymentStatus).toBe('pending');
    expect(order.paymentMethod).toBeNull();
    expect(order.paidAt).toBeNull();
    expect(order.refunded).toBe('0.00');
    expect(order.hiddenFromCustomer).toBe(false);
    expect(order.isPayable).toBe(true);
  });

  it('writes the customer’s placing as the first history entry, from nothing to Pending', () => {
    const entries = anOrder().history.getItems();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: 'u1',
      actorRole: 'customer',
      fromStatus: null,
      toStatus: 'Pending',
      note: null,
    });
  });
});

describe('an order’s status', () => {
  it.each([
    { rule: 'the shop can approve a pending order', steps: [], to: 'Approved' },
    { rule: 'a pending order can be cancelled', steps: [], to: 'Cancelled' },
    { rule: 'an approved order can be completed on delivery', steps: ['Approved'], to: 'Completed' },
    { rule: 'an approved order can still be cancelled', steps: ['Approved'], to: 'Cancelled' },
  ] as const)('$rule, and the move answers the status it left', ({ steps, to }) => {
    const order = anOrderAfter(steps);
    const from = order.status;
    expect(order.moveTo(to, admin)).toBe(from);
    expect(order.status).toBe(to);
  });

  it.each([
    { rule: 'a pending order cannot be completed before it is approved', steps: [], to: 'Completed' },
    { rule: 'a pending order cannot become pending again', steps: [], to: 'Pending' },
    { rule: 'an approved order cannot go back to pending', steps: ['Approved'], to: 'Pending' },
    { rule: 'an approved order cannot be approved twice', steps: ['Approved'], to: 'Approved' },
    { rule: 'a completed order cannot be cancelled', steps: ['Approved', 'Completed'], to: 'Cancelled' },
    { rule: 'a completed order cannot be reopened', steps: ['Approved', 'Completed'], to: 'Approved' },
    { rule: 'a completed order cannot go back to pending', steps: ['Approved', 'Completed'], to: 'Pending' },
    { rule: 'a cancelled order cannot be approved', steps: ['Cancelled'], to: 'Approved' },
    { rule: 'a cancelled order cannot be completed', steps: ['Cancelled'], to: 'Completed' },
    { rule: 'a cancelled order cannot be revived', steps: ['Cancelled'], to: 'Pending' },
    { rule: 'a cancelled order cannot be cancelled twice', steps: ['Cancelled'], to: 'Cancelled' },
    {
      rule: 'an approved order that was cancelled cannot be completed',
      steps: ['Approved', 'Cancelled'],
      to: 'Completed',
    },
  ] as const)('$rule', ({ steps, to }) => {
    const order = anOrderAfter(steps);
    const from = order.status;
    const historyBefore = order.history.length;

    const error = refusal(() => order.moveTo(to, admin, 'Trying anyway'));

    expect(error).toBeInstanceOf(ConflictError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('ORDERING.ILLEGAL_TRANSITION');
    expect(error.message).toBe(`An order that is ${from} cannot become ${to}.`);
    expect(error.details).toEqual({ status: from });
    expect(order.status).toBe(from);
    expect(order.history).toHaveLength(historyBefore);
  });

  it('writes every move to the history: who, from what, to what, and why', () => {
    const order = anOrder();
    order.moveTo('Approved', admin);
    order.moveTo('Cancelled', system, 'Payment link expired');

    expect(
      order.history
        .getItems()
        .map(({ actorId, actorRole, fromStatus, toStatus, note }) => [
          actorId,
          actorRole,
          fromStatus,
          toStatus,
          note,
        ]),
    ).toEqual([
      ['u1', 'customer', null, 'Pending', null],
      ['a1', 'admin', 'Pending', 'Approved', null],
      [null, 'system', 'Approved', 'Cancelled', 'Payment link expired'],
    ]);
  });

  it('lets the customer cancel their own pending order, and says so in the history', () => {
    const order = anOrder();
    order.moveTo('Cancelled', customer, 'Ordered the wrong size');
    expect(order.history.getItems().at(-1)).toMatchObject({
      actorId: 'u1',
      actorRole: 'customer',
      fromStatus: 'Pending',
      toStatus: 'Cancelled',
      note: 'Ordered the wrong size',
    });
  });

  it('does not touch the money when it moves', () => {
    const order = anOrder([leash, bowl], 10);
    order.moveTo('Approved', admin);
    order.moveTo('Cancelled', admin);
    expect([order.subtotal, order.discount, order.discountPercent, order.total]).toEqual([
      '2101.00',
      '210.10',
      '10.00',
      '1890.90',
    ]);
  });
});

describe('an order’s payment', () => {
  const moneyReceived: PaymentStatus[] = [
    'paid',
    'refund-pending',
    'refund-failed',
    'refund-due',
    'partially-refunded',
    'refunded',
  ];
  const noMoney: PaymentStatus[] = ['pending', 'failed'];

  it('knows every payment status as either money received or not', () => {
    expect([...moneyReceived, ...noMoney].sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it.each(noMoney)('can still be paid while Pending and %s (a failed attempt may be retried)', (status) => {
    const order = anOrder();
    order.showPayment(status, 0);
    expect(order.isPayable).toBe(true);
  });

  it.each(moneyReceived)('cannot be paid again once %s: the money came in', (status) => {
    const order = anOrder();
    order.showPayment(status, 0);
    expect(order.isPayable).toBe(false);
  });

  it.each([
    { rule: 'an approved order cannot take a payment any more', steps: ['Approved'] },
    { rule: 'a completed order cannot take a payment any more', steps: ['Approved', 'Completed'] },
    { rule: 'a cancelled order cannot take a payment', steps: ['Cancelled'] },
  ] as const)('$rule, even with no money received', ({ steps }) => {
    const order = anOrderAfter(steps);
    expect(order.paymentStatus).toBe('pending');
    expect(order.isPayable).toBe(false);
  });

  it('remembers the chosen method and the latest Khalti attempt, without calling it paid', () => {
    const order = anOrder();
    order.choosePayment('khalti', 'pidx-1');
    order.choosePayment('khalti', 'pidx-2');
    expect(order.paymentMethod).toBe('khalti');
    expect(order.paymentReference).toBe('pidx-2');
    expect(order.paymentStatus).toBe('pending');
    expect(order.isPayable).toBe(true);

    order.choosePayment('cod');
    expect(order.paymentMethod).toBe('cod');
    expect(order.paymentReference).toBeNull();
  });

  it('records when and how the money came in, once', () => {
    const order = anOrder();
    order.choosePayment('khalti', 'pidx-1');
    expect(order.markPaid('khalti', 'txn-1', now)).toBe(true);
    expect(order.paymentMethod).toBe('khalti');
    expect(order.transactionId).toBe('txn-1');
    expect(order.paidAt).toEqual(now);
    // The status is the payment records' to say, not markPaid's.
    expect(order.paymentStatus).toBe('pending');

    const later = new Date(now.getTime() + 60_000);
    expect(order.markPaid('cod', 'txn-2', later)).toBe(false);
    expect(order.paymentMethod).toBe('khalti');
    expect(order.transactionId).toBe('txn-1');
    expect(order.paidAt).toEqual(now);
  });

  it.each(moneyReceived)('is not marked paid again when its payment records say %s', (status) => {
    const order = anOrder();
    order.choosePayment('cod');
    order.showPayment(status, 0);
    expect(order.markPaid('khalti', 'txn-late', now)).toBe(false);
    expect(order.paidAt).toBeNull();
    expect(order.transactionId).toBeNull();
    expect(order.paymentMethod).toBe('cod');
  });

  it('records cash received on delivery without a transaction id', () => {
    const order = anOrder();
    expect(order.markPaid('cod', null, now)).toBe(true);
    expect(order.paymentMethod).toBe('cod');
    expect(order.transactionId).toBeNull();
    expect(order.paidAt).toEqual(now);
  });

  it('shows what the payment records say, with the refunded paisa as rupees', () => {
    const order = anOrder();
    order.showPayment('partially-refunded', 45_050);
    expect(order.paymentStatus).toBe('partially-refunded');
    expect(order.refunded).toBe('450.50');
    order.showPayment('refunded', 210_100);
    expect(order.refunded).toBe('2101.00');
  });
});

describe('hiding an order from its customer', () => {
  it('hides it and changes nothing else', () => {
    const order = anOrder();
    order.hideFromCustomer();
    expect(order.hiddenFromCustomer).toBe(true);
    expect(order.status).toBe('Pending');
    expect(order.history).toHaveLength(1);
  });
});
