import type { JsonAnswer, SandboxContext } from './context';
import { RefundRefusal } from './store';

const INTEGER = 'A valid integer is required.';

/**
 * `POST merchant-transaction/{transaction_id}/refund/` (https://docs.khalti.com/api/refund/): no body refunds
 * all of it, `amount` (paisa) part of it; `mobile` (a bank payment's Khalti account) is accepted. Answers
 * `{"detail": "Transaction refund successful."}`; refusals are 400 (already refunded, amount too large, not
 * refundable) and 404 `{"detail": "Not found."}` for an unknown transaction.
 */
export function refund(context: SandboxContext, data: unknown, transactionId: string): JsonAnswer {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  let amount: number | undefined;
  if (fields.amount !== undefined && fields.amount !== null && fields.amount !== '') {
    const value = typeof fields.amount === 'string' ? Number(fields.amount) : fields.amount;
    if (!Number.isSafeInteger(value)) return refusal(400, 'amount', INTEGER);
    if ((value as number) < 1)
      return refusal(400, 'amount', 'Ensure this value is greater than or equal to 1.');
    amount = value as number;
  }
  if (fields.mobile !== undefined && typeof fields.mobile !== 'string')
    return refusal(400, 'mobile', 'Not a valid string.');
  try {
    context.store.refund(transactionId, amount);
  } catch (error) {
    if (error instanceof RefundRefusal) return refusal(error.status, error.field, error.message);
    throw error;
  }
  return { status: 200, body: { detail: 'Transaction refund successful.' } };
}

/** Django REST framework's shapes: `{"detail"}` (404), with `error_key` on a 400, or `{"<field>": [...]}`. */
function refusal(status: number, field: string, message: string): JsonAnswer {
  if (status === 404) return { status, body: { detail: message } };
  const error = field === 'detail' ? message : [message];
  return { status, body: { [field]: error, error_key: 'validation_error' } };
}
