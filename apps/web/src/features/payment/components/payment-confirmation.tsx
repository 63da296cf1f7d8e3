import { digitsFor } from '@kukur/contracts';
import { useLanguage, useMoney } from '@/shared/i18n';
import { ButtonLink } from '@/shared/ui/button-link';
import type { PaymentOrder } from '../api/payment-types';
import { usePaymentTexts } from '../payment-messages';
import { orderNumber } from '../utils/payment-order';
import { PaymentOutcome } from './payment-outcome';

export type PaymentConfirmationProps =
  | { method: 'khalti'; order: PaymentOrder; amount: number; transactionId: string | null }
  | { method: 'cod'; order: PaymentOrder };

/** The confirmation: order id, amount, method (with Khalti's transaction id), and the delivery estimate. */
export function PaymentConfirmation(props: PaymentConfirmationProps) {
  const PAYMENT_TEXT = usePaymentTexts();
  const TEXT = PAYMENT_TEXT.success;
  const money = useMoney();
  const language = useLanguage();
  const { order } = props;
  const khalti = props.method === 'khalti';
  const rows: [string, string][] = [
    [TEXT.orderId, `#${digitsFor(orderNumber(order.id), language)}`],
    [khalti ? TEXT.amount : TEXT.amountDue, money(khalti ? props.amount : order.total)],
    [TEXT.method, khalti ? PAYMENT_TEXT.common.khalti : PAYMENT_TEXT.common.cashOnDelivery],
    ...(khalti && props.transactionId ? [[TEXT.transactionId, props.transactionId] as [string, string]] : []),
    [TEXT.paymentStatus, khalti ? TEXT.paid : TEXT.payOnDelivery],
  ];
  return (
    <PaymentOutcome
      status="success"
      title={khalti ? TEXT.paidTitle : TEXT.codTitle}
      subTitle={khalti ? TEXT.paidLead : TEXT.codLead}
      extra={[
        <ButtonLink key="orders" to="/profile" type="primary">
          {PAYMENT_TEXT.common.viewOrders}
        </ButtonLink>,
        <ButtonLink key="shop" to="/shop">
          {PAYMENT_TEXT.common.continueShopping}
        </ButtonLink>,
      ]}
    >
      <dl className="payment-details" aria-label={TEXT.detailsLabel}>
        {rows.map(([term, value]) => (
          <div key={term} className="payment-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="payment-details__delivery">{TEXT.delivery}</p>
    </PaymentOutcome>
  );
}
