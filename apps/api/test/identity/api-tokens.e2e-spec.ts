import { API_TOKEN_SCOPES, type ApiTokenScope } from '@kukur/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, signUp, TestAccount } from '../support/accounts';
import { ChildApps, childEnv } from '../support/child-apps';
import { startTestApi, TestApi } from '../support/test-api';
import { waitFor } from '../support/wait-for';

const SOME_ID = '3f1c9a52-7d4e-4b8a-9c61-2e5d8f0a7b13';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

describe('API tokens for integrations', () => {
  let api: TestApi;
  let admin: TestAccount;
  const makeToken = async (scopes: readonly ApiTokenScope[], name = 'Pashupati Vet Clinic') =>
    (
      await request(api.http)
        .post('/api/admin/api-tokens')
        .set(bearer(admin))
        .send({ name, scopes, expiresInDays: 30 })
        .expect(201)
    ).body as { id: string; secret: string; secretStart: string; scopes: string[] };
  const withToken = (secret: string) => ({ Authorization: `Bearer ${secret}` });

  beforeAll(async () => {
    api = await startTestApi();
    admin = await anAdmin(api);
  });
  afterAll(() => api.close());

  it('shows the secret once, keeps only its hash, and lists the token without it', async () => {
    const created = await makeToken(['orders:read']);
    expect(created.secret).toMatch(/^kp_[A-Za-z0-9_-]{43}$/);
    expect(created.secretStart).toBe(created.secret.slice(0, 8));
    const listed = await request(api.http).get('/api/admin/api-tokens').set(bearer(admin)).expect(200);
    const mine = listed.body.find((token: { id: string }) => token.id === created.id);
    expect(mine).toMatchObject({ name: 'Pashupati Vet Clinic', scopes: ['orders:read'], revokedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);
    const [row] = await api.orm.em
      .getConnection()
      .execute<{ secret_hash: string }[]>('select secret_hash from api_token where id = ?', [created.id]);
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secret_hash).not.toContain(created.secret);
  });

  it('lets a token do what its scopes allow, as its admin would, and notes its last use', async () => {
    const token = await makeToken(['orders:read', 'bookings:read']);
    await request(api.http).get('/api/orders').set(withToken(token.secret)).expect(200);
    await request(api.http).get('/api/vaccinations').set(withToken(token.secret)).expect(200);
    const refused = await request(api.http).get('/api/user/users').set(withToken(token.secret)).expect(403);
    expect(refused.body).toMatchObject({
      code: 'IDENTITY.API_TOKEN_SCOPE_MISSING',
      message: 'This API token does not have the customers:read scope',
    });
    const listed = await request(api.http).get('/api/admin/api-tokens').set(bearer(admin)).expect(200);
    expect(listed.body.find((row: { id: string }) => row.id === token.id).lastUsedAt).not.toBeNull();
  });

  it('refuses, on every operation, a token without the operation’s scope (403), and one with it gets past the check', async () => {
    const document = (await request(api.http).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: object[]; 'x-api-token-scope'?: ApiTokenScope }>>;
    };
    const all = await makeToken(API_TOKEN_SCOPES);
    const withoutEach = new Map<ApiTokenScope, string>();
    for (const scope of API_TOKEN_SCOPES) {
      withoutEach.set(scope, (await makeToken(API_TOKEN_SCOPES.filter((other) => other !== scope))).secret);
    }
    const wrong: string[] = [];
    let scoped = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation?.security?.some((requirement) => 'bearer' in requirement)) continue;
        const url = path.replace(/\{[^}]+\}/g, SOME_ID);
        const scope = operation['x-api-token-scope'];
        const call = (secret: string) => request(api.http)[method](url).set(withToken(secret)).send({});
        if (!scope) {
          // No scope declared: no token may call it, whatever its scopes.
          const response = await call(all.secret);
          if (response.status !== 403) wrong.push(`${method} ${path} with every scope: ${response.status}`);
          continue;
        }
        scoped += 1;
        const missing = await call(withoutEach.get(scope)!);
        if (missing.status !== 403) wrong.push(`${method} ${path} without ${scope}: ${missing.status}`);
        const allowed = await call(all.secret);
        if (allowed.status === 401 || allowed.status === 403) {
          wrong.push(`${method} ${path} with ${scope}: ${allowed.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(scoped).toBeGreaterThanOrEqual(20);
  });

  it('cannot manage tokens, even with every scope', async () => {
    const token = await makeToken(API_TOKEN_SCOPES);
    await request(api.http).get('/api/admin/api-tokens').set(withToken(token.secret)).expect(403);
    await request(api.http)
      .post('/api/admin/api-tokens')
      .set(withToken(token.secret))
      .send({ name: 'Escalation', scopes: ['orders:read'] })
      .expect(403);
  });

  it('stops working when revoked, when expired, or when its admin is no longer an admin', async () => {
    const revoked = await makeToken(['orders:read']);
    await request(api.http).delete(`/api/admin/api-tokens/${revoked.id}`).set(bearer(admin)).expect(200);
    await request(api.http).get('/api/orders').set(withToken(revoked.secret)).expect(401);

    const expired = await makeToken(['orders:read']);
    await api.orm.em
      .getConnection()
      .execute(`update api_token set expires_at = now() - interval '1 second' where id = ?`, [expired.id]);
    await request(api.http).get('/api/orders').set(withToken(expired.secret)).expect(401);

    const otherAdmin = await anAdmin(api);
    const orphan = (
      await request(api.http)
        .post('/api/admin/api-tokens')
        .set(bearer(otherAdmin))
        .send({ name: 'Delivery partner', scopes: ['orders:read'] })
        .expect(201)
    ).body as { secret: string };
    await request(api.http).get('/api/orders').set(withToken(orphan.secret)).expect(200);
    await api.orm.em
      .getConnection()
      .execute(`update app_user set role = 'user' where id = ?`, [otherAdmin.id]);
    await request(api.http).get('/api/orders').set(withToken(orphan.secret)).expect(401);
    await request(api.http)
      .get('/api/orders')
      .set(withToken('kp_madeUpSecretThatWasNeverIssued0000000000'))
      .expect(401);
  });

  it('is made only by an admin, with a name, known scopes and an expiry in range; bad input changes nothing', async () => {
    const customer = await signUp(api, { name: 'Curious Customer' });
    await request(api.http)
      .post('/api/admin/api-tokens')
      .set(bearer(customer))
      .send({ name: 'Mine', scopes: ['orders:read'] })
      .expect(403);
    const count = async () =>
      (
        await api.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from api_token')
      )[0]!.n;
    const before = await count();
    for (const [body, message] of [
      [{ name: ' ', scopes: ['orders:read'] }, 'Name is required'],
      [{ name: 'X', scopes: [] }, 'Choose at least one scope'],
      [{ name: 'X', scopes: ['orders:delete'] }, expect.stringContaining('scopes must be some of')],
      [{ name: 'X', scopes: ['orders:read'], expiresInDays: 400 }, 'expiresInDays must be between 1 and 365'],
    ] as const) {
      const response = await request(api.http)
        .post('/api/admin/api-tokens')
        .set(bearer(admin))
        .send(body)
        .expect(400);
      expect(response.body.message).toEqual(message);
    }
    expect(await count()).toBe(before);
    await request(api.http).delete('/api/admin/api-tokens/not-a-uuid').set(bearer(admin)).expect(404);
  });
});

describe('an API token’s secret in the logs', () => {
  const apps = new ChildApps();
  let setup: TestApi;
  beforeAll(async () => {
    setup = await startTestApi();
  });
  afterAll(async () => {
    await apps.stopAll();
    await setup.close();
  });

  it('never appears, whether the token is made, used, refused or revoked (request logs at debug level)', async () => {
    const admin = await anAdmin(setup);
    const api = await apps.startApi(childEnv({ LOG_LEVEL: 'debug' }));
    const created = await fetch(`${api.base}/api/admin/api-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ name: 'Accounting export', scopes: ['orders:read'] }),
    });
    expect(created.status).toBe(201);
    const { id, secret } = (await created.json()) as { id: string; secret: string };
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${api.base}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${secret}`, ...init.headers },
      });
    expect((await call('/api/orders')).status).toBe(200);
    expect((await call('/api/user/users')).status).toBe(403);
    await fetch(`${api.base}/api/admin/api-tokens/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect((await call('/api/orders')).status).toBe(401);
    await waitFor(() => api.output().includes('/api/admin/api-tokens/'), 'the revocation logged', 5_000);
    expect(api.output()).toContain('"statusCode":403');
    expect(api.output()).not.toContain(secret);
    expect(api.output()).not.toContain(secret.slice(3));
  });
});
