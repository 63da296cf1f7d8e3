import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import {
  aBooking,
  MAIN_CENTER,
  moveIntoPast,
  NORTH_BRANCH,
  openDate,
  aVaccine,
  restockVaccines,
} from '../support/bookings';
import { stockOf } from '../support/orders';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

describe('a booking’s life: cancel, reschedule, the clinic’s statuses, and who may see what', () => {
  let api: TestApi;
  let customer: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let vaccine: string;

  const setStatus = (id: string, status: string, note?: string) =>
    request(api.http).put(`/api/vaccinations/${id}`).set(bearer(admin)).send({ status, note });
  const cancel = (id: string, account: TestAccount = customer) =>
    request(api.http).patch(`/api/vaccinations/${id}/cancel`).set(bearer(account));
  const reschedule = (id: string, body: Record<string, unknown>, account: TestAccount = customer) =>
    request(api.http).patch(`/api/vaccinations/${id}/reschedule`).set(bearer(account)).send(body);
  const freeTimes = async (date: string, center = MAIN_CENTER) => {
    const response = await request(api.http)
      .get('/api/vaccinations/availability')
      .query({ center, from: date, to: date })
      .expect(200);
    return response.body.centers[0].days[0].freeTimes as string[];
  };
  const eventsOf = async (type: string) =>
    (
      await api.orm.em
        .getConnection()
        .execute<{ payload: { to?: string; booking: { sequence: number } } }[]>(
          'select payload from outbox_message where type = ? order by created_at',
          [type],
        )
    ).map((row) => row.payload);

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    customer = await signUp(api, { name: 'Owner Olivia' });
    other = await signUp(api, { name: 'Other Oscar' });
    admin = await anAdmin(api);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    [vaccine] = await restockVaccines(api, [aVaccine({ stock: 10 })]);
  });
  afterAll(() => api.close());

  it('lets the customer cancel a scheduled booking and gives back the slot and the dose', async () => {
    const booking = await aBooking(api, customer, vaccine);
    expect(await stockOf(api, vaccine)).toBe(9);
    expect(await freeTimes(booking.appointmentDate)).not.toContain('10:00');
    const cancelled = await cancel(booking.id).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(api, vaccine)).toBe(10);
    expect(await freeTimes(booking.appointmentDate)).toContain('10:00');
    const again = await cancel(booking.id).expect(409);
    expect(again.body.message).toBe('Only scheduled or confirmed appointments can be cancelled.');
    expect(await stockOf(api, vaccine)).toBe(10);
  });

  it('lets the customer cancel a confirmed booking before it starts, but not once its time has passed', async () => {
    const booking = await aBooking(api, customer, vaccine);
    await setStatus(booking.id, 'Confirmed').expect(200);
    await cancel(booking.id).expect(200);

    const past = await aBooking(api, customer, vaccine, { appointmentTime: '11:00' });
    await setStatus(past.id, 'confirmed').expect(200);
    await moveIntoPast(api, past.id, 3);
    const refused = await cancel(past.id).expect(409);
    expect(refused.body.message).toBe(
      'This appointment time has passed; it can no longer be cancelled online.',
    );
    await setStatus(past.id, 'cancelled').expect(200);
  });

  it('reschedules a scheduled booking: the new slot is taken, the old one freed, the sequence raised', async () => {
    const booking = await aBooking(api, customer, vaccine);
    const newDate = openDate(2);
    const moved = await reschedule(booking.id, {
      appointmentDate: newDate,
      appointmentTime: '14:00',
      vaccinationCenter: NORTH_BRANCH,
    }).expect(200);
    expect(moved.body).toMatchObject({
      status: 'scheduled',
      appointmentDate: newDate,
      appointmentTime: '14:00',
      vaccinationCenter: NORTH_BRANCH,
    });
    expect(await freeTimes(booking.appointmentDate)).toContain('10:00');
    expect(await freeTimes(newDate, NORTH_BRANCH)).not.toContain('14:00');
    expect(await stockOf(api, vaccine)).toBe(9);
    const [event] = await eventsOf('vaccination.booking-rescheduled.v1');
    expect(event!.booking.sequence).toBe(1);
  });

  it('refuses to reschedule into a taken slot (409) and changes nothing', async () => {
    const mine = await aBooking(api, customer, vaccine);
    await aBooking(api, other, vaccine, { appointmentTime: '13:00' });
    const refused = await reschedule(mine.id, {
      appointmentDate: mine.appointmentDate,
      appointmentTime: '13:00',
      vaccinationCenter: MAIN_CENTER,
    }).expect(409);
    expect(refused.body.message).toBe('This time slot is already booked. Please select another time.');
    const shown = await request(api.http)
      .get(`/api/vaccinations/${mine.id}`)
      .set(bearer(customer))
      .expect(200);
    expect(shown.body.appointmentTime).toBe('10:00');
    expect(await freeTimes(mine.appointmentDate)).not.toContain('10:00');
  });

  it('reschedules only scheduled bookings, and asks for every field', async () => {
    const booking = await aBooking(api, customer, vaccine);
    const missing = await reschedule(booking.id, { appointmentDate: openDate(2) }).expect(400);
    expect(missing.body.message).toBe('Please fill in all fields');
    await setStatus(booking.id, 'confirmed').expect(200);
    const refused = await reschedule(booking.id, {
      appointmentDate: openDate(2),
      appointmentTime: '09:00',
      vaccinationCenter: MAIN_CENTER,
    }).expect(409);
    expect(refused.body.message).toBe('Only scheduled appointments can be rescheduled');
  });

  it('moves along the status table with a history of who did what', async () => {
    const booking = await aBooking(api, customer, vaccine);
    await setStatus(booking.id, 'confirmed', 'Dr. Shrestha is on duty').expect(200);
    const early = await setStatus(booking.id, 'completed').expect(409);
    expect(early.body).toMatchObject({
      code: 'VACCINATION.TOO_EARLY',
      message: 'An appointment can be marked completed only on or after its date.',
    });
    await moveIntoPast(api, booking.id, 1);
    const done = await setStatus(booking.id, 'Completed').expect(200);
    expect(
      done.body.history.map((entry: { from: string | null; to: string; by: string }) => [
        entry.from,
        entry.to,
        entry.by,
      ]),
    ).toEqual([
      [null, 'scheduled', 'customer'],
      ['scheduled', 'confirmed', 'admin'],
      ['confirmed', 'completed', 'admin'],
    ]);
    expect(done.body.history[1].note).toBe('Dr. Shrestha is on duty');
    expect(await stockOf(api, vaccine)).toBe(9);
    expect((await eventsOf('vaccination.booking-status-changed.v1')).map((event) => event.to)).toEqual([
      'confirmed',
      'completed',
    ]);
  });

  it('gives back the dose of a no-show', async () => {
    const booking = await aBooking(api, customer, vaccine);
    await setStatus(booking.id, 'confirmed').expect(200);
    await moveIntoPast(api, booking.id, 1);
    await setStatus(booking.id, 'No-show').expect(200);
    expect(await stockOf(api, vaccine)).toBe(10);
  });

  it.each([
    [[], 'completed'],
    [[], 'no-show'],
    [['confirmed'], 'confirmed'],
    [['confirmed'], 'scheduled'],
    [['cancelled'], 'confirmed'],
    [['cancelled'], 'cancelled'],
  ])('after %j refuses %s with 409 and changes nothing', async (steps, next) => {
    const booking = await aBooking(api, customer, vaccine);
    for (const status of steps) await setStatus(booking.id, status).expect(200);
    await moveIntoPast(api, booking.id, 1);
    const stock = await stockOf(api, vaccine);
    const response = await setStatus(booking.id, next).expect(409);
    expect(response.body.code).toBe('VACCINATION.ILLEGAL_TRANSITION');
    const shown = await request(api.http)
      .get(`/api/vaccinations/${booking.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(shown.body.history).toHaveLength(steps.length + 1);
    expect(await stockOf(api, vaccine)).toBe(stock);
  });

  it('refuses an unknown status with 400', async () => {
    const booking = await aBooking(api, customer, vaccine);
    const response = await setStatus(booking.id, 'approved').expect(400);
    expect(response.body.message).toBe(
      'status must be one of: scheduled, confirmed, completed, cancelled, no-show',
    );
  });

  it('shows customers only their own bookings; another’s is not found', async () => {
    const mine = await aBooking(api, customer, vaccine);
    const theirs = await aBooking(api, other, vaccine, { appointmentTime: '11:00' });
    const list = await request(api.http)
      .get(`/api/users/${customer.email}/vaccinations`)
      .set(bearer(customer))
      .expect(200);
    expect(list.body.map((booking: { id: string }) => booking.id)).toEqual([mine.id]);
    expect(list.body[0].history).toBeUndefined();
    await request(api.http).get(`/api/users/${other.email}/vaccinations`).set(bearer(customer)).expect(403);
    await request(api.http).get(`/api/users/${customer.email}/vaccinations`).expect(401);
    await request(api.http).get(`/api/vaccinations/${theirs.id}`).set(bearer(customer)).expect(404);
    await request(api.http).get('/api/vaccinations/not-a-uuid').set(bearer(customer)).expect(404);
    await cancel(theirs.id).expect(404);
    await reschedule(theirs.id, {
      appointmentDate: openDate(2),
      appointmentTime: '09:00',
      vaccinationCenter: MAIN_CENTER,
    }).expect(404);
    const adminView = await request(api.http)
      .get(`/api/users/${other.email}/vaccinations`)
      .set(bearer(admin))
      .expect(200);
    expect(adminView.body.map((booking: { id: string }) => booking.id)).toEqual([theirs.id]);
  });

  it('keeps the admin routes for admins', async () => {
    const booking = await aBooking(api, customer, vaccine);
    await request(api.http).get('/api/vaccinations').set(bearer(customer)).expect(403);
    await request(api.http).get('/api/vaccinations').expect(401);
    await request(api.http).get('/api/vaccinations/stats').set(bearer(customer)).expect(403);
    await setStatus(booking.id, 'confirmed').set(bearer(customer)).expect(403);
    await request(api.http)
      .post('/api/send-vaccination-email')
      .set(bearer(customer))
      .send({ bookingId: booking.id })
      .expect(403);
  });

  it('lists every booking for the admin: latest appointment first, paged, searched and filtered', async () => {
    const first = await aBooking(api, customer, vaccine, {
      dog: { name: 'Bhote', breed: 'Mastiff', behaviour: 'Friendly' },
    });
    const second = await aBooking(api, other, vaccine, {
      appointmentDate: openDate(3),
      dog: { name: 'Kaali', breed: 'Labrador', behaviour: 'Playful' },
    });
    await setStatus(first.id, 'confirmed').expect(200);
    const all = await request(api.http).get('/api/vaccinations').set(bearer(admin)).expect(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.body.map((booking: { id: string }) => booking.id)).toEqual([second.id, first.id]);
    expect(all.body[1].history).toHaveLength(2);
    const page = await request(api.http)
      .get('/api/vaccinations?page=2&pageSize=1')
      .set(bearer(admin))
      .expect(200);
    expect(page.body.map((booking: { id: string }) => booking.id)).toEqual([first.id]);
    for (const search of [
      'kaali',
      other.email.toUpperCase(),
      second.id.slice(-8),
      'Other Oscar',
      second.contactCode,
    ]) {
      const found = await request(api.http)
        .get('/api/vaccinations')
        .query({ search })
        .set(bearer(admin))
        .expect(200);
      expect(found.body.map((booking: { id: string }) => booking.id)).toEqual([second.id]);
    }
    const confirmed = await request(api.http)
      .get('/api/vaccinations?status=Confirmed')
      .set(bearer(admin))
      .expect(200);
    expect(confirmed.body.map((booking: { id: string }) => booking.id)).toEqual([first.id]);
    const unknown = await request(api.http)
      .get('/api/vaccinations?status=approved')
      .set(bearer(admin))
      .expect(200);
    expect(unknown.headers['x-total-count']).toBe('0');
  });

  it('counts the six figures and today’s appointments', async () => {
    const a = await aBooking(api, customer, vaccine);
    const b = await aBooking(api, customer, vaccine, { appointmentTime: '11:00' });
    const c = await aBooking(api, customer, vaccine, { appointmentTime: '13:00' });
    await aBooking(api, customer, vaccine, { appointmentTime: '14:00' });
    await setStatus(a.id, 'confirmed').expect(200);
    await setStatus(b.id, 'cancelled').expect(200);
    await setStatus(c.id, 'confirmed').expect(200);
    await moveIntoPast(api, c.id, 1);
    await setStatus(c.id, 'no-show').expect(200);
    await moveIntoPast(api, a.id, 0);
    const stats = await request(api.http).get('/api/vaccinations/stats').set(bearer(admin)).expect(200);
    expect(stats.body).toEqual({
      total: 4,
      scheduled: 1,
      confirmed: 1,
      completed: 0,
      cancelled: 1,
      noShow: 1,
      today: 1,
    });
  });

  it('sends the current status e-mail again through the queue for an admin', async () => {
    const booking = await aBooking(api, customer, vaccine);
    const sent = await request(api.http)
      .post('/api/send-vaccination-email')
      .set(bearer(admin))
      .send({ email: 'ignored@example.com', bookingDetails: { _id: booking.id }, status: 'Confirmed' })
      .expect(202);
    expect(sent.body).toEqual({
      message: `Email notification sent to ${customer.email}`,
      email: customer.email,
    });
    expect(await eventsOf('vaccination.booking-email-requested.v1')).toHaveLength(1);
    await request(api.http).post('/api/send-vaccination-email').set(bearer(admin)).send({}).expect(400);
    await request(api.http)
      .post('/api/send-vaccination-email')
      .set(bearer(admin))
      .send({ bookingId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
  });
});
