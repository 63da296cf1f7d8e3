import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, errorResponse, jsonResponse, mockFetch, requestsOf } from '@/testing/mock-fetch';
import { createApiClient, unwrap } from './client';
import { refreshOnUnauthorized } from './refresh-on-unauthorized';

/** A server that accepts only the given bearer token. */
function serverAcceptingOnly(token: string) {
  return mockFetch((request) =>
    request.headers.get('Authorization') === `Bearer ${token}`
      ? jsonResponse({ ok: true })
      : errorResponse(401, 'Unauthorized', 'COMMON.UNAUTHORIZED'),
  );
}

function clientWith(refresh: () => Promise<string | null>, onRefreshFailed = vi.fn()) {
  const client = createApiClient();
  client.use(refreshOnUnauthorized({ refresh, onRefreshFailed }));
  return { client, onRefreshFailed };
}

/** A refresh that stores the new token the way the session does, after a short wait. */
const refreshTo = (token: string) =>
  vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    localStorage.setItem('token', token);
    return token;
  });

describe('refreshOnUnauthorized', () => {
  beforeEach(() => localStorage.setItem('token', 'old'));

  it('refreshes once and retries the request with the new token', async () => {
    const fetchMock = serverAcceptingOnly('new');
    const refresh = refreshTo('new');
    const { client } = clientWith(refresh);

    const result = await client.GET('/api/user/me');

    expect(result.response.status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(1);
    const calls = callsTo(fetchMock, 'GET /api/user/me');
    expect(calls.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('shares one refresh between requests that fail at the same time (single flight)', async () => {
    const fetchMock = serverAcceptingOnly('new');
    const refresh = refreshTo('new');
    const { client } = clientWith(refresh);

    const [me, users] = await Promise.all([client.GET('/api/user/me'), client.GET('/api/user/users')]);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(me.response.status).toBe(200);
    expect(users.response.status).toBe(200);
    expect(requestsOf(fetchMock)).toHaveLength(4);
  });

  it('sends the same body again on the retry', async () => {
    const fetchMock = serverAcceptingOnly('new');
    const { client } = clientWith(refreshTo('new'));

    await client.PUT('/api/user/users/{id}', { params: { path: { id: 'u1' } }, body: { name: 'Gita' } });

    const [first, retry] = callsTo(fetchMock, 'PUT /api/user/users/u1');
    expect(await first.json()).toEqual({ name: 'Gita' });
    expect(await retry.json()).toEqual({ name: 'Gita' });
  });

  it('ends the session once when the refresh is refused and hands back the 401', async () => {
    serverAcceptingOnly('new');
    const refresh = vi.fn(async () => null);
    const { client, onRefreshFailed } = clientWith(refresh);

    const result = await client.GET('/api/user/me');

    expect(result.response.status).toBe(401);
    expect(() => unwrap(result)).toThrow('Unauthorized');
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('ends the session once when the refresh shared by parallel requests is refused', async () => {
    serverAcceptingOnly('new');
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return null;
    });
    const { client, onRefreshFailed } = clientWith(refresh);

    const results = await Promise.all([client.GET('/api/user/me'), client.GET('/api/user/users')]);

    expect(results.map((result) => result.response.status)).toEqual([401, 401]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh got no answer', async () => {
    serverAcceptingOnly('new');
    const { client, onRefreshFailed } = clientWith(vi.fn(() => Promise.reject(new TypeError('offline'))));

    const result = await client.GET('/api/user/me');

    expect(result.response.status).toBe(401);
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is handed back', async () => {
    const fetchMock = serverAcceptingOnly('never');
    const refresh = refreshTo('new');
    const { client } = clientWith(refresh);

    const result = await client.GET('/api/user/me');

    expect(result.response.status).toBe(401);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requestsOf(fetchMock)).toHaveLength(2);
  });

  it.each([
    ['/api/user/login', () => ({ body: { email: 'a@b.co', password: 'secret1' } })],
    ['/api/auth/refresh', () => ({})],
    ['/api/auth/logout', () => ({})],
    [
      '/api/otp/verify-otp',
      () => ({ body: { email: 'a@b.co', otp: '123456', purpose: 'verification' as const } }),
    ],
  ] as const)('never refreshes for %s', async (path, init) => {
    const fetchMock = serverAcceptingOnly('new');
    const refresh = refreshTo('new');
    const { client } = clientWith(refresh);

    const result = await client.POST(path, init());

    expect(result.response.status).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
    expect(requestsOf(fetchMock)).toHaveLength(1);
  });

  it('does not refresh for a request sent without a token (a visitor)', async () => {
    localStorage.removeItem('token');
    serverAcceptingOnly('new');
    const refresh = refreshTo('new');
    const { client } = clientWith(refresh);

    const result = await client.GET('/api/user/me');

    expect(result.response.status).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
  });
});
