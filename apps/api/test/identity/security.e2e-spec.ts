import { deriveKey } from '@kukur/server-kernel';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anAdmin,
  bearer,
  clearRateLimits,
  newEmail,
  resetPassword,
  signUp,
  TestAccount,
  verifyAddress,
} from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';

type TokenMaker = (api: TestApi, account: TestAccount) => Promise<string> | string;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const ourKey = (api: TestApi) => deriveKey(api.config.AUTH_SECRET, 'access-token').toString('hex');
const claimsOf = (account: TestAccount) => ({ sub: account.id, role: 'admin', ver: 0 });

/** Every kind of access token the API must refuse with 401. */
const REFUSED_TOKENS: Array<[string, TokenMaker]> = [
  [
    'alg none',
    (_api, account) =>
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claimsOf(account), exp: now() + 600 })}.`,
  ],
  [
    'signed with another key',
    (_api, account) => jwt.sign(claimsOf(account), 'x'.repeat(64), { algorithm: 'HS256', expiresIn: 600 }),
  ],
  [
    'another algorithm with our key',
    (api, account) => jwt.sign(claimsOf(account), ourKey(api), { algorithm: 'HS512', expiresIn: 600 }),
  ],
  [
    'expired',
    (api, account) => jwt.sign({ ...claimsOf(account), exp: now() - 1 }, ourKey(api), { algorithm: 'HS256' }),
  ],
  [
    'for an unknown account',
    (api) =>
      jwt.sign({ sub: '00000000-0000-4000-8000-000000000000', role: 'admin', ver: 0 }, ourKey(api), {
        algorithm: 'HS256',
        expiresIn: 600,
      }),
  ],
  ['garbage', () => 'not.a.token'],
  [
    'of a deleted account',
    async (api, account) => {
      await request(api.http).delete(`/api/user/users/${account.id}`).set(bearer(account)).expect(204);
      return account.token;
    },
  ],
  [
    'from before a password reset',
    async (api, account) => {
      await resetPassword(api, account.email, 'N3w-Passw0rd@');
      return account.token;
    },
  ],
];

describe('security rules', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  it('accepts a token it issued (the control case)', async () => {
    const account = await signUp(api);
    await request(api.http).get('/api/user/me').set(bearer(account)).expect(200);
  });

  it.each(REFUSED_TOKENS)('refuses an access token %s with 401', async (_case, makeToken) => {
    const account = await signUp(api);
    const token = await makeToken(api, account);
    const response = await request(api.http)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
    expect(response.body.code).toBe('IDENTITY.SESSION_EXPIRED');
    // A forged admin claim must not open admin routes either.
    await request(api.http).get('/api/user/users').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it.each([['GET', '/api/user/users']])(
    '%s %s answers 401 without a token and 403 to a customer',
    async (method, path) => {
      const customer = await signUp(api);
      const call = () => request(api.http)[method.toLowerCase() as 'get'](path);
      await call().expect(401);
      await call().set(bearer(customer)).expect(403);
      await call()
        .set(bearer(await anAdmin(api)))
        .expect(200);
    },
  );

  it.each([
    [{ role: 'admin' }],
    [{ isAdmin: true }],
    [{ emailVerified: true }],
    [{ _id: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses signup with the unknown field %j and writes nothing', async (extra) => {
    const email = newEmail();
    await verifyAddress(api, email);
    const response = await request(api.http)
      .post('/api/user/signup')
      .send({ name: 'Sneaky Sam', email, password: 'secret1', ...extra })
      .expect(400);
    expect(response.body.fields).toEqual(Object.keys(extra));
    const users = await api.orm.em.getConnection().execute('select 1 from app_user where email = ?', [email]);
    expect(users).toHaveLength(0);
    // The verification was not spent by the refused request.
    await request(api.http)
      .post('/api/user/signup')
      .send({ name: 'Honest Sam', email, password: 'secret1' })
      .expect(201);
  });

  it('refuses a profile change that tries to set a role, and the role stays', async () => {
    const account = await signUp(api);
    await request(api.http)
      .put(`/api/user/users/${account.id}`)
      .set(bearer(account))
      .send({ name: 'Still Customer', role: 'admin' })
      .expect(400);
    const me = await request(api.http).get('/api/user/me').set(bearer(account)).expect(200);
    expect(me.body).toMatchObject({ role: 'user', name: account.name });
  });

  it('keeps addresses unique however they are written, even for simultaneous signups', async () => {
    const email = newEmail();
    await verifyAddress(api, email);
    const attempts = await Promise.all(
      [email, email.toUpperCase(), ` ${email} `].map((variant) =>
        request(api.http)
          .post('/api/user/signup')
          .send({ name: 'Twin', email: variant, password: 'secret1' }),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The losers find the account taken (409) or the verification already spent (403).
    expect(statuses.filter((status) => status !== 201).every((status) => [403, 409].includes(status))).toBe(
      true,
    );
    const users = await api.orm.em.getConnection().execute('select 1 from app_user where email = ?', [email]);
    expect(users).toHaveLength(1);
  });

  it('hashes passwords with argon2id', async () => {
    const account = await signUp(api);
    const [row] = await api.orm.em
      .getConnection()
      .execute('select password_hash from app_user where id = ?', [account.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
