import { Command } from '@nestjs/cqrs';
import type { ProductDetails } from '../../domain/product-details';
import type { ProductDto } from '../../http/product.response.dto';

/** An admin edits a product (the whole form; stock and image stay when left out). */
export class UpdateProductCommand extends Command<ProductDto> {
  constructor(
    readonly productId: string,
    readonly details: ProductDetails,
  ) {
    super();
  }
}
