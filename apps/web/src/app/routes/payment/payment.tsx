import { useLocation } from 'react-router-dom';
import { PaymentPage } from '@/features/payment';
import { useOrderRefresh } from './use-order-refresh';
import { useOrderToPay } from './use-order-to-pay';

/** /payment (logged-in only): pays the order checkout placed, or the customer's latest order. */
export function PaymentRoute() {
  const location = useLocation();
  const load = useOrderToPay(location.state);
  const onOrderChanged = useOrderRefresh();
  return <PaymentPage load={load} onOrderChanged={onOrderChanged} />;
}
