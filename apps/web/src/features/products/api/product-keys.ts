/** Filters the product list endpoint understands. */
export interface ProductFilters {
  category?: string;
  kind?: 'product' | 'vaccine';
  limit?: number;
}

/** Query keys for products: all -> lists() -> list(filters) -> details() -> detail(id). */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
};
