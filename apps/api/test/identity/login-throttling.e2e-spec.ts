import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, logIn, signUp, TestAccount } from '../support/accounts';
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

  it('guessing spread over many addresses meets a much higher ceiling for the account', async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await from(`192.0.2.${attempt + 1}`, 'guess').expect(401);
    }
    const refused = await from('198.51.100.20', owner.password).expect(429);
    expect(refused.body.message).toMatch(/^Too many login attempts/);
  });
});
