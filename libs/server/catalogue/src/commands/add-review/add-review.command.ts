import { Command } from '@nestjs/cqrs';
import type { ReviewDto } from '../../http/review.dto';

/** A logged-in customer reviews a product; its average rating and review count follow at once. */
export class AddReviewCommand extends Command<ReviewDto> {
  constructor(
    readonly productId: string,
    readonly author: { id: string; name: string },
    readonly text: string,
    readonly rating: number,
  ) {
    super();
  }
}
