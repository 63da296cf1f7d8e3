import { useLocation, useNavigate } from 'react-router-dom';
import { VerifyOtpForm } from '@/features/auth';
import { emailFromState } from './navigation-state';

/** /VerifyOtp: the reset code, then /ResetPassword with the e-mail. */
export function VerifyOtpRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <VerifyOtpForm
      email={emailFromState(location.state)}
      onVerified={(email) => navigate('/ResetPassword', { state: { email } })}
      onStartOver={() => navigate('/forgotpassword')}
    />
  );
}
