import { useNavigate } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { CartPage } from '@/features/cart';
import { accountIdOf } from '@/shared/lib';
import { useFirstOrderOffer } from '@/shared/orders';
import { returnStateFor, viewerRoleOf } from '../access';

/** /cart: the cart; a visitor who wants to check out logs in first and comes back to /checkout. */
export function CartRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  const toLogin = () => navigate('/login', { state: returnStateFor({ pathname: '/checkout' }) });
  const viewer = viewerRoleOf(user);
  const offer = useFirstOrderOffer(viewer === 'customer' ? accountIdOf(user) : null);
  return <CartPage viewer={viewer} onLoginRequired={toLogin} offer={viewer === 'admin' ? null : offer} />;
}
