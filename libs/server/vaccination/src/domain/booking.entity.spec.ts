import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from './appointment';
import { BookedVaccine } from './booked-vaccine.entity';
import { BookingHistoryEntry } from './booking-history-entry.entity';
import { Booking } from './booking.entity';
import { VaccinationCenter } from './vaccination-center.entity';

// Collections need the entities' metadata; no database is opened.
let orm: MikroORM;
beforeAll(async () => {
  orm = await MikroORM.init({
    entities: [Booking, BookedVaccine, BookingHistoryEntry, VaccinationCenter],
    dbName: 'metadata-only',
    connect: false,
  });
});
afterAll(() => orm.close());

const center = Object.assign(new VaccinationCenter(), { id: 'c1', name: 'Main Center', closedWeekdays: [6] });
const at = (date: string, time: string): Appointment => ({
  center,
  date,
  time,
  startsAt: new Date(`${date}T${time}:00+05:45`),
});
const customer = { id: 'u1', role: 'customer' as const };
const admin = { id: 'a1', role: 'admin' as const };

function aBooking(appointment = at('2026-12-01', '10:00')): Booking {
  return Booking.request({
    userId: 'u1',
    userEmail: 'sita@example.com',
    contactCode: 'VX1234',
    patient: {
      name: 'Sita',
      phoneNumber: '9841234567',
      city: 'Lalitpur',
      address: 'Jhamsikhel',
      specialInstructions: null,
    },
    dog: { name: 'Bhote', breed: 'Mastiff', behaviour: 'Friendly' },
    appointment,
    doses: [
      { productId: 'p1', name: 'Rabies', price: '850.00', nextDoseAfterDays: 365 },
      { productId: 'p2', name: 'DHPP', price: '1450.55', nextDoseAfterDays: null },
    ],
  });
}

const before = new Date('2026-11-30T10:00:00+05:45');
const onTheDay = new Date('2026-12-01T08:00:00+05:45');

describe('a booking', () => {
  it('adds its doses in paisa and starts scheduled with its history', () => {
    const booking = aBooking();
    expect(booking.totalAmount).toBe('2300.55');
    expect(booking.status).toBe('scheduled');
    expect(booking.history.getItems().map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      [null, 'scheduled'],
    ]);
  });

  it.each([
    [[], 'completed'],
    [[], 'no-show'],
    [['confirmed'], 'confirmed'],
    [['confirmed'], 'scheduled'],
    [['cancelled'], 'confirmed'],
    [['confirmed', 'completed'], 'cancelled'],
  ] as const)('after %j refuses %s and changes nothing', (steps, to) => {
    const booking = aBooking();
    for (const step of steps) booking.moveTo(step, admin, onTheDay);
    expect(() => booking.moveTo(to, admin, onTheDay)).toThrow(/cannot become/);
    expect(booking.history).toHaveLength(steps.length + 1);
  });

  it('records completion and no-show only on or after the appointment date', () => {
    const booking = aBooking();
    booking.moveTo('confirmed', admin, before);
    expect(() => booking.moveTo('completed', admin, before)).toThrow(
      'An appointment can be marked completed only on or after its date.',
    );
    expect(booking.moveTo('completed', admin, onTheDay)).toBe('confirmed');
  });

  it('raises the invite sequence on every move and on cancellation, not on confirmation', () => {
    const booking = aBooking();
    booking.reschedule(at('2026-12-02', '13:00'), 'VX1234', customer);
    expect(booking.sequence).toBe(1);
    booking.moveTo('confirmed', admin, before);
    expect(booking.sequence).toBe(1);
    booking.moveTo('cancelled', customer, before);
    expect(booking.sequence).toBe(2);
  });

  it('moves only while scheduled and notes where it was', () => {
    const booking = aBooking();
    const previous = booking.reschedule(at('2026-12-02', '13:00'), 'VX5678', customer);
    expect(previous.date).toBe('2026-12-01');
    expect(booking.contactCode).toBe('VX5678');
    expect(booking.history.getItems().at(-1)!.note).toBe('Rescheduled from 2026-12-01 10:00 at Main Center');
    booking.moveTo('confirmed', admin, before);
    expect(() => booking.reschedule(at('2026-12-03', '09:00'), 'VX5678', customer)).toThrow(
      'Only scheduled appointments can be rescheduled',
    );
  });

  describe('its reminder', () => {
    const lead = 24 * 3600_000;
    const start = new Date('2026-12-01T10:00:00+05:45').getTime();

    it('is due from the lead time until the start, once', () => {
      const booking = aBooking();
      booking.moveTo('confirmed', admin, new Date(start - 3 * lead));
      expect(booking.needsReminder(new Date(start - lead - 1), lead)).toBe(false);
      expect(booking.needsReminder(new Date(start - lead), lead)).toBe(true);
      expect(booking.needsReminder(new Date(start), lead)).toBe(false);
      booking.markReminderSent();
      expect(booking.needsReminder(new Date(start - lead / 2), lead)).toBe(false);
    });

    it('is not sent for a booking confirmed inside the reminder window, nor for one not confirmed', () => {
      const late = aBooking();
      late.moveTo('confirmed', admin, new Date(start - lead / 2));
      expect(late.needsReminder(new Date(start - lead / 4), lead)).toBe(false);
      expect(aBooking().needsReminder(new Date(start - lead / 2), lead)).toBe(false);
    });
  });
});
