import { ReloadOutlined, WalletOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMoney } from '@/shared/i18n';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageSpinner } from '@/shared/ui/page-spinner';
import '@/shared/ui/summary-page.css';
import { useConfirmCashOnDelivery } from '../api/confirm-cash-on-delivery';
import { useInitiatePayment } from '../api/initiate-payment';
import type { PaymentMethod, PaymentOrder } from '../api/payment-types';
import { usePaymentTexts } from '../payment-messages';
import { leaveForKhalti } from '../utils/leave-for-khalti';
import type { CashOnDeliveryState } from '../utils/navigation-state';
import { cashOnDeliveryFailureOf, initiateFailureOf, type PaymentFailure } from '../utils/payment-errors';
import { payabilityOf } from '../utils/payment-order';
import { PaymentClosed } from './payment-closed';
import { PaymentMethodChoice } from './payment-method-choice';
import { PaymentOrderSummary } from './payment-order-summary';
import './payment.css';

/** Where the order to pay stands: still loading, found, not found anywhere, or failed to load. */
export type PaymentOrderLoad =
  | { status: 'loading' }
  | { status: 'ready'; order: PaymentOrder }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

export interface PaymentPageProps {
  load: PaymentOrderLoad;
  /** Called with the order as the server now has it (cash on delivery chosen), so other views catch up. */
  onOrderChanged?: (order: PaymentOrder) => void;
}

/**
 * /payment: the order summary, Khalti (default) or cash on delivery, and one button to pay. Khalti
 * leaves for Khalti's page; cash on delivery goes on to /payment-success with the order.
 */
export function PaymentPage({ load, onOrderChanged }: PaymentPageProps) {
  const PAYMENT_TEXT = usePaymentTexts();
  const TEXT = PAYMENT_TEXT.page;
  return (
    <div className="summary-page page-container">
      <h1 className="section-title">{TEXT.title}</h1>
      {load.status === 'loading' && <PageSpinner label={TEXT.loadingOrder} />}
      {load.status === 'missing' && (
        <Alert
          type="error"
          showIcon
          title={TEXT.missingOrder}
          action={<ButtonLink to="/profile">{PAYMENT_TEXT.common.viewOrders}</ButtonLink>}
        />
      )}
      {load.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={TEXT.loadFailed}
          action={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={load.retry}>
              {PAYMENT_TEXT.common.tryAgain}
            </Button>
          }
        />
      )}
      {load.status === 'ready' && <PaymentForm order={load.order} onOrderChanged={onOrderChanged} />}
    </div>
  );
}

interface PaymentFormProps {
  order: PaymentOrder;
  onOrderChanged?: (order: PaymentOrder) => void;
}

function PaymentForm({ order, onOrderChanged }: PaymentFormProps) {
  const PAYMENT_TEXT = usePaymentTexts();
  const TEXT = PAYMENT_TEXT.page;
  const money = useMoney();
  const navigate = useNavigate();
  const initiate = useInitiatePayment();
  const cashOnDelivery = useConfirmCashOnDelivery();
  const [method, setMethod] = useState<PaymentMethod>('khalti');
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = initiate.isPending || cashOnDelivery.isPending || leaving;

  useEffect(() => {
    // Back from Khalti's page, the browser may restore this page as it was left: busy, redirecting.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const payability = payabilityOf(order);
  if (payability !== 'payable') {
    return (
      <div className="summary-page__layout">
        <PaymentClosed message={payability === 'paid' ? TEXT.alreadyPaid : TEXT.notPayable} />
        <PaymentOrderSummary order={order} />
      </div>
    );
  }

  const payWithKhalti = async () => {
    try {
      const { payment_url } = await initiate.mutateAsync(order.id);
      setLeaving(true);
      leaveForKhalti(payment_url);
    } catch (error) {
      setFailure(initiateFailureOf(error, PAYMENT_TEXT));
    }
  };

  const payOnDelivery = async () => {
    try {
      const updated = await cashOnDelivery.mutateAsync(order.id);
      onOrderChanged?.(updated);
      const state: CashOnDeliveryState = { order: updated, method: 'cod' };
      navigate('/payment-success', { state });
    } catch (error) {
      setFailure(cashOnDeliveryFailureOf(error, PAYMENT_TEXT));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    void (method === 'khalti' ? payWithKhalti() : payOnDelivery());
  };

  return (
    <div className="summary-page__layout">
      <section className="payment-panel summary-page__panel" aria-labelledby="payment-method-title">
        <p className="payment-panel__lead">{TEXT.lead}</p>
        <h2 className="payment-panel__title" id="payment-method-title">
          {TEXT.methodTitle}
        </h2>
        <form onSubmit={submit} noValidate aria-busy={busy}>
          <PaymentMethodChoice
            value={method}
            disabled={busy}
            onChange={(next) => {
              setMethod(next);
              setFailure(null);
            }}
          />
          {failure &&
            (failure.closed ? (
              <PaymentClosed message={failure.message} />
            ) : (
              <Alert className="payment-panel__alert" type="error" showIcon title={failure.message} />
            ))}
          <Button
            className="payment-panel__pay"
            type="primary"
            size="large"
            htmlType="submit"
            block
            icon={<WalletOutlined aria-hidden />}
            loading={busy}
          >
            {leaving
              ? TEXT.redirecting
              : method === 'khalti'
                ? TEXT.payWithKhalti(money(order.total))
                : TEXT.confirmCashOnDelivery}
          </Button>
        </form>
      </section>
      <PaymentOrderSummary order={order} />
    </div>
  );
}
