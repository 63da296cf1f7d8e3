import { useLocation, useNavigate } from 'react-router-dom';
import { VerifyEmail } from '@/features/auth';
import { pendingSignupFromState } from './navigation-state';

/**
 * /verification-pending (visitor-only): Verify Your Email. The Signup Successful dialog's Login button
 * stores the new session; the guard then replaces this history entry (which holds the password) with /.
 */
export function VerificationPendingRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <VerifyEmail
      pending={pendingSignupFromState(location.state)}
      onBackToSignup={() => navigate('/signup', { replace: true })}
    />
  );
}
