import { Query } from '@nestjs/cqrs';

/** The shop's order and revenue figures for the admin's dashboard, as of `now`. */
export interface SalesFigures {
  orderCount: number;
  placedLast30Days: number;
  placedPrevious30Days: number;
  /** Rupees paid for orders that were not cancelled, less what was refunded of them, all time. */
  revenue: number;
  revenueLast30Days: number;
  revenuePrevious30Days: number;
  /** Orders waiting for the admin's approval now. */
  pendingOrders: number;
}

export class GetSalesFiguresQuery extends Query<SalesFigures> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
