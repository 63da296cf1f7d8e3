import { Alert } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';
import { PAYMENT_TEXT } from '../payment-messages';

/** Said instead of the payment form when the order is paid already or can no longer be paid. */
export function PaymentClosed({ message }: { message: string }) {
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
