import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findVisibleProduct } from '../../domain/find-visible-product';
import { HideProductCommand } from './hide-product.command';
import { SearchCache } from '../../queries/search-products/search-cache';

@CommandHandler(HideProductCommand)
export class HideProductHandler implements ICommandHandler<HideProductCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly searchCache: SearchCache,
  ) {}

  async execute({ productId }: HideProductCommand): Promise<void> {
    const em = this.em.fork();
    (await findVisibleProduct(em, productId)).hide();
    await em.flush();
    this.searchCache.clear();
  }
}
