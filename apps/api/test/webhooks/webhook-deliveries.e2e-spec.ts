import { createHmac } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { aBooking, aVaccine, NORTH_BRANCH, openDate, restockVaccines } from '../support/bookings';
import { aDelivery, placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { Slice, startSlice } from '../support/slice';
import { resetDatabase } from '../support/test-api';
import { waitFor } from '../support/wait-for';
import { ReceivedWebhook, WebhookReceiver } from '../support/webhook-receiver';

/**
 * Standard Webhooks verification written from the specification, not from the server's code: the key is
 * the base64 after `whsec_`, the signed text `{webhook-id}.{webhook-timestamp}.{body}`, the header a
 * space-separated list of `v1,<base64 HMAC-SHA256>`.
 */
function verifiesWith(secret: string, hook: ReceivedWebhook): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${hook.headers['webhook-id']}.${hook.headers['webhook-timestamp']}.${hook.body}`;
  const expected = createHmac('sha256', key).update(signed).digest('base64');
  return String(hook.headers['webhook-signature'])
    .split(' ')
    .some((signature) => signature === `v1,${expected}`);
}

describe('webhook deliveries: outbox -> webhooks queue -> signed POST to the receiver', () => {
  let slice: Slice;
  let admin: TestAccount;
  let customer: TestAccount;
  let productId: string;
  let receiver: WebhookReceiver;

  const register = async (body: Record<string, unknown>) =>
    (
      await request(slice.api.http)
        .post('/api/admin/webhooks')
        .set(bearer(admin))
        .send({ url: receiver.url, ...body })
        .expect(201)
    ).body as { id: string; secret: string };
  const order = async () =>
    (
      await placeOrder(slice.api, customer, [{ productId, quantity: 2 }], {
        customer: { ...aDelivery, name: 'Aarati Gurung' },
      }).expect(201)
    ).body as { id: string };
  const deliveriesOf = async (endpointId: string) =>
    (
      await request(slice.api.http)
        .get(`/api/admin/webhooks/${endpointId}/deliveries`)
        .set(bearer(admin))
        .expect(200)
    ).body as {
      id: string;
      eventId: string;
      eventType: string;
      status: string;
      attempts: number;
      lastStatusCode: number | null;
    }[];

  beforeAll(async () => {
    slice = await startSlice({ WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES: '2' });
    await resetDatabase(slice.api.orm);
    admin = await anAdmin(slice.api);
    customer = await signUp(slice.api, { name: 'Aarati Gurung' });
  });
  beforeEach(async () => {
    await clearRateLimits(slice.api);
    await slice.api.orm.em
      .getConnection()
      .execute('truncate product, customer_order, webhook_endpoint cascade');
    await seedProducts(slice.api.app, [
      aProduct({ slug: 'kibble', name: 'Himalayan Kibble', price: '750.50', stock: 50 }),
    ]);
    productId = await productIdBySlug(slice.api.orm, 'kibble');
    receiver = await WebhookReceiver.start();
  });
  afterEach(() => receiver.stop());
  afterAll(() => slice.stop());

  it('POSTs a placed order to the endpoint as JSON signed the Standard Webhooks way', async () => {
    const endpoint = await register({ description: 'Accounting', eventTypes: ['order.placed'] });
    const placed = await order();
    const hook = await waitFor(() => receiver.ofType('order.placed')[0], 'the delivery');
    expect(hook!.headers['content-type']).toBe('application/json');
    expect(hook!.headers['webhook-id']).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(hook!.json.id).toBe(hook!.headers['webhook-id']);
    expect(Math.abs(Number(hook!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(verifiesWith(endpoint.secret, hook!)).toBe(true);
    expect(verifiesWith(endpoint.secret, { ...hook!, body: hook!.body.replace('750.5', '1.5') })).toBe(false);
    expect(hook!.json).toMatchObject({
      type: 'order.placed',
      version: 1,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        orderId: placed.id,
        status: 'Pending',
        customer: { name: 'Aarati Gurung', email: customer.email },
        items: [{ name: 'Himalayan Kibble', quantity: 2, unitPrice: 750.5, lineTotal: 1501 }],
        total: 1501,
      },
    });
    await waitFor(
      async () => (await deliveriesOf(endpoint.id))[0]?.status === 'delivered',
      'logged as delivered',
    );
    const [logged] = await deliveriesOf(endpoint.id);
    expect(logged).toMatchObject({
      eventType: 'order.placed',
      eventId: hook!.json.id,
      attempts: 1,
      lastStatusCode: 200,
    });
  });

  it('sends each endpoint only the types it wants (none listed: every type)', async () => {
    const placedOnly = await register({ eventTypes: ['order.placed'] });
    const cancelledOnly = await register({ eventTypes: ['order.cancelled'] });
    const everything = await register({});
    const placed = await order();
    await request(slice.api.http).patch(`/api/orders/${placed.id}/cancel`).set(bearer(customer)).expect(200);
    await waitFor(() => receiver.received.length === 5, 'five deliveries');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const typesOf = async (endpointId: string) =>
      (await deliveriesOf(endpointId)).map((row) => row.eventType).sort();
    expect(await typesOf(placedOnly.id)).toEqual(['order.placed']);
    expect(await typesOf(cancelledOnly.id)).toEqual(['order.cancelled']);
    expect(await typesOf(everything.id)).toEqual(['order.cancelled', 'order.placed', 'order.status-changed']);
    expect(receiver.received).toHaveLength(5);
    const cancelled = receiver.ofType('order.cancelled')[0]!.json;
    expect(cancelled.data).toMatchObject({
      orderId: placed.id,
      from: 'Pending',
      to: 'Cancelled',
      by: 'customer',
    });
    // The same event reaches two endpoints under one id; the status change and the cancellation differ.
    const ids = receiver.received.map((hook) => hook.json.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('tells about a booking requested, rescheduled and confirmed, each event once, without phone or address', async () => {
    const endpoint = await register({ description: 'Pashupati Vet Clinic' });
    const [vaccine] = await restockVaccines(slice.api, [aVaccine()]);
    const booking = await aBooking(slice.api, customer, vaccine!);
    const newDate = openDate(2);
    await request(slice.api.http)
      .patch(`/api/vaccinations/${booking.id}/reschedule`)
      .set(bearer(customer))
      .send({ appointmentDate: newDate, appointmentTime: '14:00', vaccinationCenter: NORTH_BRANCH })
      .expect(200);
    await request(slice.api.http)
      .put(`/api/vaccinations/${booking.id}`)
      .set(bearer(admin))
      .send({ status: 'confirmed' })
      .expect(200);
    const expected = [
      'booking.confirmed',
      'booking.requested',
      'booking.rescheduled',
      'booking.status-changed',
    ];
    await waitFor(() => receiver.received.length === expected.length, 'four booking events');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.map((hook) => hook.json.type).sort()).toEqual(expected);
    for (const hook of receiver.received) expect(verifiesWith(endpoint.secret, hook)).toBe(true);
    expect(receiver.ofType('booking.requested')[0]!.json.data).toMatchObject({
      bookingId: booking.id,
      status: 'scheduled',
      customer: { name: 'Aarati Gurung', email: customer.email },
      dog: { name: 'Bhote', breed: 'Tibetan Mastiff' },
      vaccines: [{ name: 'Anti-Rabies Vaccination', price: 850 }],
      total: 850,
    });
    expect(receiver.ofType('booking.rescheduled')[0]!.json.data).toMatchObject({
      appointmentDate: newDate,
      appointmentTime: '14:00',
      centre: { name: NORTH_BRANCH },
      previous: { appointmentDate: booking.appointmentDate },
    });
    expect(receiver.ofType('booking.confirmed')[0]!.json.data).toMatchObject({
      from: 'scheduled',
      to: 'confirmed',
      by: 'admin',
    });
    const bodies = receiver.received.map((hook) => hook.body).join('\n');
    expect(bodies).not.toMatch(/984-123 4567|Jhamsikhel|nervous/);
  });

  it('retries a receiver that answers 500 and delivers exactly once more, logging every attempt', async () => {
    const endpoint = await register({ eventTypes: ['order.placed'] });
    receiver.answerNext(500, 503, 500);
    await order();
    await waitFor(() => receiver.received.length === 4, 'three failures and a success', 15_000);
    await waitFor(
      async () => (await deliveriesOf(endpoint.id))[0]?.status === 'delivered',
      'delivered at last',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((hook) => hook.headers['webhook-id'])).size).toBe(1);
    const [delivery] = await deliveriesOf(endpoint.id);
    const detail = await request(slice.api.http)
      .get(`/api/admin/webhooks/${endpoint.id}/deliveries/${delivery!.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(detail.body.attempts).toBe(4);
    expect(detail.body.attemptLog.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([
      500, 503, 500, 200,
    ]);
    expect(detail.body.attemptLog[0].error).toBe('The receiver answered 500');
    expect(detail.body.body).toBe(receiver.received[3]!.body);
  });

  it('sends a test event, and redelivers a delivery with the same event id and body', async () => {
    const endpoint = await register({ eventTypes: ['booking.requested'] });
    const test = await request(slice.api.http)
      .post(`/api/admin/webhooks/${endpoint.id}/test`)
      .set(bearer(admin))
      .expect(202);
    expect(test.body).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    await waitFor(() => receiver.received.length === 1, 'the test event');
    const first = receiver.received[0]!;
    expect(first.json).toMatchObject({
      id: test.body.eventId,
      type: 'webhook.test',
      data: { endpointId: endpoint.id },
    });
    expect(verifiesWith(endpoint.secret, first)).toBe(true);

    await request(slice.api.http)
      .post(`/api/admin/webhooks/${endpoint.id}/deliveries/${test.body.id}/redeliver`)
      .set(bearer(admin))
      .expect(202);
    await waitFor(() => receiver.received.length === 2, 'the redelivery');
    const again = receiver.received[1]!;
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(again.body).toBe(first.body);
    expect(verifiesWith(endpoint.secret, again)).toBe(true);
    await waitFor(async () => (await deliveriesOf(endpoint.id))[0]?.attempts === 2, 'two attempts logged');

    // A rotated secret signs from then on; the old one no longer verifies.
    const rotated = (
      await request(slice.api.http)
        .post(`/api/admin/webhooks/${endpoint.id}/secret/rotate`)
        .set(bearer(admin))
        .expect(200)
    ).body as { secret: string };
    await request(slice.api.http)
      .post(`/api/admin/webhooks/${endpoint.id}/test`)
      .set(bearer(admin))
      .expect(202);
    await waitFor(() => receiver.received.length === 3, 'a test with the new secret');
    expect(verifiesWith(rotated.secret, receiver.received[2]!)).toBe(true);
    expect(verifiesWith(endpoint.secret, receiver.received[2]!)).toBe(false);

    await request(slice.api.http)
      .post(`/api/admin/webhooks/${endpoint.id}/deliveries/3f1c9a52-7d4e-4b8a-9c61-2e5d8f0a7b13/redeliver`)
      .set(bearer(admin))
      .expect(404);
  });

  it('pauses an endpoint whose deliveries keep failing, e-mails every admin, sends it nothing until resumed', async () => {
    const endpoint = await register({ eventTypes: ['order.placed'], description: 'Flaky partner' });
    // Another admin, who did not save the endpoint, is on duty too.
    const colleague = await anAdmin(slice.api);
    receiver.answerNext(...Array<number>(8).fill(500));
    await order();
    await order();
    // Two deliveries, four attempts each (WEBHOOK_RETRY_DELAYS_MS has three waits), all refused.
    await waitFor(
      async () => {
        const shown = await request(slice.api.http)
          .get(`/api/admin/webhooks/${endpoint.id}`)
          .set(bearer(admin));
        return shown.body.state === 'paused';
      },
      'the endpoint paused',
      20_000,
    );
    const paused = await request(slice.api.http)
      .get(`/api/admin/webhooks/${endpoint.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(paused.body).toMatchObject({
      state: 'paused',
      active: true,
      consecutiveFailures: 2,
      pausedReason: '2 deliveries in a row failed every retry',
    });
    expect((await deliveriesOf(endpoint.id)).map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 4],
      ['failed', 4],
    ]);
    const pausedMails = () =>
      slice.sink.received.filter((sent) => sent.subject === 'A webhook endpoint of Kukur Pasal was paused');
    await waitFor(() => pausedMails().length === 2, 'the e-mail to each admin');
    expect(
      pausedMails()
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual([admin.email, colleague.email].sort());
    for (const mail of pausedMails()) {
      expect(mail.text).toContain(receiver.url);
      expect(mail.text).toContain('http://shop.test/admin/webhooks');
    }

    const before = receiver.received.length;
    await order();
    await request(slice.api.http)
      .post(`/api/admin/webhooks/${endpoint.id}/test`)
      .set(bearer(admin))
      .expect(409);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.received).toHaveLength(before);

    const resumed = await request(slice.api.http)
      .post(`/api/admin/webhooks/${endpoint.id}/resume`)
      .set(bearer(admin))
      .expect(200);
    expect(resumed.body).toMatchObject({ state: 'active', consecutiveFailures: 0, pausedAt: null });
    const placed = await order();
    await waitFor(
      () => receiver.ofType('order.placed').some((hook) => hook.json.data.orderId === placed.id),
      'delivered again after resuming',
    );
  }, 40_000);
});
