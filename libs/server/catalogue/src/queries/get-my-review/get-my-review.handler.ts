import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findVisibleProduct } from '../../domain/find-visible-product';
import { Review } from '../../domain/review.entity';
import { ReviewDto } from '../../http/review.dto';
import { VerifiedBuyers } from '../../reviews/verified-buyers';
import { GetMyReviewQuery } from './get-my-review.query';

@QueryHandler(GetMyReviewQuery)
export class GetMyReviewHandler implements IQueryHandler<GetMyReviewQuery, ReviewDto | null> {
  constructor(
    private readonly em: EntityManager,
    private readonly verifiedBuyers: VerifiedBuyers,
  ) {}

  async execute({ productId, userId }: GetMyReviewQuery): Promise<ReviewDto | null> {
    const em = this.em.fork();
    const product = await findVisibleProduct(em, productId);
    const review = await em.findOne(Review, { productId: product.id, userId });
    if (!review) return null;
    const verified = await this.verifiedBuyers.among(product, [userId]);
    return ReviewDto.fromEntity(review, verified.has(userId));
  }
}
