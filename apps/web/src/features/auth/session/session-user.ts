/**
 * The user kept with the session (login and signup answers, stored under `user`).
 * PROVISIONAL until the identity endpoints appear in the generated API types.
 */
export interface SessionUser {
  name?: string;
  displayName?: string;
  email?: string;
  role?: string;
  phoneNumber?: string;
  city?: string;
  colony?: string;
}

export function isSessionUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only a role equal to admin gets the admin menu (spec section 6). */
export function isAdmin(user: SessionUser | null): boolean {
  return user?.role === 'admin';
}
