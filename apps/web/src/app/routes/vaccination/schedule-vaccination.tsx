import { useNavigate } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { ScheduleVaccinationPage, useVaccinationTexts } from '@/features/vaccination';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useCatalogueSession } from '../catalogue/use-catalogue-session';

/**
 * /ScheduleVaccination and /book-vaccination: the Schedule Vaccination dialog for the logged-in customer,
 * prefilled from the profile; a visitor logs in first and comes back; closing goes to the vaccines.
 */
export function ScheduleVaccinationRoute() {
  const { messages } = useVaccinationTexts();
  const { user, initialized } = useSession();
  const { requestLogin } = useCatalogueSession();
  const navigate = useNavigate();
  // A stored session may still be refreshing: a customer must not be taken for a visitor meanwhile.
  if (!initialized) return <PageSpinner label={messages.checkingSession} />;
  return (
    <ScheduleVaccinationPage
      account={user}
      onLoginRequired={requestLogin}
      onClose={() => navigate('/vaccination')}
    />
  );
}
