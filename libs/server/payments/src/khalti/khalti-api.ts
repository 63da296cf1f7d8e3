/** Khalti ePayment (KPG-2) as documented at https://docs.khalti.com/khalti-epayment/ — amounts in paisa. */

export interface KhaltiInitiateRequest {
  return_url: string;
  website_url: string;
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
  customer_info?: { name: string; email: string; phone: string };
  amount_breakdown?: { label: string; amount: number }[];
  product_details?: {
    identity: string;
    name: string;
    total_price: number;
    quantity: number;
    unit_price: number;
  }[];
}

export interface KhaltiInitiateResponse {
  pidx: string;
  payment_url: string;
  expires_at: string;
  expires_in: number;
}

export const KHALTI_STATUSES = [
  'Completed',
  'Pending',
  'Initiated',
  'Refunded',
  'Partially Refunded',
  'Expired',
  'User canceled',
] as const;
export type KhaltiStatus = (typeof KHALTI_STATUSES)[number];

export interface KhaltiLookupResponse {
  pidx: string;
  total_amount: number;
  status: KhaltiStatus;
  transaction_id: string | null;
  fee: number;
  refunded: boolean;
}

/**
 * Khalti's Refund API (https://docs.khalti.com/api/refund/): `POST merchant-transaction/{transaction_id}/refund/`
 * on the host's `/api/` (not `/api/v2/`). No body refunds it all; `amount` (paisa) refunds part of it; `mobile`
 * is needed for a bank (not wallet) payment.
 */
export interface KhaltiRefundRequest {
  amount?: number;
  mobile?: string;
}

/** Khalti's answer to a refund it made: `{"detail": "Transaction refund successful."}`. */
export interface KhaltiRefundResponse {
  detail: string;
}

/** Why a call to Khalti failed: what the customer may be told differs by kind. */
export type KhaltiFailureKind = 'validation' | 'auth' | 'not-found' | 'unavailable';

export class KhaltiError extends Error {
  constructor(
    readonly kind: KhaltiFailureKind,
    message: string,
    /** Khalti's own text for a validation error, fit to show the customer. */
    readonly customerMessage: string | null = null,
  ) {
    super(message);
    this.name = 'KhaltiError';
  }
}
