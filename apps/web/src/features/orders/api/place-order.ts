import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/shared/api';
import type { Order, PlaceOrderInput } from './order-types';
import { PlaceOrderError } from './place-order-error';
import { ordersKeys } from './orders-keys';

/**
 * POST /api/orders (logged in): places the order; the server prices it and reserves the stock. Only a
 * 200 or 201 with the order counts as placed; anything else throws a PlaceOrderError.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<Order> {
  const { orderNotes, ...customer } = input.customer;
  const { data, error, response } = await apiClient.POST('/api/orders', {
    body: { ...input, customer: { ...customer, ...(orderNotes ? { orderNotes } : {}) } },
  });
  if (error !== undefined || !data || (response.status !== 200 && response.status !== 201)) {
    throw new PlaceOrderError(response.status, error);
  }
  return data;
}

/** Places an order; the new order is cached and every order list is fetched again. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      // Not awaited: the customer moves on to payment while the lists catch up.
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.latest() });
    },
  });
}
