import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, codeSentTo, logIn, resetPassword, signUp, TestAccount } from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { RedisClient } from '@kukur/server-kernel';

/** Behind a trusted proxy (TRUST_PROXY), so each test can speak from several client addresses. */
describe('login throttling that an attacker cannot turn against the owner', () => {
  let api: TestApi;
  let owner: TestAccount;
  const from = (ip: string, password: string) => logIn(api, owner.email, password).set('X-Forwarded-For', ip);
  const forgetWaits = async () => {
    // As if the wait were over, without waiting: only the waits go, the failure counts stay.
    const client = api.app.get(RedisClient);
    const keys = await client.redis.keys(`${client.keyPrefix}:rl:loginDelayPerAccountAndIp*`);
    if (keys.length) await client.redis.del(...keys);
  };

  beforeAll(async () => {
    api = await startTestApi(testConfig({ TRUST_PROXY: 'loopback' }));
  });
  beforeEach(async () => {
    await clearRateLimits(api);
    owner = await signUp(api, { name: 'Maya Gurung' });
  });
  afterAll(() => api.close());

  it('an attacker’s address waits after 5 failures while the owner logs in from their own', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await from('203.0.113.7', 'guess').expect(401);
    await from('203.0.113.7', owner.password).expect(429);
    await from('198.51.100.20', owner.password).expect(200);
  });

  it('the attacker’s wait doubles with every further failure', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await from('203.0.113.7', 'guess').expect(401);
    const first = Number((await from('203.0.113.7', 'guess').expect(429)).headers['retry-after']);
    await forgetWaits();
    await from('203.0.113.7', 'guess').expect(401);
    const second = Number((await from('203.0.113.7', 'guess').expect(429)).headers['retry-after']);
    expect(first).toBeLessThanOrEqual(30);
    expect(second).toBeGreaterThan(30);
    expect(second).toBeLessThanOrEqual(60);
  });

  describe('guessing spread over 20 addresses, past the account’s ceiling of 100', () => {
    // As the probe did: 5 wrong passwords from each of 20 addresses, each address's free tries.
    const guessFromEverywhere = async () => {
      for (let address = 1; address <= 20; address += 1) {
        for (let attempt = 0; attempt < 5; attempt += 1)
          await from(`192.0.2.${address}`, 'guess').expect(401);
      }
    };
    const loginCodes = async () =>
      Number(
        (
          await api.orm.em
            .getConnection()
            .execute<{ n: string }[]>(
              `select count(*) as n from outbox_message where type = 'identity.otp-requested.v1' and payload->>'email' = ? and payload->>'purpose' = 'login'`,
              [owner.email.toLowerCase()],
            )
        )[0].n,
      );

    it('does not lock the owner out: their own address logs in with the password alone', async () => {
      await from('198.51.100.20', owner.password).expect(200);
      await guessFromEverywhere();
      await from('198.51.100.20', owner.password).expect(200);
    });

    it('a new address needs the e-mailed code, and a wrong password hears the same as a right one', async () => {
      await guessFromEverywhere();

      const wrong = await from('203.0.113.50', 'guess').expect(401);
      expect(await loginCodes()).toBe(0);
      const right = await from('203.0.113.51', owner.password).expect(401);
      expect(right.body).toEqual(wrong.body);
      expect(right.body).toMatchObject({ code: 'IDENTITY.LOGIN_CODE_REQUIRED' });
      expect(right.body.message).toMatch(/we have e-mailed a 6-digit code/);
      expect(await loginCodes()).toBe(1);

      // Asking again within the minute sends nothing new and still answers the same, not "wait 60 s".
      await from('203.0.113.51', owner.password).expect(401, right.body);
      expect(await loginCodes()).toBe(1);

      const otp = await codeSentTo(api, owner.email, 'login');
      const otherCode = otp === '000000' ? '111111' : '000000';
      const withCode = (ip: string, password: string, code: string) =>
        from(ip, password).send({ email: owner.email, password, otp: code });
      const wrongPassword = await withCode('203.0.113.52', 'guess', otp).expect(401);
      const wrongCode = await withCode('203.0.113.51', owner.password, otherCode).expect(401);
      expect(wrongCode.body).toEqual(wrongPassword.body);
      expect(wrongCode.body).toMatchObject({ code: 'IDENTITY.LOGIN_CODE_INVALID' });

      const session = await withCode('203.0.113.51', owner.password, otp).expect(200);
      expect(session.body.token).toEqual(expect.any(String));
      // The code was for that one login; the address is now the owner's own.
      await withCode('203.0.113.53', owner.password, otp).expect(401);
      await from('203.0.113.51', owner.password).expect(200);
    });

    it('the code must be six digits', async () => {
      const refused = await from('203.0.113.60', owner.password)
        .send({ email: owner.email, password: owner.password, otp: '12ab' })
        .expect(400);
      expect(JSON.stringify(refused.body)).toContain('OTP must be 6 digits');
    });

    it('a password reset starts the count over: a new address logs in with the new password alone', async () => {
      await guessFromEverywhere();
      await resetPassword(api, owner.email, 'N3w-Passw0rd@');
      await logIn(api, owner.email, 'N3w-Passw0rd@').set('X-Forwarded-For', '203.0.113.70').expect(200);
    });
  });
});
