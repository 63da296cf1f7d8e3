import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SALES_CHART_MONTHS, TOP_PRODUCTS_LIMIT } from '@kukur/contracts';
import { GetCustomerFiguresQuery } from '@kukur/server-identity';
import { GetCustomerLoyaltyQuery, GetMonthlyRevenueQuery, GetTopProductsQuery } from '@kukur/server-ordering';
import { DashboardChartsDto } from '../../http/dashboard.dto';
import { GetDashboardChartsQuery } from './get-dashboard-charts.query';
import { lastMonths, monthLabel } from './months';

@QueryHandler(GetDashboardChartsQuery)
export class GetDashboardChartsHandler implements IQueryHandler<GetDashboardChartsQuery, DashboardChartsDto> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ now }: GetDashboardChartsQuery): Promise<DashboardChartsDto> {
    const months = lastMonths(now, SALES_CHART_MONTHS);
    const [revenue, topProducts, customers, loyalty] = await Promise.all([
      this.queryBus.execute(new GetMonthlyRevenueQuery(months[0]!)),
      this.queryBus.execute(new GetTopProductsQuery(TOP_PRODUCTS_LIMIT)),
      this.queryBus.execute(new GetCustomerFiguresQuery(now)),
      this.queryBus.execute(new GetCustomerLoyaltyQuery(now)),
    ]);
    const byMonth = new Map(revenue.map((row) => [row.month, row.revenue]));
    return {
      salesData: months.map((month) => ({ month, label: monthLabel(month), sales: byMonth.get(month) ?? 0 })),
      topProducts,
      userStats: {
        newUsers: customers.signedUpLast30Days,
        returningUsers: loyalty.returningCustomers,
        premiumMembers: loyalty.premiumCustomers,
      },
    };
  }
}
