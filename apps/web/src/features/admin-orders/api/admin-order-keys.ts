import type { AdminOrderFilters } from './admin-order-types';

/**
 * Query keys of the admin's order screen: all -> lists() -> list(filters), and all -> stats(). Every change
 * to an order invalidates `all`, so the page and the counts refresh together. Separate from the customer's
 * order keys: features do not share caches.
 */
export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (filters: AdminOrderFilters) =>
    [...adminOrderKeys.lists(), { ...filters, search: filters.search.trim() }] as const,
  stats: () => [...adminOrderKeys.all, 'stats'] as const,
};
