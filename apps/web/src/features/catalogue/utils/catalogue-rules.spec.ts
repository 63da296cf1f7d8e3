import { describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import { countOf } from './count-label';
import { normalizePriceRange } from './price-range';
import { shownRating, shownReviewCount } from './review-rating';
import { pickSimilar } from './similar-products';

describe('pickSimilar', () => {
  const current = aProduct({ _id: 'me', category: 'Toys' });

  it('keeps the same category, leaves the product itself out and stops at 6', () => {
    const toys = Array.from({ length: 8 }, (_, index) => aProduct({ _id: `toy-${index}`, category: 'Toys' }));
    const food = aProduct({ _id: 'food', category: 'Food' });
    const similar = pickSimilar([current, food, ...toys], current);
    expect(similar.map((product) => product._id)).toEqual(toys.slice(0, 6).map((product) => product._id));
  });

  it('is empty when nothing else shares the category', () => {
    expect(pickSimilar([current], current)).toEqual([]);
  });
});

describe('shownRating', () => {
  it('is the average of the reviews once there are any, to one decimal', () => {
    expect(shownRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }], 2)).toBe(4.3);
  });

  it('is the product rating without reviews, else 4', () => {
    expect(shownRating([], 3.5)).toBe(3.5);
    expect(shownRating([], null)).toBe(4);
  });
});

describe('shownReviewCount', () => {
  it('counts the listed reviews once there are any, else the product’s count', () => {
    expect(shownReviewCount([{}, {}], 212)).toBe(2);
    expect(shownReviewCount([], 212)).toBe(212);
  });
});

describe('normalizePriceRange', () => {
  it('keeps a proper range', () => {
    expect(normalizePriceRange(100, 900)).toEqual({ min: 100, max: 900 });
  });

  it('swaps a reversed range', () => {
    expect(normalizePriceRange(2000, 500)).toEqual({ min: 500, max: 2000 });
  });

  it('turns negative or missing numbers into 0', () => {
    expect(normalizePriceRange(-50, 300)).toEqual({ min: 0, max: 300 });
    expect(normalizePriceRange(Number.NaN, -1)).toEqual({ min: 0, max: 0 });
  });
});

describe('countOf', () => {
  it('uses the singular only for one', () => {
    expect(countOf(1, 'product')).toBe('1 product');
    expect(countOf(0, 'product')).toBe('0 products');
    expect(countOf(3, 'result')).toBe('3 results');
  });
});
