import { useLocation, useSearchParams } from 'react-router-dom';
import { cashOnDeliveryOrderFrom, PaymentSuccessPage } from '@/features/payment';
import { useOrderRefresh } from './use-order-refresh';

/**
 * /payment-success (logged-in only): where Khalti returns (?pidx=...&status=...; only the pidx is read)
 * and where cash on delivery goes on to.
 */
export function PaymentSuccessRoute() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const onOrderChanged = useOrderRefresh();
  return (
    <PaymentSuccessPage
      pidx={searchParams.get('pidx')?.trim() || null}
      cashOnDeliveryOrder={cashOnDeliveryOrderFrom(location.state)}
      onOrderChanged={onOrderChanged}
    />
  );
}
