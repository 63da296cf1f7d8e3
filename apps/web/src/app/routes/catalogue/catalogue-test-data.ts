import type { ProductSearchResult } from '@/features/catalogue';
import type { Product } from '@/shared/api';

/** A search answer holding `items`; totals, categories and price bounds derived from them unless given. */
export function aSearchResult(
  items: Product[],
  overrides: Partial<ProductSearchResult> = {},
): ProductSearchResult {
  // Sorted by name, as the server sends them.
  const categories = [...new Set(items.map((item) => item.category))].sort().map((category) => ({
    category,
    count: items.filter((item) => item.category === category).length,
  }));
  const prices = items.map((item) => item.price);
  const total = overrides.total ?? items.length;
  const pageSize = overrides.pageSize ?? 24;
  return {
    items,
    total,
    page: 1,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    categories,
    priceRange: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: 0, max: 0 },
    ...overrides,
  };
}

/** The query string of a request, as an object. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** A JSON answer that never arrives, to look at loading states. */
export function never(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}
