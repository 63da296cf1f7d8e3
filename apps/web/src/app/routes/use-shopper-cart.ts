import { useSession } from '@/features/auth';
import { useAddToCart } from '@/features/cart';
import { viewerRoleOf } from '../access';

/** Add to Cart for visitors and customers; undefined for an admin, who has no cart (the lists hide it). */
export function useShopperAddToCart(): ReturnType<typeof useAddToCart> | undefined {
  const { user } = useSession();
  const addToCart = useAddToCart();
  return viewerRoleOf(user) === 'admin' ? undefined : addToCart;
}
