import {
  expectedDiscount,
  type FirstOrderOffer,
  OrderSummaryCard,
  subtotalOf,
  totalAfter,
} from '@/shared/orders';
import { useCheckoutTexts } from '../checkout-messages';
import type { CheckoutLine } from '../checkout-types';

/**
 * The lines (each with what stands in its way), the subtotal, the first-order discount when the server
 * says the customer's next order gets it, shipping Free and the total.
 */
export function OrderSummary({
  lines,
  offer,
}: {
  lines: readonly CheckoutLine[];
  offer: FirstOrderOffer | null;
}) {
  const TEXT = useCheckoutTexts();
  const subtotal = subtotalOf(lines);
  const discount = expectedDiscount(subtotal, offer);
  return (
    <OrderSummaryCard
      block="checkout-summary"
      lines={lines.map((line) => ({
        key: line.id,
        label: (
          <>
            {TEXT.line(line.quantity, line.name)}
            {line.problem && <strong className="checkout-summary__problem"> ({line.problem})</strong>}
          </>
        ),
        amount: line.price * line.quantity,
      }))}
      empty={<p className="checkout-summary__empty">{TEXT.noItems}</p>}
      subtotal={subtotal}
      discount={discount}
      total={totalAfter(subtotal, discount)}
    />
  );
}
