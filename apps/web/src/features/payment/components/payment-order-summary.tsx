import { digitsFor } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n';
import { discountOfOrder, OrderSummaryCard, orderReference } from '@/shared/orders';
import type { PaymentOrder } from '../api/payment-types';
import { usePaymentTexts } from '../payment-messages';

/** The order being paid, as the server priced it: its lines, subtotal, first-order discount, shipping Free, the total, and where it goes. */
export function PaymentOrderSummary({ order }: { order: PaymentOrder }) {
  const PAYMENT_TEXT = usePaymentTexts();
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { customer } = order;
  return (
    <OrderSummaryCard
      block="payment-summary"
      subtitle={t('order.reference', { reference: orderReference(order.id) })}
      lines={order.items.map((item) => ({
        key: item.productId,
        label: t('order.line', { quantity: digitsFor(String(item.quantity), language), name: item.name }),
        amount: item.lineTotal,
      }))}
      subtotal={order.subtotal}
      discount={discountOfOrder(order)}
      total={order.total}
    >
      <section className="payment-summary__delivery" aria-labelledby="payment-delivery-title">
        <h3 className="payment-summary__subtitle" id="payment-delivery-title">
          {PAYMENT_TEXT.page.deliverTo}
        </h3>
        <p>{customer.name}</p>
        <p>{customer.phoneNumber}</p>
        <p>
          {customer.colony}, {customer.city}
        </p>
      </section>
    </OrderSummaryCard>
  );
}
