import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { productSnapshotSchema } from './product-snapshot';

/** A product's stock went from some to none: an order or booking took the last unit, or an admin set 0. */
export const PRODUCT_OUT_OF_STOCK = defineEvent({
  type: 'catalogue.product-out-of-stock.v1',
  schema: productSnapshotSchema,
  queues: [QUEUE_NAMES.webhooks],
});
export type ProductOutOfStockPayload = z.infer<typeof PRODUCT_OUT_OF_STOCK.schema>;

export class ProductOutOfStockEvent extends DomainEvent<ProductOutOfStockPayload> {
  static readonly type = PRODUCT_OUT_OF_STOCK.type;
  readonly type = ProductOutOfStockEvent.type;
}
