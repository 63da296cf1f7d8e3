import { LogoutButton, useSession } from '@/features/auth';
import { OrderHistory, useOrdersSummary } from '@/features/orders';
import { ProfileOverview } from '@/features/profile';

/** /profile (logged-in only): the profile with the customer's order history and its summary. */
export function ProfileRoute() {
  const { user } = useSession();
  const email = user?.email || null;
  const { summary, loading } = useOrdersSummary(email);
  if (!user) return null;
  return (
    <ProfileOverview
      user={user}
      logoutAction={<LogoutButton type="default" />}
      figures={summary}
      figuresLoading={loading}
      orderHistory={<OrderHistory email={email} />}
    />
  );
}
