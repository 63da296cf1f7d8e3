/** The logged-in admin, as the shell shows it. */
export interface AdminUser {
  name?: string;
  displayName?: string;
  email?: string;
}

export function adminNameOf(user: AdminUser | null, fallback = 'Admin'): string {
  return user?.name || user?.displayName || fallback;
}
