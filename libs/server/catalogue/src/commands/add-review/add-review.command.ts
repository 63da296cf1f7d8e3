import { Command } from '@nestjs/cqrs';
import type { ReviewDto, ReviewPostResult } from '../../http/review.dto';

export interface AddReviewResult {
  review: ReviewDto;
  result: ReviewPostResult;
}

/**
 * A logged-in customer reviews a product: the first time it adds their review, later it edits that one
 * review. The product's average rating and review count follow at once.
 */
export class AddReviewCommand extends Command<AddReviewResult> {
  constructor(
    readonly productId: string,
    readonly author: { id: string; name: string },
    readonly text: string,
    readonly rating: number,
  ) {
    super();
  }
}
