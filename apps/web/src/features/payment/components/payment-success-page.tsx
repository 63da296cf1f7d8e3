import type { PaymentOrder } from '../api/payment-types';
import { KhaltiVerification } from './khalti-verification';
import { NoOrderRedirect } from './no-order-redirect';
import { PaymentConfirmation } from './payment-confirmation';
import './payment.css';

export interface PaymentSuccessPageProps {
  /** Khalti's pidx from the return address; the only value of it that is used. */
  pidx: string | null;
  /** The order cash on delivery was chosen for, from the navigation state. */
  cashOnDeliveryOrder: PaymentOrder | null;
  /** Called with the order as the server now has it (verified), so other views catch up. */
  onOrderChanged?: (order: PaymentOrder) => void;
}

/**
 * /payment-success: verifies a Khalti payment (pidx in the address), or confirms cash on delivery (the
 * order in the navigation state), or, with neither, goes home after 3 s.
 */
export function PaymentSuccessPage({ pidx, cashOnDeliveryOrder, onOrderChanged }: PaymentSuccessPageProps) {
  return (
    <div className="payment-success page-container">
      {pidx ? (
        <KhaltiVerification key={pidx} pidx={pidx} onOrderChanged={onOrderChanged} />
      ) : cashOnDeliveryOrder ? (
        <PaymentConfirmation method="cod" order={cashOnDeliveryOrder} />
      ) : (
        <NoOrderRedirect />
      )}
    </div>
  );
}
