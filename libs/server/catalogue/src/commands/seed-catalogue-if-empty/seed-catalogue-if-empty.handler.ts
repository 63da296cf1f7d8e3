import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Product } from '../../domain/product.entity';
import { SeedCatalogueIfEmptyCommand } from './seed-catalogue-if-empty.command';
import { SearchCache } from '../../queries/search-products/search-cache';

@CommandHandler(SeedCatalogueIfEmptyCommand)
export class SeedCatalogueIfEmptyHandler implements ICommandHandler<SeedCatalogueIfEmptyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly searchCache: SearchCache,
  ) {}

  async execute({ products }: SeedCatalogueIfEmptyCommand): Promise<{ imported: number }> {
    const result = await this.em.fork().transactional(async (tx) => {
      // Serialise concurrent starts: only the first one sees an empty table.
      await tx.execute('lock table product in share row exclusive mode');
      if ((await tx.count(Product, {})) > 0) return { imported: 0 };
      for (const input of products) {
        tx.persist(tx.create(Product, { ...input, oldPrice: input.oldPrice ?? null }));
      }
      return { imported: products.length };
    });
    this.searchCache.clear();
    return result;
  }
}
