import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findVisibleProduct } from '../../domain/find-visible-product';
import { productState } from '../../domain/product-changes';
import { recordProductEdit } from '../../domain/record-product-edit';
import { HideProductCommand } from './hide-product.command';
import { SearchCache } from '../../queries/search-products/search-cache';

@CommandHandler(HideProductCommand)
export class HideProductHandler implements ICommandHandler<HideProductCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly searchCache: SearchCache,
  ) {}

  async execute({ productId }: HideProductCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const product = await findVisibleProduct(tx, productId, true);
      const before = productState(product);
      product.hide();
      recordProductEdit(tx, product, before);
    });
    this.searchCache.clear();
  }
}
