import { lazy, Suspense } from 'react';
import { LogoutButton, useSession } from '@/features/auth';
import { OrderHistory, useOrdersSummary } from '@/features/orders';
import { ProfileOverview, useProfileTexts } from '@/features/profile';
import { PageSpinner } from '@/shared/ui/page-spinner';

// Loaded when its tab is first opened: most visits to the profile are about orders.
const VaccinationBookings = lazy(() =>
  import('@/features/vaccination').then((module) => ({ default: module.VaccinationBookings })),
);

/** /profile (logged-in only): the profile with the order history and its summary, and vaccination bookings. */
export function ProfileRoute() {
  const { user } = useSession();
  const TEXT = useProfileTexts();
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
      vaccinationBookings={
        <Suspense fallback={<PageSpinner label={TEXT.overview.loadingBookings} />}>
          <VaccinationBookings email={email} />
        </Suspense>
      }
    />
  );
}
