import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { createSessionStore } from './session-store';
import { startSession } from './start-session';

function storeSession(token: string) {
  localStorage.setItem('user', JSON.stringify(aUser()));
  localStorage.setItem('token', token);
}

describe('startSession', () => {
  it('restores a session whose token is still valid without refreshing', async () => {
    storeSession(tokenExpiringIn(600));
    const store = createSessionStore(localStorage);
    const refresh = vi.fn();
    await startSession(store, refresh);
    expect(refresh).not.toHaveBeenCalled();
    expect(store.getState().user).toEqual(aUser());
  });

  it('tries one refresh when the stored token has expired and stays logged in when it works', async () => {
    storeSession(tokenExpiringIn(-60));
    const store = createSessionStore(localStorage);
    const fresh = tokenExpiringIn(900);
    const refresh = vi.fn(async () => {
      await Promise.resolve();
      store.logIn(aUser({ name: 'Fresh' }), fresh);
    });

    const started = startSession(store, refresh);
    expect(store.getState().initialized).toBe(false);
    await started;

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ token: fresh, initialized: true, user: { name: 'Fresh' } });
  });

  it('logs out and forgets the stored session when that refresh fails', async () => {
    storeSession(tokenExpiringIn(-60));
    const store = createSessionStore(localStorage);
    await startSession(store, () => Promise.reject(new ApiError(401, { message: 'Session expired' })));
    expect(store.getState()).toEqual({ user: null, token: null, initialized: true });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('does not refresh without a stored session', async () => {
    const store = createSessionStore(localStorage);
    const refresh = vi.fn();
    await startSession(store, refresh);
    expect(refresh).not.toHaveBeenCalled();
    expect(store.getState().initialized).toBe(true);
  });
});
