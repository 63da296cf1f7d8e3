import { Command } from '@nestjs/cqrs';

export interface StoredProductImage {
  /** The large image, for the product and its page. */
  imageUrl: string;
  /** The small one, for cards. */
  thumbnailUrl: string;
}

/** An admin uploads a product image: checked, resized and stored under a name the server chooses. */
export class StoreProductImageCommand extends Command<StoredProductImage> {
  constructor(readonly data: Buffer) {
    super();
  }
}
