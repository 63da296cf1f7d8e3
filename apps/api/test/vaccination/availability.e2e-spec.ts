import { addDays, APPOINTMENT_TIMES, nepalDateOf, nepalInstant } from '@kukur/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, signUp, TestAccount } from '../support/accounts';
import {
  aBooking,
  aBookingBody,
  book,
  MAIN_CENTER,
  nextSaturday,
  openDate,
  aVaccine,
  restockVaccines,
} from '../support/bookings';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

describe('the centres', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('lists the five centres of the Kathmandu valley with map position, phone, hours and closing days', async () => {
    const response = await request(api.http).get('/api/vaccination-centers').expect(200);
    expect(response.body.map((center: { name: string }) => center.name)).toEqual([
      'Main Center',
      'North Branch',
      'South Branch',
      'East Branch',
      'West Branch',
    ]);
    for (const center of response.body) {
      expect(center).toMatchObject({
        openingHours: '9:00 AM - 5:00 PM',
        closedWeekdays: [6],
        slotCapacity: 1,
      });
      expect(['Kathmandu', 'Lalitpur', 'Bhaktapur']).toContain(center.city);
      // Inside the Kathmandu valley.
      expect(center.latitude).toBeGreaterThan(27.6);
      expect(center.latitude).toBeLessThan(27.8);
      expect(center.longitude).toBeGreaterThan(85.2);
      expect(center.longitude).toBeLessThan(85.5);
      expect(center.phone).toMatch(/^01-\d{7}$/);
    }
  });
});

describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
  'availability and the date rules in Nepal time, with the server process in %s',
  (zone) => {
    let api: TestApi;
    let customer: TestAccount;
    let vaccine: string;
    let zoneBefore: string | undefined;

    beforeAll(async () => {
      zoneBefore = process.env.TZ;
      process.env.TZ = zone;
      api = await startTestApi();
      await resetDatabase(api.orm);
      customer = await signUp(api);
    });
    beforeEach(async () => {
      await clearRateLimits(api);
      [vaccine] = await restockVaccines(api, [aVaccine({ stock: 50 })]);
    });
    afterAll(async () => {
      await api.close();
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    });

    const availability = async (query: Record<string, string>) =>
      (await request(api.http).get('/api/vaccinations/availability').query(query).expect(200)).body;

    it('offers today only the Nepal times still ahead, and refuses the passed ones', async () => {
      const now = new Date();
      const today = nepalDateOf(now);
      const body = await availability({ center: MAIN_CENTER, from: today, to: today });
      expect(body.today).toBe(today);
      const day = body.centers[0].days[0];
      const ahead = APPOINTMENT_TIMES.filter(
        (time) => nepalInstant(today, time).getTime() > now.getTime() + 60_000,
      );
      const passed = APPOINTMENT_TIMES.filter((time) => nepalInstant(today, time).getTime() <= now.getTime());
      if (day.open) expect(day.freeTimes).toEqual(expect.arrayContaining(ahead));
      for (const time of passed) {
        expect(day.freeTimes).not.toContain(time);
        const refused = await book(
          api,
          customer,
          aBookingBody(vaccine, customer, { appointmentDate: today, appointmentTime: time }),
        );
        expect(refused.status).toBe(400);
      }
      const yesterday = await book(
        api,
        customer,
        aBookingBody(vaccine, customer, { appointmentDate: addDays(today, -1), appointmentTime: '16:00' }),
      ).expect(400);
      expect(yesterday.body.message).toBe('The appointment date cannot be before today.');
    });

    it('marks closing days closed and counts the free places of a week over every centre', async () => {
      const saturday = nextSaturday();
      const body = await availability({ center: MAIN_CENTER, from: saturday, to: saturday });
      expect(body.centers[0].days[0]).toEqual({ date: saturday, open: false, freeTimes: [], free: 0 });

      const date = openDate(1);
      const before = await availability({ from: date, to: date });
      expect(before.centers).toHaveLength(5);
      expect(before.free).toBe(5 * APPOINTMENT_TIMES.length);
      await aBooking(api, customer, vaccine, { appointmentDate: date, appointmentTime: '13:00' });
      const after = await availability({ from: date, to: date });
      expect(after.free).toBe(before.free - 1);
      expect(after.centers[0].days[0].freeTimes).toEqual([
        '09:00',
        '10:00',
        '11:00',
        '14:00',
        '15:00',
        '16:00',
      ]);
      expect(after.centers[1].days[0].freeTimes).toHaveLength(APPOINTMENT_TIMES.length);
    });

    it('answers a week from today by default, and refuses bad ranges with 400', async () => {
      const body = await availability({});
      expect(body.from).toBe(nepalDateOf(new Date()));
      expect(body.to).toBe(addDays(body.from, 6));
      expect(body.centers[0].days).toHaveLength(7);
      for (const query of [
        { from: '2026-13-01' },
        { from: openDate(5), to: openDate(1) },
        { from: openDate(1), to: addDays(openDate(1), 90) },
        { center: 'Pokhara Lakeside' },
      ]) {
        await request(api.http).get('/api/vaccinations/availability').query(query).expect(400);
      }
    });
  },
);
