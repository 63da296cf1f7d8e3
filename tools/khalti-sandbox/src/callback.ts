import type { SandboxPayment } from './store';

/** A Khalti ID as the callback shows it: "98XXXXX904". */
export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return mobile.length > 5
    ? `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 5)}${mobile.slice(-3)}`
    : mobile;
}

/**
 * Where Khalti sends the browser after the payment page: the merchant's `return_url` with the documented
 * query parameters, in the documented order (a canceled payment has no txnId and empty ids and mobile).
 */
export function callbackUrl(payment: SandboxPayment): string {
  const amount = String(payment.amount);
  const params: Array<[string, string]> =
    payment.status === 'User canceled'
      ? [
          ['pidx', payment.pidx],
          ['transaction_id', ''],
          ['tidx', ''],
          ['amount', amount],
          ['total_amount', amount],
          ['mobile', ''],
          ['status', payment.status],
          ['purchase_order_id', payment.purchaseOrderId],
          ['purchase_order_name', payment.purchaseOrderName],
        ]
      : [
          ['pidx', payment.pidx],
          ['txnId', payment.transactionId ?? ''],
          ['amount', amount],
          ['total_amount', amount],
          ['status', payment.status],
          ['mobile', maskMobile(payment.mobile)],
          ['tidx', payment.transactionId ?? ''],
          ['purchase_order_id', payment.purchaseOrderId],
          ['purchase_order_name', payment.purchaseOrderName],
          ['transaction_id', payment.transactionId ?? ''],
        ];
  // encodeURIComponent, not URLSearchParams: "User canceled" travels as %20, which every parser reads as a space.
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  const url = new URL(payment.returnUrl);
  url.search = url.search ? `${url.search.slice(1)}&${query}` : query;
  return url.toString();
}
