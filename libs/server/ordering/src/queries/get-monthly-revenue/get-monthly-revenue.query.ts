import { Query } from '@nestjs/cqrs';

export interface MonthlyRevenue {
  /** YYYY-MM in Nepal time. */
  month: string;
  /** Rupees paid in that month for orders that were not cancelled, less what was refunded of them. */
  revenue: number;
}

/** Paid revenue per Nepal month from `fromMonth` (YYYY-MM) on; months without revenue are left out. */
export class GetMonthlyRevenueQuery extends Query<MonthlyRevenue[]> {
  constructor(readonly fromMonth: string) {
    super();
  }
}
