import { describe, expect, it } from 'vitest';
import { demoProducts } from './demo-products';
import { demoReviewsFor } from './demo-reviews';

describe('demoReviewsFor', () => {
  it.each(demoProducts.map((product) => [product.slug, product] as const))(
    '%s gets 3-5 reviews averaging its rating within half a star',
    (_slug, product) => {
      const reviews = demoReviewsFor(product);
      expect(reviews.length).toBeGreaterThanOrEqual(3);
      expect(reviews.length).toBeLessThanOrEqual(5);
      const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
      expect(Math.abs(average - product.rating)).toBeLessThanOrEqual(0.5);
      expect(reviews.every((review) => Number.isInteger(review.rating) && review.text.length > 10)).toBe(
        true,
      );
      expect(demoReviewsFor(product)).toEqual(reviews);
    },
  );
});
