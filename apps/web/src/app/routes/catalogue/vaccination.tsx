import { lazy, Suspense } from 'react';
import { useSession } from '@/features/auth';
import { VaccinationPage } from '@/features/catalogue';
import { useCatalogueSession } from './use-catalogue-session';

// The dialog brings the date picker along: the list shows without waiting for it.
const ScheduleVaccinationButton = lazy(() =>
  import('@/features/vaccination').then((module) => ({ default: module.ScheduleVaccinationButton })),
);

/** /vaccination: the vaccine catalogue, with the Schedule Vaccination dialog in its hero. */
export function VaccinationRoute() {
  const { user } = useSession();
  const { requestLogin } = useCatalogueSession();
  return (
    <VaccinationPage
      scheduleAction={
        <Suspense fallback={null}>
          <ScheduleVaccinationButton account={user} onLoginRequired={requestLogin} />
        </Suspense>
      }
    />
  );
}
