import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, codeSentTo, newEmail, signUp } from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';

describe('one-time codes: 6 digits, 10 minutes, single use, 5 tries, limited sends', () => {
  let api: TestApi;
  const send = (email: string, purpose = 'verification') =>
    request(api.http).post('/api/otp/send-otp').send({ email, purpose });
  const verify = (email: string, otp: string, purpose = 'verification') =>
    request(api.http).post('/api/otp/verify-otp').send({ email, otp, purpose });
  const wrongCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    api = await startTestApi();
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  it('refuses a wrong code with 401 and counts the try', async () => {
    const email = newEmail();
    await send(email).expect(200);
    const otp = await codeSentTo(api, email, 'verification');
    const response = await verify(email, wrongCode(otp)).expect(401);
    expect(response.body).toMatchObject({
      message: 'Invalid verification code',
      code: 'IDENTITY.OTP_INVALID',
    });
    const [row] = await api.orm.em
      .getConnection()
      .execute('select attempts from otp_code where email = ?', [email]);
    expect(row.attempts).toBe(1);
    await verify(email, otp).expect(200);
  });

  it('answers 410 for an expired code', async () => {
    const email = newEmail();
    await send(email).expect(200);
    const otp = await codeSentTo(api, email, 'verification');
    await api.orm.em
      .getConnection()
      .execute(`update otp_code set expires_at = now() - interval '1 second' where email = ?`, [email]);
    const response = await verify(email, otp).expect(410);
    expect(response.body).toMatchObject({
      message: 'Verification code has expired',
      code: 'IDENTITY.OTP_EXPIRED',
    });
  });

  it('kills a code after 5 wrong tries: even the right one is then refused', async () => {
    const email = newEmail();
    await send(email).expect(200);
    const otp = await codeSentTo(api, email, 'verification');
    for (let attempt = 0; attempt < 5; attempt += 1) await verify(email, wrongCode(otp)).expect(401);
    const response = await verify(email, otp).expect(429);
    expect(response.body).toMatchObject({
      message: 'Too many attempts. Please request a new code.',
      code: 'IDENTITY.OTP_LOCKED',
    });
  });

  it('counts concurrent wrong tries exactly (no lost updates)', async () => {
    const email = newEmail();
    await send(email).expect(200);
    const otp = await codeSentTo(api, email, 'verification');
    await Promise.all(Array.from({ length: 8 }, () => verify(email, wrongCode(otp))));
    const [row] = await api.orm.em
      .getConnection()
      .execute('select attempts from otp_code where email = ?', [email]);
    expect(row.attempts).toBe(5);
    await verify(email, otp).expect(429);
  });

  it('uses a code once', async () => {
    const email = newEmail();
    await send(email).expect(200);
    const otp = await codeSentTo(api, email, 'verification');
    await verify(email, otp).expect(200);
    await verify(email, otp).expect(401);
  });

  it('replaces the old code with a new send', async () => {
    const email = newEmail();
    await send(email).expect(200);
    const first = await codeSentTo(api, email, 'verification');
    await clearRateLimits(api);
    await send(email).expect(200);
    const second = await codeSentTo(api, email, 'verification');
    if (first !== second) await verify(email, first).expect(401);
    await verify(email, second).expect(200);
  });

  it('allows one send per minute and says how long to wait', async () => {
    const email = newEmail();
    await send(email).expect(200);
    const response = await send(email).expect(429);
    expect(response.body.message).toMatch(/^Please wait (\d+) seconds? before requesting a new code\.$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('allows 5 sends an hour per address', async () => {
    const email = newEmail();
    const redis = (await import('@kukur/server-kernel')).RedisClient;
    const client = api.app.get(redis);
    for (let sent = 0; sent < 5; sent += 1) {
      await send(email).expect(200);
      await client.redis.del(`${client.keyPrefix}:rl:otpSendCooldownPerEmail:verification:${email}`);
    }
    const response = await send(email).expect(429);
    expect(response.body.message).toBe(
      'Too many codes requested for this address. Please try again in an hour.',
    );
  });

  it('limits code checks per IP address', async () => {
    const email = newEmail();
    await send(email).expect(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 62; attempt += 1) statuses.push((await verify(email, '000000')).status);
    expect(statuses.slice(-1)).toEqual([429]);
  });

  it('answers a reset request the same way for an unknown address, and sends nothing', async () => {
    const unknown = newEmail('nobody');
    const known = (await signUp(api)).email;
    await clearRateLimits(api);
    const a = await send(unknown, 'password_reset').expect(200);
    const b = await send(known, 'password_reset').expect(200);
    expect(a.body).toEqual(b.body);
    const connection = api.orm.em.getConnection();
    expect(await connection.execute('select 1 from otp_code where email = ?', [unknown])).toHaveLength(0);
    expect(
      await connection.execute(`select 1 from outbox_message where payload->>'email' = ?`, [unknown]),
    ).toHaveLength(0);
    expect(await codeSentTo(api, known, 'password_reset')).toMatch(/^\d{6}$/);
  });

  it.each([
    [{ otp: '' }, 'OTP is required'],
    [{ otp: '12345' }, 'OTP must be 6 digits'],
    [{ otp: 'abcdef' }, 'OTP must be 6 digits'],
    [{ purpose: 'login' }, 'purpose must be verification or password_reset'],
  ])('validates %j', async (override, message) => {
    const response = await request(api.http)
      .post('/api/otp/verify-otp')
      .send({ email: newEmail(), otp: '123456', purpose: 'verification', ...override })
      .expect(400);
    expect(response.body.message).toBe(message);
  });
});
