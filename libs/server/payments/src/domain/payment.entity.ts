import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { PaymentMethod } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';

export type PaymentState = 'initiated' | 'pending' | 'completed' | 'canceled' | 'expired' | 'failed';

/**
 * What happened to a completed payment's money afterwards: a Khalti refund asked for (`requested`), done
 * (`refunded`, `partially-refunded`) or given up after the retries (`failed`); cash the shop owes back by
 * hand (`cash-due`) and has given back (`cash-settled`).
 */
export const REFUND_STATES = [
  'requested',
  'refunded',
  'partially-refunded',
  'failed',
  'cash-due',
  'cash-settled',
] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * One attempt to pay an order: a Khalti payment link (pidx), or cash on delivery, and what became of its
 * money (refunds). An order has at most one completed payment (a partial unique index). These records are
 * the truth about an order's payment; the order only shows their projection (`projectOrderPayment`).
 */
@Entity({ tableName: 'payment' })
export class Payment {
  [OptionalProps]?:
    | 'id'
    | 'pidx'
    | 'providerStatus'
    | 'transactionId'
    | 'failureReason'
    | 'expiresAt'
    | 'completedAt'
    | 'lastCheckedAt'
    | 'refundState'
    | 'refundedPaisa'
    | 'refundRequestedAt'
    | 'refundAttempts'
    | 'refundAttemptedAt'
    | 'refundedAt'
    | 'refundFailureReason'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  orderId: string;

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 10 })
  method: PaymentMethod;

  @Property({ type: 'string', length: 64, nullable: true })
  pidx: string | null = null;

  @Property({ type: 'integer' })
  amountPaisa: number;

  @Property({ type: 'string', length: 12 })
  status: PaymentState;

  /** Khalti's own status at the last lookup. */
  @Property({ type: 'string', length: 30, nullable: true })
  providerStatus: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  transactionId: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  failureReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastCheckedAt: Date | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  refundState: RefundState | null = null;

  /** Paisa given back so far. */
  @Property({ type: 'integer' })
  refundedPaisa = 0;

  @Property({ type: 'datetime', nullable: true })
  refundRequestedAt: Date | null = null;

  /** Calls made to Khalti's Refund API; one that timed out may have been carried out. */
  @Property({ type: 'integer' })
  refundAttempts = 0;

  @Property({ type: 'datetime', nullable: true })
  refundAttemptedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  refundedAt: Date | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  refundFailureReason: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
