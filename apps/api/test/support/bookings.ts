import { nepalDaysFromToday, nextWeekdayFromToday, openDayFromToday, SATURDAY } from '@kukur/test-clock';
import type { NewProduct } from '@kukur/server-catalogue';
import request from 'supertest';
import { bearer, TestAccount } from './accounts';
import { aProduct, productIdBySlug, seedProducts } from './products';
import type { TestApi } from './test-api';

/** A vaccine on sale: the demo's Anti-Rabies Vaccination unless overridden. */
export function aVaccine(overrides: Partial<NewProduct> = {}): NewProduct {
  return aProduct({
    slug: 'rabies',
    name: 'Anti-Rabies Vaccination',
    category: 'Core Vaccine',
    kind: 'vaccine',
    price: '850.00',
    nextDoseAfterDays: 365,
    ...overrides,
  });
}

/** Empties the catalogue, the bookings and their slots (the centres stay), then puts `vaccines` on sale; answers their ids. */
export async function restockVaccines(api: TestApi, vaccines: NewProduct[]): Promise<string[]> {
  await api.orm.em
    .getConnection()
    .execute('truncate product, vaccination_booking, vaccination_slot, outbox_message cascade');
  await seedProducts(api.app, vaccines);
  return Promise.all(vaccines.map((vaccine) => productIdBySlug(api.orm, vaccine.slug)));
}

/** The seeded centres (migration): the main one first. */
export const MAIN_CENTER = 'Main Center';
export const NORTH_BRANCH = 'North Branch';

/** A Nepal date at least `daysAhead` days from today on which the centres are open (not a Saturday). */
export const openDate = (daysAhead = 1, skipOpenDays = 0): string =>
  openDayFromToday(daysAhead, skipOpenDays);

/** The next Saturday (the centres' weekly holiday) from tomorrow on. */
export const nextSaturday = (): string => nextWeekdayFromToday(SATURDAY);

/** A complete booking body as the spec's client sends it; override what a test is about. */
export function aBookingBody(
  vaccineId: string,
  account: TestAccount,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    patient: {
      name: account.name,
      phoneNumber: '984-123 4567',
      city: 'Lalitpur',
      address: 'Jhamsikhel, near the Sanepa bridge',
      specialInstructions: 'Bhote gets nervous around big dogs',
    },
    dog: { name: 'Bhote', breed: 'Tibetan Mastiff', behaviour: 'Friendly' },
    vaccines: [{ productId: vaccineId, doseNumber: 1, price: 1 }],
    totalAmount: 1,
    userEmail: account.email,
    appointmentDate: openDate(),
    appointmentTime: '10:00',
    vaccinationCenter: MAIN_CENTER,
    ...overrides,
  };
}

export function book(api: TestApi, account: TestAccount, body: Record<string, unknown>): request.Test {
  return request(api.http).post('/api/vaccinations').set(bearer(account)).send(body);
}

/** Books and answers the created booking (fails the test unless it is 201). */
export async function aBooking(
  api: TestApi,
  account: TestAccount,
  vaccineId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; contactCode: string; appointmentDate: string; appointmentTime: string }> {
  const response = await book(api, account, aBookingBody(vaccineId, account, overrides));
  if (response.status !== 201)
    throw new Error(`booking failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Moves a booking's appointment to `daysAgo` days before today (Nepal), as if that time had come. */
export async function moveIntoPast(api: TestApi, bookingId: string, daysAgo: number): Promise<void> {
  const date = nepalDaysFromToday(-daysAgo);
  await api.orm.em.getConnection().execute(
    `update vaccination_booking set appointment_date = ?::date,
              starts_at = (?::date + appointment_time::time) at time zone 'Asia/Kathmandu' where id = ?`,
    [date, date, bookingId],
  );
}
