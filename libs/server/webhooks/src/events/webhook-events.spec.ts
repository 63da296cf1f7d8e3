import { describe, expect, it } from 'vitest';
import { webhookEventsOf } from './webhook-events';
import { webhookBody, webhookEventId } from './webhook-message';

const booking = {
  bookingId: 'b1',
  contactCode: 'KP-1',
  status: 'confirmed',
  sequence: 0,
  email: 'aarati@example.com',
  ownerName: 'Aarati Gurung',
  phoneNumber: '9800000000',
  city: 'Kathmandu',
  address: 'Baneshwor',
  specialInstructions: 'Gate code 12',
  dog: { name: 'Bhote', breed: 'Tibetan Mastiff', behaviour: 'friendly' },
  vaccines: [{ name: 'Rabies', price: '1200.00', nextDoseAfterDays: 365 }],
  totalAmount: '1200.00',
  center: {
    name: 'Main Center',
    address: 'Lazimpat',
    city: 'Kathmandu',
    phone: '01-4000000',
    openingHours: '10-5',
    latitude: 27.7,
    longitude: 85.3,
  },
  appointmentDate: '2026-12-01',
  appointmentTime: '10:00',
  startsAt: '2026-12-01T04:15:00.000Z',
};

describe('the webhook events a domain event becomes', () => {
  it('turns a booking confirmation into booking.status-changed and booking.confirmed, without phone or address', () => {
    const events = webhookEventsOf('vaccination.booking-status-changed.v1', {
      booking,
      from: 'scheduled',
      to: 'confirmed',
      by: 'admin',
    })!;
    expect(events.map((event) => event.type)).toEqual(['booking.status-changed', 'booking.confirmed']);
    expect(events[0]!.data).toMatchObject({
      bookingId: 'b1',
      customer: { name: 'Aarati Gurung', email: 'aarati@example.com' },
      vaccines: [{ name: 'Rabies', price: 1200 }],
      total: 1200,
      from: 'scheduled',
      to: 'confirmed',
    });
    expect(JSON.stringify(events)).not.toMatch(/9800000000|Baneshwor|Gate code/);
  });

  it('sends a no-show only as booking.status-changed, and answers undefined for events integrations do not hear', () => {
    const events = webhookEventsOf('vaccination.booking-status-changed', {
      booking,
      from: 'confirmed',
      to: 'no-show',
      by: 'admin',
    });
    expect(events!.map((event) => event.type)).toEqual(['booking.status-changed']);
    expect(webhookEventsOf('identity.password-changed.v1', {})).toBeUndefined();
  });

  it('tells product events with the price as exact decimal text, and which fields a change touched', () => {
    const product = {
      id: 'p1',
      slug: 'kibble-a1b2c3',
      name: 'Himalayan Kibble',
      price: '750.50',
      stock: 0,
      category: 'Food',
      kind: 'product' as const,
      visibility: 'visible' as const,
    };
    expect(webhookEventsOf('catalogue.product-out-of-stock.v1', product)).toEqual([
      { type: 'product.out-of-stock', data: product },
    ]);
    expect(webhookEventsOf('catalogue.product-created.v1', { ...product, stock: 5 })![0]!.type).toBe(
      'product.created',
    );
    expect(webhookEventsOf('catalogue.product-changed.v1', { product, changes: ['price', 'stock'] })).toEqual(
      [{ type: 'product.changed', data: { ...product, changes: ['price', 'stock'] } }],
    );
  });

  it('gives an event the same id every time, different per type, and a body in the documented envelope', () => {
    expect(webhookEventId('outbox-1', 'order.placed')).toBe(webhookEventId('outbox-1', 'order.placed'));
    expect(webhookEventId('outbox-1', 'order.placed')).not.toBe(webhookEventId('outbox-1', 'order.paid'));
    expect(
      JSON.parse(
        webhookBody({
          id: 'evt_1',
          type: 'order.paid',
          occurredAt: '2026-11-28T09:30:00.000Z',
          data: { total: 10 },
        }),
      ),
    ).toEqual({
      id: 'evt_1',
      type: 'order.paid',
      version: 1,
      timestamp: '2026-11-28T09:30:00.000Z',
      data: { total: 10 },
    });
  });
});
