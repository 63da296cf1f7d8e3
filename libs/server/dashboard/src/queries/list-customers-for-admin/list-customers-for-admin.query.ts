import { Query } from '@nestjs/cqrs';
import type { CustomerSortField, SortDirection } from '@kukur/contracts';
import type { CustomerDto } from '../../http/customers.dto';

export interface CustomerListRequest {
  search: string;
  sort: CustomerSortField;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

/** One page of customers with their order count and money spent; sortable by either. */
export class ListCustomersForAdminQuery extends Query<{ customers: CustomerDto[]; total: number }> {
  constructor(readonly request: CustomerListRequest) {
    super();
  }
}
