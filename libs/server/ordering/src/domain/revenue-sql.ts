import { MONEY_RECEIVED_PAYMENT_STATUSES } from '@kukur/contracts';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * SQL over `customer_order`: the order earns money for the shop, i.e. its money came in and it is not
 * cancelled (a cancelled order's money is owed back, refunded or not yet).
 */
export const EARNS_SQL = `(payment_status in (${quoted(MONEY_RECEIVED_PAYMENT_STATUSES)}) and status <> 'Cancelled')`;

/** SQL: what an order earns: paid minus what was given back (a partial refund). */
export const NET_PAID_SQL = `(total - refunded)`;

/** SQL: a cancelled order whose money the customer has not (all) got back yet. */
export const REFUND_OWED_SQL = `(status = 'Cancelled' and payment_status in (${quoted([
  'paid',
  'refund-pending',
  'refund-failed',
  'refund-due',
  'partially-refunded',
])}))`;
