import { describe, expect, it } from 'vitest';
import { appointmentAt } from './appointment';
import { VaccinationCenter } from './vaccination-center.entity';

function aCenter(overrides: Partial<VaccinationCenter> = {}): VaccinationCenter {
  return Object.assign(new VaccinationCenter(), {
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c001',
    name: 'Main Center',
    closedWeekdays: [6],
    closedDates: ['2026-12-25'],
    slotCapacity: 1,
    ...overrides,
  });
}

/** Nepal wall-clock time as an instant (UTC+05:45). */
const nepal = (dateTime: string) => new Date(`${dateTime}+05:45`);

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
};

describe.each(['UTC', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Kiritimati'])(
  'the appointment rules in Nepal time, with the server in %s',
  (zone) => {
    const withZone = <T>(fn: () => T): T => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        return fn();
      } finally {
        if (before === undefined) delete process.env.TZ;
        else process.env.TZ = before;
      }
    };

    it('places a Nepal date and time at the right instant', () => {
      const appointment = withZone(() =>
        appointmentAt(aCenter(), '2026-12-01', '09:00', nepal('2026-11-30T20:00')),
      );
      expect(appointment.startsAt.toISOString()).toBe('2026-12-01T03:15:00.000Z');
    });

    it('takes "today" from Nepal’s calendar: at 00:30 in Nepal it is already the next day', () => {
      // 2026-11-30 18:45 UTC is 2026-12-01 00:30 in Nepal.
      const now = new Date('2026-11-30T18:45:00Z');
      withZone(() => {
        expect(appointmentAt(aCenter(), '2026-12-01', '16:00', now).date).toBe('2026-12-01');
        expect(refusal(() => appointmentAt(aCenter(), '2026-11-30', '16:00', now))).toEqual({
          code: 'VACCINATION.DATE_NOT_BOOKABLE',
          message: 'The appointment date cannot be before today.',
        });
      });
    });

    it('refuses a time that has passed today and offers the later ones', () => {
      const now = nepal('2026-12-01T10:30');
      withZone(() => {
        expect(refusal(() => appointmentAt(aCenter(), '2026-12-01', '10:00', now)).code).toBe(
          'VACCINATION.TIME_PASSED',
        );
        expect(appointmentAt(aCenter(), '2026-12-01', '11:00', now).time).toBe('11:00');
      });
    });

    it('books up to 60 days ahead and no further', () => {
      const now = nepal('2026-12-01T08:00');
      withZone(() => {
        const everyDay = aCenter({ closedWeekdays: [] });
        expect(appointmentAt(everyDay, '2027-01-30', '09:00', now).date).toBe('2027-01-30');
        expect(refusal(() => appointmentAt(everyDay, '2027-01-31', '09:00', now)).message).toBe(
          'Appointments can be booked up to 60 days ahead.',
        );
      });
    });
  },
);

describe('closing days are the centre’s data', () => {
  const now = nepal('2026-11-30T08:00');

  it('refuses the weekly holiday and a closed date with the centre’s name', () => {
    expect(refusal(() => appointmentAt(aCenter(), '2026-12-05', '09:00', now)).message).toBe(
      'Main Center is closed on Saturdays. Please choose another date.',
    );
    expect(refusal(() => appointmentAt(aCenter(), '2026-12-25', '09:00', now)).message).toBe(
      'Main Center is closed on 25 Dec 2026. Please choose another date.',
    );
  });

  it('opens on Saturday for a centre that works then', () => {
    expect(appointmentAt(aCenter({ closedWeekdays: [] }), '2026-12-05', '09:00', now).date).toBe(
      '2026-12-05',
    );
  });

  it('refuses times outside the list and dates that do not exist', () => {
    expect(refusal(() => appointmentAt(aCenter(), '2026-12-01', '12:00', now)).message).toBe(
      'Appointment time must be one of: 09:00, 10:00, 11:00, 13:00, 14:00, 15:00, 16:00',
    );
    expect(refusal(() => appointmentAt(aCenter(), '2026-02-30', '09:00', now)).code).toBe(
      'COMMON.VALIDATION_FAILED',
    );
  });
});
