import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { normalizeEmail, ORDERING_ERROR_CODES, ORDERING_MESSAGES } from '@kukur/contracts';
import { ForbiddenError } from '@kukur/server-kernel';
import { Order } from '../../domain/order.entity';
import { OrderDto } from '../../http/order.response.dto';
import { GetUserOrdersQuery } from './get-user-orders.query';

@QueryHandler(GetUserOrdersQuery)
export class GetUserOrdersHandler implements IQueryHandler<GetUserOrdersQuery, OrderDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ viewer, email }: GetUserOrdersQuery): Promise<OrderDto[]> {
    const isOwn = normalizeEmail(email) === viewer.email;
    if (!isOwn && viewer.role !== 'admin') {
      throw new ForbiddenError(ORDERING_ERROR_CODES.EMAIL_MISMATCH, ORDERING_MESSAGES.othersOrders);
    }
    const orders = await this.em
      .fork()
      .find(
        Order,
        isOwn ? { userId: viewer.id, hiddenFromCustomer: false } : { userEmail: normalizeEmail(email) },
        { populate: ['items'], orderBy: { createdAt: 'desc', id: 'asc' } },
      );
    return orders.map((order) => OrderDto.fromEntity(order));
  }
}
