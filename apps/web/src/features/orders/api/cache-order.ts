import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Order } from './order-types';
import { ordersKeys } from './orders-keys';

/** Takes in an order the server just answered with: cached as it is now; the history and the latest order are fetched again. */
export function cacheOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(ordersKeys.detail(order.id), order);
  // Not awaited: the customer moves on while the lists catch up.
  void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: ordersKeys.latest() });
}

/** `cacheOrder` for screens that got an order back elsewhere (payment: cash on delivery chosen, a payment verified). */
export function useCacheOrder(): (order: Order) => void {
  const queryClient = useQueryClient();
  return useCallback((order: Order) => cacheOrder(queryClient, order), [queryClient]);
}
