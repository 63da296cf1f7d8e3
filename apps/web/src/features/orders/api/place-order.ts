import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/shared/api';
import { cacheOrder } from './cache-order';
import type { Order, PlaceOrderInput } from './order-types';
import { PlaceOrderError } from './place-order-error';

/**
 * POST /api/orders (logged in): places the order; the server prices it and reserves the stock. Only a
 * 200 or 201 with the order counts as placed; anything else throws a PlaceOrderError.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<Order> {
  const { data, error, response } = await apiClient.POST('/api/orders', { body: input });
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
    onSuccess: (order) => cacheOrder(queryClient, order),
  });
}
