import { PAYMENT_METHODS } from '@kukur/contracts';
import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { orderLineSummarySchema, orderPriceSummaryShape } from './order-placed.event';

/** An order's payment arrived (Khalti confirmed it, or the admin marked cash on delivery as received). */
export const ORDER_PAID = defineEvent({
  type: 'ordering.order-paid.v1',
  formerly: 'ordering.order-paid',
  schema: z.object({
    ...orderPriceSummaryShape,
    orderId: z.string(),
    email: z.string(),
    customerName: z.string(),
    method: z.enum(PAYMENT_METHODS),
    transactionId: z.string().nullable(),
    items: z.array(orderLineSummarySchema),
    paidAt: z.string(),
  }),
  queues: [QUEUE_NAMES.email, QUEUE_NAMES.activity, QUEUE_NAMES.webhooks],
});
export type OrderPaidPayload = z.infer<typeof ORDER_PAID.schema>;

export class OrderPaidEvent extends DomainEvent<OrderPaidPayload> {
  static readonly type = ORDER_PAID.type;
  readonly type = OrderPaidEvent.type;
}
