import { useSearchParams } from 'react-router-dom';
import { LoginForm } from '@/features/auth';

/**
 * /login (visitor-only). After a successful login the guard sends the user on: admin to /admin,
 * others to the page they came from or /.
 */
export function LoginRoute() {
  const [params] = useSearchParams();
  return <LoginForm googleFailed={params.get('google') === 'failed'} />;
}
