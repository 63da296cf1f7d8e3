import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findVisibleProduct } from '../../domain/find-visible-product';
import { Review } from '../../domain/review.entity';
import { ReviewDto } from '../../http/review.dto';
import { SearchCache } from '../../queries/search-products/search-cache';
import { ReviewRateLimit } from '../../reviews/review-rate-limit';
import { VerifiedBuyers } from '../../reviews/verified-buyers';
import { AddReviewCommand, AddReviewResult } from './add-review.command';

@CommandHandler(AddReviewCommand)
export class AddReviewHandler implements ICommandHandler<AddReviewCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly searchCache: SearchCache,
    private readonly rateLimit: ReviewRateLimit,
    private readonly verifiedBuyers: VerifiedBuyers,
  ) {}

  async execute({ productId, author, text, rating }: AddReviewCommand): Promise<AddReviewResult> {
    await this.rateLimit.consume(author.id);
    const { review, result, product } = await this.em.fork().transactional(async (tx) => {
      // The product's row lock serialises the reviews of one product: the look-up for this customer's
      // review and each recount see every review committed before. The unique index stays the backstop.
      const product = await findVisibleProduct(tx, productId, true);
      const existing = await tx.findOne(Review, { productId: product.id, userId: author.id });
      const input = { userName: author.name, text, rating };
      if (existing) existing.edit(input);
      const review = existing ?? tx.create(Review, { productId: product.id, userId: author.id, ...input });
      await tx.flush();
      await tx.execute(
        `update product set
           review_count = (select count(*) from product_review where product_id = ?),
           rating = (select round(avg(rating)::numeric, 1) from product_review where product_id = ?),
           updated_at = now()
         where id = ?`,
        [product.id, product.id, product.id],
      );
      return { review, result: existing ? ('updated' as const) : ('created' as const), product };
    });
    // Ratings order the search results.
    this.searchCache.clear();
    const verified = await this.verifiedBuyers.among(product, [author.id]);
    return { review: ReviewDto.fromEntity(review, verified.has(author.id)), result };
  }
}
