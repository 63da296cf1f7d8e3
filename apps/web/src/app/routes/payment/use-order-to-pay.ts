import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getLatestOrderQueryOptions, getOrderQueryOptions } from '@/features/orders';
import { orderToPayFrom, type PaymentOrderLoad } from '@/features/payment';
import { ApiError } from '@/shared/api';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
// An order that is not there (or not the customer's) will not turn up on a second try.
const retryOnce = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

/**
 * The order /payment is for, always as the server has it now: the navigation state's order (shown at
 * once, then fetched again, since it may be stale after a reload) or order id, else the customer's
 * latest order. Missing when the server has none of them.
 */
export function useOrderToPay(state: unknown): PaymentOrderLoad {
  const { order: given, orderId } = orderToPayFrom(state);
  const byId = useQuery({
    ...getOrderQueryOptions(orderId ?? ''),
    enabled: orderId !== null,
    staleTime: 0,
    retry: retryOnce,
    placeholderData: given ?? undefined,
  });
  const latest = useQuery({
    ...getLatestOrderQueryOptions(),
    enabled: orderId === null,
    staleTime: 0,
    retry: retryOnce,
  });
  const query = orderId === null ? latest : byId;
  const { refetch } = query;

  useEffect(() => {
    // Back from Khalti the browser may restore this page as it was left: ask where the order stands now.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [refetch]);

  if (query.data) return { status: 'ready', order: query.data };
  if (query.isPending) return { status: 'loading' };
  if (isNotFound(query.error)) return { status: 'missing' };
  // No answer: the order checkout handed over is better than nothing; the server checks it when paying.
  if (given) return { status: 'ready', order: given };
  return { status: 'failed', retry: () => void refetch() };
}
