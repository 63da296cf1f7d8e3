import { ORDER_STATUSES } from '@kukur/contracts';
import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { orderLineSummarySchema, orderPriceSummaryShape } from './order-placed.event';

/** An admin sent the customer an e-mail about the order's current status. */
export const ORDER_EMAIL_REQUESTED = defineEvent({
  type: 'ordering.order-email-requested.v1',
  formerly: 'ordering.order-email-requested',
  schema: z.object({
    ...orderPriceSummaryShape,
    orderId: z.string(),
    email: z.string(),
    customerName: z.string(),
    status: z.enum(ORDER_STATUSES),
    items: z.array(orderLineSummarySchema),
    /** Set when the same admin request asks twice; the e-mail job is keyed by the outbox id anyway. */
    requestedBy: z.string(),
  }),
  queues: [QUEUE_NAMES.email],
});
export type OrderEmailRequestedPayload = z.infer<typeof ORDER_EMAIL_REQUESTED.schema>;

export class OrderEmailRequestedEvent extends DomainEvent<OrderEmailRequestedPayload> {
  static readonly type = ORDER_EMAIL_REQUESTED.type;
  readonly type = OrderEmailRequestedEvent.type;
}
