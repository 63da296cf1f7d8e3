import type { EntityManager } from '@mikro-orm/postgresql';
import type { StockLedger } from '@kukur/server-catalogue';
import { ConflictError, OutboxMessage } from '@kukur/server-kernel';
import { describe, expect, it } from 'vitest';
import { changeStatus } from './change-status';
import { loadOrderMetadata } from './order-metadata.test';
import { Order } from './order.entity';

loadOrderMetadata();

const admin = { id: 'a1', role: 'admin' as const };
const customer = { id: 'u1', role: 'customer' as const };

/** A transaction that only collects what is persisted on it (the outbox rows). */
function fakeEm() {
  const persisted: unknown[] = [];
  const em = { persist: (entity: unknown) => persisted.push(entity) } as unknown as EntityManager;
  const outbox = () => persisted.filter((entity): entity is OutboxMessage => entity instanceof OutboxMessage);
  return { em, outbox };
}

/** A stock ledger that records what it is given back (and fails when told to). */
function fakeStock(failure?: Error) {
  const released: { em: EntityManager; lines: { productId: string; quantity: number }[] }[] = [];
  const stock = {
    release: async (em: EntityManager, lines: { productId: string; quantity: number }[]) => {
      released.push({ em, lines });
      if (failure) throw failure;
    },
  } as unknown as StockLedger;
  return { stock, released };
}

function anOrder(): Order {
  const order = Order.place({
    userId: 'u1',
    userEmail: 'sita@example.com',
    delivery: {
      name: 'Sita Sharma',
      phoneNumber: '9841234567',
      city: 'Lalitpur',
      colony: 'Jhamsikhel',
      orderNotes: null,
    },
    lines: [
      { productId: 'p-leash', name: 'Leash', image: null, unitPrice: '450.50', quantity: 2 },
      { productId: 'p-bowl', name: 'Bowl', image: null, unitPrice: '1200.00', quantity: 1 },
    ],
    discountPercent: 10,
  });
  order.choosePayment('cod');
  return order;
}

describe('changing an order’s status', () => {
  it('gives a cancelled order’s stock back, every line with its quantity, on the same transaction', async () => {
    const { em } = fakeEm();
    const { stock, released } = fakeStock();
    const order = anOrder();

    await changeStatus(em, stock, order, 'Cancelled', customer, 'Changed my mind');

    expect(order.status).toBe('Cancelled');
    expect(released).toHaveLength(1);
    expect(released[0]!.em).toBe(em);
    expect(released[0]!.lines).toEqual([
      { productId: 'p-bowl', quantity: 1 },
      { productId: 'p-leash', quantity: 2 },
    ]);
  });

  it('gives the stock back when an approved order is cancelled too', async () => {
    const { em } = fakeEm();
    const { stock, released } = fakeStock();
    const order = anOrder();
    await changeStatus(em, stock, order, 'Approved', admin);
    await changeStatus(em, stock, order, 'Cancelled', admin, 'Out of delivery range');
    expect(released).toHaveLength(1);
    expect(released[0]!.lines).toHaveLength(2);
  });

  it('keeps the stock taken when an order is approved or completed', async () => {
    const { em } = fakeEm();
    const { stock, released } = fakeStock();
    const order = anOrder();
    await changeStatus(em, stock, order, 'Approved', admin);
    await changeStatus(em, stock, order, 'Completed', admin);
    expect(order.status).toBe('Completed');
    expect(released).toEqual([]);
  });

  it('tells the customer about the new status, with the order’s money, lines and payment', async () => {
    const { em, outbox } = fakeEm();
    const { stock } = fakeStock();
    const order = anOrder();

    await changeStatus(em, stock, order, 'Approved', admin, 'On its way');

    expect(outbox()).toHaveLength(1);
    const [message] = outbox();
    expect(message!.type).toBe('ordering.order-status-changed.v1');
    expect(message!.payload).toEqual({
      orderId: order.id,
      email: 'sita@example.com',
      customerName: 'Sita Sharma',
      from: 'Pending',
      to: 'Approved',
      by: 'admin',
      subtotal: '2101.00',
      discount: '210.10',
      discountPercent: 10,
      total: '1890.90',
      items: [
        { name: 'Bowl', quantity: 1, unitPrice: '1200.00', lineTotal: '1200.00' },
        { name: 'Leash', quantity: 2, unitPrice: '450.50', lineTotal: '901.00' },
      ],
      paymentMethod: 'cod',
      paymentStatus: 'pending',
    });
  });

  it('says who cancelled: a customer’s own cancellation is told as theirs', async () => {
    const { em, outbox } = fakeEm();
    const { stock } = fakeStock();
    await changeStatus(em, stock, anOrder(), 'Cancelled', customer);
    expect(outbox()[0]!.payload).toMatchObject({ from: 'Pending', to: 'Cancelled', by: 'customer' });
  });

  it('writes the move and its note to the history', async () => {
    const { em } = fakeEm();
    const { stock } = fakeStock();
    const order = anOrder();
    await changeStatus(em, stock, order, 'Cancelled', admin, 'Customer called');
    expect(order.history.getItems().at(-1)).toMatchObject({
      actorId: 'a1',
      actorRole: 'admin',
      fromStatus: 'Pending',
      toStatus: 'Cancelled',
      note: 'Customer called',
    });
  });

  it('refuses an illegal move before anything happens: no stock given back, no e-mail', async () => {
    const { em, outbox } = fakeEm();
    const { stock, released } = fakeStock();
    const order = anOrder();
    await changeStatus(em, stock, order, 'Cancelled', admin);
    const before = { released: released.length, outbox: outbox().length, history: order.history.length };

    await expect(changeStatus(em, stock, order, 'Cancelled', admin)).rejects.toBeInstanceOf(ConflictError);

    expect(order.status).toBe('Cancelled');
    expect({ released: released.length, outbox: outbox().length, history: order.history.length }).toEqual(
      before,
    );
  });

  it('refuses to complete a pending order and gives no stock back', async () => {
    const { em, outbox } = fakeEm();
    const { stock, released } = fakeStock();
    const order = anOrder();
    await expect(changeStatus(em, stock, order, 'Completed', admin)).rejects.toMatchObject({
      code: 'ORDERING.ILLEGAL_TRANSITION',
      status: 409,
    });
    expect(order.status).toBe('Pending');
    expect(released).toEqual([]);
    expect(outbox()).toEqual([]);
  });

  it('sends no e-mail about a cancellation whose stock could not be given back (the transaction fails)', async () => {
    const { em, outbox } = fakeEm();
    const { stock } = fakeStock(new Error('database gone'));
    await expect(changeStatus(em, stock, anOrder(), 'Cancelled', admin)).rejects.toThrow('database gone');
    expect(outbox()).toEqual([]);
  });
});
