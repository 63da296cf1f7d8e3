import type { CustomerSortField, SortDirection } from '@kukur/contracts';
import type { components } from '@/shared/api/schema';

/** A customer as the admin lists them: the account with its order count and the money paid. */
export type AdminCustomer = components['schemas']['CustomerDto'];

/** What the admin's customer list asks the server for. */
export interface CustomerListFilters {
  search: string;
  sort: CustomerSortField;
  order: SortDirection;
  page: number;
  pageSize: number;
}
