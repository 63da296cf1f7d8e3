import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findVisibleProduct } from '../../domain/find-visible-product';
import { productState } from '../../domain/product-changes';
import { recordProductEdit } from '../../domain/record-product-edit';
import { ProductDto } from '../../http/product.response.dto';
import { UpdateProductCommand } from './update-product.command';
import { SearchCache } from '../../queries/search-products/search-cache';

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly searchCache: SearchCache,
  ) {}

  async execute({ productId, details }: UpdateProductCommand): Promise<ProductDto> {
    // Locked: an order taking stock meanwhile waits, so "the stock went to 0" is decided on the real value.
    const product = await this.em.fork().transactional(async (tx) => {
      const locked = await findVisibleProduct(tx, productId, true);
      const before = productState(locked);
      locked.describe(details);
      recordProductEdit(tx, locked, before);
      return locked;
    });
    this.searchCache.clear();
    return ProductDto.fromEntity(product);
  }
}
