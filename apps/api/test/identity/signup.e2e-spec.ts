import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearRateLimits,
  codeSentTo,
  newEmail,
  refreshCookieOf,
  signUp,
  verifyAddress,
} from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';

describe('signup: check the address, verify it by code, create the account', () => {
  let api: TestApi;
  const connection = () => api.orm.em.getConnection();

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('tells whether an address is registered, case-insensitively', async () => {
    const email = newEmail();
    await request(api.http).post('/api/user/check-email').send({ email }).expect(200, { exists: false });
    await signUp(api, { email });
    await request(api.http)
      .post('/api/user/check-email')
      .send({ email: `  ${email.toUpperCase()} ` })
      .expect(200, { exists: true });
  });

  it('refuses a malformed address with the spec text', async () => {
    const response = await request(api.http)
      .post('/api/user/check-email')
      .send({ email: 'sita@' })
      .expect(400);
    expect(response.body).toMatchObject({ message: 'Invalid email address', fields: ['email'] });
  });

  it('creates the account only after the code was entered, then logs the customer in', async () => {
    const email = newEmail();
    await request(api.http).post('/api/otp/send-otp').send({ email, purpose: 'verification' }).expect(200, {
      message: 'OTP sent successfully',
    });
    const early = await request(api.http)
      .post('/api/user/signup')
      .send({ name: 'Sita Sharma', email, password: 'secret1' })
      .expect(403);
    expect(early.body.code).toBe('IDENTITY.EMAIL_NOT_VERIFIED');

    const otp = await codeSentTo(api, email, 'verification');
    expect(otp).toMatch(/^\d{6}$/);
    await request(api.http)
      .post('/api/otp/verify-otp')
      .send({ email, otp, purpose: 'verification' })
      .expect(200, { message: 'OTP verified successfully' });

    const response = await request(api.http)
      .post('/api/user/signup')
      .send({ name: '  Sita Sharma ', email: email.toUpperCase(), password: 'secret1' })
      .expect(201);
    expect(response.body.user).toMatchObject({
      name: 'Sita Sharma',
      email,
      role: 'user',
      emailVerified: true,
      // The marketing checkbox was left out: unchecked.
      marketingOptIn: false,
      hasPassword: true,
    });
    expect(response.body.user._id).toBe(response.body.user.id);
    expect(response.body.token.split('.')).toHaveLength(3);
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'])
      .find((c) => c.startsWith('kp_refresh='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(refreshCookieOf(response)).toBeDefined();

    const [user] = await connection().execute('select password_hash from app_user where email = ?', [email]);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const events = await connection().execute(
      `select payload from outbox_message where type = 'identity.user-signed-up.v1' and payload->>'email' = ?`,
      [email],
    );
    expect(events).toHaveLength(1);
  });

  it('answers 409 with the spec text for an address that is already registered', async () => {
    const account = await signUp(api);
    await clearRateLimits(api);
    const send = await request(api.http)
      .post('/api/otp/send-otp')
      .send({ email: account.email, purpose: 'verification' })
      .expect(409);
    expect(send.body.message).toBe('This email is already registered. Please login instead.');
  });

  it('spends the verification: the same proof cannot create a second account', async () => {
    const email = newEmail();
    await verifyAddress(api, email);
    await request(api.http)
      .post('/api/user/signup')
      .send({ name: 'Ram', email, password: 'secret1' })
      .expect(201);
    await api.orm.em
      .getConnection()
      .execute('update app_user set deleted_at = now() where email = ?', [email]);
    await request(api.http)
      .post('/api/user/signup')
      .send({ name: 'Ram', email, password: 'secret1' })
      .expect(403);
  });

  it('accepts a verification for 30 minutes only', async () => {
    const email = newEmail();
    await verifyAddress(api, email);
    await connection().execute(
      `update otp_code set verified_at = now() - interval '31 minutes' where email = ?`,
      [email],
    );
    await request(api.http)
      .post('/api/user/signup')
      .send({ name: 'Hari', email, password: 'secret1' })
      .expect(403);
  });

  it.each([
    [{ name: 'S' }, 'Name must be at least 2 characters', 'name'],
    [{ name: '   ' }, 'Name is required', 'name'],
    [{ password: '12345' }, 'Password must be at least 6 characters', 'password'],
    [{ email: 'no-at-sign' }, 'Invalid email address', 'email'],
  ])('refuses %j with the spec text and writes nothing', async (override, message, field) => {
    const email = newEmail();
    await verifyAddress(api, email);
    const response = await request(api.http)
      .post('/api/user/signup')
      .send({ name: 'Sita Sharma', email, password: 'secret1', ...override })
      .expect(400);
    expect(response.body).toMatchObject({ message, fields: [field], code: 'COMMON.VALIDATION_FAILED' });
    const users = await connection().execute('select 1 from app_user where email = ?', [email]);
    expect(users).toHaveLength(0);
  });

  it('keeps only a keyed hash of the code, and the outbox only a sealed one', async () => {
    const email = newEmail();
    await clearRateLimits(api);
    await request(api.http).post('/api/otp/send-otp').send({ email, purpose: 'verification' }).expect(200);
    const otp = await codeSentTo(api, email, 'verification');
    const [row] = await connection().execute('select code_hash from otp_code where email = ?', [email]);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(otp);
    const [event] = await connection().execute(
      `select payload::text as text from outbox_message where payload->>'email' = ?`,
      [email],
    );
    expect(event.text).not.toContain(otp);
  });
});
