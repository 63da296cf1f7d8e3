import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

export const orderLineSummarySchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** Rupees, exact decimal text. */
  unitPrice: z.string(),
  lineTotal: z.string(),
});
export type OrderLineSummary = z.infer<typeof orderLineSummarySchema>;

/**
 * An order's money. Rupees as exact decimal text; `subtotal` and `discount` are missing from events
 * recorded before the first-order offer existed (then total is the subtotal).
 */
export const orderPriceSummaryShape = {
  subtotal: z.string().optional(),
  discount: z.string().optional(),
  /** The first-order offer's rate, when the order got it. */
  discountPercent: z.number().nullable().optional(),
  total: z.string(),
};
export type OrderPriceSummary = z.infer<z.ZodObject<typeof orderPriceSummaryShape>>;

/** A customer placed an order; its stock is taken. */
export const ORDER_PLACED = defineEvent({
  type: 'ordering.order-placed.v1',
  formerly: 'ordering.order-placed',
  schema: z.object({
    ...orderPriceSummaryShape,
    orderId: z.string(),
    userId: z.string(),
    email: z.string(),
    customerName: z.string(),
    items: z.array(orderLineSummarySchema),
    delivery: z.object({
      phoneNumber: z.string(),
      city: z.string(),
      colony: z.string(),
      orderNotes: z.string().nullable(),
    }),
    placedAt: z.string(),
  }),
  queues: [QUEUE_NAMES.email, QUEUE_NAMES.activity, QUEUE_NAMES.webhooks],
});
export type OrderPlacedPayload = z.infer<typeof ORDER_PLACED.schema>;

export class OrderPlacedEvent extends DomainEvent<OrderPlacedPayload> {
  static readonly type = ORDER_PLACED.type;
  readonly type = OrderPlacedEvent.type;
}
