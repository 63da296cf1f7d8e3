/**
 * Query keys of the cart's checks with the shop: all -> products() -> product(id). Kept apart from the
 * catalogue's cache on purpose: the cart always asks afresh.
 */
export const cartKeys = {
  all: ['cart'] as const,
  products: () => [...cartKeys.all, 'product'] as const,
  product: (id: string) => [...cartKeys.products(), id] as const,
};
