import type { User } from '@/shared/api';

/**
 * The user kept with the session (login, signup, Google and refresh answers, stored under `user`).
 * Every field is optional and `role` is any text: a stored copy may come from an older version of the app.
 */
export type SessionUser = Partial<Omit<User, 'role'>> & {
  role?: string;
  displayName?: string;
};

export function isSessionUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only a role equal to admin gets the admin menu (spec section 6). */
export function isAdmin(user: SessionUser | null): boolean {
  return user?.role === 'admin';
}
