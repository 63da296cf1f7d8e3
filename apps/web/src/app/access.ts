import type { Location } from 'react-router-dom';
import { isAdmin, type SessionUser } from '@/features/auth';

/**
 * Who may open a page (one place for every guard, like ant-design-pro's access.ts):
 * - visitorOnly: login, signup and e-mail verification; a logged-in user is sent on.
 * - loggedIn: profile, edit profile (later checkout, payment); a visitor is sent to /login and comes back.
 * - admin: /admin/**; a visitor is sent to /login, a customer to /.
 */
export type AccessRule = 'visitorOnly' | 'loggedIn' | 'admin';

export type AccessDecision =
  | { allowed: true }
  | {
      allowed: false;
      redirectTo: string;
      /** Pass the current location to /login so the user comes back after logging in. */
      returnAfterLogin: boolean;
    };

/** State a guard passes to /login: where to go back to. */
export interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The state to pass to /login so the user comes back to `location` afterwards. */
export function returnStateFor({
  pathname,
  search = '',
  hash = '',
}: Pick<Location, 'pathname'> & Partial<Pick<Location, 'search' | 'hash'>>): ReturnState {
  return { from: { pathname, search, hash } };
}

/** Who is looking, as pages that differ for visitors, customers and admins need it. */
export type ViewerRole = 'visitor' | 'customer' | 'admin';

export function viewerRoleOf(user: SessionUser | null): ViewerRole {
  if (!user) return 'visitor';
  return isAdmin(user) ? 'admin' : 'customer';
}

/** The path a return state points to, when it is a path of this app. */
export function returnPathOf(state: unknown): string | null {
  const from = (state as ReturnState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  // Only paths of this app: "//host" would be another site.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Where a user goes after logging in (spec "Session"): admin to /admin, everyone else back or to /. */
export function landingPathFor(user: SessionUser | null, returnPath: string | null = null): string {
  if (isAdmin(user)) return '/admin';
  return returnPath ?? '/';
}

export function decideAccess(
  rule: AccessRule,
  user: SessionUser | null,
  state: unknown = null,
): AccessDecision {
  switch (rule) {
    case 'visitorOnly':
      return user
        ? { allowed: false, redirectTo: landingPathFor(user, returnPathOf(state)), returnAfterLogin: false }
        : { allowed: true };
    case 'loggedIn':
      return user ? { allowed: true } : { allowed: false, redirectTo: '/login', returnAfterLogin: true };
    case 'admin':
      if (isAdmin(user)) return { allowed: true };
      return user
        ? { allowed: false, redirectTo: '/', returnAfterLogin: false }
        : { allowed: false, redirectTo: '/login', returnAfterLogin: true };
  }
}
