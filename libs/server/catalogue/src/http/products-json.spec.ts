import { describe, expect, it } from 'vitest';
import type { ProductSearchResultDto } from './product-search.response.dto';
import type { ProductDto } from './product.response.dto';
import { productsJson, searchResultJson } from './products-json';

const product = (id: string, name: string, price: number) =>
  ({
    _id: id,
    id,
    name,
    nameNe: null,
    price,
    oldPrice: null,
    createdAt: '2026-11-01T08:00:00.000Z',
  }) as unknown as ProductDto;

describe('productsJson', () => {
  it('writes exactly what JSON.stringify writes, also for none', () => {
    const products = [product('a', 'Yak "Chew" \u2028 छुर्पी', 450), product('b', 'Rope', 120.5)];
    expect(productsJson(products).json).toBe(JSON.stringify(products));
    expect(productsJson([]).json).toBe('[]');
  });

  it('gives the same digest for the same products and another when one differs or the order changes', () => {
    const [a, b] = [product('a', 'Chew', 450), product('b', 'Rope', 120)];
    const digest = productsJson([a, b]).digest;
    expect(productsJson([product('a', 'Chew', 450), product('b', 'Rope', 120)]).digest).toBe(digest);
    expect(productsJson([a, product('b', 'Rope', 125)]).digest).not.toBe(digest);
    expect(productsJson([b, a]).digest).not.toBe(digest);
  });
});

describe('searchResultJson', () => {
  it('writes exactly what JSON.stringify writes, and its digest follows the totals and facets too', () => {
    const result: ProductSearchResultDto = {
      items: [product('a', 'Chew', 450)],
      total: 1,
      page: 1,
      pageSize: 24,
      totalPages: 1,
      categories: [{ category: 'Treats', count: 1 }],
      priceRange: { min: 450, max: 450 },
    };
    expect(searchResultJson(result).json).toBe(JSON.stringify(result));
    expect(searchResultJson({ ...result, total: 2 }).digest).not.toBe(searchResultJson(result).digest);
  });
});
