import { Query } from '@nestjs/cqrs';
import type { SortDirection } from '@kukur/contracts';
import type { UserDto } from '../../http/user.response.dto';

export interface CustomerPageRequest {
  /** Matches name or e-mail, case-insensitively; blank for every customer. */
  search: string;
  offset: number;
  limit: number;
  direction: SortDirection;
  /**
   * What to sort by: a field of the account, or a ranking another module computed (best first, e.g. by
   * money spent). Customers missing from a ranking count as lowest. Ties are broken by name, then id.
   */
  sort: { by: 'name' | 'email' | 'joined' } | { by: 'ranking'; rankedIds: readonly string[] };
}

export interface CustomerPage {
  customers: UserDto[];
  total: number;
}

/** One page of the shop's customers (role user, not deleted) for the admin. */
export class ListCustomersQuery extends Query<CustomerPage> {
  constructor(readonly request: CustomerPageRequest) {
    super();
  }
}
