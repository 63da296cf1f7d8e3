import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, clearRateLimits, newEmail, refreshCookieOf, signUp } from '../support/accounts';
import { FakeGoogle } from '../support/fake-google';
import { startTestApi, TestApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

let subjects = 0;
const aSubject = () => `10${Date.now()}${(subjects += 1)}`;

describe('Google sign-in, verified on the server against Google’s keys (a loopback stand-in)', () => {
  let api: TestApi;
  let google: FakeGoogle;
  const loginWithGoogle = (credential: string) =>
    request(api.http).post('/api/user/login-with-google').send({ credential });
  const signUpWithGoogle = (credential: string) =>
    request(api.http).post('/api/user/auth/complete-google-signup').send({ credential });

  beforeAll(async () => {
    google = await FakeGoogle.start();
    api = await startTestApi(testConfig(google.env()));
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(async () => {
    await api.close();
    await google.stop();
  });

  it('offers Google to the web app', async () => {
    await request(api.http).get('/api/auth/config').expect(200, { googleClientId: google.clientId });
  });

  it('takes the signup form’s marketing checkbox along with the Google credential', async () => {
    const email = newEmail('google-news');
    const credential = google.signIdToken({ sub: aSubject(), email, name: 'Maya Gurung' });
    const created = await request(api.http)
      .post('/api/user/auth/complete-google-signup')
      .send({ credential, marketingOptIn: true })
      .expect(201);
    expect(created.body.user).toMatchObject({ email, marketingOptIn: true });
  });

  it('signs up a new customer from an ID token, then logs them in; a second signup is 409', async () => {
    const email = newEmail('google');
    const sub = aSubject();
    const credential = google.signIdToken({ sub, email: email.toUpperCase(), name: 'Anil Rai' });
    const created = await signUpWithGoogle(credential).expect(201);
    expect(created.body.user).toMatchObject({
      email,
      name: 'Anil Rai',
      emailVerified: true,
      marketingOptIn: false,
      hasPassword: false,
    });
    expect(refreshCookieOf(created)).toBeDefined();
    const welcome = await api.orm.em
      .getConnection()
      .execute(
        `select payload from outbox_message where type = 'identity.user-signed-up.v1' and payload->>'email' = ?`,
        [email],
      );
    expect(welcome[0].payload.method).toBe('google');

    const again = await signUpWithGoogle(google.signIdToken({ sub, email })).expect(409);
    expect(again.body.message).toBe('This Google account is already registered. Please login instead.');

    const login = await loginWithGoogle(google.signIdToken({ sub, email })).expect(200);
    expect(login.body.user.id).toBe(created.body.user.id);
    await request(api.http).get('/api/user/me').set(bearer(login.body)).expect(200);
  });

  it('answers 404 for a Google user without an account', async () => {
    const response = await loginWithGoogle(
      google.signIdToken({ sub: aSubject(), email: newEmail('stranger') }),
    ).expect(404);
    expect(response.body).toMatchObject({
      code: 'IDENTITY.GOOGLE_ACCOUNT_NOT_FOUND',
      message: 'No account found for this Google user',
    });
  });

  it('links Google to an existing account with the same verified address', async () => {
    const account = await signUp(api);
    const sub = aSubject();
    const login = await loginWithGoogle(google.signIdToken({ sub, email: account.email })).expect(200);
    expect(login.body.user.id).toBe(account.id);
    const [row] = await api.orm.em
      .getConnection()
      .execute('select google_subject from app_user where id = ?', [account.id]);
    expect(row.google_subject).toBe(sub);
  });

  it('does not link or create for an address Google has not verified', async () => {
    const account = await signUp(api);
    await loginWithGoogle(
      google.signIdToken({ sub: aSubject(), email: account.email, email_verified: false }),
    ).expect(403);
    await signUpWithGoogle(
      google.signIdToken({ sub: aSubject(), email: newEmail(), email_verified: false }),
    ).expect(403);
  });

  it.each([
    [
      'signed by another key',
      () => google.signIdToken({ sub: aSubject(), email: newEmail() }, { key: 'stranger' }),
    ],
    [
      'for another client',
      () =>
        google.signIdToken({
          sub: aSubject(),
          email: newEmail(),
          aud: 'someone-else.apps.googleusercontent.com',
        }),
    ],
    [
      'from another issuer',
      () => google.signIdToken({ sub: aSubject(), email: newEmail(), iss: 'https://evil.example' }),
    ],
    [
      'expired',
      () =>
        google.signIdToken({
          sub: aSubject(),
          email: newEmail(),
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        }),
    ],
    [
      'unsigned (alg none)',
      () => google.signIdToken({ sub: aSubject(), email: newEmail() }, { alg: 'none' }),
    ],
    ['not a token', () => 'garbage'],
  ])('refuses a credential %s with 401 and creates nothing', async (_case, makeCredential) => {
    const before = await api.orm.em.getConnection().execute('select count(*)::int as n from app_user');
    const response = await signUpWithGoogle(makeCredential()).expect(401);
    expect(response.body).toMatchObject({
      code: 'IDENTITY.GOOGLE_CREDENTIAL_INVALID',
      message: 'Invalid Google credential',
    });
    await loginWithGoogle(makeCredential()).expect(401);
    const after = await api.orm.em.getConnection().execute('select count(*)::int as n from app_user');
    expect(after[0].n).toBe(before[0].n);
  });

  describe('the redirect flow (/api/auth/google)', () => {
    it('sends the browser to Google with our client id and a state kept in a cookie', async () => {
      const start = await request(api.http).get('/api/auth/google').expect(302);
      const location = new URL(start.headers.location);
      expect(`${location.origin}${location.pathname}`).toBe(google.authUrl);
      expect(location.searchParams.get('client_id')).toBe(google.clientId);
      expect(location.searchParams.get('redirect_uri')).toBe('http://shop.test/api/auth/google/callback');
      expect(location.searchParams.get('state')).toMatch(/.{16,}/);
      expect(([] as string[]).concat(start.headers['set-cookie']).join()).toMatch(
        /kp_oauth_state=.+HttpOnly/,
      );
    });

    it('signs in (creating the account) and hands the session to the web app through the refresh cookie', async () => {
      const email = newEmail('redirect');
      const start = await request(api.http).get('/api/auth/google').expect(302);
      google.nextProfile({ sub: aSubject(), email, email_verified: true, name: 'Rita Tamang' });
      const callback = new URL(google.approve(start.headers.location));
      const done = await request(api.http)
        .get(callback.pathname + callback.search)
        .set(
          'Cookie',
          ([] as string[])
            .concat(start.headers['set-cookie'])
            .map((c) => c.split(';')[0])
            .join('; '),
        )
        .expect(302);
      expect(done.headers.location).toBe('/auth/google/complete');
      const session = await request(api.http)
        .post('/api/auth/refresh')
        .set('Cookie', refreshCookieOf(done)!)
        .expect(200);
      expect(session.body.user).toMatchObject({ email, name: 'Rita Tamang' });
    });

    it('creates the account in the language the visitor was reading the shop in (kp_lang)', async () => {
      const email = newEmail('redirect-ne');
      const start = await request(api.http).get('/api/auth/google').expect(302);
      google.nextProfile({ sub: aSubject(), email, email_verified: true, name: 'Sunita Rai' });
      const callback = new URL(google.approve(start.headers.location));
      const state = ([] as string[]).concat(start.headers['set-cookie']).map((c) => c.split(';')[0]);
      const done = await request(api.http)
        .get(callback.pathname + callback.search)
        .set('Cookie', [...state, 'kp_lang=ne'].join('; '))
        .expect(302);
      const session = await request(api.http)
        .post('/api/auth/refresh')
        .set('Cookie', refreshCookieOf(done)!)
        .expect(200);
      expect(session.body.user).toMatchObject({ email, preferredLanguage: 'ne' });
    });

    it('refuses a callback whose state does not match, back to the login page', async () => {
      const start = await request(api.http).get('/api/auth/google').expect(302);
      google.nextProfile({ sub: aSubject(), email: newEmail(), email_verified: true, name: 'Mallory' });
      const callback = new URL(google.approve(start.headers.location));
      const done = await request(api.http)
        .get(callback.pathname + callback.search)
        .set('Cookie', 'kp_oauth_state=forged-state-value')
        .expect(302);
      expect(done.headers.location).toBe('/login?google=failed');
      expect(refreshCookieOf(done)).toBeUndefined();
    });
  });
});

describe('Google sign-in without a configured client id', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('hides Google and answers 404 on every Google route', async () => {
    await request(api.http).get('/api/auth/config').expect(200, { googleClientId: null });
    for (const path of ['/api/user/login-with-google', '/api/user/auth/complete-google-signup']) {
      const response = await request(api.http).post(path).send({ credential: 'anything' }).expect(404);
      expect(response.body.code).toBe('IDENTITY.GOOGLE_DISABLED');
    }
    await request(api.http).get('/api/auth/google').expect(404);
    await request(api.http).get('/api/auth/google/callback?code=x&state=y').expect(404);
  });
});
