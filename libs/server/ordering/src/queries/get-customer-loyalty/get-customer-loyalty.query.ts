import { Query } from '@nestjs/cqrs';

export interface CustomerLoyalty {
  /** Customers with RETURNING_CUSTOMER_MIN_ORDERS or more orders that were not cancelled. */
  returningCustomers: number;
  /** Customers who paid PREMIUM_MEMBER_MIN_SPEND_RUPEES or more in the last PREMIUM_MEMBER_WINDOW_DAYS days. */
  premiumCustomers: number;
}

/** How many customers come back and how many spend a lot, as of `now`. */
export class GetCustomerLoyaltyQuery extends Query<CustomerLoyalty> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
