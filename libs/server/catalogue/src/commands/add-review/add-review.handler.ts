import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { findVisibleProduct } from '../../domain/find-visible-product';
import { Review } from '../../domain/review.entity';
import { ReviewDto } from '../../http/review.dto';
import { AddReviewCommand } from './add-review.command';
import { SearchCache } from '../../queries/search-products/search-cache';

@CommandHandler(AddReviewCommand)
export class AddReviewHandler implements ICommandHandler<AddReviewCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly searchCache: SearchCache,
  ) {}

  async execute({ productId, author, text, rating }: AddReviewCommand): Promise<ReviewDto> {
    const added = await this.em.fork().transactional(async (tx) => {
      // One review at a time per product, so each recount sees the reviews committed before it.
      const product = await findVisibleProduct(tx, productId, true);
      const review = tx.create(Review, {
        productId: product.id,
        userId: author.id,
        userName: author.name,
        text,
        rating,
      });
      await tx.flush();
      await tx.execute(
        `update product set
           review_count = (select count(*) from product_review where product_id = ?),
           rating = (select round(avg(rating)::numeric, 1) from product_review where product_id = ?),
           updated_at = now()
         where id = ?`,
        [product.id, product.id, product.id],
      );
      return ReviewDto.fromEntity(review);
    });
    // Ratings order the search results.
    this.searchCache.clear();
    return added;
  }
}
