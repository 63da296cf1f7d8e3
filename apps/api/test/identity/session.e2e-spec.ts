import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, clearRateLimits, logIn, newEmail, refreshCookieOf, signUp } from '../support/accounts';
import { startTestApi, TestApi } from '../support/test-api';

describe('login, the 15-minute access token and the rotating refresh cookie', () => {
  let api: TestApi;
  const refresh = (cookie?: string) => {
    const call = request(api.http).post('/api/auth/refresh');
    return cookie ? call.set('Cookie', cookie) : call;
  };

  beforeAll(async () => {
    api = await startTestApi();
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  it('logs in with {user, token}: an HS256 JWT that lives 15 minutes (exp in seconds)', async () => {
    const account = await signUp(api, { name: 'Maya Gurung' });
    const response = await logIn(api, `  ${account.email.toUpperCase()}`, account.password).expect(200);
    expect(response.body.user).toMatchObject({ name: 'Maya Gurung', email: account.email, role: 'user' });
    const [header, payload] = (response.body.token as string)
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(900);
    expect(Math.abs(payload.exp * 1000 - Date.parse(response.body.tokenExpiresAt))).toBeLessThan(1000);
    expect(refreshCookieOf(response)).toBeDefined();
  });

  it.each([
    [{}, 'Email and password are required'],
    [{ email: 'sita@example.com' }, 'Email and password are required'],
    [{ password: 'secret1' }, 'Email and password are required'],
    [{ email: '', password: '' }, 'Email and password are required'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await request(api.http).post('/api/user/login').send(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('gives one answer for a wrong password and an unknown address', async () => {
    const account = await signUp(api);
    const wrong = await logIn(api, account.email, 'not-it').expect(401);
    const unknown = await logIn(api, newEmail('ghost'), 'whatever').expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({
      message: 'Invalid credentials',
      code: 'IDENTITY.INVALID_CREDENTIALS',
    });
  });

  it('makes one address wait after 5 wrong passwords for an account, even with the right one', async () => {
    const account = await signUp(api);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await logIn(api, account.email, 'wrong-guess').expect(401);
    const blocked = await logIn(api, account.email, account.password).expect(429);
    expect(blocked.body.message).toBe('Too many login attempts. Please try again in 1 minute.');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });

  it('does not believe X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const account = await signUp(api);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await logIn(api, account.email, 'wrong-guess')
        .set('X-Forwarded-For', `203.0.113.${attempt + 1}`)
        .expect(401);
    }
    await logIn(api, account.email, account.password).set('X-Forwarded-For', '198.51.100.9').expect(429);
  });

  it('limits logins per IP address across addresses (100 per 15 minutes)', async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await logIn(api, newEmail('spray'), 'password1').expect(401);
    }
    const blocked = await logIn(api, newEmail('spray'), 'password1').expect(429);
    expect(blocked.body.code).toBe('IDENTITY.TOO_MANY_REQUESTS');
  });

  it('forgets an address’s earlier failures after a successful login from it', async () => {
    const account = await signUp(api);
    for (let attempt = 0; attempt < 4; attempt += 1)
      await logIn(api, account.email, 'wrong-guess').expect(401);
    await logIn(api, account.email, account.password).expect(200);
    for (let attempt = 0; attempt < 4; attempt += 1)
      await logIn(api, account.email, 'wrong-guess').expect(401);
    await logIn(api, account.email, account.password).expect(200);
  });

  it('rotates the refresh cookie on every use and answers a new access token', async () => {
    const account = await signUp(api);
    const first = await refresh(account.refreshCookie).expect(200);
    const next = refreshCookieOf(first)!;
    expect(next).toBeDefined();
    expect(next).not.toBe(account.refreshCookie);
    expect(first.body.user.email).toBe(account.email);
    await request(api.http).get('/api/user/me').set(bearer(first.body)).expect(200);
    await refresh(next).expect(200);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const account = await signUp(api);
    const rotated = refreshCookieOf(await refresh(account.refreshCookie).expect(200))!;
    const reuse = await refresh(account.refreshCookie).expect(401);
    expect(reuse.body.code).toBe('IDENTITY.SESSION_EXPIRED');
    // The thief used the old token: the legitimate newer one is dead too.
    await refresh(rotated).expect(401);
  });

  it('keeps other sessions of the same user alive when one is revoked', async () => {
    const account = await signUp(api);
    const other = refreshCookieOf(await logIn(api, account.email, account.password).expect(200))!;
    await refresh(account.refreshCookie).expect(200);
    await refresh(account.refreshCookie).expect(401);
    await refresh(other).expect(200);
  });

  it('refuses a refresh without a cookie or with a made-up one, and clears the cookie', async () => {
    await refresh().expect(401);
    const response = await refresh('kp_refresh=made-up').expect(401);
    expect(([] as string[]).concat(response.headers['set-cookie'] ?? []).join()).toMatch(/kp_refresh=;/);
  });

  it('refuses an expired refresh token', async () => {
    const account = await signUp(api);
    await api.orm.em
      .getConnection()
      .execute(`update refresh_token set expires_at = now() - interval '1 second' where user_id = ?`, [
        account.id,
      ]);
    await refresh(account.refreshCookie).expect(401);
  });

  it('logs out: 204, the cookie is cleared and the session cannot be refreshed', async () => {
    const account = await signUp(api);
    const response = await request(api.http)
      .post('/api/auth/logout')
      .set('Cookie', account.refreshCookie)
      .expect(204);
    expect(([] as string[]).concat(response.headers['set-cookie'] ?? []).join()).toMatch(/kp_refresh=;/);
    await refresh(account.refreshCookie).expect(401);
  });

  it('logging out ends that session’s access token at once, not the account’s other sessions', async () => {
    const account = await signUp(api);
    const phone = await logIn(api, account.email, account.password).expect(200);
    await request(api.http).get('/api/user/me').set(bearer(account)).expect(200);
    await request(api.http).post('/api/auth/logout').set('Cookie', account.refreshCookie).expect(204);
    const after = await request(api.http).get('/api/user/me').set(bearer(account)).expect(401);
    expect(after.body.code).toBe('IDENTITY.SESSION_EXPIRED');
    await request(api.http).get('/api/user/me').set(bearer(phone.body)).expect(200);
  });

  it('logging out with the bearer access token alone ends its session: the token and the refresh cookie', async () => {
    const account = await signUp(api);
    const phone = await logIn(api, account.email, account.password).expect(200);
    await request(api.http).post('/api/auth/logout').set(bearer(account)).expect(204);
    const after = await request(api.http).get('/api/user/me').set(bearer(account)).expect(401);
    expect(after.body.code).toBe('IDENTITY.SESSION_EXPIRED');
    await refresh(account.refreshCookie).expect(401);
    await request(api.http).get('/api/user/me').set(bearer(phone.body)).expect(200);
    await refresh(refreshCookieOf(phone)).expect(200);
  });

  it('logging out with a token that is not ours ends nothing and still answers 204', async () => {
    const account = await signUp(api);
    const [header, payload] = (account.token as string).split('.');
    await request(api.http)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${header}.${payload}.${'A'.repeat(43)}`)
      .expect(204);
    await request(api.http).get('/api/user/me').set(bearer(account)).expect(200);
    await refresh(account.refreshCookie).expect(200);
  });

  it('a refreshed access token belongs to the same session and ends with it', async () => {
    const account = await signUp(api);
    const refreshed = await refresh(account.refreshCookie).expect(200);
    await request(api.http).get('/api/user/me').set(bearer(refreshed.body)).expect(200);
    await request(api.http).post('/api/auth/logout').set('Cookie', refreshCookieOf(refreshed)!).expect(204);
    await request(api.http).get('/api/user/me').set(bearer(refreshed.body)).expect(401);
    await request(api.http).get('/api/user/me').set(bearer(account)).expect(401);
  });

  it('serves the logged-in account at /api/user/me and refuses without a token', async () => {
    const account = await signUp(api, { name: 'Bikash Thapa' });
    const me = await request(api.http).get('/api/user/me').set(bearer(account)).expect(200);
    expect(me.body).toMatchObject({ id: account.id, name: 'Bikash Thapa', email: account.email });
    const anonymous = await request(api.http).get('/api/user/me').expect(401);
    expect(anonymous.body).toMatchObject({
      message: 'Please log in to continue.',
      code: 'COMMON.UNAUTHORIZED',
    });
  });

  it('tells the web app whether Google sign-in is on', async () => {
    await request(api.http).get('/api/auth/config').expect(200, { googleClientId: null });
  });
});
