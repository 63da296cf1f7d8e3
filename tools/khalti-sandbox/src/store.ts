import { khaltiId, nepalTimestamp } from './ids';

/** The lookup statuses Khalti documents. */
export const PAYMENT_STATUSES = [
  'Completed',
  'Pending',
  'Initiated',
  'Refunded',
  'Partially Refunded',
  'Expired',
  'User canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses of a payment that went through (it has a transaction id). */
const PAID_STATUSES: readonly PaymentStatus[] = ['Completed', 'Refunded', 'Partially Refunded'];

/** What the merchant sent to `epayment/initiate/` (validated; amounts in paisa). */
export interface PaymentRequest {
  returnUrl: string;
  websiteUrl: string;
  amount: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  customerInfo?: Record<string, unknown>;
  amountBreakdown?: Array<{ label: string; amount: number }>;
  productDetails?: Array<Record<string, unknown>>;
  /** Fields starting with `merchant_` (Khalti accepts them as meta data). */
  merchantExtra: Record<string, unknown>;
}

/** One payment as the sandbox holds it (a copy: changing it changes nothing). */
export interface SandboxPayment extends PaymentRequest {
  pidx: string;
  status: PaymentStatus;
  /** What lookup reports as `total_amount` (the initiated amount unless forced). */
  totalAmount: number;
  transactionId: string | null;
  fee: number;
  refunded: boolean;
  /** Paisa refunded through the Refund API so far. */
  refundedAmount: number;
  /** Each refund the Refund API made, oldest first (a test can count them). */
  refunds: { amount: number; at: string }[];
  /** Khalti ID that paid (set by the payment page or the complete control). */
  mobile: string | null;
  createdAt: string;
  /** When the payment link expires (status Initiated turns Expired), Nepal time like Khalti's `expires_at`. */
  expiresAt: string;
}

/** A forced change (test controls). */
export interface PaymentPatch {
  status?: PaymentStatus;
  totalAmount?: number;
  transactionId?: string | null;
  fee?: number;
  refunded?: boolean;
}

/** Why an operation on a payment was refused. */
export class PaymentStateError extends Error {}

/** Why the Refund API refused a refund: `field` (or `detail`) and Khalti-style words. */
export class RefundRefusal extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly field: 'detail' | 'amount',
    message: string,
  ) {
    super(message);
  }
}

interface PaymentRecord extends Omit<SandboxPayment, 'createdAt' | 'expiresAt' | 'refunds'> {
  refunds: { amount: number; atMs: number }[];
  createdAtMs: number;
  expiresAtMs: number;
}

/** In-memory payments with Khalti's link expiry (an Initiated payment turns Expired after `expiresInSeconds`). */
export class PaymentStore {
  private readonly records = new Map<string, PaymentRecord>();

  constructor(
    readonly expiresInSeconds: number,
    private readonly now: () => number,
  ) {}

  create(request: PaymentRequest): SandboxPayment {
    const createdAtMs = this.now();
    const record: PaymentRecord = {
      ...request,
      pidx: khaltiId(),
      status: 'Initiated',
      totalAmount: request.amount,
      transactionId: null,
      fee: 0,
      refunded: false,
      refundedAmount: 0,
      refunds: [],
      mobile: null,
      createdAtMs,
      expiresAtMs: createdAtMs + this.expiresInSeconds * 1000,
    };
    this.records.set(record.pidx, record);
    return snapshot(record);
  }

  get(pidx: string): SandboxPayment | undefined {
    const record = this.current(pidx);
    return record && snapshot(record);
  }

  all(): SandboxPayment[] {
    return [...this.records.keys()].map((pidx) => snapshot(this.current(pidx) as PaymentRecord));
  }

  /** The tester paid: Initiated -> Completed with a new transaction id. */
  complete(pidx: string, mobile: string): SandboxPayment {
    const record = this.payable(pidx);
    Object.assign(record, { status: 'Completed', transactionId: khaltiId(), mobile });
    return snapshot(record);
  }

  /** The tester pressed Cancel: Initiated -> User canceled. */
  cancel(pidx: string): SandboxPayment {
    const record = this.payable(pidx);
    record.status = 'User canceled';
    return snapshot(record);
  }

  /** Forces a state. A paid status gets a transaction id (and `refunded` for refunds) unless given. */
  update(pidx: string, patch: PaymentPatch): SandboxPayment {
    const record = this.current(pidx);
    if (!record) throw new PaymentStateError(`No payment with pidx ${pidx}.`);
    if (patch.status !== undefined) {
      const paid = PAID_STATUSES.includes(patch.status);
      record.status = patch.status;
      record.transactionId = paid ? (record.transactionId ?? khaltiId()) : null;
      record.refunded = patch.status === 'Refunded' || patch.status === 'Partially Refunded';
      // Back to Initiated after the link expired: give the link a fresh lifetime.
      if (patch.status === 'Initiated' && this.now() >= record.expiresAtMs)
        record.expiresAtMs = this.now() + this.expiresInSeconds * 1000;
    }
    if (patch.totalAmount !== undefined) record.totalAmount = patch.totalAmount;
    if (patch.transactionId !== undefined) record.transactionId = patch.transactionId;
    if (patch.fee !== undefined) record.fee = patch.fee;
    if (patch.refunded !== undefined) record.refunded = patch.refunded;
    return snapshot(record);
  }

  /**
   * Khalti's Refund API: gives back `amount` paisa (default: all that is left) of the paid transaction
   * `transactionId`; the lookup then says `Partially Refunded`, or `Refunded` once all of it is back.
   */
  refund(transactionId: string, amount?: number): SandboxPayment {
    const record = [...this.records.values()].find((candidate) => candidate.transactionId === transactionId);
    if (!record) throw new RefundRefusal(404, 'detail', 'Not found.');
    if (record.status === 'Refunded')
      throw new RefundRefusal(400, 'detail', 'This transaction has already been refunded.');
    if (record.status !== 'Completed' && record.status !== 'Partially Refunded')
      throw new RefundRefusal(400, 'detail', `A ${record.status} transaction cannot be refunded.`);
    const refundable = record.totalAmount - record.refundedAmount;
    const paisa = amount ?? refundable;
    if (paisa > refundable)
      throw new RefundRefusal(
        400,
        'amount',
        `Refund amount cannot be greater than the refundable amount of ${refundable} paisa.`,
      );
    record.refundedAmount += paisa;
    record.refunds.push({ amount: paisa, atMs: this.now() });
    record.refunded = true;
    record.status = record.refundedAmount >= record.totalAmount ? 'Refunded' : 'Partially Refunded';
    return snapshot(record);
  }

  clear(): void {
    this.records.clear();
  }

  private payable(pidx: string): PaymentRecord {
    const record = this.current(pidx);
    if (!record) throw new PaymentStateError(`No payment with pidx ${pidx}.`);
    if (record.status !== 'Initiated')
      throw new PaymentStateError(
        `The payment is ${record.status}; only an Initiated payment can be paid or canceled.`,
      );
    return record;
  }

  /** The record with its expiry applied. */
  private current(pidx: string): PaymentRecord | undefined {
    const record = this.records.get(pidx);
    if (record?.status === 'Initiated' && this.now() >= record.expiresAtMs) record.status = 'Expired';
    return record;
  }
}

function snapshot(record: PaymentRecord): SandboxPayment {
  const { createdAtMs, expiresAtMs, refunds, ...rest } = structuredClone(record);
  return {
    ...rest,
    refunds: refunds.map(({ amount, atMs }) => ({ amount, at: nepalTimestamp(atMs) })),
    createdAt: nepalTimestamp(createdAtMs),
    expiresAt: nepalTimestamp(expiresAtMs),
  };
}
