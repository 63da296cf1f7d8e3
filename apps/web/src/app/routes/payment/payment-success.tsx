import { useLocation, useSearchParams } from 'react-router-dom';
import { useCacheOrder } from '@/features/orders';
import { cashOnDeliveryOrderFrom, PaymentSuccessPage } from '@/features/payment';

/**
 * /payment-success (logged-in only): where Khalti returns (?pidx=...&status=...; only the pidx is read)
 * and where cash on delivery goes on to.
 */
export function PaymentSuccessRoute() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const onOrderChanged = useCacheOrder();
  return (
    <PaymentSuccessPage
      pidx={searchParams.get('pidx')?.trim() || null}
      cashOnDeliveryOrder={cashOnDeliveryOrderFrom(location.state)}
      onOrderChanged={onOrderChanged}
    />
  );
}
