import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store';

const NOW_MS = Date.UTC(2025, 5, 1, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function tokenExpiringAt(expSeconds: number): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'u1', exp: expSeconds })}.signature`;
}

const user = { name: 'Sita', email: 'sita@example.com', role: 'user' };

function newStore() {
  return createSessionStore(window.localStorage, () => NOW_MS);
}

describe('session store', () => {
  beforeEach(() => window.localStorage.clear());

  describe('init', () => {
    it('is not initialized before the first attempt', () => {
      expect(newStore().getState().initialized).toBe(false);
    });

    it('restores user and token when both exist and parse', () => {
      const token = tokenExpiringAt(NOW_S + 60);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('token', token);
      const store = newStore();
      store.init();
      expect(store.getState()).toEqual({ user, token, initialized: true });
    });

    it('deletes both when the token is missing', () => {
      localStorage.setItem('user', JSON.stringify(user));
      const store = newStore();
      store.init();
      expect(store.getState()).toEqual({ user: null, token: null, initialized: true });
      expect(localStorage.getItem('user')).toBeNull();
    });

    it('deletes both when the user is missing', () => {
      localStorage.setItem('token', tokenExpiringAt(NOW_S + 60));
      const store = newStore();
      store.init();
      expect(store.getState().user).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('deletes both when the stored user does not parse', () => {
      localStorage.setItem('user', '{not json');
      localStorage.setItem('token', tokenExpiringAt(NOW_S + 60));
      const store = newStore();
      store.init();
      expect(store.getState()).toEqual({ user: null, token: null, initialized: true });
      expect(localStorage.getItem('user')).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('leaves the session undecided when the stored token has expired, so one refresh can decide', () => {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('token', tokenExpiringAt(NOW_S - 1));
      const store = newStore();
      expect(store.init()).toBe('refresh-needed');
      expect(store.getState()).toEqual({ user: null, token: null, initialized: false });
      expect(localStorage.getItem('user')).not.toBeNull();
    });

    it('reports what it found', () => {
      expect(newStore().init()).toBe('logged-out');
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('token', tokenExpiringAt(NOW_S + 60));
      expect(newStore().init()).toBe('restored');
    });

    it('notifies subscribers', () => {
      const store = newStore();
      let calls = 0;
      store.subscribe(() => (calls += 1));
      store.init();
      expect(calls).toBe(1);
    });
  });

  describe('logIn and logOut', () => {
    it('stores the session and clears it on logout', () => {
      const store = newStore();
      store.logIn(user, 'tok');
      expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
      expect(localStorage.getItem('token')).toBe('tok');
      store.logOut();
      expect(store.getState()).toEqual({ user: null, token: null, initialized: true });
      expect(localStorage.getItem('user')).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
    });
  });

  describe('updateUser', () => {
    it('replaces the stored user and keeps the token', () => {
      const store = newStore();
      store.logIn(user, 'tok');
      store.updateUser({ ...user, name: 'Gita' });
      expect(store.getState()).toEqual({ user: { ...user, name: 'Gita' }, token: 'tok', initialized: true });
      expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ ...user, name: 'Gita' });
    });

    it('does nothing when logged out', () => {
      const store = newStore();
      store.init();
      store.updateUser(user);
      expect(store.getState().user).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    });
  });

  describe('syncFromStorage (another tab)', () => {
    it('takes over a login or refreshed token written by another tab', () => {
      const store = newStore();
      store.init();
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('token', 'from-other-tab');
      store.syncFromStorage();
      expect(store.getState()).toEqual({ user, token: 'from-other-tab', initialized: true });
    });

    it('follows a logout in another tab', () => {
      const store = newStore();
      store.logIn(user, 'tok');
      localStorage.clear();
      store.syncFromStorage();
      expect(store.getState()).toEqual({ user: null, token: null, initialized: true });
    });
  });

  describe('checkToken', () => {
    it('returns false without a token and does not log out', () => {
      const store = newStore();
      store.init();
      let calls = 0;
      store.subscribe(() => (calls += 1));
      expect(store.checkToken()).toBe(false);
      expect(calls).toBe(0);
    });

    it('accepts a token whose expiry is not in the past', () => {
      const store = newStore();
      store.logIn(user, tokenExpiringAt(NOW_S + 1));
      expect(store.checkToken()).toBe(true);
      expect(store.getState().user).toEqual(user);
    });

    it('accepts a token expiring exactly now (expiry compared in seconds)', () => {
      const store = newStore();
      store.logIn(user, tokenExpiringAt(NOW_S));
      expect(store.checkToken()).toBe(true);
    });

    it('logs out and returns false when the token has expired', () => {
      const store = newStore();
      store.logIn(user, tokenExpiringAt(NOW_S - 1));
      expect(store.checkToken()).toBe(false);
      expect(store.getState().user).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('logs out and returns false when the token cannot be decoded', () => {
      const store = newStore();
      store.logIn(user, 'not-a-token');
      expect(store.checkToken()).toBe(false);
      expect(store.getState().token).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    });
  });
});
