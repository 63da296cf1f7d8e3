import { Query } from '@nestjs/cqrs';
import type { ReviewDto } from '../../http/review.dto';

/** A customer's own review of a product (null before they write one); 404 for a product the shop does not show. */
export class GetMyReviewQuery extends Query<ReviewDto | null> {
  constructor(
    readonly productId: string,
    readonly userId: string,
  ) {
    super();
  }
}
