import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, codeSentTo, signUp, TestAccount } from '../support/accounts';
import { placeOrder } from '../support/orders';
import { aProduct, productIdBySlug, seedProducts } from '../support/products';
import { resetDatabase } from '../support/test-api';
import { Slice, startSlice } from '../support/slice';
import { waitFor } from '../support/wait-for';

interface FailedJob {
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  maxAttempts: number;
  summary: { recipients: string[]; templates: string[]; orderId: string | null; description: string };
}

describe('queues and e-mails the admin can see and act on', () => {
  let slice: Slice;
  let admin: TestAccount;
  let gita: TestAccount;
  let kibble: string;

  const get = (path: string) => request(slice.api.http).get(path).set(bearer(admin));
  const failedEmails = async () =>
    (await get('/api/admin/queues/email/failed').expect(200)).body as FailedJob[];
  const mailsTo = (email: string, subject: RegExp) =>
    slice.sink.received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  /** Every committed event relayed and every e-mail job finished (sent or failed). */
  const emailQueueIdle = () =>
    waitFor(async () => {
      const [{ pending }] = (await slice.api.orm.em
        .getConnection()
        .execute<{ pending: number }[]>(
          'select count(*)::int as pending from outbox_message where published_at is null',
        )) as [{ pending: number }];
      const counts = await slice.emailQueue.getJobCounts('waiting', 'active', 'delayed');
      return pending === 0 && counts['waiting'] === 0 && counts['active'] === 0 && counts['delayed'] === 0;
    }, 'the outbox and the e-mail queue to be idle');
  /** The order e-mails Gita got about one order (their subject names its reference, the id's last 8). */
  const orderMailsAbout = (orderId: string) => mailsTo(gita.email, new RegExp(orderId.slice(-8), 'i'));

  beforeAll(async () => {
    slice = await startSlice();
    await resetDatabase(slice.api.orm);
    await seedProducts(slice.api.app, [
      aProduct({ slug: 'kibble', name: 'Himalayan Kibble 3 kg', price: '1200.00' }),
    ]);
    kibble = await productIdBySlug(slice.api.orm, 'kibble');
    admin = await anAdmin(slice.api);
    gita = await signUp(slice.api, { name: 'Gita Adhikari' });
    await emailQueueIdle();
  }, 60_000);
  afterAll(() => slice.stop());

  it('answers only admins', async () => {
    for (const path of ['/api/admin/queues', '/api/admin/queues/email/failed', '/api/admin/emails']) {
      await request(slice.api.http).get(path).expect(401);
      await request(slice.api.http).get(path).set(bearer(gita)).expect(403);
    }
    await request(slice.api.http).post('/api/admin/queues/email/failed/retry').set(bearer(gita)).expect(403);
  });

  it('with SMTP down an order’s e-mail fails, shows with its reason, and one Retry delivers it exactly once', async () => {
    await emailQueueIdle();
    slice.sink.refuseNext(1_000);
    const order = await placeOrder(slice.api, gita, [{ productId: kibble, quantity: 1 }]).expect(201);
    const orderId: string = order.body._id;

    const [job] = await waitFor(async () => {
      const jobs = (await failedEmails()).filter((candidate) => candidate.summary.orderId === orderId);
      return jobs.length > 0 ? jobs : undefined;
    }, 'the order e-mail in the failed set');
    expect(job).toMatchObject({
      name: 'ordering.order-placed.v1',
      attemptsMade: 3,
      maxAttempts: 3,
      summary: {
        description: 'Order placed',
        recipients: [gita.email],
        templates: ['order-placed'],
        orderId,
      },
    });
    expect(job!.failedReason).toMatch(/451|temporarily unavailable/i);

    const overview = (await get('/api/admin/queues').expect(200)).body;
    expect(overview.queues.map((queue: { name: string }) => queue.name)).toEqual([
      'email',
      'announcements',
      'maintenance',
      'activity',
      'webhooks',
      'webhook-delivery',
    ]);
    expect(overview.queues[0]).toMatchObject({ name: 'email', failed: 1, paused: false });
    expect(overview.outbox).toMatchObject({ pending: 0, oldestPendingAt: null });

    const log = (await get(`/api/admin/emails?orderId=${orderId}`).expect(200)).body;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      recipient: gita.email,
      template: 'order-placed',
      status: 'failed',
      attempts: 3,
      orderId,
    });
    expect(log[0].lastError).toMatch(/temporarily unavailable/i);
    expect(orderMailsAbout(orderId)).toHaveLength(0);

    // SMTP is back.
    slice.sink.refuseNext(0);
    await request(slice.api.http)
      .post(`/api/admin/queues/email/jobs/${job!.id}/retry`)
      .set(bearer(admin))
      .expect(204);
    await waitFor(() => orderMailsAbout(orderId).length === 1, 'the order e-mail to arrive');
    await emailQueueIdle();
    expect(orderMailsAbout(orderId)).toHaveLength(1);
    const sent = (await get(`/api/admin/emails?orderId=${orderId}&status=sent`).expect(200)).body;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    expect(await failedEmails()).toEqual([]);

    // Retrying it again is refused: it has not failed.
    const again = await request(slice.api.http)
      .post(`/api/admin/queues/email/jobs/${job!.id}/retry`)
      .set(bearer(admin))
      .expect(409);
    expect(again.body.message).toBe('Only failed jobs can be retried or discarded');
  });

  it('never shows a one-time code, neither on the failed job nor in the e-mail log', async () => {
    await emailQueueIdle();
    slice.sink.refuseNext(1_000);
    const email = 'new.customer@example.com';
    await request(slice.api.http)
      .post('/api/otp/send-otp')
      .send({ email, purpose: 'verification' })
      .expect(200);
    const code = await codeSentTo(slice.api, email, 'verification');
    const jobs = await waitFor(async () => {
      const failed = (await failedEmails()).filter((job) => job.summary.recipients.includes(email));
      return failed.length > 0 ? failed : undefined;
    }, 'the code e-mail to fail');
    const log = (await get(`/api/admin/emails?search=new.customer`).expect(200)).body;
    expect(log[0]).toMatchObject({ template: 'verification-code', status: 'failed' });
    for (const shown of [JSON.stringify(jobs), JSON.stringify(log)]) {
      expect(shown).not.toContain(code);
      expect(shown).not.toMatch(/sealedCode|token/i);
    }
    slice.sink.refuseNext(0);
  });

  it('discards one failed job, retries all the others, and says so for unknown queues and jobs', async () => {
    await emailQueueIdle();
    slice.sink.refuseNext(1_000);
    const one = await placeOrder(slice.api, gita, [{ productId: kibble, quantity: 1 }]).expect(201);
    const two = await placeOrder(slice.api, gita, [{ productId: kibble, quantity: 1 }]).expect(201);
    const failed = await waitFor(async () => {
      const jobs = (await failedEmails()).filter((job) =>
        [one.body._id, two.body._id].includes(job.summary.orderId),
      );
      return jobs.length === 2 ? jobs : undefined;
    }, 'both order e-mails to fail');
    const total = Number(
      (await get('/api/admin/queues/email/failed?pageSize=1').expect(200)).headers['x-total-count'],
    );
    expect(total).toBeGreaterThanOrEqual(2);

    const discarded = failed.find((job) => job.summary.orderId === one.body._id)!;
    await request(slice.api.http)
      .delete(`/api/admin/queues/email/jobs/${discarded.id}`)
      .set(bearer(admin))
      .expect(204);
    await request(slice.api.http)
      .delete(`/api/admin/queues/email/jobs/${discarded.id}`)
      .set(bearer(admin))
      .expect(404);

    slice.sink.refuseNext(0);
    const retried = await request(slice.api.http)
      .post('/api/admin/queues/email/failed/retry')
      .set(bearer(admin))
      .expect(200);
    expect(retried.body.retried).toBe(total - 1);
    await emailQueueIdle();
    expect(await failedEmails()).toEqual([]);
    // Only the order whose job was kept is mailed; the discarded one stays failed in the log.
    expect(orderMailsAbout(two.body._id)).toHaveLength(1);
    expect(orderMailsAbout(one.body._id)).toHaveLength(0);
    const discardedLog = (await get(`/api/admin/emails?orderId=${one.body._id}`).expect(200)).body;
    expect(discardedLog[0]).toMatchObject({ status: 'failed' });
    const keptLog = (await get(`/api/admin/emails?orderId=${two.body._id}`).expect(200)).body;
    expect(keptLog[0]).toMatchObject({ status: 'sent' });

    await request(slice.api.http).get('/api/admin/queues/nope/failed').set(bearer(admin)).expect(404);
    await request(slice.api.http)
      .post('/api/admin/queues/email/jobs/no-such-job/retry')
      .set(bearer(admin))
      .expect(404);
    await request(slice.api.http).get('/api/admin/emails?status=lost').set(bearer(admin)).expect(400);
  });

  it('shows an e-mail being sent (claimed, not yet sent) as sending, without a sent time, and filters by it', async () => {
    const orderId = '7d1c4a52-8a57-4c3e-9f38-2f6e0d9a0b11';
    await slice.api.orm.em.getConnection().execute(
      `insert into sent_email (key, template, recipient, subject, event_type, outbox_id, order_id, message_id,
                               status, attempts, claim_token, claimed_until, sent_at, updated_at)
       values (?, 'order-placed', 'ram@example.com', 'Your Kukur Pasal order 0D9A0B11 is placed',
               'ordering.order-placed', gen_random_uuid(), ?, '<abc@kukurpasal.com.np>', 'sending', 2,
               gen_random_uuid(), now() + interval '15 seconds', null, now())`,
      [`${orderId}:order-placed:ram@example.com`, orderId],
    );
    const sending = (await get('/api/admin/emails?status=sending').expect(200)).body;
    expect(sending).toEqual([
      expect.objectContaining({
        id: `${orderId}:order-placed:ram@example.com`,
        status: 'sending',
        orderId,
        attempts: 2,
        sentAt: null,
        lastError: null,
      }),
    ]);
    const sent = (await get(`/api/admin/emails?orderId=${orderId}&status=sent`).expect(200)).body;
    expect(sent).toEqual([]);
  });
});
