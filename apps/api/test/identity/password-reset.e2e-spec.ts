import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  clearRateLimits,
  enterCodeFor,
  logIn,
  newEmail,
  signUp,
  TestAccount,
} from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';

const NEW_PASSWORD = 'N3w-Passw0rd@';

describe('password reset: code by e-mail, then a strong new password that ends every session', () => {
  let api: TestApi;
  const connection = () => api.orm.em.getConnection();
  const reset = (email: string, password = NEW_PASSWORD) =>
    request(api.http).post('/api/user/reset-password').send({ email, password });

  const verifyReset = (account: TestAccount) => enterCodeFor(api, account.email, 'password_reset');

  beforeAll(async () => {
    api = await startTestApi();
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  it('sets the new password, ends old tokens and sessions, and records the password-changed e-mail', async () => {
    const account = await signUp(api);
    await verifyReset(account);
    await reset(account.email).expect(200, { message: 'Password reset successfully' });

    await logIn(api, account.email, account.password).expect(401);
    await logIn(api, account.email, NEW_PASSWORD).expect(200);
    const stale = await request(api.http).get('/api/user/me').set(bearer(account)).expect(401);
    expect(stale.body).toMatchObject({
      code: 'IDENTITY.SESSION_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
    await request(api.http).post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(401);
    const events = await connection().execute(
      `select 1 from outbox_message where type = 'identity.password-changed.v1' and payload->>'email' = ?`,
      [account.email],
    );
    expect(events).toHaveLength(1);
  });

  it('refuses a reset whose code was not verified, and one verified more than 15 minutes ago', async () => {
    const account = await signUp(api);
    const refused = await reset(account.email).expect(403);
    expect(refused.body.code).toBe('IDENTITY.RESET_NOT_VERIFIED');

    await verifyReset(account);
    await connection().execute(
      `update otp_code set verified_at = now() - interval '16 minutes' where email = ? and purpose = 'password_reset'`,
      [account.email],
    );
    await reset(account.email).expect(403);
    await logIn(api, account.email, account.password).expect(200);
  });

  it('does not accept the signup verification as a reset proof', async () => {
    const account = await signUp(api);
    await reset(account.email).expect(403);
  });

  it('spends the proof: one verification, one reset', async () => {
    const account = await signUp(api);
    await verifyReset(account);
    await reset(account.email).expect(200);
    await reset(account.email, 'An0ther-Pass!').expect(403);
  });

  it.each([
    ['', 'Password is required'],
    ['Ab1!', 'Password must be at least 8 characters'],
    [
      'abcdefg1!',
      'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
    ],
    [
      'Abcdefgh1',
      'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
    ],
  ])('refuses the weak password %j with the spec text and changes nothing', async (password, message) => {
    const account = await signUp(api);
    await verifyReset(account);
    const response = await reset(account.email, password).expect(400);
    expect(response.body).toMatchObject({ message, fields: ['password'] });
    await logIn(api, account.email, account.password).expect(200);
    await reset(account.email).expect(200);
  });

  it('sends no code and resets nothing for an address without an account', async () => {
    const email = newEmail('nobody');
    await request(api.http).post('/api/otp/send-otp').send({ email, purpose: 'password_reset' }).expect(200);
    await reset(email).expect(403);
  });
});
