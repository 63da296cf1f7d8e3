import { describe, expect, it } from 'vitest';
import {
  bookingCancelRefusal,
  bookingRescheduleRefusal,
  canCustomerCancel,
  canCustomerReschedule,
  hasBookingStarted,
} from './booking-changes';

// Built from the clock, on the minute, as the API answers start times (ISO text).
const NOW = Math.floor(Date.now() / 60_000) * 60_000;
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();
const later = at(15);
const earlier = at(-45);
const OVER = ['completed', 'cancelled', 'no-show'] as const;

describe('who may reschedule a booking', () => {
  it('lets only a scheduled appointment be rescheduled', () => {
    expect(canCustomerReschedule({ status: 'scheduled' })).toBe(true);
    for (const status of ['confirmed', 'completed', 'cancelled', 'no-show'] as const) {
      expect(canCustomerReschedule({ status })).toBe(false);
    }
  });

  it('names the reason the server answers with', () => {
    expect(bookingRescheduleRefusal({ status: 'scheduled' })).toBeNull();
    expect(bookingRescheduleRefusal({ status: 'confirmed' })).toBe('not-scheduled');
  });
});

describe('who may cancel a booking', () => {
  it('lets a scheduled or confirmed appointment be cancelled until it starts', () => {
    expect(canCustomerCancel({ status: 'scheduled', startsAt: later }, NOW)).toBe(true);
    expect(canCustomerCancel({ status: 'confirmed', startsAt: later }, NOW)).toBe(true);
    expect(canCustomerCancel({ status: 'confirmed', startsAt: earlier }, NOW)).toBe(false);
    expect(canCustomerCancel({ status: 'scheduled', startsAt: at(0) }, NOW)).toBe(false);
    for (const status of OVER) {
      expect(canCustomerCancel({ status, startsAt: later }, NOW)).toBe(false);
    }
  });

  it('takes the server’s dates as well as the API’s text', () => {
    const startsAt = new Date(NOW + 1);
    expect(canCustomerCancel({ status: 'scheduled', startsAt }, new Date(NOW))).toBe(true);
    expect(canCustomerCancel({ status: 'scheduled', startsAt }, new Date(NOW + 1))).toBe(false);
  });

  it('gives the status as the reason before the time, for the customer', () => {
    expect(bookingCancelRefusal({ status: 'cancelled', startsAt: earlier }, NOW, 'customer')).toBe(
      'not-active',
    );
    expect(bookingCancelRefusal({ status: 'confirmed', startsAt: earlier }, NOW, 'customer')).toBe('started');
    expect(bookingCancelRefusal({ status: 'confirmed', startsAt: later }, NOW, 'customer')).toBeNull();
  });

  it('lets the admin cancel an active booking after its start, but not one that is over', () => {
    expect(bookingCancelRefusal({ status: 'confirmed', startsAt: earlier }, NOW, 'admin')).toBeNull();
    expect(bookingCancelRefusal({ status: 'scheduled', startsAt: earlier }, NOW, 'admin')).toBeNull();
    for (const status of OVER) {
      expect(bookingCancelRefusal({ status, startsAt: later }, NOW, 'admin')).toBe('not-active');
    }
  });
});

describe('whether an appointment has started', () => {
  it('counts its start itself as started', () => {
    expect(hasBookingStarted({ startsAt: later }, NOW)).toBe(false);
    expect(hasBookingStarted({ startsAt: at(0) }, NOW)).toBe(true);
    expect(hasBookingStarted({ startsAt: earlier }, NOW)).toBe(true);
  });

  it('treats an unreadable start as already started', () => {
    expect(hasBookingStarted({ startsAt: 'soon' }, NOW)).toBe(true);
    expect(hasBookingStarted({ startsAt: new Date('soon') }, NOW)).toBe(true);
    expect(canCustomerCancel({ status: 'scheduled', startsAt: 'soon' }, NOW)).toBe(false);
  });
});
