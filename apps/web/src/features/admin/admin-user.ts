import type { AccountIdentity } from '@/shared/lib';

/** The logged-in admin, as the shell shows it. */
export interface AdminUser extends AccountIdentity {
  email?: string;
}

/** An admin without a name is greeted as Admin. */
export const ADMIN_NAME_FALLBACK = 'Admin';
