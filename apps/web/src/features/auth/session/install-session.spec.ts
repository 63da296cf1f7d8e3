import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/shared/api';
import { anAuthSession, aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { installSession } from './install-session';
import { sessionStore } from './session-store';

describe('installSession (the app’s API client with the session)', () => {
  let uninstall: () => void = () => undefined;
  const onSessionExpired = vi.fn();

  beforeEach(() => {
    onSessionExpired.mockReset();
    sessionStore.logIn(aUser(), 'stale-token');
    uninstall = installSession({ onSessionExpired });
  });
  afterEach(() => uninstall());

  it('refreshes once for parallel 401s, stores the new session and retries with the new token', async () => {
    const fresh = anAuthSession(aUser({ name: 'Fresh' }), tokenExpiringIn(900));
    const fetchMock = mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return jsonResponse(fresh);
      }
      return request.headers.get('Authorization') === `Bearer ${fresh.token}`
        ? jsonResponse(aUser())
        : errorResponse(401, 'Unauthorized', 'COMMON.UNAUTHORIZED');
    });

    const results = await Promise.all([apiClient.GET('/api/user/me'), apiClient.GET('/api/user/me')]);

    expect(results.map((result) => result.response.status)).toEqual([200, 200]);
    expect(callsTo(fetchMock, 'POST /api/auth/refresh')).toHaveLength(1);
    expect(sessionStore.getState()).toMatchObject({ token: fresh.token, user: { name: 'Fresh' } });
    expect(localStorage.getItem('token')).toBe(fresh.token);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('logs out and reports the expiry when the refresh is refused', async () => {
    mockFetch(() => errorResponse(401, 'Session expired', 'IDENTITY.SESSION_EXPIRED'));

    const result = await apiClient.GET('/api/user/me');

    expect(result.response.status).toBe(401);
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('is undone by the function it returns', async () => {
    uninstall();
    const fetchMock = mockFetch(() => errorResponse(401, 'Unauthorized'));
    await apiClient.GET('/api/user/me');
    expect(callsTo(fetchMock, 'POST /api/auth/refresh')).toHaveLength(0);
    expect(sessionStore.getState().user).not.toBeNull();
  });
});
