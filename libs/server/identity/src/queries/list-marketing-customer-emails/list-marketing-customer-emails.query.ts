import { Query } from '@nestjs/cqrs';

/**
 * One page of the addresses of the customer accounts (role user, not deleted) that opted in to marketing
 * e-mail, in address order after `after` (keyset paging: a shop's whole list is never held at once): for shop
 * announcements. Their addresses are verified (a code or Google), so no further confirmation is asked.
 */
export class ListMarketingCustomerEmailsQuery extends Query<string[]> {
  constructor(
    readonly after: string | null,
    readonly limit: number,
  ) {
    super();
  }
}
