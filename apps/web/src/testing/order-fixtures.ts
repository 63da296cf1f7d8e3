import type { components } from '@/shared/api/schema';

type Order = components['schemas']['OrderDto'];
type OrderItem = components['schemas']['OrderItemDto'];

let sequence = 0;

/** An order line; lineTotal follows price and quantity unless given. */
export function anOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  const price = overrides.price ?? 650;
  const quantity = overrides.quantity ?? 1;
  return {
    productId: 'product-1',
    name: 'Himalayan Yak Chew',
    image: null,
    price,
    quantity,
    lineTotal: price * quantity,
    ...overrides,
  };
}

/** A complete OrderDto (a Pending order of one yak chew by Sita); override what the test is about. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const id = overrides.id ?? overrides._id ?? `5b7e2c1a-8d4f-4e6a-9b3c-${String(sequence).padStart(12, '0')}`;
  const items = overrides.items ?? overrides.products ?? [anOrderItem()];
  const total = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return {
    _id: id,
    id,
    status: 'Pending',
    total,
    subtotal: total,
    discount: 0,
    discountPercent: null,
    shipping: 0,
    customer: {
      name: 'Sita Sharma',
      phoneNumber: '9800000000',
      city: 'Kathmandu',
      colony: 'Baneshwor',
      orderNotes: null,
    },
    userEmail: 'sita@example.com',
    products: items,
    items,
    paymentMethod: null,
    paymentStatus: 'pending',
    refunded: 0,
    paymentReference: null,
    transactionId: null,
    paidAt: null,
    createdAt: '2026-11-20T10:15:00.000Z',
    updatedAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}
