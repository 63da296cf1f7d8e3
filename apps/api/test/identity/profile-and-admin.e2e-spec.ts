import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, logIn, signUp, verifyAddress } from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';

describe('profile changes, account deletion and the admin role', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  it('renames one’s own account and answers the updated user', async () => {
    const account = await signUp(api, { name: 'Sita Sharma' });
    const response = await request(api.http)
      .put(`/api/user/users/${account.id}`)
      .set(bearer(account))
      .send({ name: '  Sita Shrestha ' })
      .expect(200);
    expect(response.body).toMatchObject({ id: account.id, name: 'Sita Shrestha' });
    const me = await request(api.http).get('/api/user/me').set(bearer(account)).expect(200);
    expect(me.body.name).toBe('Sita Shrestha');
  });

  it('refuses a blank name', async () => {
    const account = await signUp(api);
    const response = await request(api.http)
      .put(`/api/user/users/${account.id}`)
      .set(bearer(account))
      .send({ name: '   ' })
      .expect(400);
    expect(response.body.message).toBe('Name is required');
  });

  it('lets nobody change another customer’s account', async () => {
    const owner = await signUp(api, { name: 'Owner' });
    const other = await signUp(api);
    await request(api.http)
      .put(`/api/user/users/${owner.id}`)
      .set(bearer(other))
      .send({ name: 'Hacked' })
      .expect(403);
    await request(api.http).delete(`/api/user/users/${owner.id}`).set(bearer(other)).expect(403);
    await request(api.http)
      .put(`/api/user/users/not-a-uuid`)
      .set(bearer(other))
      .send({ name: 'X y' })
      .expect(403);
    const me = await request(api.http).get('/api/user/me').set(bearer(owner)).expect(200);
    expect(me.body.name).toBe('Owner');
  });

  it('deletes an account: no more logins, sessions end, e-mail recorded, the address may sign up again', async () => {
    const account = await signUp(api);
    await request(api.http).delete(`/api/user/users/${account.id}`).set(bearer(account)).expect(204);
    await logIn(api, account.email, account.password).expect(401);
    await request(api.http).get('/api/user/me').set(bearer(account)).expect(401);
    await request(api.http).post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(401);
    const connection = api.orm.em.getConnection();
    const [row] = await connection.execute('select deleted_at, password_hash from app_user where id = ?', [
      account.id,
    ]);
    expect(row.deleted_at).not.toBeNull();
    expect(row.password_hash).toBeNull();
    const events = await connection.execute(
      `select 1 from outbox_message where type = 'identity.account-deleted.v1' and payload->>'userId' = ?`,
      [account.id],
    );
    expect(events).toHaveLength(1);

    await clearRateLimits(api);
    await verifyAddress(api, account.email);
    await request(api.http)
      .post('/api/user/signup')
      .send({ name: 'Back Again', email: account.email, password: 'secret2' })
      .expect(201);
  });

  it('lists customers only to admins: 401 without a token, 403 for a customer', async () => {
    const customer = await signUp(api, { name: 'Listed Customer' });
    const admin = await anAdmin(api);
    await request(api.http).get('/api/user/users').expect(401);
    const forbidden = await request(api.http).get('/api/user/users').set(bearer(customer)).expect(403);
    expect(forbidden.body.message).toBe('This area is for administrators only.');
    const list = await request(api.http).get('/api/user/users').set(bearer(admin)).expect(200);
    const emails = list.body.map((user: { email: string }) => user.email);
    expect(emails).toContain(customer.email);
    expect(emails).not.toContain(admin.email);
    expect(list.body.every((user: { role: string }) => user.role === 'user')).toBe(true);
  });

  it('lets an admin rename and delete a customer, but not another admin', async () => {
    const customer = await signUp(api);
    const admin = await anAdmin(api);
    const otherAdmin = await anAdmin(api);
    await request(api.http)
      .put(`/api/user/users/${customer.id}`)
      .set(bearer(admin))
      .send({ name: 'Renamed By Admin' })
      .expect(200);
    await request(api.http).delete(`/api/user/users/${otherAdmin.id}`).set(bearer(admin)).expect(403);
    await request(api.http).delete(`/api/user/users/${customer.id}`).set(bearer(admin)).expect(204);
    await request(api.http).delete(`/api/user/users/${customer.id}`).set(bearer(admin)).expect(404);
    const list = await request(api.http).get('/api/user/users').set(bearer(admin)).expect(200);
    expect(list.body.map((user: { id: string }) => user.id)).not.toContain(customer.id);
  });

  it('finds a user id by e-mail for admins, and for a user asking about their own address', async () => {
    const customer = await signUp(api);
    const other = await signUp(api);
    const admin = await anAdmin(api);
    await request(api.http)
      .post('/api/user/find-user')
      .set(bearer(admin))
      .send({ email: customer.email })
      .expect(200, { _id: customer.id });
    await request(api.http)
      .post('/api/user/find-user')
      .set(bearer(customer))
      .send({ email: customer.email.toUpperCase() })
      .expect(200, { _id: customer.id });
    await request(api.http)
      .post('/api/user/find-user')
      .set(bearer(customer))
      .send({ email: other.email })
      .expect(403);
    await request(api.http).post('/api/user/find-user').send({ email: other.email }).expect(401);
  });

  it('creates the configured admin once and gives an existing account the admin role back', async () => {
    const admin = await anAdmin(api);
    await api.orm.em.getConnection().execute(`update app_user set role = 'user' where id = ?`, [admin.id]);
    const { CommandBus } = await import('@nestjs/cqrs');
    const { EnsureAdminCommand } = await import('@kukur/server-identity');
    const result = await api.app
      .get(CommandBus)
      .execute(new EnsureAdminCommand(admin.email, 'Ignored@123', 'Ignored'));
    expect(result).toEqual({ email: admin.email, created: false });
    const login = await logIn(api, admin.email, admin.password).expect(200);
    expect(login.body.user.role).toBe('admin');
  });
});
