import fastifyCookie from '@fastify/cookie';
import fastify from 'fastify';
import type { Server } from 'node:http';
import type { Metadata } from 'passport-oauth2';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OAUTH_STATE_COOKIE, OAuthStateCookieStore } from './oauth-state-cookie-store';
import { type OAuthRequest, passportRequest } from './passport-on-fastify';

const meta: Metadata = {
  authorizationURL: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenURL: 'https://oauth2.googleapis.com/token',
  clientID: 'kukur-test',
};

/** The two ends of the redirect flow, each answering with what the store reported. */
async function appWith(store: OAuthStateCookieStore): Promise<Server> {
  const app = fastify();
  await app.register(fastifyCookie);
  app.get('/api/auth/google', (req, reply) => {
    store.store(passportRequest(req, reply), meta, (error, state) =>
      reply.send({ error: error?.message ?? null, state }),
    );
  });
  app.get<{ Querystring: { state?: unknown } }>('/api/auth/google/callback', (req, reply) => {
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    store.verify(passportRequest(req, reply), state, meta, (error, ok, info) =>
      reply.send({ error: error?.message ?? null, ok, info }),
    );
  });
  await app.ready();
  return app.server;
}

function cookieHeader(setCookie: string[] | string | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = all.find((line) => line.startsWith(`${OAUTH_STATE_COOKIE}=`));
  expect(cookie).toBeDefined();
  return cookie ?? '';
}

async function begin(app: Server): Promise<{ state: string; cookie: string }> {
  const response = await request(app).get('/api/auth/google').expect(200);
  return { state: response.body.state as string, cookie: cookieHeader(response.headers['set-cookie']) };
}

describe('OAuthStateCookieStore', () => {
  it('hands out a random state and keeps it in an httpOnly, SameSite=Lax cookie for 10 minutes', async () => {
    const app = await appWith(new OAuthStateCookieStore('http://localhost:3000'));

    const first = await begin(app);
    const second = await begin(app);

    expect(first.state).toMatch(/^[\w-]{43}$/);
    expect(second.state).not.toBe(first.state);
    expect(first.cookie).toContain(`${OAUTH_STATE_COOKIE}=${first.state};`);
    expect(first.cookie).toContain('Path=/api/auth/google');
    expect(first.cookie).toContain('HttpOnly');
    expect(first.cookie).toContain('SameSite=Lax');
    expect(first.cookie).toContain('Max-Age=600');
    expect(first.cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure when the shop is served over https', async () => {
    const { cookie } = await begin(await appWith(new OAuthStateCookieStore('https://kukurpasal.com.np')));

    expect(cookie).toContain('Secure');
  });

  it('accepts the state that matches the cookie and clears the cookie', async () => {
    const app = await appWith(new OAuthStateCookieStore('http://localhost:3000'));
    const { state } = await begin(app);

    const response = await request(app)
      .get('/api/auth/google/callback')
      .query({ state })
      .set('Cookie', `${OAUTH_STATE_COOKIE}=${state}`)
      .expect(200);

    expect(response.body).toMatchObject({ error: null, ok: true });
    const cleared = cookieHeader(response.headers['set-cookie']);
    expect(cleared).toContain(`${OAUTH_STATE_COOKIE}=;`);
    expect(cleared).toContain('Path=/api/auth/google');
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');
  });

  const refused: Array<[string, (state: string) => { query: string; cookie: string | null }]> = [
    ['a state that differs from the cookie', (state) => ({ query: `${state.slice(0, -1)}x`, cookie: state })],
    ['a state of another length', (state) => ({ query: state.slice(1), cookie: state })],
    ['a missing cookie', (state) => ({ query: state, cookie: null })],
    ['an empty cookie', (state) => ({ query: state, cookie: '' })],
    ['a missing state', (state) => ({ query: '', cookie: state })],
  ];

  it.each(refused)('refuses %s and clears the cookie', async (_case, attempt) => {
    const app = await appWith(new OAuthStateCookieStore('http://localhost:3000'));
    const { state } = await begin(app);
    const { query, cookie } = attempt(state);

    const call = request(app).get('/api/auth/google/callback').query({ state: query });
    if (cookie !== null) call.set('Cookie', `${OAUTH_STATE_COOKIE}=${cookie}`);
    const response = await call.expect(200);

    expect(response.body.error).toBeNull();
    expect(response.body.ok).toBe(false);
    expect(response.body.info.message).toMatch(/authorization request state/);
    expect(cookieHeader(response.headers['set-cookie'])).toContain(`${OAUTH_STATE_COOKIE}=;`);
  });

  it('reports an error instead of a state when there is no response to set the cookie on', () => {
    const store = new OAuthStateCookieStore('http://localhost:3000');
    let reported: Error | null = null;

    store.store({} as OAuthRequest, meta, (error) => {
      reported = error;
    });

    expect(reported).toBeInstanceOf(Error);
  });

  it('has the arities passport-oauth2 dispatches on (store with meta, verify with meta)', () => {
    const store = new OAuthStateCookieStore('http://localhost:3000');

    expect(store.store.length).toBe(3);
    expect(store.verify.length).toBe(4);
  });
});
