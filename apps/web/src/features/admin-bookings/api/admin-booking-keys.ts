import type { AdminBookingFilters } from './admin-booking-types';

/**
 * Query keys of the admin's booking screen: all -> lists() -> list(filters), and all -> stats(). Every
 * change to a booking invalidates `all`, so the page and the counts refresh together. Separate from the
 * customer's vaccination keys: features do not share caches.
 */
export const adminBookingKeys = {
  all: ['admin-bookings'] as const,
  lists: () => [...adminBookingKeys.all, 'list'] as const,
  list: (filters: AdminBookingFilters) =>
    [...adminBookingKeys.lists(), { ...filters, search: filters.search.trim() }] as const,
  stats: () => [...adminBookingKeys.all, 'stats'] as const,
};
