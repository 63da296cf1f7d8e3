import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findVisibleProduct } from '../../domain/find-visible-product';
import { Review } from '../../domain/review.entity';
import { ReviewDto } from '../../http/review.dto';
import { VerifiedBuyers } from '../../reviews/verified-buyers';
import { ListReviewsQuery } from './list-reviews.query';

const MAX_REVIEWS = 200;

@QueryHandler(ListReviewsQuery)
export class ListReviewsHandler implements IQueryHandler<ListReviewsQuery, ReviewDto[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly verifiedBuyers: VerifiedBuyers,
  ) {}

  async execute({ productId }: ListReviewsQuery): Promise<ReviewDto[]> {
    const em = this.em.fork();
    const product = await findVisibleProduct(em, productId);
    const reviews = await em.find(
      Review,
      { productId: product.id },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: MAX_REVIEWS },
    );
    const verified = await this.verifiedBuyers.among(
      product,
      reviews.map((review) => review.userId),
    );
    return reviews.map((review) => ReviewDto.fromEntity(review, verified.has(review.userId)));
  }
}
