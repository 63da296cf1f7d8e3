import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { NewProduct } from '../../domain/new-product';
import { Product } from '../../domain/product.entity';
import { Review } from '../../domain/review.entity';
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
      const reviewsOf = new Map<Product, NonNullable<NewProduct['reviews']>>();
      for (const { reviews = [], ...input } of products) {
        const product = tx.create(Product, { ...input, oldPrice: input.oldPrice ?? null });
        reviewsOf.set(product, reviews);
        if (reviews.length > 0) {
          product.reviewCount = reviews.length;
          const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
          product.rating = Math.round(average * 10) / 10;
        }
      }
      // Reviews point at products by id only: the products must be in the table first.
      await tx.flush();
      for (const [product, reviews] of reviewsOf) {
        for (const review of reviews) {
          tx.create(Review, { ...review, productId: product.id, userId: reviewerId(review.userName) });
        }
      }
      return { imported: products.length };
    });
    this.searchCache.clear();
    return result;
  }
}

/** Demo reviewers have no accounts: a stable id made from the name stands in. */
function reviewerId(name: string): string {
  const hex = createHash('sha1').update(`demo-reviewer:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
