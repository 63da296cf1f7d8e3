import { useNavigate } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { CartPage } from '@/features/cart';
import { returnStateFor, viewerRoleOf } from '../access';

/** /cart: the cart; a visitor who wants to check out logs in first and comes back to /checkout. */
export function CartRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  const toLogin = () => navigate('/login', { state: returnStateFor({ pathname: '/checkout' }) });
  return <CartPage viewer={viewerRoleOf(user)} onLoginRequired={toLogin} />;
}
