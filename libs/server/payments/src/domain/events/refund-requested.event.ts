import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

/**
 * A Khalti refund of a completed payment was asked for (the order was cancelled, or the admin retried a
 * failed refund). The worker's refund job carries it out against Khalti's Refund API.
 */
export const REFUND_REQUESTED = defineEvent({
  type: 'payments.refund-requested.v1',
  formerly: 'payments.refund-requested',
  schema: z.object({
    paymentId: z.string(),
    orderId: z.string(),
    /** Paisa to give back. */
    amountPaisa: z.number().int().positive(),
  }),
  queues: [QUEUE_NAMES.maintenance],
});
export type RefundRequestedPayload = z.infer<typeof REFUND_REQUESTED.schema>;

export class RefundRequestedEvent extends DomainEvent<RefundRequestedPayload> {
  static readonly type = REFUND_REQUESTED.type;
  readonly type = RefundRequestedEvent.type;
}
