import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTimeout } from '@/shared/hooks';
import { ButtonLink } from '@/shared/ui/button-link';
import { usePaymentTexts } from '../payment-messages';
import { PaymentOutcome } from './payment-outcome';

/** Redirect home after 3 s when there is no order info (services spec, sections 2 and 9). */
export const NO_ORDER_REDIRECT_MS = 3000;

/** /payment-success opened without a payment to verify or an order to confirm: home after 3 s. */
export function NoOrderRedirect() {
  const PAYMENT_TEXT = usePaymentTexts();
  const navigate = useNavigate();
  const schedule = useTimeout();

  useEffect(() => {
    schedule(() => navigate('/', { replace: true }), NO_ORDER_REDIRECT_MS);
  }, [schedule, navigate]);

  return (
    <PaymentOutcome
      status="info"
      title={PAYMENT_TEXT.success.noOrderTitle}
      subTitle={PAYMENT_TEXT.success.noOrder}
      extra={
        <ButtonLink to="/" type="primary">
          {PAYMENT_TEXT.success.goHome}
        </ButtonLink>
      }
    />
  );
}
