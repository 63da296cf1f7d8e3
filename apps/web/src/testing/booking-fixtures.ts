import { addDays, APPOINTMENT_TIMES, nepalInstant, VACCINATION_MESSAGES } from '@kukur/contracts';
import { nepalDaysFromToday } from '@kukur/test-clock';
import type { Product } from '@/shared/api';
import type { components } from '@/shared/api/schema';
import { aProduct } from './fixtures';

type Booking = components['schemas']['BookingDto'];
type BookingCreated = components['schemas']['BookingCreatedDto'];
type BookedVaccine = components['schemas']['BookedVaccineDto'];
type VaccinationCenter = components['schemas']['VaccinationCenterDto'];
type Availability = components['schemas']['AvailabilityDto'];

/** A centre as GET /api/vaccination-centers answers it for one the migration seeds: 9 to 5, Saturdays closed. */
function aSeededCenter(
  center: Pick<
    VaccinationCenter,
    'id' | 'slug' | 'name' | 'address' | 'city' | 'latitude' | 'longitude' | 'phone'
  >,
): VaccinationCenter {
  return {
    ...center,
    openingHours: '9:00 AM - 5:00 PM',
    closedWeekdays: [6],
    closedDates: [],
    slotCapacity: 1,
  };
}

/** The centres as the API answers them: the five of Migration20261123000000_vaccination, main one first. */
export const CENTERS: VaccinationCenter[] = [
  aSeededCenter({
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c001',
    slug: 'main-center',
    name: 'Main Center',
    address: 'Shantinagar Marg, New Baneshwor',
    city: 'Kathmandu',
    latitude: 27.6889,
    longitude: 85.3356,
    phone: '01-4781234',
  }),
  aSeededCenter({
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c002',
    slug: 'north-branch',
    name: 'North Branch',
    address: 'Maharajgunj Chowk, near the Teaching Hospital',
    city: 'Kathmandu',
    latitude: 27.7362,
    longitude: 85.3304,
    phone: '01-4721856',
  }),
  aSeededCenter({
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c003',
    slug: 'south-branch',
    name: 'South Branch',
    address: 'Jhamsikhel Road, Sanepa',
    city: 'Lalitpur',
    latitude: 27.6791,
    longitude: 85.3077,
    phone: '01-5422764',
  }),
  aSeededCenter({
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c004',
    slug: 'east-branch',
    name: 'East Branch',
    address: 'Sallaghari, Araniko Highway',
    city: 'Bhaktapur',
    latitude: 27.6733,
    longitude: 85.4134,
    phone: '01-6612945',
  }),
  aSeededCenter({
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c005',
    slug: 'west-branch',
    name: 'West Branch',
    address: 'Kalanki Chowk, Ring Road',
    city: 'Kathmandu',
    latitude: 27.6934,
    longitude: 85.2817,
    phone: '01-4278310',
  }),
];

/** The Main Center in New Baneshwor, Kathmandu: the first centre, which the pickers offer first. */
export const MAIN_CENTER = CENTERS[0];

/** The anti-rabies vaccine as the catalogue answers it (the seeded one's name, price and interval). */
export const RABIES: Product = aProduct({
  _id: 'rabies',
  id: 'rabies',
  name: 'Anti-Rabies Vaccination',
  kind: 'vaccine',
  category: 'Core Vaccine',
  price: 1000,
  stock: 40,
  isCoreVaccine: true,
  nextDoseAfterDays: 365,
});

/** The kennel-cough vaccine as the catalogue answers it (the seeded one's name, price and stock). */
export const KENNEL_COUGH: Product = aProduct({
  _id: 'kennel-cough',
  id: 'kennel-cough',
  name: 'Bordetella (Kennel Cough) Intranasal Vaccine',
  kind: 'vaccine',
  category: 'Non-Core Vaccine',
  price: 2200,
  stock: 15,
  nextDoseAfterDays: 365,
});

/** A booked dose of `vaccine` at its price: the first unless told. */
export function aBookedDose(vaccine: Product, overrides: Partial<BookedVaccine> = {}): BookedVaccine {
  return {
    productId: vaccine.id,
    name: vaccine.name,
    doseNumber: 1,
    price: vaccine.price,
    nextDoseAfterDays: vaccine.nextDoseAfterDays,
    ...overrides,
  };
}

export { nepalDaysFromToday };

let sequence = 0;

/**
 * A complete BookingDto as its owner sees it (no history): Sita's dog Bhote, one anti-rabies dose at the
 * Main Center, scheduled ten days ahead at 10:00. `startsAt` follows the date and time unless given.
 */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  sequence += 1;
  const id = overrides.id ?? overrides._id ?? `3f9b6a2e-4c1d-4e8f-9a7b-${String(sequence).padStart(12, '0')}`;
  const center = overrides.center ?? MAIN_CENTER;
  const appointmentDate = overrides.appointmentDate ?? nepalDaysFromToday(10);
  const appointmentTime = overrides.appointmentTime ?? '10:00';
  const vaccines = overrides.vaccines ?? [aBookedDose(RABIES)];
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
    vaccines,
    totalAmount: vaccines.reduce((sum, dose) => sum + dose.price, 0),
    userEmail: 'sita@example.com',
    appointmentDate,
    appointmentTime,
    startsAt: overrides.startsAt ?? nepalInstant(appointmentDate, appointmentTime).toISOString(),
    vaccinationCenter: center.name,
    center,
    createdAt: '2026-11-20T10:15:00.000Z',
    updatedAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

/** POST /api/vaccinations' answer: the new booking and what the customer is told. */
export function aBookingCreated(overrides: Partial<BookingCreated> = {}): BookingCreated {
  return { message: VACCINATION_MESSAGES.requestSent, ...aBooking(overrides) };
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

/**
 * GET /api/vaccinations/availability for the asked range (`from` to `to`, else the next seven days) at the
 * asked centre (every centre without one): every day open, every time free except those `taken` on a date.
 */
export function availabilityAnswer(request: Request, taken: Record<string, string[]> = {}): Availability {
  const query = new URL(request.url).searchParams;
  const today = nepalDaysFromToday(0);
  const from = query.get('from') ?? today;
  const to = query.get('to') ?? addDays(from, 6);
  const asked = query.get('center');
  const days: Availability['centers'][number]['days'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const freeTimes = APPOINTMENT_TIMES.filter((time) => !(taken[date] ?? []).includes(time));
    days.push({ date, open: true, freeTimes, free: freeTimes.length });
  }
  const freePerCenter = days.reduce((sum, day) => sum + day.free, 0);
  const centers = CENTERS.filter((center) => !asked || center.id === asked).map((center) => ({
    centerId: center.id,
    name: center.name,
    slotCapacity: center.slotCapacity,
    free: freePerCenter,
    days,
  }));
  return {
    from,
    to,
    today,
    times: [...APPOINTMENT_TIMES],
    free: freePerCenter * centers.length,
    centers,
  };
}
