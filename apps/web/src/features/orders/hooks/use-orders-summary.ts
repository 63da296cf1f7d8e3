import { summarizeOrders, type OrdersSummary } from '../utils/order-display';
import { useUserOrders } from '../api/get-user-orders';

export interface OrdersSummaryState {
  /** Null until the orders are loaded (or when they could not be). */
  summary: OrdersSummary | null;
  loading: boolean;
}

/** The Account Summary's figures from the customer's order history. */
export function useOrdersSummary(email: string | null): OrdersSummaryState {
  const orders = useUserOrders(email);
  return {
    summary: orders.data ? summarizeOrders(orders.data) : null,
    loading: Boolean(email) && orders.isPending,
  };
}
