import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENT_TYPES, activityFromEvent } from './activity-from-event';

const ORDER_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const lines = [{ name: 'Yak Chew', quantity: 2, unitPrice: '650.00', lineTotal: '1300.00' }];
const booking = {
  bookingId: '5e6f7a8b-0000-4000-8000-000000000002',
  ownerName: 'Hari Thapa',
  totalAmount: '850.00',
  dog: { name: 'Kali', breed: 'Labrador', behaviour: 'Playful' },
  vaccines: [{ name: 'Rabies Vaccine', price: '850.00', nextDoseAfterDays: 365 }],
  center: { name: 'North Branch' },
  appointmentDate: '2026-11-30',
  appointmentTime: '13:00',
};

describe('how events read in the activity feed', () => {
  it('a refund, once the money is back', () => {
    const refunded = (method: 'khalti' | 'cod', partial: boolean) =>
      activityFromEvent({
        type: 'payments.payment-refunded.v1',
        payload: { orderId: ORDER_ID, customerName: 'Sita Sharma', method, amount: '1300.00', partial },
      });
    expect(refunded('khalti', false)).toEqual({
      type: 'order',
      message: 'Order #1A2B3C4D refunded by Khalti',
      customer: 'Sita Sharma',
      amount: '1300.00',
      status: 'refunded',
      referenceId: ORDER_ID,
    });
    expect(refunded('cod', false)).toMatchObject({ message: 'Order #1A2B3C4D refunded in cash' });
    expect(refunded('khalti', true)).toMatchObject({ message: 'Order #1A2B3C4D partly refunded by Khalti' });
  });

  it('an order placed, paid and moved', () => {
    expect(
      activityFromEvent({
        type: 'ordering.order-placed.v1',
        payload: { orderId: ORDER_ID, customerName: 'Sita Sharma', items: lines, total: '1300.00' },
      }),
    ).toEqual({
      type: 'order',
      message: 'Order #1A2B3C4D placed (2 items)',
      customer: 'Sita Sharma',
      amount: '1300.00',
      status: 'pending',
      referenceId: ORDER_ID,
    });
    expect(
      activityFromEvent({
        type: 'ordering.order-paid.v1',
        payload: { orderId: ORDER_ID, customerName: 'Sita Sharma', method: 'khalti', total: '1300.00' },
      }),
    ).toMatchObject({ message: 'Order #1A2B3C4D paid with Khalti', status: 'completed' });
    expect(
      activityFromEvent({
        type: 'ordering.order-status-changed.v1',
        payload: {
          orderId: ORDER_ID,
          customerName: 'Sita Sharma',
          to: 'Approved',
          by: 'admin',
          total: '1300.00',
        },
      }),
    ).toMatchObject({ message: 'Order #1A2B3C4D approved', status: 'processing' });
    expect(
      activityFromEvent({
        type: 'ordering.order-status-changed.v1',
        payload: {
          orderId: ORDER_ID,
          customerName: 'Sita Sharma',
          to: 'Cancelled',
          by: 'system',
          total: '1300.00',
        },
      }),
    ).toMatchObject({ message: 'Order #1A2B3C4D cancelled automatically', status: 'cancelled' });
  });

  it('a sign-up, a booking and its moves, an announcement', () => {
    expect(
      activityFromEvent({
        type: 'identity.user-signed-up.v1',
        payload: { userId: 'u', name: 'Gita Adhikari', email: 'g@example.com', method: 'google' },
      }),
    ).toMatchObject({
      type: 'customer',
      message: 'New customer signed up with Google',
      customer: 'Gita Adhikari',
    });
    expect(
      activityFromEvent({ type: 'vaccination.booking-requested.v1', payload: { booking } }),
    ).toMatchObject({
      type: 'booking',
      message: "Vaccination requested: Kali's Rabies Vaccine at North Branch on 2026-11-30 13:00",
      customer: 'Hari Thapa',
      amount: '850.00',
    });
    expect(
      activityFromEvent({
        type: 'vaccination.booking-status-changed.v1',
        payload: { booking, to: 'no-show', by: 'admin' },
      }),
    ).toMatchObject({
      message: expect.stringMatching(/^Vaccination marked as a no-show: Kali/),
      status: 'no-show',
    });
    expect(
      activityFromEvent({
        type: 'notification.product-announced.v1',
        payload: { announcementId: 'a', batches: 1, product: { id: 'p', name: 'Yak Chew' } },
      }),
    ).toMatchObject({ type: 'other', message: 'Product announced to subscribers: Yak Chew', customer: null });
  });

  it('leaves out events that are not activity (codes, e-mail requests)', () => {
    expect(activityFromEvent({ type: 'identity.otp-requested.v1', payload: {} })).toBeNull();
    expect(ACTIVITY_EVENT_TYPES).not.toContain('identity.otp-requested.v1');
    expect(ACTIVITY_EVENT_TYPES).toHaveLength(8);
  });
});
