import { defineEvent, DomainEvent, QUEUE_NAMES, z } from '@kukur/server-kernel';

export const announcedProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The Nepali name and description, when the shop wrote them (Nepali readers get them). */
  nameNe: z.string().nullable().optional(),
  descriptionNe: z.string().nullable().optional(),
  category: z.string(),
  price: z.number(),
  oldPrice: z.number().nullable(),
  discount: z.number().nullable(),
  image: z.string().nullable(),
});
export type AnnouncedProduct = z.infer<typeof announcedProductSchema>;

/** An admin asked to tell the marketing audience about a product; the worker sends the e-mails batch by batch. */
export const PRODUCT_ANNOUNCED = defineEvent({
  type: 'notification.product-announced.v1',
  formerly: 'notification.product-announced',
  schema: z.object({
    announcementId: z.string(),
    product: announcedProductSchema,
    /** Recipients are numbered into this many batches (0 .. batches-1). */
    batches: z.number().int().nonnegative(),
  }),
  queues: [QUEUE_NAMES.announcements, QUEUE_NAMES.activity],
});
export type ProductAnnouncedPayload = z.infer<typeof PRODUCT_ANNOUNCED.schema>;

export class ProductAnnouncedEvent extends DomainEvent<ProductAnnouncedPayload> {
  static readonly type = PRODUCT_ANNOUNCED.type;
  readonly type = ProductAnnouncedEvent.type;
}
