import { useLocation } from 'react-router-dom';
import { useCacheOrder } from '@/features/orders';
import { PaymentPage } from '@/features/payment';
import { useOrderToPay } from './use-order-to-pay';

/** /payment (logged-in only): pays the order checkout placed, or the customer's latest order. */
export function PaymentRoute() {
  const location = useLocation();
  const load = useOrderToPay(location.state);
  const onOrderChanged = useCacheOrder();
  return <PaymentPage load={load} onOrderChanged={onOrderChanged} />;
}
