import { useNavigate } from 'react-router-dom';
import { isAdmin, useSession } from '@/features/auth';
import { CartPage } from '@/features/cart';
import type { ReturnState } from '../access';

/** /cart: the cart; a visitor who wants to check out logs in first and comes back to /checkout. */
export function CartRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  const viewer = !user ? 'visitor' : isAdmin(user) ? 'admin' : 'customer';

  const toLogin = () => {
    const state: ReturnState = { from: { pathname: '/checkout', search: '', hash: '' } };
    navigate('/login', { state });
  };

  return <CartPage viewer={viewer} onLoginRequired={toLogin} />;
}
