import { Command } from '@nestjs/cqrs';
import type { ProductDetails } from '../../domain/product-details';
import type { ProductDto } from '../../http/product.response.dto';

/** An admin puts a new product or vaccine in the shop. */
export class CreateProductCommand extends Command<ProductDto> {
  constructor(readonly details: ProductDetails) {
    super();
  }
}
