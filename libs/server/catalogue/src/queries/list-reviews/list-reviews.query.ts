import { Query } from '@nestjs/cqrs';
import type { ReviewDto } from '../../http/review.dto';

/** A product's reviews, newest first; 404 for a product the shop does not show. */
export class ListReviewsQuery extends Query<ReviewDto[]> {
  constructor(readonly productId: string) {
    super();
  }
}
