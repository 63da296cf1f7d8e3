import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@kukur/contracts';
import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { orderLineSummarySchema, orderPriceSummaryShape } from './order-placed.event';

/**
 * An order moved to another status (approved, completed, cancelled with its stock given back). The
 * customer is told, the activity feed shows it, and a cancelled paid order is refunded (maintenance).
 */
export const ORDER_STATUS_CHANGED = defineEvent({
  type: 'ordering.order-status-changed.v1',
  formerly: 'ordering.order-status-changed',
  schema: z.object({
    ...orderPriceSummaryShape,
    orderId: z.string(),
    email: z.string(),
    customerName: z.string(),
    from: z.enum(ORDER_STATUSES),
    to: z.enum(ORDER_STATUSES),
    by: z.enum(['customer', 'admin', 'system']),
    items: z.array(orderLineSummarySchema),
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
  }),
  queues: [QUEUE_NAMES.email, QUEUE_NAMES.activity, QUEUE_NAMES.maintenance, QUEUE_NAMES.webhooks],
});
export type OrderStatusChangedPayload = z.infer<typeof ORDER_STATUS_CHANGED.schema>;

export class OrderStatusChangedEvent extends DomainEvent<OrderStatusChangedPayload> {
  static readonly type = ORDER_STATUS_CHANGED.type;
  readonly type = OrderStatusChangedEvent.type;
}
