import { DomainEvent } from '@kukur/server-kernel';

export interface AnnouncedProduct {
  id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  oldPrice: number | null;
  discount: number | null;
  image: string | null;
}

export interface ProductAnnouncedPayload {
  announcementId: string;
  product: AnnouncedProduct;
  /** Recipients are numbered into this many batches (0 .. batches-1). */
  batches: number;
}

/** An admin asked to tell the marketing audience about a product; the worker sends the e-mails batch by batch. */
export class ProductAnnouncedEvent extends DomainEvent<ProductAnnouncedPayload> {
  static readonly type = 'notification.product-announced';
  readonly type = ProductAnnouncedEvent.type;
}
