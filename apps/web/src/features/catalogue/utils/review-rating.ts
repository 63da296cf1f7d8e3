import { DEFAULT_DETAIL_RATING } from '@kukur/contracts';

/**
 * The rating a product page shows (spec "Review submit"): the average of the reviews once there are any,
 * else the product's own rating, else 4. Rounded to one decimal, as the server keeps it.
 */
export function shownRating(reviews: readonly { rating: number }[], productRating: number | null): number {
  if (reviews.length > 0) {
    const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
    return Math.round(average * 10) / 10;
  }
  return productRating ?? DEFAULT_DETAIL_RATING;
}

/** The review count a product page shows: the reviews listed once there are any, else the product's count. */
export function shownReviewCount(reviews: readonly unknown[], productReviewCount: number): number {
  return reviews.length > 0 ? reviews.length : productReviewCount;
}
