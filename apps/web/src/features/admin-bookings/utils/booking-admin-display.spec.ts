import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '../api/admin-booking-types';
import { bookingActionsOf, nepalMomentLabel } from './booking-admin-display';

function booking(status: AdminBooking['status'], appointmentDate = '2026-12-01', userEmail = 'a@b.np') {
  return { status, appointmentDate, userEmail } as AdminBooking;
}

describe('what an admin may do with a booking', () => {
  it('follows the transition table: confirm a request; complete, no-show or cancel a confirmed one', () => {
    expect(bookingActionsOf(booking('scheduled'), '2026-12-01')).toEqual({
      confirm: 'allowed',
      complete: 'illegal',
      noShow: 'illegal',
      cancel: 'allowed',
      sendEmail: true,
    });
    expect(bookingActionsOf(booking('confirmed'), '2026-12-01')).toMatchObject({
      confirm: 'illegal',
      complete: 'allowed',
      noShow: 'allowed',
      cancel: 'allowed',
    });
    for (const status of ['completed', 'cancelled', 'no-show'] as const) {
      expect(bookingActionsOf(booking(status), '2026-12-01')).toMatchObject({
        confirm: 'illegal',
        complete: 'illegal',
        noShow: 'illegal',
        cancel: 'illegal',
      });
    }
  });

  it('records an outcome only from the appointment’s Nepal date on', () => {
    expect(bookingActionsOf(booking('confirmed'), '2026-11-30')).toMatchObject({
      complete: 'too-early',
      noShow: 'too-early',
      cancel: 'allowed',
    });
    expect(bookingActionsOf(booking('confirmed'), '2026-12-02')).toMatchObject({
      complete: 'allowed',
      noShow: 'allowed',
    });
  });

  it('e-mails only a customer with an address', () => {
    expect(bookingActionsOf(booking('scheduled', '2026-12-01', '  '), '2026-12-01').sendEmail).toBe(false);
  });
});

describe('how a booking reads', () => {
  it('shows history moments in Nepal time', () => {
    expect(nepalMomentLabel('2026-11-20T18:30:00.000Z')).toBe('21 Nov 2026, 00:15');
    expect(nepalMomentLabel('not a date')).toBeNull();
  });
});
