import { LogoutButton, useSession } from '@/features/auth';
import { ProfileOverview } from '@/features/profile';

/**
 * /profile (logged-in only). Orders and bookings arrive with their own issues; until then the summary
 * counts what exists: nothing.
 */
export function ProfileRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <ProfileOverview
      user={user}
      logoutAction={<LogoutButton type="default" />}
      totalOrders={0}
      totalSpent={0}
    />
  );
}
