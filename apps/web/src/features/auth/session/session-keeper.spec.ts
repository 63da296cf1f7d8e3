import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { keepSessionAlive } from './session-keeper';
import { createSessionStore } from './session-store';

const MINUTE = 60_000;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('keepSessionAlive', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    setVisibility('visible');
  });

  function start(refreshImpl?: () => Promise<unknown>) {
    const store = createSessionStore(localStorage);
    store.logIn(aUser(), tokenExpiringIn(15 * 60));
    const refresh = vi.fn(
      refreshImpl ??
        (async () => {
          store.logIn(aUser(), tokenExpiringIn(15 * 60));
        }),
    );
    const onExpired = vi.fn();
    stop = keepSessionAlive({ store, refresh, onExpired, leadMs: MINUTE, activityWindowMs: 5 * MINUTE });
    return { store, refresh, onExpired };
  }

  it('refreshes a minute before the token expires while the tab is visible, and again after that', async () => {
    const { refresh } = start();
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The new token (15 minutes) is scheduled in turn.
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('lets the token lapse in a hidden, idle tab and refreshes as soon as the tab is used again', async () => {
    const { refresh } = start();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(refresh).not.toHaveBeenCalled();

    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('counts recent input as use even when the document is hidden', async () => {
    const { refresh } = start();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(12 * MINUTE);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes a lapsed hidden tab on the next input', async () => {
    const { refresh } = start();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    window.dispatchEvent(new Event('pointerdown'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the server refuses the refresh', async () => {
    const { onExpired } = start(() => Promise.reject(new ApiError(401, { message: 'Session expired' })));
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('stops refreshing after logout', async () => {
    const { store, refresh } = start();
    store.logOut();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('follows a logout in another tab', () => {
    const { store } = start();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(store.getState().user).toBeNull();
  });
});
