import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCatalogueFiguresQuery } from '@kukur/server-catalogue';
import { GetCustomerFiguresQuery } from '@kukur/server-identity';
import { GetSalesFiguresQuery } from '@kukur/server-ordering';
import { GetBookingFiguresQuery } from '@kukur/server-vaccination';
import { DashboardStatsDto } from '../../http/dashboard.dto';
import { GetDashboardStatsQuery } from './get-dashboard-stats.query';
import { trendOf } from './trend';

/** The dashboard's figures, asked of each module through its own query. */
@QueryHandler(GetDashboardStatsQuery)
export class GetDashboardStatsHandler implements IQueryHandler<GetDashboardStatsQuery, DashboardStatsDto> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ now }: GetDashboardStatsQuery): Promise<DashboardStatsDto> {
    const [catalogue, customers, sales, bookings] = await Promise.all([
      this.queryBus.execute(new GetCatalogueFiguresQuery(now)),
      this.queryBus.execute(new GetCustomerFiguresQuery(now)),
      this.queryBus.execute(new GetSalesFiguresQuery(now)),
      this.queryBus.execute(new GetBookingFiguresQuery(now)),
    ]);
    return {
      productCount: catalogue.productCount,
      orderCount: sales.orderCount,
      customerCount: customers.customerCount,
      vaccinationCount: bookings.bookingCount,
      revenue: sales.revenue,
      pendingOrders: sales.pendingOrders,
      todaysAppointments: bookings.todaysAppointments,
      trends: {
        products: trendOf(catalogue.addedLast30Days, catalogue.addedPrevious30Days),
        orders: trendOf(sales.placedLast30Days, sales.placedPrevious30Days),
        customers: trendOf(customers.signedUpLast30Days, customers.signedUpPrevious30Days),
        vaccinations: trendOf(bookings.bookedLast30Days, bookings.bookedPrevious30Days),
        revenue: trendOf(sales.revenueLast30Days, sales.revenuePrevious30Days),
        appointments: trendOf(bookings.appointmentsLast30Days, bookings.appointmentsPrevious30Days),
      },
    };
  }
}
