import { useNavigate } from 'react-router-dom';
import { SignupForm } from '@/features/auth';

/** /signup (visitor-only): a free address goes on to e-mail verification; Google sign-up logs in directly. */
export function SignupRoute() {
  const navigate = useNavigate();
  return (
    <SignupForm
      onContinue={(pending) => navigate('/verification-pending', { state: { ...pending, method: 'email' } })}
    />
  );
}
