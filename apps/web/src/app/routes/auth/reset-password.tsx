import { useLocation, useNavigate } from 'react-router-dom';
import { ResetPasswordForm } from '@/features/auth';
import { emailFromState } from './navigation-state';

/** /ResetPassword: the new password, then /login. */
export function ResetPasswordRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      email={emailFromState(location.state)}
      onDone={() => navigate('/login', { replace: true })}
      onStartOver={() => navigate('/forgotpassword')}
    />
  );
}
