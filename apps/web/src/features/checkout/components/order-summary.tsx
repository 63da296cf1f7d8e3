import { ORDER_TEXT, OrderSummaryCard, subtotalOf } from '@/shared/orders';
import { CHECKOUT_MESSAGES as TEXT } from '../checkout-messages';
import type { CheckoutLine } from '../checkout-types';

/** The lines (each with what stands in its way), the subtotal, shipping Free and the total, which is the subtotal. */
export function OrderSummary({ lines }: { lines: readonly CheckoutLine[] }) {
  const subtotal = subtotalOf(lines);
  return (
    <OrderSummaryCard
      block="checkout-summary"
      lines={lines.map((line) => ({
        key: line.id,
        label: (
          <>
            {ORDER_TEXT.line(line.quantity, line.name)}
            {line.problem && <strong className="checkout-summary__problem"> ({line.problem})</strong>}
          </>
        ),
        amount: line.price * line.quantity,
      }))}
      empty={<p className="checkout-summary__empty">{TEXT.noItems}</p>}
      subtotal={subtotal}
      total={subtotal}
    />
  );
}
