import type { AuthSession, User } from '@/shared/api';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token whose `exp` is `seconds` from now (negative: already expired). */
export function tokenExpiringIn(seconds: number, nowMs = Date.now()): string {
  const exp = Math.floor(nowMs / 1000) + seconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'u1', exp })}.signature`;
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    id: 'user-1',
    name: 'Sita Sharma',
    email: 'sita@example.com',
    role: 'user',
    phoneNumber: null,
    city: null,
    colony: null,
    emailVerified: true,
    marketingOptIn: false,
    preferredLanguage: 'en',
    hasPassword: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function anAdmin(overrides: Partial<User> = {}): User {
  return aUser({
    _id: 'admin-1',
    id: 'admin-1',
    name: 'Ram Admin',
    email: 'admin@example.com',
    role: 'admin',
    ...overrides,
  });
}

export function anAuthSession(user: User = aUser(), token = tokenExpiringIn(15 * 60)): AuthSession {
  return { user, token, tokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString() };
}
