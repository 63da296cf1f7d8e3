import {
  checkObject,
  optionalList,
  optionalString,
  requiredInteger,
  requiredString,
  requiredUrl,
  type Checked,
  type FieldError,
} from './fields';
import type { PaymentRequest } from './store';

/** Khalti's smallest payment: Rs. 10. */
const MINIMUM_AMOUNT_PAISA = 1000;

const AMOUNT_TOO_SMALL = 'Amount should be greater than Rs. 10, that is 1000 paisa.';
const AMOUNT_BREAKDOWN_MISMATCH = 'Amount Breakdown mismatch.';

/** The result of checking an initiate body: the request, or Khalti's 400 body. */
export type InitiateValidation =
  { ok: true; request: PaymentRequest } | { ok: false; errors: Record<string, FieldError> };

const amount = (value: unknown): Checked<number> => {
  const result = requiredInteger(value);
  if (result.ok && result.value < MINIMUM_AMOUNT_PAISA) return { ok: false, error: [AMOUNT_TOO_SMALL] };
  return result;
};

const customerInfo = (value: unknown): Checked<Record<string, unknown> | undefined> =>
  value === undefined || value === null
    ? { ok: true, value: undefined }
    : checkObject<Record<string, unknown>>(value, {
        name: optionalString,
        email: optionalString,
        phone: optionalString,
      });

const breakdownItem = (value: unknown): Checked<{ label: string; amount: number }> =>
  checkObject<{ label: string; amount: number }>(value, { label: requiredString, amount: requiredInteger });

const productItem = (value: unknown): Checked<Record<string, unknown>> =>
  checkObject<Record<string, unknown>>(value, {
    identity: requiredString,
    name: requiredString,
    total_price: requiredInteger,
    quantity: requiredInteger,
    unit_price: requiredInteger,
  });

/**
 * Checks a `POST epayment/initiate/` body as Khalti does: every field's errors at once
 * (`{"amount": ["..."], "return_url": ["..."]}`), then the amount breakdown against the amount.
 */
export function validateInitiate(body: unknown): InitiateValidation {
  const fields = checkObject(body, {
    return_url: requiredUrl,
    website_url: requiredUrl,
    amount,
    purchase_order_id: requiredString,
    purchase_order_name: requiredString,
    customer_info: customerInfo,
    amount_breakdown: (value) => optionalList(value, breakdownItem),
    product_details: (value) => optionalList(value, productItem),
  });
  if (!fields.ok)
    return {
      ok: false,
      errors: Array.isArray(fields.error)
        ? { non_field_errors: fields.error }
        : (fields.error as Record<string, FieldError>),
    };
  const data = fields.value;
  const breakdown = data.amount_breakdown;
  if (breakdown && breakdown.length > 0) {
    const sum = breakdown.reduce((total, item) => total + item.amount, 0);
    if (sum !== data.amount) return { ok: false, errors: { amount: [AMOUNT_BREAKDOWN_MISMATCH] } };
  }
  const merchantExtra = Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(([key]) => key.startsWith('merchant_')),
  );
  return {
    ok: true,
    request: {
      returnUrl: data.return_url,
      websiteUrl: data.website_url,
      amount: data.amount,
      purchaseOrderId: data.purchase_order_id,
      purchaseOrderName: data.purchase_order_name,
      customerInfo: data.customer_info,
      amountBreakdown: breakdown,
      productDetails: data.product_details,
      merchantExtra,
    },
  };
}
