import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageSpinner } from '@/shared/ui/page-spinner';
import type { PaymentOrder } from '../api/payment-types';
import { useVerifyPayment } from '../api/verify-payment';
import { usePaymentTexts } from '../payment-messages';
import type { PaymentPageState } from '../utils/navigation-state';
import { verificationFailureOf } from '../utils/payment-errors';
import { rupeesOf } from '../utils/payment-order';
import { PaymentOutcome } from './payment-outcome';
import { PaymentConfirmation } from './payment-confirmation';

export interface KhaltiVerificationProps {
  pidx: string;
  onOrderChanged?: (order: PaymentOrder) => void;
}

/**
 * Back from Khalti: asks the server to verify the payment (only the pidx is sent) and shows what it
 * found: paid, still processing (Check Again), canceled or expired (Try Again), refunded, or a failure.
 */
export function KhaltiVerification({ pidx, onOrderChanged }: KhaltiVerificationProps) {
  const PAYMENT_TEXT = usePaymentTexts();
  const TEXT = PAYMENT_TEXT.success;
  const navigate = useNavigate();
  const verification = useVerifyPayment(pidx);
  const verified = verification.data;

  useEffect(() => {
    if (verified) onOrderChanged?.(verified.orderDetails);
  }, [verified, onOrderChanged]);

  const payAgain = (order?: PaymentOrder) => {
    // Without a verified order /payment finds the customer's latest one; the return address's own
    // purchase_order_id is not trusted for that.
    const state: PaymentPageState = order ? { order } : {};
    navigate('/payment', { state });
  };
  const tryAgain = (order?: PaymentOrder) => (
    <Button key="again" type="primary" onClick={() => payAgain(order)}>
      {PAYMENT_TEXT.common.tryAgain}
    </Button>
  );
  const checkAgain = (
    <Button
      key="check"
      icon={<ReloadOutlined aria-hidden />}
      loading={verification.isFetching}
      onClick={() => void verification.refetch()}
    >
      {TEXT.checkAgain}
    </Button>
  );
  const viewOrders = (
    <ButtonLink key="orders" to="/profile">
      {PAYMENT_TEXT.common.viewOrders}
    </ButtonLink>
  );

  if (verification.isPending) return <PageSpinner label={TEXT.verifying} />;

  if (verification.isError) {
    const failure = verificationFailureOf(verification.error, PAYMENT_TEXT);
    return (
      <PaymentOutcome
        key="failed"
        status="error"
        title={failure.title}
        subTitle={failure.detail}
        extra={failure.transient ? [checkAgain, tryAgain(), viewOrders] : [tryAgain(), viewOrders]}
      />
    );
  }

  const { status, message, orderDetails, data } = verification.data;
  switch (status) {
    case 'paid':
    case 'already-paid':
      return (
        <PaymentConfirmation
          method="khalti"
          order={orderDetails}
          amount={rupeesOf(data.total_amount)}
          transactionId={data.transaction_id}
        />
      );
    case 'pending':
      return (
        <PaymentOutcome
          key="pending"
          status="info"
          title={TEXT.pendingTitle}
          subTitle={PAYMENT_TEXT.statusMessage('pending', message)}
          extra={[checkAgain, viewOrders]}
        />
      );
    case 'canceled':
    case 'expired':
      return (
        <PaymentOutcome
          key={status}
          status="warning"
          title={status === 'canceled' ? TEXT.canceledTitle : TEXT.expiredTitle}
          subTitle={PAYMENT_TEXT.statusMessage(status, message)}
          extra={[tryAgain(orderDetails), viewOrders]}
        />
      );
    case 'refunded':
      return (
        <PaymentOutcome
          key="refunded"
          status="info"
          title={TEXT.refundedTitle}
          subTitle={PAYMENT_TEXT.statusMessage('refunded', message)}
          extra={[viewOrders]}
        />
      );
  }
}
