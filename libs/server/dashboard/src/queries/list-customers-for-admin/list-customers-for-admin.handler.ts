import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CustomerPageRequest, ListCustomersQuery } from '@kukur/server-identity';
import { CustomerOrderTotals, GetCustomerOrderTotalsQuery } from '@kukur/server-ordering';
import { CustomerDto } from '../../http/customers.dto';
import { ListCustomersForAdminQuery } from './list-customers-for-admin.query';

/**
 * Accounts live in identity and orders in ordering. Sorting by an account field pages in identity and
 * adds the totals of that page; sorting by orders or money asks ordering to rank the customers who
 * ordered, and identity pages in that ranking (customers without orders last).
 */
@QueryHandler(ListCustomersForAdminQuery)
export class ListCustomersForAdminHandler implements IQueryHandler<ListCustomersForAdminQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({
    request,
  }: ListCustomersForAdminQuery): Promise<{ customers: CustomerDto[]; total: number }> {
    const { sort } = request;
    const ranking = sort === 'orders' || sort === 'spent' ? await this.rank(sort) : null;
    const page = await this.queryBus.execute(
      new ListCustomersQuery({
        search: request.search,
        offset: (request.page - 1) * request.pageSize,
        limit: request.pageSize,
        direction: request.direction,
        sort:
          sort === 'orders' || sort === 'spent'
            ? { by: 'ranking', rankedIds: ranking!.map((totals) => totals.userId) }
            : { by: sort },
      } satisfies CustomerPageRequest),
    );
    const totals =
      ranking ??
      (await this.queryBus.execute(
        new GetCustomerOrderTotalsQuery(page.customers.map((customer) => customer.id)),
      ));
    const byUser = new Map(totals.map((row) => [row.userId, row]));
    return {
      customers: page.customers.map((customer) => ({
        ...customer,
        orderCount: byUser.get(customer.id)?.orders ?? 0,
        totalSpent: byUser.get(customer.id)?.spent ?? 0,
      })),
      total: page.total,
    };
  }

  /** Every customer who ordered, best first by the field. */
  private async rank(field: 'orders' | 'spent'): Promise<CustomerOrderTotals[]> {
    const totals = await this.queryBus.execute(new GetCustomerOrderTotalsQuery());
    const other = field === 'orders' ? 'spent' : 'orders';
    return totals.filter((row) => row[field] > 0).sort((a, b) => b[field] - a[field] || b[other] - a[other]);
  }
}
