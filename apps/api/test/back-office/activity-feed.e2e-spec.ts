import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, signUp, TestAccount } from '../support/accounts';
import { aBooking, aVaccine } from '../support/bookings';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase } from '../support/test-api';
import { Slice, startSlice } from '../support/slice';
import { waitFor } from '../support/wait-for';

interface Activity {
  id: string;
  type: string;
  message: string;
  customer: string | null;
  amount: number | null;
  status: string | null;
  time: string;
}

describe('the activity feed, projected by the worker from domain events', () => {
  let slice: Slice;
  let admin: TestAccount;

  const activities = async (limit = 20) =>
    (
      await request(slice.api.http)
        .get(`/api/dashboard/activities?limit=${limit}`)
        .set(bearer(admin))
        .expect(200)
    ).body as Activity[];
  const rows = async () =>
    (
      await slice.api.orm.em
        .getConnection()
        .execute<{ count: number }[]>('select count(*)::int as count from dashboard_activity')
    )[0]!.count;

  beforeAll(async () => {
    slice = await startSlice();
    await resetDatabase(slice.api.orm);
    await seedProducts(slice.api.app, [
      aProduct({ slug: 'rope', name: 'Yak Wool Rope Toy', price: '650.00' }),
      aVaccine({ slug: 'rabies', name: 'Rabies Vaccine', price: '850.00' }),
    ]);
    admin = await anAdmin(slice.api);
  }, 60_000);
  afterAll(() => slice.stop());

  it('turns sign-ups, orders, payments, bookings and announcements into lines, newest first', async () => {
    const rope = await productIdBySlug(slice.api.orm, 'rope');
    const rabies = await productIdBySlug(slice.api.orm, 'rabies');
    const sita = await signUp(slice.api, { name: 'Sita Sharma' });
    const order = await placeOrder(slice.api, sita, [{ productId: rope, quantity: 2 }]).expect(201);
    await request(slice.api.http)
      .patch(`/api/orders/${order.body._id}/cancel`)
      .set(bearer(sita))
      .send({ status: 'Cancelled' })
      .expect(200);
    const booking = await aBooking(slice.api, sita, rabies);
    await request(slice.api.http)
      .put(`/api/vaccinations/${booking.id}`)
      .set(bearer(admin))
      .send({ status: 'confirmed' })
      .expect(200);
    await request(slice.api.http)
      .post('/api/notifications/send-product-notification')
      .set(bearer(admin))
      .send({ productId: rope })
      .expect(202);

    const feed = await waitFor(async () => {
      const lines = await activities();
      return lines.length >= 6 ? lines : undefined;
    }, 'six lines in the feed');
    const short = `#${String(order.body._id).slice(0, 8).toUpperCase()}`;
    expect(
      feed.map(({ type, message, customer, amount, status }) => ({
        type,
        message,
        customer,
        amount,
        status,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          type: 'customer',
          message: 'New customer signed up',
          customer: 'Sita Sharma',
          amount: null,
          status: 'new',
        },
        {
          type: 'order',
          message: `Order ${short} placed (2 items)`,
          customer: 'Sita Sharma',
          amount: 1300,
          status: 'pending',
        },
        {
          type: 'order',
          message: `Order ${short} cancelled by the customer`,
          customer: 'Sita Sharma',
          amount: 1300,
          status: 'cancelled',
        },
        expect.objectContaining({ type: 'booking', customer: 'Sita Sharma', amount: 850, status: 'pending' }),
        expect.objectContaining({ type: 'booking', status: 'confirmed' }),
        expect.objectContaining({
          type: 'other',
          message: 'Product announced to subscribers: Yak Wool Rope Toy',
        }),
      ]),
    );
    const booked = feed.find((line) => line.type === 'booking' && line.status === 'pending')!;
    expect(booked.message).toBe(
      `Vaccination requested: Bhote's Rabies Vaccine at Main Center on ${booking.appointmentDate} ${booking.appointmentTime}`,
    );
    const times = feed.map((line) => Date.parse(line.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await activities(2)).length).toBe(2);
  });

  it('is idempotent: the same event delivered again adds no line', async () => {
    const before = await rows();
    const queue = slice.worker.get<Queue>(getQueueToken('activity'), { strict: false });
    const [completed] = await queue.getCompleted(0, 0);
    expect(completed).toBeDefined();
    // A second job (another job id) carrying the same event, as after a relay crash between enqueue and commit.
    const replay = await queue.add(completed!.name, completed!.data, { jobId: `replay-${completed!.id}` });
    // Polled rather than awaited through QueueEvents, whose stream can miss a job that finishes while it connects.
    const finished = await waitFor(async () => {
      const job = await queue.getJob(replay.id!);
      return job?.finishedOn ? job : undefined;
    }, 'the replayed event to be processed');
    expect(finished.failedReason).toBeUndefined();
    expect(finished.returnvalue).toEqual({ projected: false });
    expect(await rows()).toBe(before);
  });
});
