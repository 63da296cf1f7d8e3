import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  beforeEach(() => resetDatabase(api.orm));

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

  it('stores a new address once and queues one confirmation e-mail', async () => {
    const first = await request(api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: '  Sita.Sharma@Example.com ' })
      .expect(201);
    expect(first.body).toEqual({
      message: 'Successfully subscribed!',
      email: 'sita.sharma@example.com',
      alreadySubscribed: false,
    });

    const again = await request(api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'sita.sharma@example.com' })
      .expect(200);
    expect(again.body).toMatchObject({ message: 'Successfully subscribed!', alreadySubscribed: true });

    expect(await counts(api)).toEqual({ subscriptions: 1, outbox: 1 });
    const [event] = await api.orm.em
      .getConnection()
      .execute<{ type: string; payload: { email: string } }[]>('select type, payload from outbox_message');
    expect(event).toMatchObject({
      type: 'notification.newsletter-subscribed',
      payload: { email: 'sita.sharma@example.com' },
    });
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
});
