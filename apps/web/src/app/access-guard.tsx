import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { type AccessRule, decideAccess, returnStateFor } from './access';

export interface AccessGuardProps {
  rule: AccessRule;
}

/** A layout route that shows its child routes only to those the rule allows; waits for the session first. */
export function AccessGuard({ rule }: AccessGuardProps) {
  const { user, initialized } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useTranslation('common');

  if (!initialized) return <PageSpinner label={t('checkingSession')} />;

  const decision = decideAccess(rule, user, location.state);
  if (decision.allowed) return <Outlet />;
  // The page is being left already (logout goes to /home first, then ends the session): let that finish
  // instead of sending the user to /login.
  if (navigation.state !== 'idle') return null;

  const state = decision.returnAfterLogin ? returnStateFor(location) : undefined;
  return <Navigate to={decision.redirectTo} replace state={state} />;
}
