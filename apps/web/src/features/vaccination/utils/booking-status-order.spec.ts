import type { BookingStatus } from '@kukur/contracts';
import { describe, expect, it } from 'vitest';
import { groupBookingsForCustomer } from './booking-status-order';

const NOW = Date.parse('2026-12-01T04:00:00.000Z');
const at = (id: string, status: BookingStatus, startsAt: string) => ({ id, status, startsAt });

describe('groupBookingsForCustomer', () => {
  it('puts upcoming active appointments first, soonest first, then the rest, latest first', () => {
    const bookings = [
      at('old-done', 'completed', '2026-10-01T04:15:00.000Z'),
      at('far', 'scheduled', '2026-12-20T04:15:00.000Z'),
      at('cancelled-soon', 'cancelled', '2026-12-02T04:15:00.000Z'),
      at('soon', 'confirmed', '2026-12-02T04:15:00.000Z'),
      at('missed', 'scheduled', '2026-11-30T04:15:00.000Z'),
    ];
    const { upcoming, past } = groupBookingsForCustomer(bookings, NOW);
    expect(upcoming.map((booking) => booking.id)).toEqual(['soon', 'far']);
    expect(past.map((booking) => booking.id)).toEqual(['cancelled-soon', 'missed', 'old-done']);
  });

  it('leaves the given list as it was', () => {
    const bookings = [
      at('b', 'scheduled', '2026-12-20T04:15:00.000Z'),
      at('a', 'scheduled', '2026-12-10T04:15:00.000Z'),
    ];
    groupBookingsForCustomer(bookings, NOW);
    expect(bookings.map((booking) => booking.id)).toEqual(['b', 'a']);
  });
});
