import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Order, ordersKeys } from '@/features/orders';

/**
 * Takes in an order as the payment screens got it back from the server (cash on delivery chosen, a
 * payment verified): the order is cached as it is now, and the history and latest order are fetched again.
 */
export function useOrderRefresh(): (order: Order) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (order: Order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.latest() });
    },
    [queryClient],
  );
}
