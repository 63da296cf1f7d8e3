import { Query } from '@nestjs/cqrs';

export interface CustomerFigures {
  customerCount: number;
  signedUpLast30Days: number;
  signedUpPrevious30Days: number;
}

/** How many customers (role user, not deleted) the shop has, and how many joined recently. */
export class GetCustomerFiguresQuery extends Query<CustomerFigures> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
