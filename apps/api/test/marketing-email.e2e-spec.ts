import { getQueueToken } from '@nestjs/bullmq';
import { MarketingTokens } from '@kukur/server-notification';
import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, newEmail, signUp, TestAccount } from './support/accounts';
import { aProduct, productIdBySlug, seedProducts } from './support/products';
import { Slice, startSlice } from './support/slice';
import type { ReceivedMail } from './support/smtp-sink';
import { resetDatabase } from './support/test-api';
import { waitFor } from './support/wait-for';

/**
 * Marketing e-mail people asked for and can leave: double opt-in for the newsletter, customers' opt-in,
 * announcements only to them, and signed unsubscribe links (RFC 8058 one-click) that work without login.
 */
describe('marketing e-mail: double opt-in, opt-in, unsubscribe links', () => {
  let slice: Slice;
  let admin: TestAccount;
  let productId: string;

  beforeAll(async () => {
    slice = await startSlice();
  });
  afterAll(() => slice.stop());
  beforeEach(async () => {
    await resetDatabase(slice.api.orm);
    await clearRateLimits(slice.api);
    admin = await anAdmin(slice.api);
    await seedProducts(slice.api.app, [
      aProduct({ slug: 'yak', name: 'Himalayan Yak Chew', price: '650.00' }),
    ]);
    productId = await productIdBySlug(slice.api.orm, 'yak');
    slice.sink.received.length = 0;
  });

  const http = () => slice.api.http;
  const sql = <T = unknown>(text: string, params: unknown[] = []) =>
    slice.api.orm.em.getConnection().execute<T[]>(text, params);

  function mailsTo(email: string): ReceivedMail[] {
    return slice.sink.received.filter((mail) => mail.to.includes(email.toLowerCase()));
  }

  async function mailTo(email: string, subject: string | RegExp): Promise<ReceivedMail> {
    return waitFor(
      () =>
        mailsTo(email).find((mail) =>
          typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject),
        ),
      `e-mail "${String(subject)}" to ${email}`,
    );
  }

  function tokenIn(text: string, path: string): string {
    const token = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([\\w.-]+)`).exec(text)?.[1];
    if (!token) throw new Error(`No ${path} link in:\n${text}`);
    return token;
  }

  /** Subscribes through the API and follows the link of the confirmation e-mail. */
  async function confirmedSubscriber(email = newEmail('subscriber')): Promise<string> {
    await request(http()).post('/api/newsletter/subscribe').send({ email }).expect(201);
    const mail = await mailTo(email, 'Please confirm your Kukur Pasal newsletter subscription');
    const token = tokenIn(mail.text, '/newsletter/confirm');
    await request(http()).post('/api/newsletter/confirm').query({ token }).expect(200);
    await mailTo(email, 'Welcome to the Kukur Pasal newsletter');
    return email;
  }

  function announce(): Promise<{ recipients: number; mails: ReceivedMail[] }> {
    return announceWithin(20_000);
  }

  async function announceWithin(timeoutMs: number): Promise<{ recipients: number; mails: ReceivedMail[] }> {
    const before = slice.sink.received.length;
    const started = await request(http())
      .post('/api/notifications/send-product-notification')
      .set(bearer(admin))
      .send({ productId })
      .expect(202);
    const id = started.body.announcementId as string;
    await waitFor(
      async () => {
        const state = await request(http())
          .get(`/api/notifications/announcements/${id}`)
          .set(bearer(admin))
          .expect(200);
        return state.body.status === 'done';
      },
      'announcement sent',
      timeoutMs,
    );
    const mails = slice.sink.received
      .slice(before)
      .filter((mail) => mail.subject === 'New at Kukur Pasal: Himalayan Yak Chew');
    return { recipients: started.body.recipients, mails };
  }

  async function subscriptionOf(email: string) {
    const [row] = await sql<{ confirmed: boolean; unsubscribed: boolean }>(
      `select confirmed_at is not null as confirmed, unsubscribed_at is not null as unsubscribed
         from newsletter_subscription where email = ?`,
      [email.toLowerCase()],
    );
    return row;
  }

  async function optInOf(account: TestAccount): Promise<boolean> {
    const me = await request(http()).get('/api/user/me').set(bearer(account)).expect(200);
    return me.body.marketingOptIn;
  }

  it('double opt-in: the confirmation e-mail has a signed link and no unsubscribe; only a confirmed address gets announcements', async () => {
    const pending = newEmail('pending');
    await request(http()).post('/api/newsletter/subscribe').send({ email: pending }).expect(201);
    const request1 = await mailTo(pending, 'Please confirm your Kukur Pasal newsletter subscription');
    expect(request1.headers['list-unsubscribe']).toBeUndefined();
    expect(request1.html).not.toContain('Unsubscribe');

    const unconfirmed = await announce();
    expect(unconfirmed.recipients).toBe(0);
    expect(mailsTo(pending).filter((mail) => mail.subject.startsWith('New at'))).toHaveLength(0);

    const token = tokenIn(request1.text, '/newsletter/confirm');
    expect(request1.html).toContain(`http://shop.test/newsletter/confirm?token=${token}`);
    const details = await request(http()).get('/api/newsletter/confirm').query({ token }).expect(200);
    expect(details.body).toEqual({ email: pending });
    expect(await subscriptionOf(pending)).toEqual({ confirmed: false, unsubscribed: false });

    const confirmed = await request(http()).post('/api/newsletter/confirm').query({ token }).expect(200);
    expect(confirmed.body).toEqual({
      message: "You're subscribed! We'll e-mail you about new products and offers.",
      email: pending,
      alreadyConfirmed: false,
    });
    const again = await request(http()).post('/api/newsletter/confirm').query({ token }).expect(200);
    expect(again.body.alreadyConfirmed).toBe(true);

    // The newsletter's welcome is marketing mail: link and RFC 8058 headers.
    const welcome = await mailTo(pending, 'Welcome to the Kukur Pasal newsletter');
    expect(welcome.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/shop\.test\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.html).toMatch(/href="http:\/\/shop\.test\/unsubscribe\?token=[\w.-]+"/);
    expect(welcome.text).toMatch(/http:\/\/shop\.test\/unsubscribe\?token=[\w.-]+/);
    expect(mailsTo(pending).filter((mail) => mail.subject.includes('Welcome'))).toHaveLength(1);

    const subscribedAgain = await request(http())
      .post('/api/newsletter/subscribe')
      .send({ email: pending })
      .expect(200);
    expect(subscribedAgain.body).toMatchObject({
      message: 'Successfully subscribed!',
      alreadySubscribed: true,
    });

    const after = await announce();
    expect(after.recipients).toBe(1);
    expect(after.mails.map((mail) => mail.to).flat()).toEqual([pending]);
  });

  it('announces only to confirmed subscribers and opted-in customers, each e-mail with its own unsubscribe link and headers', async () => {
    const subscriber = await confirmedSubscriber();
    const unconfirmed = newEmail('unconfirmed');
    await request(http()).post('/api/newsletter/subscribe').send({ email: unconfirmed }).expect(201);
    const optedIn = await signUp(slice.api, { marketingOptIn: true });
    const neverOptedIn = await signUp(slice.api);
    const saidNo = await signUp(slice.api, { marketingOptIn: false });
    const toggledOn = await signUp(slice.api);
    const toggledOff = await signUp(slice.api, { marketingOptIn: true });
    // Both a confirmed subscriber and an opted-in customer: one e-mail.
    const both = await signUp(slice.api, { email: subscriber, marketingOptIn: true });

    expect(await optInOf(optedIn)).toBe(true);
    expect(await optInOf(neverOptedIn)).toBe(false);
    expect(await optInOf(saidNo)).toBe(false);

    const on = await request(http())
      .put('/api/user/marketing-consent')
      .set(bearer(toggledOn))
      .send({ marketingOptIn: true })
      .expect(200);
    expect(on.body).toMatchObject({ email: toggledOn.email, marketingOptIn: true });
    await request(http())
      .put('/api/user/marketing-consent')
      .set(bearer(toggledOff))
      .send({ marketingOptIn: false })
      .expect(200);
    expect(await optInOf(toggledOff)).toBe(false);

    const { recipients, mails } = await announce();
    const expected = [subscriber, optedIn.email, toggledOn.email].map((e) => e.toLowerCase()).sort();
    expect(recipients).toBe(3);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual(expected);
    expect(both.email).toBe(subscriber);

    const tokens = new Set<string>();
    for (const mail of mails) {
      const header = mail.headers['list-unsubscribe']!;
      expect(header).toMatch(/^<http:\/\/shop\.test\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const token = tokenIn(header, '/api/newsletter/unsubscribe');
      expect(mail.html).toContain(`href="http://shop.test/unsubscribe?token=${token}"`);
      expect(mail.text).toContain(`http://shop.test/unsubscribe?token=${token}`);
      const details = await request(http()).get('/api/newsletter/unsubscribe/details').query({ token });
      expect(details.body).toEqual({ email: mail.to[0] });
      tokens.add(token);
    }
    expect(tokens.size).toBe(3);
  });

  it('sends transactional e-mail (codes, welcome) without an unsubscribe link or header', async () => {
    const customer = await signUp(slice.api, { marketingOptIn: true });
    const code = await mailTo(customer.email, /is your Kukur Pasal verification code$/);
    const welcome = await mailTo(customer.email, 'Welcome to Kukur Pasal, Sita Sharma!');
    for (const mail of [code, welcome]) {
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
      expect(mail.html).not.toContain('/unsubscribe?token=');
      expect(mail.text).not.toContain('/unsubscribe?token=');
    }
  });

  it('one-click: a POST to the List-Unsubscribe address without login ends the subscription and the opt-in of the address', async () => {
    const email = await confirmedSubscriber();
    const customer = await signUp(slice.api, { email, marketingOptIn: true });
    const other = await signUp(slice.api, { marketingOptIn: true });
    const first = await announce();
    expect(first.recipients).toBe(2);
    const mail = first.mails.find((m) => m.to[0] === email)!;
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    const url = new URL(oneClick);

    // A link scanner's GET changes nothing: it is sent on to the page that asks first.
    const opened = await request(http()).get(`${url.pathname}${url.search}`).expect(303);
    expect(opened.headers.location).toBe(`http://shop.test/unsubscribe${url.search}`);
    expect(await subscriptionOf(email)).toEqual({ confirmed: true, unsubscribed: false });

    // What a mail client sends for RFC 8058: a form body, no cookie, no Authorization.
    const left = await request(http())
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(left.body).toEqual({
      message:
        'You have been unsubscribed. You will no longer receive newsletters or product announcements from us.',
      email,
    });
    expect(await subscriptionOf(email)).toEqual({ confirmed: false, unsubscribed: true });
    expect(await optInOf(customer)).toBe(false);
    expect(await optInOf(other)).toBe(true);

    // Leaving twice is harmless.
    await request(http()).post(`${url.pathname}${url.search}`).expect(200);

    const second = await announce();
    expect(second.recipients).toBe(1);
    expect(second.mails.flatMap((m) => m.to)).toEqual([other.email.toLowerCase()]);

    // An old confirmation link cannot undo the unsubscribe; subscribing again starts a new confirmation.
    const confirmLink = tokenIn(
      mailsTo(email).find((m) => m.subject.startsWith('Please confirm'))!.text,
      '/newsletter/confirm',
    );
    const stale = await request(http())
      .post('/api/newsletter/confirm')
      .query({ token: confirmLink })
      .expect(404);
    expect(stale.body.code).toBe('NOTIFICATION.NOTHING_TO_CONFIRM');
    const again = await request(http()).post('/api/newsletter/subscribe').send({ email }).expect(201);
    expect(again.body).toMatchObject({ alreadySubscribed: false, confirmationSent: true });
    expect(await subscriptionOf(email)).toEqual({ confirmed: false, unsubscribed: false });
  });

  it('keeps the lock of a batch that runs longer than the job lock: not stalled, each e-mail sent once', async () => {
    const first = await confirmedSubscriber(`a-${newEmail('first')}`);
    const second = await confirmedSubscriber(`z-${newEmail('second')}`);
    // Two e-mails of 9 s each: the batch runs 18 s, past the 10 s lock and two stalled checks.
    slice.sink.answerSlowly(9_000);
    try {
      const { recipients, mails } = await announceWithin(40_000);
      expect(recipients).toBe(2);
      expect(mails.flatMap((mail) => mail.to)).toEqual([first, second]);
      const ids = mails.map((mail) => mail.headers['message-id']);
      expect(ids.every((id) => /^<[0-9a-f]{32}@kukurpasal\.com\.np>$/.test(id ?? ''))).toBe(true);
      expect(new Set(ids).size).toBe(2);
      const queue = slice.worker.get<Queue>(getQueueToken('announcements'), { strict: false });
      const [batch] = (await queue.getCompleted()).filter(
        (job) => job.name === 'notification.announcement-batch',
      );
      expect(batch!.stalledCounter).toBe(0);
      expect(batch!.attemptsMade).toBe(1);
      expect(batch!.finishedOn! - batch!.processedOn!).toBeGreaterThan(15_000);
    } finally {
      slice.sink.answerSlowly(0);
    }
  }, 60_000);

  it('skips an address that unsubscribes while the announcement is going out', async () => {
    // Addresses sort in sending order: a- first, z- last.
    const first = await confirmedSubscriber(`a-${newEmail('first')}`);
    const last = await confirmedSubscriber(`z-${newEmail('last')}`);
    slice.sink.answerSlowly(1000);
    try {
      const before = slice.sink.attempts;
      const started = await request(http())
        .post('/api/notifications/send-product-notification')
        .set(bearer(admin))
        .send({ productId })
        .expect(202);
      await waitFor(() => slice.sink.attempts > before, 'the first announcement e-mail under way');
      const token = new MarketingTokens('test-secret-for-the-api-suite-0123456789').sign('unsubscribe', last);
      await request(http()).post('/api/newsletter/unsubscribe').query({ token }).expect(200);

      const done = await waitFor(
        async () => {
          const state = await request(http())
            .get(`/api/notifications/announcements/${started.body.announcementId}`)
            .set(bearer(admin))
            .expect(200);
          return state.body.status === 'done' ? state.body : undefined;
        },
        'announcement done',
        20_000,
      );
      expect(done).toMatchObject({ recipients: 2, sent: 1, failed: 0, skipped: 1, pending: 0 });
      const announced = slice.sink.received.filter((mail) => mail.subject.startsWith('New at'));
      expect(announced.flatMap((mail) => mail.to)).toEqual([first]);
    } finally {
      slice.sink.answerSlowly(0);
    }
  });

  describe('refuses tampered and foreign tokens with 400, changing nothing', () => {
    const tokens = new MarketingTokens('test-secret-for-the-api-suite-0123456789');

    function reencode(token: string, change: (body: Record<string, unknown>) => void): string {
      const [version, body, signature] = token.split('.');
      const decoded = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
      change(decoded);
      return [version, Buffer.from(JSON.stringify(decoded)).toString('base64url'), signature].join('.');
    }

    it.each([
      ['a changed address', (t: string) => reencode(t, (body) => (body['e'] = 'ram@example.com'))],
      ['a changed signature', (t: string) => `${t.slice(0, -2)}${t.endsWith('AA') ? 'BB' : 'AA'}`],
      ['a token for confirming', (_t: string, email: string) => tokens.sign('newsletter-confirm', email)],
      ['a changed purpose', (t: string) => reencode(t, (body) => (body['p'] = 'newsletter-confirm'))],
      [
        'a token signed with another secret',
        (_t: string, email: string) =>
          new MarketingTokens('another-shop-secret-000000000000000000000').sign('unsubscribe', email),
      ],
      ['garbage', () => 'garbage'],
      ['an empty token', () => ''],
    ])('%s', async (_label, tamper) => {
      const email = await confirmedSubscriber();
      const customer = await signUp(slice.api, { email, marketingOptIn: true });
      const valid = tokens.sign('unsubscribe', email);
      const forged = tamper(valid, email);

      for (const call of [
        request(http()).post('/api/newsletter/unsubscribe').query({ token: forged }),
        request(http()).get('/api/newsletter/unsubscribe/details').query({ token: forged }),
      ]) {
        const answer = await call.expect(400);
        expect(answer.body).toMatchObject({
          statusCode: 400,
          code: 'NOTIFICATION.MARKETING_LINK_INVALID',
          message: 'This link is not valid. Please use the link from the e-mail we sent you.',
        });
      }
      await request(http()).post('/api/newsletter/unsubscribe').expect(400);
      expect(await subscriptionOf(email)).toEqual({ confirmed: true, unsubscribed: false });
      expect(await optInOf(customer)).toBe(true);

      // The genuine token still works.
      await request(http()).post('/api/newsletter/unsubscribe').query({ token: valid }).expect(200);
      expect(await subscriptionOf(email)).toEqual({ confirmed: false, unsubscribed: true });
    });

    it('an unsubscribe token does not confirm, and a week-old confirmation link has expired', async () => {
      const email = newEmail('late');
      await request(http()).post('/api/newsletter/subscribe').send({ email }).expect(201);
      const wrong = await request(http())
        .post('/api/newsletter/confirm')
        .query({ token: tokens.sign('unsubscribe', email) })
        .expect(400);
      expect(wrong.body.code).toBe('NOTIFICATION.MARKETING_LINK_INVALID');
      const old = tokens.sign('newsletter-confirm', email, Date.now() - 8 * 24 * 60 * 60 * 1000);
      const expired = await request(http()).post('/api/newsletter/confirm').query({ token: old }).expect(400);
      expect(expired.body).toMatchObject({
        code: 'NOTIFICATION.MARKETING_LINK_EXPIRED',
        message: 'This confirmation link has expired. Please subscribe again to get a new one.',
      });
      expect(await subscriptionOf(email)).toEqual({ confirmed: false, unsubscribed: false });
    });
  });

  it('signup stores the checkbox (unchecked when left out); the profile toggle needs a login and a boolean', async () => {
    const email = newEmail('checkbox');
    const bad = await request(http())
      .post('/api/user/signup')
      .send({ name: 'Hari', email, password: 'secret1', marketingOptIn: 'yes' })
      .expect(400);
    expect(bad.body.fields).toEqual(['marketingOptIn']);

    const withBox = await signUp(slice.api, { marketingOptIn: true });
    const without = await signUp(slice.api);
    expect(await optInOf(withBox)).toBe(true);
    expect(await optInOf(without)).toBe(false);

    await request(http()).put('/api/user/marketing-consent').send({ marketingOptIn: true }).expect(401);
    const invalid = await request(http())
      .put('/api/user/marketing-consent')
      .set(bearer(without))
      .send({ marketingOptIn: 'on' })
      .expect(400);
    expect(invalid.body.fields).toEqual(['marketingOptIn']);
    expect(await optInOf(without)).toBe(false);
    const toggled = await request(http())
      .put('/api/user/marketing-consent')
      .set(bearer(without))
      .send({ marketingOptIn: true })
      .expect(200);
    expect(toggled.body.marketingOptIn).toBe(true);
    expect(await optInOf(without)).toBe(true);
  });
});
