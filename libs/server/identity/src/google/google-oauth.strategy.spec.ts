import { IDENTITY_ERROR_CODES } from '@kukur/contracts';
import { AppConfig, AppError, loadConfig } from '@kukur/server-kernel';
import fastifyCookie from '@fastify/cookie';
import fastify from 'fastify';
import type { Server } from 'node:http';
import passport from 'passport';
import type { Profile } from 'passport-google-oauth20';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { googleCallbackUrl, GoogleOAuthStrategy, isGoogleRedirectConfigured } from './google-oauth.strategy';
import { OAUTH_STATE_COOKIE } from './oauth-state-cookie-store';
import { passportRequest, passportResponse } from './passport-on-fastify';

/** A server running passport's Google strategy at `path`, as the API's guards hand it Fastify's request. */
async function passportAt(path: string): Promise<Server> {
  const app = fastify();
  await app.register(fastifyCookie);
  app.get(path, (req, reply) => {
    passport.authenticate('google', { session: false })(
      passportRequest(req, reply),
      passportResponse(reply),
      (error: unknown) => reply.send({ passed: true, error: String(error) }),
    );
  });
  await app.ready();
  return app.server;
}

function configWith(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    REDIS_URL: 'redis://127.0.0.1:1',
    AUTH_SECRET: 'a'.repeat(32),
    GOOGLE_CLIENT_ID: 'kukur-test.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    PUBLIC_URL: 'https://kukurpasal.com.np/',
    GOOGLE_AUTH_URL: 'https://accounts.test/o/oauth2/v2/auth',
    ...overrides,
  });
}

function profile(json: Partial<Profile['_json']>, rest: Partial<Profile> = {}): Profile {
  return {
    provider: 'google',
    id: json.sub ?? '',
    displayName: json.name ?? '',
    profileUrl: '',
    _raw: JSON.stringify(json),
    _json: { iss: 'https://accounts.google.com', aud: 'x', sub: '', iat: 0, exp: 0, ...json },
    ...rest,
  };
}

describe('isGoogleRedirectConfigured', () => {
  it.each([
    ['client id and secret', {}, true],
    ['no secret', { GOOGLE_CLIENT_SECRET: '' }, false],
    ['no client id', { GOOGLE_CLIENT_ID: '' }, false],
  ])('with %s is %s', (_case, overrides, expected) => {
    expect(isGoogleRedirectConfigured(configWith(overrides))).toBe(expected);
  });
});

describe('googleCallbackUrl', () => {
  it('hangs the callback path off the public URL without a double slash', () => {
    expect(googleCallbackUrl(configWith())).toBe('https://kukurpasal.com.np/api/auth/google/callback');
  });
});

describe('GoogleOAuthStrategy', () => {
  it('refuses to be built without the client secret', () => {
    expect(() => new GoogleOAuthStrategy(configWith({ GOOGLE_CLIENT_SECRET: '' }))).toThrow(
      /GOOGLE_CLIENT_SECRET/,
    );
  });

  it("redirects to Google's consent page with our client, callback, scopes and the cookie's state", async () => {
    new GoogleOAuthStrategy(configWith());
    const app = await passportAt('/api/auth/google');

    const response = await request(app).get('/api/auth/google').expect(302);

    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://accounts.test/o/oauth2/v2/auth');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'kukur-test.apps.googleusercontent.com',
      redirect_uri: 'https://kukurpasal.com.np/api/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
    });
    const cookies = response.headers['set-cookie'] as unknown as string[];
    const state = location.searchParams.get('state');
    expect(state).toBeTruthy();
    expect(cookies.some((cookie) => cookie.startsWith(`${OAUTH_STATE_COOKIE}=${state};`))).toBe(true);
  });

  it('refuses a callback whose state does not match the cookie, before calling Google', async () => {
    new GoogleOAuthStrategy(configWith({ GOOGLE_TOKEN_URL: 'http://127.0.0.1:1/token' }));
    const app = await passportAt('/api/auth/google/callback');

    await request(app)
      .get('/api/auth/google/callback')
      .query({ code: 'c', state: 'forged' })
      .set('Cookie', `${OAUTH_STATE_COOKIE}=genuine`)
      .expect(403);
  });

  it('maps the userinfo profile to an identity', () => {
    const strategy = new GoogleOAuthStrategy(configWith());

    const identity = strategy.validate(
      'access',
      '',
      profile({ sub: '1098', email: ' Hari@Example.COM', email_verified: true, name: 'Hari Thapa' }),
    );

    expect(identity).toEqual({
      subject: '1098',
      email: 'hari@example.com',
      emailVerified: true,
      name: 'Hari Thapa',
    });
  });

  it('keeps an unverified e-mail address unverified', () => {
    const strategy = new GoogleOAuthStrategy(configWith());

    const identity = strategy.validate('access', '', profile({ sub: '7', email: 'gita@example.com' }));

    expect(identity).toMatchObject({ emailVerified: false, name: null });
  });

  it('refuses a profile without an e-mail address', () => {
    const strategy = new GoogleOAuthStrategy(configWith());

    let thrown: unknown;
    try {
      strategy.validate('access', '', profile({ sub: '7', name: 'No Mail' }));
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 401, code: IDENTITY_ERROR_CODES.GOOGLE_CREDENTIAL_INVALID });
  });
});
