import { addDays, BOOKING_WINDOW_DAYS, nepalDateOf } from '@kukur/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import {
  aBookingBody,
  book,
  MAIN_CENTER,
  nextSaturday,
  openDate,
  aVaccine,
  restockVaccines,
} from '../support/bookings';
import { placeOrder, stockOf } from '../support/orders';
import { aProduct } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

describe('booking a vaccination: POST /api/vaccinations', () => {
  let api: TestApi;
  let customer: TestAccount;
  let rabies: string;
  let dhpp: string;
  let kibble: string;
  let soldOut: string;

  const countBookings = async () =>
    Number(
      (
        await api.orm.em
          .getConnection()
          .execute<{ n: string }[]>('select count(*) as n from vaccination_booking')
      )[0]!.n,
    );

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    customer = await signUp(api, { name: 'Sita Sharma' });
    await anAdmin(api);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    [rabies, dhpp, soldOut, kibble] = await restockVaccines(api, [
      aVaccine({ stock: 5 }),
      aVaccine({
        slug: 'dhpp',
        name: 'DHPP Vaccination',
        price: '1450.50',
        stock: 5,
        nextDoseAfterDays: null,
      }),
      aVaccine({ slug: 'sold-out', name: 'Canine Influenza', category: 'Non-Core Vaccine', stock: 0 }),
      aProduct({ slug: 'kibble', name: 'Kibble', category: 'Food', kind: 'product', stock: 5 }),
    ]);
  });
  afterAll(() => api.close());

  it('books with the server’s prices and total, holds one dose of each vaccine and gives a contact code', async () => {
    const response = await book(
      api,
      customer,
      aBookingBody(rabies, customer, {
        vaccines: [
          { productId: rabies, price: 1 },
          { name: 'dhpp vaccination', doseNumber: 3, price: 1 },
        ],
        totalAmount: 2,
      }),
    ).expect(201);
    expect(response.body).toMatchObject({
      status: 'scheduled',
      totalAmount: 2300.5,
      appointmentDate: openDate(),
      appointmentTime: '10:00',
      vaccinationCenter: MAIN_CENTER,
      userEmail: customer.email,
      patient: { name: 'Sita Sharma', phoneNumber: '9841234567', city: 'Lalitpur' },
      dog: { name: 'Bhote', breed: 'Tibetan Mastiff', behaviour: 'Friendly' },
      message:
        'Your appointment request has been sent to the clinic. You will get a confirmation e-mail once it is approved.',
    });
    expect(response.body._id).toBe(response.body.id);
    expect(response.body.reference).toBe(response.body.id.slice(-8).toUpperCase());
    expect(response.body.contactCode).toMatch(/^VX\d{4}$/);
    expect(response.body.vaccines).toEqual([
      {
        productId: rabies,
        name: 'Anti-Rabies Vaccination',
        doseNumber: 1,
        price: 850,
        nextDoseAfterDays: 365,
      },
      { productId: dhpp, name: 'DHPP Vaccination', doseNumber: 1, price: 1450.5, nextDoseAfterDays: null },
    ]);
    expect(response.body.center).toMatchObject({ name: MAIN_CENTER, openingHours: '9:00 AM - 5:00 PM' });
    expect(await stockOf(api, rabies)).toBe(4);
    expect(await stockOf(api, dhpp)).toBe(4);
    const events = await api.orm.em
      .getConnection()
      .execute<{ type: string }[]>('select type from outbox_message order by created_at');
    expect(events.map((event) => event.type)).toEqual(['vaccination.booking-requested.v1']);
  });

  it('refuses anonymous callers with 401 and writes nothing', async () => {
    await request(api.http).post('/api/vaccinations').send(aBookingBody(rabies, customer)).expect(401);
    expect(await countBookings()).toBe(0);
  });

  it('names every missing field as the form labels it', async () => {
    const response = await book(api, customer, {
      patient: { name: ' ', phoneNumber: '9841234567' },
      dog: { name: 'Bhote' },
      vaccines: [{ productId: rabies }],
    }).expect(400);
    expect(response.body.message).toBe(
      'Please fill out the following fields: Patient Name, City, Address, Dog Breed, Dog Behaviour, Appointment Date, Appointment Time, Vaccination Center',
    );
    expect(response.body.missingFields).toEqual([
      'Patient Name',
      'City',
      'Address',
      'Dog Breed',
      'Dog Behaviour',
      'Appointment Date',
      'Appointment Time',
      'Vaccination Center',
    ]);
  });

  it('lists a whole missing owner or dog by its fields', async () => {
    const { patient: _patient, dog: _dog, ...rest } = aBookingBody(rabies, customer);
    const response = await book(api, customer, rest).expect(400);
    expect(response.body.missingFields).toEqual([
      'Patient Name',
      'Phone Number',
      'City',
      'Address',
      'Dog Name',
      'Dog Breed',
      'Dog Behaviour',
    ]);
  });

  it.each([
    [
      { patient: { name: 'Sita', phoneNumber: '98412345', city: 'Lalitpur', address: 'Jhamsikhel' } },
      'Please enter a valid 10-digit phone number.',
    ],
    [
      { dog: { name: 'Bhote', breed: 'Mastiff', behaviour: 'Grumpy' } },
      'Dog behaviour must be one of: Friendly, Playful, Aggressive',
    ],
    [
      { appointmentTime: '12:00' },
      'Appointment time must be one of: 09:00, 10:00, 11:00, 13:00, 14:00, 15:00, 16:00',
    ],
    [{ appointmentDate: '2026-02-30' }, 'Appointment date must be a date such as 2026-12-01'],
    [
      { appointmentDate: addDays(nepalDateOf(new Date()), -1) },
      'The appointment date cannot be before today.',
    ],
    [
      { appointmentDate: addDays(nepalDateOf(new Date()), BOOKING_WINDOW_DAYS + 1) },
      'Appointments can be booked up to 60 days ahead.',
    ],
    [{ appointmentDate: nextSaturday() }, 'Main Center is closed on Saturdays. Please choose another date.'],
    [{ vaccinationCenter: 'Pokhara Lakeside' }, 'Please choose one of our vaccination centres.'],
    [{ vaccines: [] }, 'Please choose the vaccine to give.'],
    [
      { vaccines: [{ name: 'Bravecto Chew' }] },
      'Bravecto Chew is not a vaccine; only vaccines can be booked.',
    ],
  ])('refuses %j with 400 "%s" and writes nothing', async (overrides, message) => {
    const response = await book(api, customer, aBookingBody(rabies, customer, overrides)).expect(400);
    expect(response.body.message).toBe(message);
    expect(await countBookings()).toBe(0);
    expect(await stockOf(api, rabies)).toBe(5);
  });

  it('refuses a shop product as a vaccine, keeping its stock', async () => {
    const response = await book(api, customer, aBookingBody(kibble, customer)).expect(400);
    expect(response.body).toMatchObject({
      code: 'VACCINATION.NOT_A_VACCINE',
      message: 'Kibble is not a vaccine; only vaccines can be booked.',
    });
    expect(await stockOf(api, kibble)).toBe(5);
  });

  it('refuses a vaccine with no doses left with 409 and frees the slot it would have taken', async () => {
    const response = await book(api, customer, aBookingBody(soldOut, customer)).expect(409);
    expect(response.body).toMatchObject({
      code: 'VACCINATION.VACCINE_UNAVAILABLE',
      message: 'Sorry, Canine Influenza is not available for booking right now.',
    });
    await book(api, customer, aBookingBody(rabies, customer)).expect(201);
  });

  it('refuses to book for another account’s e-mail (403)', async () => {
    const response = await book(
      api,
      customer,
      aBookingBody(rabies, customer, { userEmail: 'someone@example.com' }),
    ).expect(403);
    expect(response.body.message).toBe('You can only book appointments for your own account.');
    expect(await countBookings()).toBe(0);
  });

  it('refuses a taken slot with the spec’s 409 text, at any centre independently', async () => {
    await book(api, customer, aBookingBody(rabies, customer)).expect(201);
    const taken = await book(api, customer, aBookingBody(dhpp, customer)).expect(409);
    expect(taken.body).toMatchObject({
      code: 'VACCINATION.SLOT_TAKEN',
      message: 'This time slot is already booked. Please select another time.',
    });
    expect(await stockOf(api, dhpp)).toBe(5);
    await book(api, customer, aBookingBody(dhpp, customer, { vaccinationCenter: 'north-branch' })).expect(
      201,
    );
    await book(api, customer, aBookingBody(dhpp, customer, { appointmentTime: '11:00' })).expect(201);
  });

  it('reads an ISO date-time as the Nepal date of its instant', async () => {
    const date = openDate(2);
    // Midnight in Nepal is 18:15 UTC the day before.
    const response = await book(
      api,
      customer,
      aBookingBody(rabies, customer, { appointmentDate: `${addDays(date, -1)}T18:15:00.000Z` }),
    ).expect(201);
    expect(response.body.appointmentDate).toBe(date);
  });

  it('gives the bookings of one day different contact codes', async () => {
    const codes = new Set<string>();
    for (const time of ['09:00', '10:00', '11:00', '13:00', '14:00']) {
      const response = await book(
        api,
        customer,
        aBookingBody(rabies, customer, { appointmentTime: time }),
      ).expect(201);
      codes.add(response.body.contactCode);
    }
    expect(codes.size).toBe(5);
  });

  it('refuses a vaccine in an order: vaccines are booked, not shipped', async () => {
    const response = await placeOrder(api, customer, [
      { productId: kibble, quantity: 1 },
      { productId: rabies, quantity: 1 },
    ]).expect(400);
    expect(response.body).toMatchObject({
      code: 'ORDERING.VACCINE_NOT_ORDERABLE',
      message:
        'Anti-Rabies Vaccination is a vaccination: please book an appointment at one of our centres instead of ordering it.',
    });
    expect(await stockOf(api, kibble)).toBe(5);
    expect(await stockOf(api, rabies)).toBe(5);
  });
});
