import { useNavigate } from 'react-router-dom';
import { useSession } from '@/features/auth';
import {
  type CartItem,
  cartStore,
  lineProblemOf,
  lineProblemText,
  useCartItems,
  useRefreshCart,
} from '@/features/cart';
import { CheckoutPage, type CheckoutLine, type PlaceOrder } from '@/features/checkout';
import { placeOrderFailureOf, usePlaceOrder } from '@/features/orders';

function toCheckoutLine(item: CartItem): CheckoutLine {
  const problem = lineProblemOf(item);
  return {
    id: item.id,
    name: item.name,
    price: item.price,
    quantity: item.quantity,
    problem: problem ? lineProblemText(problem) : null,
  };
}

/**
 * /checkout (logged-in only): checkout over the cart, which is checked with the shop again on arrival.
 * A placed order empties the cart and goes on to /payment with the order; products the shop refused
 * are marked in the cart.
 */
export function CheckoutRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  const items = useCartItems();
  useRefreshCart();
  const { mutateAsync } = usePlaceOrder();

  const placeOrder: PlaceOrder = async (request) => {
    try {
      const order = await mutateAsync(request);
      cartStore.clear();
      navigate('/payment', { state: { order } });
      return { placed: true };
    } catch (error) {
      const failure = placeOrderFailureOf(error);
      cartStore.updateFromShop([
        ...failure.outOfStock.map(({ productId, available }) => ({
          id: productId,
          status: 'available' as const,
          stock: available,
        })),
        ...failure.discontinuedIds.map((id) => ({ id, status: 'gone' as const })),
      ]);
      return { placed: false, failure };
    }
  };

  return <CheckoutPage user={user} lines={items.map(toCheckoutLine)} onPlaceOrder={placeOrder} />;
}
