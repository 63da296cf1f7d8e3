import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, newEmail, signUp } from '../support/accounts';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { Slice, startSlice } from '../support/slice';
import { resetDatabase } from '../support/test-api';
import { waitFor } from '../support/wait-for';

describe('product announcements: one e-mail per confirmed subscriber and opted-in customer, in batches, through the queue', () => {
  let slice: Slice | undefined;

  afterEach(async () => {
    await slice?.stop();
    slice = undefined;
  });

  /**
   * Confirmed subscribers and opted-in customers (one address is both), and those who must not get it: an
   * unconfirmed subscriber and a customer who never opted in. And a product to announce.
   */
  async function audience(current: Slice) {
    await resetDatabase(current.api.orm);
    const subscribers = Array.from({ length: 60 }, () => newEmail('subscriber'));
    // Straight into the table, confirmed: subscribing through the API would mail 60 confirmations first.
    const connection = current.api.orm.em.getConnection();
    await connection.execute(
      'insert into newsletter_subscription (id, email, confirmed_at) select gen_random_uuid(), unnest(?::text[]), now()',
      [`{${subscribers.join(',')}}`],
    );
    await connection.execute(
      'insert into newsletter_subscription (id, email) values (gen_random_uuid(), ?)',
      [newEmail('unconfirmed')],
    );
    const customer = await signUp(current.api, { marketingOptIn: true });
    await signUp(current.api);
    const both = await signUp(current.api, { email: subscribers[0]!.toUpperCase(), marketingOptIn: true });
    const admin = await anAdmin(current.api);
    await seedProducts(current.api.app, [
      aProduct({ slug: 'yak', name: 'Himalayan Yak Chew', price: '650.00' }),
    ]);
    const productId = await productIdBySlug(current.api.orm, 'yak');
    // Signing up sends e-mails of its own; count only the announcement's.
    await waitFor(() => current.sink.received.length >= 3 * 2 || undefined, 'sign-up e-mails');
    current.sink.received.length = 0;
    const recipients = [...subscribers, customer.email];
    expect(recipients).toContain(both.email.toLowerCase());
    return { admin, productId, recipients, customer };
  }

  const progress = async (current: Slice, adminToken: { token: string }, id: string) =>
    (
      await request(current.api.http)
        .get(`/api/notifications/announcements/${id}`)
        .set(bearer(adminToken))
        .expect(200)
    ).body;

  it('answers at once with the number of recipients and mails each address exactly once', async () => {
    const current = (slice = await startSlice());
    const { admin, productId, recipients } = await audience(current);
    const started = await request(current.api.http)
      .post('/api/notifications/send-product-notification')
      .set(bearer(admin))
      .send({ productId })
      .expect(202);
    expect(started.body).toMatchObject({
      recipients: 61,
      message: 'Notification is being sent to 61 recipients',
    });

    const done = await waitFor(
      async () => {
        const state = await progress(current, admin, started.body.announcementId);
        return state.status === 'done' ? state : undefined;
      },
      'announcement done',
      30_000,
    );
    expect(done).toMatchObject({
      recipients: 61,
      sent: 61,
      failed: 0,
      pending: 0,
      productName: 'Himalayan Yak Chew',
    });
    const to = current.sink.received.flatMap((mail) => mail.to);
    expect(to.sort()).toEqual(recipients.map((email) => email.toLowerCase()).sort());
    const mail = current.sink.received[0]!;
    expect(mail.subject).toBe('New at Kukur Pasal: Himalayan Yak Chew');
    expect(mail.html).toContain(`http://shop.test/products/${productId}`);
    expect(mail.text).toContain('Rs 650.00');
  });

  it('retries a refused send and still mails everyone once', async () => {
    const current = (slice = await startSlice());
    const { admin, productId } = await audience(current);
    current.sink.refuseNext(3);
    const started = await request(current.api.http)
      .post('/api/notifications/send-product-notification')
      .set(bearer(admin))
      .send({ productId })
      .expect(202);
    const done = await waitFor(
      async () => {
        const state = await progress(current, admin, started.body.announcementId);
        return state.status === 'done' ? state : undefined;
      },
      'announcement done after retries',
      30_000,
    );
    expect(done).toMatchObject({ sent: 61, failed: 0 });
    const to = current.sink.received.flatMap((mail) => mail.to);
    expect(new Set(to).size).toBe(61);
    expect(to).toHaveLength(61);
  });

  it('counts as failed what keeps failing after every retry', async () => {
    const current = (slice = await startSlice({ JOB_ATTEMPTS: '2' }));
    const { admin, productId } = await audience(current);
    current.sink.refuseNext(10_000);
    const started = await request(current.api.http)
      .post('/api/notifications/send-product-notification')
      .set(bearer(admin))
      .send({ productId })
      .expect(202);
    const done = await waitFor(
      async () => {
        const state = await progress(current, admin, started.body.announcementId);
        return state.status === 'done' ? state : undefined;
      },
      'announcement given up',
      30_000,
    );
    expect(done).toMatchObject({ sent: 0, failed: 61, pending: 0 });
  });

  it('is for admins only and needs a product the shop shows', async () => {
    const current = (slice = await startSlice());
    const { admin, customer, productId } = await audience(current);
    const http = current.api.http;
    await request(http).post('/api/notifications/send-product-notification').send({ productId }).expect(401);
    await request(http)
      .post('/api/notifications/send-product-notification')
      .set(bearer(customer))
      .send({ productId })
      .expect(403);
    await request(http)
      .post('/api/notifications/send-product-notification')
      .set(bearer(admin))
      .send({ productId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    await request(http)
      .post('/api/notifications/send-product-notification')
      .set(bearer(admin))
      .send({ productId: 'nope' })
      .expect(400);
  });
});
