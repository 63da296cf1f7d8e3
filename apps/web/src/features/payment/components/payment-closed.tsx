import { Alert } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';
import { usePaymentTexts } from '../payment-messages';

/** Said instead of the payment form when the order is paid already or can no longer be paid. */
export function PaymentClosed({ message }: { message: string }) {
  const PAYMENT_TEXT = usePaymentTexts();
  return (
    <Alert
      className="payment-closed"
      type="info"
      showIcon
      title={message}
      description={PAYMENT_TEXT.page.closedHint}
      action={
        <ButtonLink to="/profile" type="primary">
          {PAYMENT_TEXT.common.viewOrders}
        </ButtonLink>
      }
    />
  );
}
