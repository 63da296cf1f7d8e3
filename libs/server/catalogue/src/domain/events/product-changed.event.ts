import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { productSnapshotSchema } from './product-snapshot';

/** An admin edited a product (price, stock, image, texts...) or took it off the shop. */
export const PRODUCT_CHANGED = defineEvent({
  type: 'catalogue.product-changed.v1',
  schema: z.object({
    product: productSnapshotSchema,
    /** The product's fields that changed, such as `price`, `stock`, `image` or `visibility`. */
    changes: z.array(z.string()).min(1),
  }),
  queues: [QUEUE_NAMES.webhooks],
});
export type ProductChangedPayload = z.infer<typeof PRODUCT_CHANGED.schema>;

export class ProductChangedEvent extends DomainEvent<ProductChangedPayload> {
  static readonly type = PRODUCT_CHANGED.type;
  readonly type = ProductChangedEvent.type;
}
