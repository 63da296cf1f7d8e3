import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { resetDatabase, startTestApi, TestApi } from './support/test-api';

async function counts(api: TestApi): Promise<{ subscriptions: number; outbox: number }> {
  const [row] = await api.orm.em.getConnection().execute<{ subscriptions: string; outbox: string }[]>(
    `select (select count(*) from newsletter_subscription) as subscriptions,
            (select count(*) from outbox_message) as outbox`,
  );
  return { subscriptions: Number(row!.subscriptions), outbox: Number(row!.outbox) };
}

describe('newsletter: POST /api/newsletter/subscribe', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await resetDatabase(api.orm);
    await clearRateLimits(api);
  });

  it.each([
    ['a malformed address', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an address with a space', { email: 'sita sharma@example.com' }, 'Please enter a valid email address'],
    ['an address without a dotted domain', { email: 'sita@example' }, 'Please enter a valid email address'],
    ['an empty address', { email: '   ' }, 'Email is required'],
    ['a missing address', {}, 'Email is required'],
    ['a number', { email: 42 }, 'Please enter a valid email address'],
  ])('refuses %s with 400 and writes nothing', async (_label, body, message) => {
    const response = await request(api.http).post('/api/newsletter/subscribe').send(body).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message,
      code: 'COMMON.VALIDATION_FAILED',
      fields: ['email'],
    });
    expect(await counts(api)).toEqual({ subscriptions: 0, outbox: 0 });
  });

  it('refuses unknown fields and writes nothing', async () => {
    const response = await request(api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'sita@example.com', role: 'admin' })
      .expect(400);
    expect(response.body.fields).toEqual(['role']);
    expect(await counts(api)).toEqual({ subscriptions: 0, outbox: 0 });
  });

  it('stores a new address unconfirmed, asks it to check its inbox and queues one confirmation e-mail', async () => {
    const checkInbox =
      'Almost there! Please check your inbox and click the link in our e-mail to confirm your subscription.';
    const first = await request(api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: '  Sita.Sharma@Example.com ' })
      .expect(201);
    expect(first.body).toEqual({
      message: checkInbox,
      email: 'sita.sharma@example.com',
      alreadySubscribed: false,
      confirmationSent: true,
    });

    // Unconfirmed and asked again at once: the same answer, but no second e-mail (re-send cooldown).
    const again = await request(api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'sita.sharma@example.com' })
      .expect(200);
    expect(again.body).toEqual({
      message: checkInbox,
      email: 'sita.sharma@example.com',
      alreadySubscribed: false,
      confirmationSent: false,
    });

    expect(await counts(api)).toEqual({ subscriptions: 1, outbox: 1 });
    const connection = api.orm.em.getConnection();
    const [event] = await connection.execute<{ type: string; payload: { email: string } }[]>(
      'select type, payload from outbox_message',
    );
    expect(event).toMatchObject({
      type: 'notification.newsletter-confirmation-requested.v1',
      payload: { email: 'sita.sharma@example.com' },
    });
    const [row] = await connection.execute<{ confirmed_at: Date | null }[]>(
      'select confirmed_at from newsletter_subscription',
    );
    expect(row!.confirmed_at).toBeNull();
  });

  it('re-sends the confirmation to an unconfirmed address once the cooldown is over', async () => {
    await request(api.http).post('/api/newsletter/subscribe').send({ email: 'bina@example.com' }).expect(201);
    await api.orm.em
      .getConnection()
      .execute("update newsletter_subscription set confirmation_sent_at = now() - interval '11 minutes'");
    const resent = await request(api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'bina@example.com' })
      .expect(201);
    expect(resent.body).toMatchObject({ alreadySubscribed: false, confirmationSent: true });
    expect(await counts(api)).toEqual({ subscriptions: 1, outbox: 2 });
  });

  it('answers a confirmed address as before: already subscribed, nothing sent', async () => {
    await api.orm.em
      .getConnection()
      .execute(
        "insert into newsletter_subscription (id, email, confirmed_at) values (gen_random_uuid(), 'kamala@example.com', now())",
      );
    const again = await request(api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'Kamala@example.com' })
      .expect(200);
    expect(again.body).toEqual({
      message: 'Successfully subscribed!',
      email: 'kamala@example.com',
      alreadySubscribed: true,
      confirmationSent: false,
    });
    expect(await counts(api)).toEqual({ subscriptions: 1, outbox: 0 });
  });

  it('keeps one row and one event when the same address subscribes many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        request(api.http).post('/api/newsletter/subscribe').send({ email: 'ram@example.com' }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(await counts(api)).toEqual({ subscriptions: 1, outbox: 1 });
  });

  it('refuses a 31st subscription from one IP address within the hour with 429 and writes nothing', async () => {
    for (let i = 0; i < 30; i += 1) {
      await request(api.http)
        .post('/api/newsletter/subscribe')
        .send({ email: `reader.${i}@example.com` })
        .expect(201);
    }
    const refused = await request(api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'one.too.many@example.com' })
      .expect(429);
    expect(refused.body).toMatchObject({
      code: 'NOTIFICATION.TOO_MANY_SUBSCRIPTIONS',
      message: 'Too many subscription requests. Please try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await counts(api)).toEqual({ subscriptions: 30, outbox: 30 });
  });
});
