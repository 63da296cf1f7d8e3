import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { anAuthSession, aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { createSessionRefresher } from './refresh';
import { createSessionStore } from './session-store';

function setup(request: () => Promise<ReturnType<typeof anAuthSession>>) {
  const store = createSessionStore(localStorage);
  const requestMock = vi.fn(request);
  const refresh = createSessionRefresher({ store, storage: localStorage, request: requestMock });
  return { store, refresh, request: requestMock };
}

describe('session refresher', () => {
  it('stores the refreshed user and token and resolves with the token', async () => {
    const session = anAuthSession(aUser({ name: 'Gita' }));
    const { store, refresh } = setup(async () => session);

    await expect(refresh()).resolves.toBe(session.token);

    expect(store.getState()).toEqual({ user: session.user, token: session.token, initialized: true });
    expect(localStorage.getItem('token')).toBe(session.token);
  });

  it('sends one refresh for callers that arrive while it is under way', async () => {
    const { refresh, request } = setup(async () => anAuthSession());
    await Promise.all([refresh(), refresh(), refresh()]);
    expect(request).toHaveBeenCalledTimes(1);
    await refresh();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('rejects with the ApiError when the server refuses', async () => {
    const { refresh, store } = setup(() => Promise.reject(new ApiError(401, { message: 'Session expired' })));
    await expect(refresh()).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().user).toBeNull();
  });

  it('takes over a fresh token another tab stored meanwhile instead of spending the cookie again', async () => {
    localStorage.setItem('token', tokenExpiringIn(-10));
    localStorage.setItem('user', JSON.stringify(aUser()));
    const otherTabToken = tokenExpiringIn(900);
    const { refresh, request, store } = setup(async () => anAuthSession());
    const locks = {
      request: vi.fn(async (_name: string, run: () => Promise<unknown>) => {
        // Another tab held the lock and refreshed.
        localStorage.setItem('token', otherTabToken);
        return run();
      }),
    };
    vi.stubGlobal('navigator', { ...navigator, locks });

    await expect(refresh()).resolves.toBe(otherTabToken);

    expect(request).not.toHaveBeenCalled();
    expect(store.getState().token).toBe(otherTabToken);
    expect(locks.request).toHaveBeenCalledWith('kukur-pasal:session-refresh', expect.any(Function));
  });
});
