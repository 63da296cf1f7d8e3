import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { PaymentMethod } from '@kukur/contracts';
import { randomUUID } from 'node:crypto';

export type PaymentState =
  'initiated' | 'pending' | 'completed' | 'canceled' | 'expired' | 'failed' | 'refunded';

/**
 * One attempt to pay an order: a Khalti payment link (pidx), or cash on delivery. An order has at most
 * one completed payment (a partial unique index).
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

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
