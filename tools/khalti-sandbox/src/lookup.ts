import type { JsonAnswer, SandboxContext } from './context';
import { requiredString } from './fields';
import type { PaymentStatus, SandboxPayment } from './store';

// Khalti's "Payment Status Code" table: a lookup of an expired or canceled payment answers 400 (same body).
const FAILED_STATUSES: readonly PaymentStatus[] = ['Expired', 'User canceled'];

/** `POST epayment/lookup/`: the state of a payment by `pidx`. */
export function lookup(context: SandboxContext, data: unknown): JsonAnswer {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const pidx = requiredString(fields.pidx);
  if (!pidx.ok) return { status: 400, body: { pidx: pidx.error, error_key: 'validation_error' } };
  const payment = context.store.get(pidx.value);
  if (!payment) return { status: 400, body: { detail: 'Not found.', error_key: 'validation_error' } };
  return { status: FAILED_STATUSES.includes(payment.status) ? 400 : 200, body: lookupBody(payment) };
}

/** The lookup body Khalti documents. */
function lookupBody(payment: SandboxPayment): Record<string, unknown> {
  return {
    pidx: payment.pidx,
    total_amount: payment.totalAmount,
    status: payment.status,
    transaction_id: payment.transactionId,
    fee: payment.fee,
    refunded: payment.refunded,
  };
}
