import type { CustomerListFilters } from './admin-customer-types';

/** Query keys of the admin's customer screen; every change invalidates `all`. */
export const adminCustomerKeys = {
  all: ['admin-customers'] as const,
  list: (filters: CustomerListFilters) =>
    [...adminCustomerKeys.all, 'list', { ...filters, search: filters.search.trim() }] as const,
  orders: (email: string) => [...adminCustomerKeys.all, 'orders', email] as const,
  bookings: (email: string) => [...adminCustomerKeys.all, 'bookings', email] as const,
};
