import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, clearRateLimits, newEmail, signUp, verifyAddress } from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';

describe('the account’s language (issue 16)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  it('is English for an account that signed up without one', async () => {
    const account = await signUp(api);
    const me = await request(api.http).get('/api/user/me').set(bearer(account)).expect(200);
    expect(me.body.preferredLanguage).toBe('en');
  });

  it('is the language sent at signup, and the profile shows it', async () => {
    const account = await signUp(api, { preferredLanguage: 'ne' });
    const me = await request(api.http).get('/api/user/me').set(bearer(account)).expect(200);
    expect(me.body.preferredLanguage).toBe('ne');
  });

  it('refuses a signup in a language the shop does not speak, and creates no account', async () => {
    const email = newEmail();
    await verifyAddress(api, email);
    const response = await request(api.http)
      .post('/api/user/signup')
      .send({ name: 'Sita Sharma', email, password: 'secret1', preferredLanguage: 'hi' })
      .expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'COMMON.VALIDATION_FAILED',
      message: 'Language must be one of: en, ne',
    });
    const rows = await api.orm.em.getConnection().execute('select 1 from app_user where email = ?', [email]);
    expect(rows).toHaveLength(0);
  });

  it('changes through the profile and stays changed', async () => {
    const account = await signUp(api);
    const changed = await request(api.http)
      .put('/api/user/preferred-language')
      .set(bearer(account))
      .send({ preferredLanguage: 'ne' })
      .expect(200);
    expect(changed.body).toMatchObject({ id: account.id, preferredLanguage: 'ne' });
    await request(api.http)
      .put('/api/user/preferred-language')
      .set(bearer(account))
      .send({ preferredLanguage: 'en' })
      .expect(200);
    const me = await request(api.http).get('/api/user/me').set(bearer(account)).expect(200);
    expect(me.body.preferredLanguage).toBe('en');
  });

  it('answers 400 for any other value and keeps the language as it was', async () => {
    const account = await signUp(api, { preferredLanguage: 'ne' });
    for (const value of ['fr', 'NE', '', null, 1]) {
      const response = await request(api.http)
        .put('/api/user/preferred-language')
        .set(bearer(account))
        .send({ preferredLanguage: value })
        .expect(400);
      expect(response.body.code).toBe('COMMON.VALIDATION_FAILED');
    }
    await request(api.http).put('/api/user/preferred-language').set(bearer(account)).send({}).expect(400);
    const me = await request(api.http).get('/api/user/me').set(bearer(account)).expect(200);
    expect(me.body.preferredLanguage).toBe('ne');
  });

  it('needs a login', async () => {
    await request(api.http).put('/api/user/preferred-language').send({ preferredLanguage: 'ne' }).expect(401);
  });

  it('keeps a newsletter subscriber’s language, and refuses an unknown one', async () => {
    const email = newEmail('reader');
    await request(api.http).post('/api/newsletter/subscribe').send({ email, language: 'ne' }).expect(201);
    const [row] = await api.orm.em
      .getConnection()
      .execute('select language from newsletter_subscription where email = ?', [email]);
    expect(row.language).toBe('ne');
    const other = newEmail('reader');
    await request(api.http)
      .post('/api/newsletter/subscribe')
      .send({ email: other, language: 'xx' })
      .expect(400);
    const rows = await api.orm.em
      .getConnection()
      .execute('select 1 from newsletter_subscription where email = ?', [other]);
    expect(rows).toHaveLength(0);
  });
});
