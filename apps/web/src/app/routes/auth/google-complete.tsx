import { useNavigate } from 'react-router-dom';
import { GoogleComplete } from '@/features/auth';
import { landingPathFor } from '../../access';

/** /auth/google/complete: where the server's Google redirect flow returns; lands like a login. */
export function GoogleCompleteRoute() {
  const navigate = useNavigate();
  return (
    <GoogleComplete
      onLoggedIn={(user) => navigate(landingPathFor(user), { replace: true })}
      onFailed={() => navigate('/login?google=failed', { replace: true })}
    />
  );
}
