import { describe, expect, it } from 'vitest';
import { demoProducts } from './demo-products';
import { demoReviewDate, demoReviewsFor } from './demo-reviews';

const everyReview = demoProducts.flatMap((product) =>
  demoReviewsFor(product).map((review) => ({ product, review })),
);

describe('demoReviewsFor', () => {
  it.each(demoProducts.map((product) => [product.slug, product] as const))(
    '%s gets 3-5 reviews by different people, averaging its rating within half a star',
    (_slug, product) => {
      const reviews = demoReviewsFor(product);
      expect(reviews.length).toBeGreaterThanOrEqual(3);
      expect(reviews.length).toBeLessThanOrEqual(5);
      const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
      expect(Math.abs(average - product.rating)).toBeLessThanOrEqual(0.5);
      expect(reviews.every((review) => Number.isInteger(review.rating) && review.text.length > 10)).toBe(
        true,
      );
      // One review per customer and product, as the shop allows.
      expect(new Set(reviews.map((review) => review.userName)).size).toBe(reviews.length);
    },
  );

  it('never repeats a review text, not even with other capitals or spacing', () => {
    const normalised = everyReview.map(({ review }) => review.text.toLowerCase().replace(/\s+/g, ' ').trim());
    const repeated = normalised.filter((text, index) => normalised.indexOf(text) !== index);
    expect(repeated).toEqual([]);
    expect(everyReview.length).toBeGreaterThanOrEqual(demoProducts.length * 3);
  });

  it('never repeats a sentence across reviews', () => {
    const sentences = everyReview.flatMap(({ review }) =>
      review.text
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => sentence.toLowerCase().trim())
        .filter((sentence) => sentence.length > 15),
    );
    const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
    expect(repeated).toEqual([]);
  });

  it('reads like different people: lengths vary from a few words to several sentences', () => {
    const lengths = everyReview.map(({ review }) => review.text.length);
    expect(Math.min(...lengths)).toBeLessThan(40);
    expect(Math.max(...lengths)).toBeGreaterThan(110);
    expect(new Set(everyReview.map(({ review }) => review.userName)).size).toBeGreaterThanOrEqual(30);
  });

  it('dates every review in the past of the seeding moment, within the last year', () => {
    const seededAt = new Date('2026-11-25T10:00:00.000Z');
    for (const { review } of everyReview) {
      const date = demoReviewDate(review, seededAt);
      expect(date.getTime()).toBeLessThan(seededAt.getTime());
      expect(date.getTime()).toBeGreaterThan(seededAt.getTime() - 365 * 24 * 3600 * 1000);
    }
    // Relative to whenever it is seeded: seeding now gives dates before now.
    const now = new Date();
    expect(everyReview.every(({ review }) => demoReviewDate(review, now) < now)).toBe(true);
  });

  it('covers every demo product and no product that is not in the catalogue', () => {
    expect(demoProducts.filter((product) => demoReviewsFor(product).length === 0)).toEqual([]);
  });

  it('is the same on every call', () => {
    for (const product of demoProducts) expect(demoReviewsFor(product)).toEqual(demoReviewsFor(product));
  });
});
