import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { aBookingBody, book, openDate, aVaccine, restockVaccines } from '../support/bookings';
import { stockOf } from '../support/orders';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

describe('the last place of a slot under parallel bookings', () => {
  let api: TestApi;
  let customers: TestAccount[];
  let vaccine: string;

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    customers = [];
    for (let index = 0; index < 10; index += 1) {
      customers.push(await signUp(api, { name: `Parallel Customer ${index}` }));
      await clearRateLimits(api);
    }
    [vaccine] = await restockVaccines(api, [aVaccine({ stock: 500 })]);
  });
  afterAll(() => api.close());

  it('gives 100 parallel requests for one free slot exactly one booking, 99 x 409 and no 5xx', async () => {
    const date = openDate(4);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const customer = customers[index % customers.length]!;
        return book(
          api,
          customer,
          aBookingBody(vaccine, customer, { appointmentDate: date, appointmentTime: '15:00' }),
        );
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    expect(statuses.filter((status) => status >= 500)).toHaveLength(0);
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
      new Set(['This time slot is already booked. Please select another time.']),
    );
    expect(await stockOf(api, vaccine)).toBe(499);
    const [row] = await api.orm.em.getConnection().execute<{ bookings: string; booked: number }[]>(
      `select (select count(*) from vaccination_booking) as bookings,
                (select booked from vaccination_slot where appointment_date = ? and appointment_time = '15:00') as booked`,
      [date],
    );
    expect(Number(row!.bookings)).toBe(1);
    expect(row!.booked).toBe(1);
  });

  it('lets a centre with room for three take exactly three', async () => {
    const capacity = (places: number) =>
      api.orm.em
        .getConnection()
        .execute(`update vaccination_center set slot_capacity = ? where slug = 'north-branch'`, [places]);
    await capacity(3);
    try {
      const date = openDate(5);
      const responses = await Promise.all(
        customers.map((customer) =>
          book(
            api,
            customer,
            aBookingBody(vaccine, customer, {
              appointmentDate: date,
              appointmentTime: '09:00',
              vaccinationCenter: 'North Branch',
            }),
          ),
        ),
      );
      expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
      expect(responses.filter((response) => response.status === 409)).toHaveLength(7);
    } finally {
      await capacity(1);
    }
  });
});
