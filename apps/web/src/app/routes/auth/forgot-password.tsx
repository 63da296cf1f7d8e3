import { useLocation, useNavigate } from 'react-router-dom';
import { ForgotPasswordForm } from '@/features/auth';
import { emailFromState } from './navigation-state';

/** /forgotpassword, /ForgotPassword, /forgot-password: Send OTP, then /VerifyOtp with the e-mail. */
export function ForgotPasswordRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ForgotPasswordForm
      initialEmail={emailFromState(location.state) ?? undefined}
      onSent={(email) => navigate('/VerifyOtp', { state: { email } })}
    />
  );
}
