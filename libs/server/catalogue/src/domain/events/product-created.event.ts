import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';
import { productSnapshotSchema } from './product-snapshot';

/** An admin put a new product or vaccine in the shop. */
export const PRODUCT_CREATED = defineEvent({
  type: 'catalogue.product-created.v1',
  schema: productSnapshotSchema,
  queues: [QUEUE_NAMES.webhooks],
});
export type ProductCreatedPayload = z.infer<typeof PRODUCT_CREATED.schema>;

export class ProductCreatedEvent extends DomainEvent<ProductCreatedPayload> {
  static readonly type = PRODUCT_CREATED.type;
  readonly type = ProductCreatedEvent.type;
}
