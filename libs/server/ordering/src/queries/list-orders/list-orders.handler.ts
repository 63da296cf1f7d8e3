import { EntityManager, FilterQuery, LoadStrategy, raw } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ORDER_STATUSES } from '@kukur/contracts';
import { Order } from '../../domain/order.entity';
import { OrderDto } from '../../http/order.response.dto';
import { ListOrdersQuery } from './list-orders.query';

@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters }: ListOrdersQuery): Promise<{ orders: OrderDto[]; total: number }> {
    const where: FilterQuery<Order> = {};
    if (filters.status) {
      const status = ORDER_STATUSES.find(
        (known) => known.toLowerCase() === filters.status!.trim().toLowerCase(),
      );
      // An unknown status matches nothing rather than everything.
      if (!status) return { orders: [], total: 0 };
      where.status = status;
    }
    const search = filters.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [
        { customerName: { $ilike: pattern } },
        { userEmail: { $ilike: pattern } },
        // The admin sees ids shortened (first 8 characters): any part of one finds the order.
        { [raw((alias) => `${alias}.id::text`)]: { $ilike: pattern } },
      ];
    }
    const [orders, total] = await this.em.fork().findAndCount(Order, where, {
      populate: ['items', 'history'],
      // Lines and history in their own selects, so the page limit counts orders, not joined rows.
      strategy: LoadStrategy.SELECT_IN,
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: filters.pageSize,
      offset: (filters.page - 1) * filters.pageSize,
    });
    return { orders: orders.map((order) => OrderDto.fromEntity(order, { withHistory: true })), total };
  }
}
