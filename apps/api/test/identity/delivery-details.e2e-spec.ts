import { ORDERING_MESSAGES } from '@kukur/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, signUp, TestAccount } from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';

const saved = { phoneNumber: '9812345678', city: 'Lalitpur', colony: 'Jhamsikhel, near the stupa' };

describe('saved delivery details', () => {
  let api: TestApi;

  const save = (account: TestAccount, body: unknown, id = account.id) =>
    request(api.http)
      .put(`/api/user/users/${id}/delivery-details`)
      .set(bearer(account))
      .send(body as object);
  const me = async (account: TestAccount) =>
    (await request(api.http).get('/api/user/me').set(bearer(account)).expect(200)).body;

  beforeAll(async () => {
    api = await startTestApi();
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  it('a new account has none; saved ones come back from /me, trimmed, and can be changed', async () => {
    const account = await signUp(api);
    expect(await me(account)).toMatchObject({ phoneNumber: null, city: null, colony: null });

    const response = await save(account, {
      phoneNumber: ' 9812345678 ',
      city: 'Lalitpur',
      colony: '  Jhamsikhel, near the stupa ',
    }).expect(200);
    expect(response.body).toMatchObject({ id: account.id, ...saved });
    expect(await me(account)).toMatchObject(saved);

    await save(account, { phoneNumber: '9800000001', city: 'Bhaktapur', colony: 'Suryabinayak' }).expect(200);
    expect(await me(account)).toMatchObject({
      phoneNumber: '9800000001',
      city: 'Bhaktapur',
      colony: 'Suryabinayak',
    });
  });

  it.each([
    ['a phone of 9 digits', { ...saved, phoneNumber: '981234567' }, ORDERING_MESSAGES.phoneFormat],
    ['a phone of 11 digits', { ...saved, phoneNumber: '98123456789' }, ORDERING_MESSAGES.phoneFormat],
    ['a phone with letters', { ...saved, phoneNumber: '98123abc78' }, ORDERING_MESSAGES.phoneFormat],
    ['a phone with a +977 prefix', { ...saved, phoneNumber: '+9779812345' }, ORDERING_MESSAGES.phoneFormat],
    ['a city the shop does not deliver to', { ...saved, city: 'Pokhara' }, ORDERING_MESSAGES.cityUnknown],
    ['a blank colony', { ...saved, colony: '   ' }, 'Missing required fields: colony'],
    ['a colony of 121 characters', { ...saved, colony: 'x'.repeat(121) }, 'at most 120 characters'],
    ['no phone at all', { city: 'Kathmandu', colony: 'Baneshwor' }, 'phoneNumber'],
  ])('refuses %s with a clear 400 and keeps what was saved', async (_label, body, message) => {
    const account = await signUp(api);
    await save(account, saved).expect(200);
    const response = await save(account, body).expect(400);
    expect(JSON.stringify(response.body)).toContain(message);
    expect(await me(account)).toMatchObject(saved);
  });

  it('lets nobody save details on another customer’s account; an admin may fix a customer’s', async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    await save(other, saved, owner.id).expect(403);
    await request(api.http).put(`/api/user/users/${owner.id}/delivery-details`).send(saved).expect(401);
    expect(await me(owner)).toMatchObject({ phoneNumber: null, city: null, colony: null });

    const admin = await anAdmin(api);
    await save(admin, saved, owner.id).expect(200);
    expect(await me(owner)).toMatchObject(saved);
  });
});
