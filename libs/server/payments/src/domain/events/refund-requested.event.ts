import { DomainEvent } from '@kukur/server-kernel';

export interface RefundRequestedPayload {
  paymentId: string;
  orderId: string;
  /** Paisa to give back. */
  amountPaisa: number;
}

/**
 * A Khalti refund of a completed payment was asked for (the order was cancelled, or the admin retried a
 * failed refund). The worker's refund job carries it out against Khalti's Refund API.
 */
export class RefundRequestedEvent extends DomainEvent<RefundRequestedPayload> {
  static readonly type = 'payments.refund-requested';
  readonly type = RefundRequestedEvent.type;
}
