import { useQueryClient } from '@tanstack/react-query';

import { useNavigate } from 'react-router-dom';
import { sessionStore, useSession } from '@/features/auth';
import {
  type CartItem,
  type CartTexts,
  cartStore,
  lineProblemOf,
  lineProblemText,
  useCartItems,
  useCartTexts,
  useRefreshCart,
} from '@/features/cart';
import {
  CheckoutPage,
  type CheckoutLine,
  type CheckoutOrderRequest,
  type PlaceOrder,
  useCheckoutTexts,
} from '@/features/checkout';
import { placeOrderFailureOf, usePlaceOrder } from '@/features/orders';
import { saveDeliveryDetails } from '@/features/profile';
import { accountIdOf } from '@/shared/lib';
import { firstOrderOfferKeys, useFirstOrderOffer } from '@/shared/orders';
import { useFeedback } from '@/shared/ui/feedback';

function toCheckoutLine(item: CartItem, texts: CartTexts): CheckoutLine {
  const problem = lineProblemOf(item);
  return {
    id: item.id,
    name: item.name,
    price: item.price,
    quantity: item.quantity,
    problem: problem ? lineProblemText(problem, texts) : null,
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
  const cartTexts = useCartTexts();
  const texts = useCheckoutTexts();
  useRefreshCart();
  const { mutateAsync } = usePlaceOrder();
  const queryClient = useQueryClient();
  const { notification } = useFeedback();
  const userId = accountIdOf(user);
  const offer = useFirstOrderOffer(userId);

  /** Keeps what was typed on the account; the order is placed either way, so a refusal only warns. */
  const saveDetails = (request: CheckoutOrderRequest) => {
    if (!userId) return;
    const { phoneNumber, city, colony } = request.customer;
    saveDeliveryDetails({ id: userId, phoneNumber, city, colony })
      .then((saved) => sessionStore.updateUser(saved))
      .catch(() => notification.warning({ title: texts.saveFailedTitle, description: texts.saveFailed }));
  };

  const placeOrder: PlaceOrder = async (request, options) => {
    try {
      const order = await mutateAsync(request);
      if (options.saveDetails) saveDetails(request);
      void queryClient.invalidateQueries({ queryKey: firstOrderOfferKeys.all });
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

  return (
    <CheckoutPage
      user={user}
      lines={items.map((item) => toCheckoutLine(item, cartTexts))}
      onPlaceOrder={placeOrder}
      offer={offer}
    />
  );
}
