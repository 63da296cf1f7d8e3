import { Query } from '@nestjs/cqrs';

export interface CustomerOrderTotals {
  userId: string;
  /** Orders that were not cancelled. */
  orders: number;
  /** Rupees paid for orders that were not cancelled. */
  spent: number;
}

/**
 * How much each customer ordered and paid: for the given user ids, or (without ids) for every customer who
 * ordered, so a caller can rank customers by it. Customers without orders are not in the answer.
 */
export class GetCustomerOrderTotalsQuery extends Query<CustomerOrderTotals[]> {
  constructor(readonly userIds?: readonly string[]) {
    super();
  }
}
