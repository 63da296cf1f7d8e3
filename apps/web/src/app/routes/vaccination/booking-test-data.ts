import { addDays, APPOINTMENT_TIMES, nepalDateOf, nepalInstant } from '@kukur/contracts';
import type { Availability, Booking, VaccinationCenter } from '@/features/vaccination';

/** Test data of the booking screens: a centre, bookings at dates relative to today, and availability. */

export const mainCenter: VaccinationCenter = {
  id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c001',
  slug: 'main-center',
  name: 'Main Center',
  address: 'Shantinagar Marg, New Baneshwor',
  city: 'Kathmandu',
  latitude: 27.6889,
  longitude: 85.3356,
  phone: '01-4781234',
  openingHours: '9:00 AM - 5:00 PM',
  closedWeekdays: [],
  closedDates: [],
  slotCapacity: 1,
};

/** Today's Nepal date moved by `days`. */
export function nepalDaysFromToday(days: number): string {
  return addDays(nepalDateOf(new Date()), days);
}

let sequence = 0;

/** A complete BookingDto: Sita's dog Bhote, one rabies dose, scheduled 10 days ahead at 10:00. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  sequence += 1;
  const id = overrides.id ?? `3f9b6a2e-4c1d-4e8f-9a7b-${String(sequence).padStart(12, '0')}`;
  const appointmentDate = overrides.appointmentDate ?? nepalDaysFromToday(10);
  const appointmentTime = overrides.appointmentTime ?? '10:00';
  return {
    _id: id,
    id,
    reference: id.slice(-8).toUpperCase(),
    contactCode: 'VX4821',
    status: 'scheduled',
    patient: {
      name: 'Sita Sharma',
      phoneNumber: '9841234567',
      city: 'Lalitpur',
      address: 'Jhamsikhel, near the Sanepa bridge',
      specialInstructions: 'Bhote gets nervous around big dogs',
      email: 'sita@example.com',
    },
    dog: { name: 'Bhote', breed: 'Tibetan Mastiff', behaviour: 'Friendly' },
    vaccines: [
      {
        productId: 'f1e2d3c4-0000-4000-8000-000000000001',
        name: 'Anti-Rabies Vaccination',
        doseNumber: 1,
        price: 850,
        nextDoseAfterDays: 365,
      },
    ],
    totalAmount: 850,
    userEmail: 'sita@example.com',
    appointmentDate,
    appointmentTime,
    startsAt: nepalInstant(appointmentDate, appointmentTime).toISOString(),
    vaccinationCenter: mainCenter.name,
    center: mainCenter,
    createdAt: '2026-11-01T04:00:00.000Z',
    updatedAt: '2026-11-01T04:00:00.000Z',
    ...overrides,
  };
}

/** The booking moved to `date` `time` (Nepal), as the server answers a reschedule. */
export function movedTo(booking: Booking, date: string, time: string): Booking {
  return {
    ...booking,
    appointmentDate: date,
    appointmentTime: time,
    startsAt: nepalInstant(date, time).toISOString(),
  };
}

/** Availability for the asked range at the main centre: every day open, every time free except `taken`. */
export function availabilityFor(request: Request, taken: Record<string, string[]> = {}): Availability {
  const query = new URL(request.url).searchParams;
  const from = query.get('from') ?? nepalDaysFromToday(0);
  const to = query.get('to') ?? addDays(from, 6);
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const freeTimes = APPOINTMENT_TIMES.filter((time) => !(taken[date] ?? []).includes(time));
    days.push({ date, open: true, freeTimes, free: freeTimes.length });
  }
  const free = days.reduce((sum, day) => sum + day.free, 0);
  return {
    from,
    to,
    today: nepalDaysFromToday(0),
    times: [...APPOINTMENT_TIMES],
    free,
    centers: [{ centerId: mainCenter.id, name: mainCenter.name, slotCapacity: 1, free, days }],
  };
}
