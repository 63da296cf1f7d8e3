import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, bearer, signUp, TestAccount } from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

const SOME_ID = '3f1c9a52-7d4e-4b8a-9c61-2e5d8f0a7b13';
const RECEIVER = 'http://127.0.0.1:9/hooks/kukur';

describe('webhook endpoints: the admin API', () => {
  let api: TestApi;
  let admin: TestAccount;
  let customer: TestAccount;

  const create = (body: Record<string, unknown>, account = admin) =>
    request(api.http).post('/api/admin/webhooks').set(bearer(account)).send(body);
  const count = async () =>
    Number(
      (
        await api.orm.em
          .getConnection()
          .execute<{ n: number }[]>('select count(*)::int as n from webhook_endpoint')
      )[0]!.n,
    );

  beforeAll(async () => {
    api = await startTestApi();
    admin = await anAdmin(api);
    customer = await signUp(api, { name: 'Curious Customer' });
  });
  afterAll(() => api.close());

  it('registers an endpoint with a server-made secret the admin can read again, sealed in the database', async () => {
    const created = await create({
      url: RECEIVER,
      description: '  Pashupati Vet Clinic  ',
      eventTypes: ['booking.requested', 'booking.confirmed', 'booking.requested'],
    }).expect(201);
    expect(created.body).toMatchObject({
      url: RECEIVER,
      description: 'Pashupati Vet Clinic',
      eventTypes: ['booking.confirmed', 'booking.requested'],
      active: true,
      state: 'active',
      contactEmail: admin.email,
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.body.secret.slice(6), 'base64')).toHaveLength(32);

    const listed = await request(api.http).get('/api/admin/webhooks').set(bearer(admin)).expect(200);
    expect(listed.body.map((row: { id: string }) => row.id)).toContain(created.body.id);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);
    const shown = await request(api.http)
      .get(`/api/admin/webhooks/${created.body.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(shown.body).not.toHaveProperty('secret');
    const secret = await request(api.http)
      .get(`/api/admin/webhooks/${created.body.id}/secret`)
      .set(bearer(admin))
      .expect(200);
    expect(secret.body).toEqual({ secret: created.body.secret });

    const [row] = await api.orm.em
      .getConnection()
      .execute<{ secret_sealed: string }[]>('select secret_sealed from webhook_endpoint where id = ?', [
        created.body.id,
      ]);
    expect(row!.secret_sealed).toMatch(/^v1\./);
    expect(row!.secret_sealed).not.toContain(created.body.secret.slice(6, 20));

    const rotated = await request(api.http)
      .post(`/api/admin/webhooks/${created.body.id}/secret/rotate`)
      .set(bearer(admin))
      .expect(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    const reread = await request(api.http)
      .get(`/api/admin/webhooks/${created.body.id}/secret`)
      .set(bearer(admin));
    expect(reread.body.secret).toBe(rotated.body.secret);
  });

  it('updates, switches off and on, and deletes an endpoint', async () => {
    const { body: endpoint } = await create({ url: RECEIVER }).expect(201);
    expect(endpoint.eventTypes).toEqual([]);
    const changed = await request(api.http)
      .patch(`/api/admin/webhooks/${endpoint.id}`)
      .set(bearer(admin))
      .send({ url: 'https://127.0.0.1:8443/in', eventTypes: ['order.paid'], active: false })
      .expect(200);
    expect(changed.body).toMatchObject({
      url: 'https://127.0.0.1:8443/in',
      eventTypes: ['order.paid'],
      active: false,
      state: 'off',
    });
    await request(api.http).post(`/api/admin/webhooks/${endpoint.id}/test`).set(bearer(admin)).expect(409);
    const resumed = await request(api.http)
      .post(`/api/admin/webhooks/${endpoint.id}/resume`)
      .set(bearer(admin))
      .expect(200);
    expect(resumed.body.state).toBe('active');
    await request(api.http).delete(`/api/admin/webhooks/${endpoint.id}`).set(bearer(admin)).expect(204);
    await request(api.http).get(`/api/admin/webhooks/${endpoint.id}`).set(bearer(admin)).expect(404);
    await request(api.http).delete(`/api/admin/webhooks/${endpoint.id}`).set(bearer(admin)).expect(404);
  });

  it('refuses bad input with a clear 400 and saves nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'url is required'],
      [{ url: 'ftp://example.com/hook' }, 'url must be an http:// or https:// address'],
      [{ url: 'not a url' }, 'url must be an http:// or https:// address'],
      [{ url: RECEIVER, eventTypes: ['order.exploded'] }, 'eventTypes must be some of:'],
      [{ url: RECEIVER, description: 'x'.repeat(201) }, 'description must be at most 200 characters'],
      [{ url: RECEIVER, active: 'yes' }, 'active must be true or false'],
    ];
    for (const [body, message] of cases) {
      const response = await create(body).expect(400);
      expect(response.body.message).toContain(message);
    }
    const { body: endpoint } = await create({ url: RECEIVER }).expect(201);
    await request(api.http)
      .patch(`/api/admin/webhooks/${endpoint.id}`)
      .set(bearer(admin))
      .send({ url: 'gopher://example.com' })
      .expect(400);
    const shown = await request(api.http).get(`/api/admin/webhooks/${endpoint.id}`).set(bearer(admin));
    expect(shown.body.url).toBe(RECEIVER);
    expect(await count()).toBe(before + 1);
    await request(api.http).get('/api/admin/webhooks/not-an-id').set(bearer(admin)).expect(404);
    await request(api.http)
      .get(`/api/admin/webhooks/${endpoint.id}/deliveries?pageSize=1000`)
      .set(bearer(admin))
      .expect(400);
  });

  it('lets visitors (401), customers and API tokens (403) do nothing', async () => {
    const { body: endpoint } = await create({ url: RECEIVER }).expect(201);
    const token = (
      await request(api.http)
        .post('/api/admin/api-tokens')
        .set(bearer(admin))
        .send({
          name: 'Everything',
          scopes: [
            'orders:read',
            'orders:write',
            'bookings:read',
            'bookings:write',
            'catalogue:write',
            'customers:read',
          ],
        })
        .expect(201)
    ).body.secret as string;
    const calls: [string, string][] = [
      ['get', '/api/admin/webhooks'],
      ['post', '/api/admin/webhooks'],
      ['get', `/api/admin/webhooks/${endpoint.id}`],
      ['patch', `/api/admin/webhooks/${endpoint.id}`],
      ['delete', `/api/admin/webhooks/${endpoint.id}`],
      ['get', `/api/admin/webhooks/${endpoint.id}/secret`],
      ['post', `/api/admin/webhooks/${endpoint.id}/secret/rotate`],
      ['post', `/api/admin/webhooks/${endpoint.id}/resume`],
      ['post', `/api/admin/webhooks/${endpoint.id}/test`],
      ['get', `/api/admin/webhooks/${endpoint.id}/deliveries`],
      ['get', `/api/admin/webhooks/${endpoint.id}/deliveries/${SOME_ID}`],
      ['post', `/api/admin/webhooks/${endpoint.id}/deliveries/${SOME_ID}/redeliver`],
    ];
    for (const [method, url] of calls) {
      const call = () =>
        (request(api.http) as unknown as Record<string, (url: string) => request.Test>)[method]!(url);
      expect((await call().send({ url: RECEIVER })).status, `${method} ${url} as a visitor`).toBe(401);
      expect(
        (await call().set(bearer(customer)).send({ url: RECEIVER })).status,
        `${method} ${url} as a customer`,
      ).toBe(403);
      expect(
        (
          await call()
            .set({ Authorization: `Bearer ${token}` })
            .send({ url: RECEIVER })
        ).status,
        `${method} ${url} with an API token`,
      ).toBe(403);
    }
    await request(api.http).get(`/api/admin/webhooks/${endpoint.id}`).set(bearer(admin)).expect(200);
  });
});

describe('webhook endpoints without WEBHOOKS_ALLOW_PRIVATE_URLS', () => {
  let api: TestApi;
  let admin: TestAccount;

  beforeAll(async () => {
    api = await startTestApi(testConfig({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'false' }));
    admin = await anAdmin(api);
  });
  afterAll(() => api.close());

  it.each([
    'http://127.0.0.1:8080/hooks',
    'http://localhost/hooks',
    'http://[::1]/hooks',
    'http://10.0.0.7/hooks',
    'http://192.168.1.20/hooks',
    'http://169.254.169.254/latest/meta-data',
    'http://[fd00::1]/hooks',
  ])('refuses %s with 400', async (url) => {
    const response = await request(api.http)
      .post('/api/admin/webhooks')
      .set(bearer(admin))
      .send({ url })
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'WEBHOOKS.URL_REFUSED',
      message: expect.stringContaining(
        'must not point to a loopback, private, link-local or unique-local address',
      ),
    });
  });

  it('takes a public address', async () => {
    await request(api.http)
      .post('/api/admin/webhooks')
      .set(bearer(admin))
      .send({ url: 'https://93.184.215.14/hooks' })
      .expect(201);
  });
});
